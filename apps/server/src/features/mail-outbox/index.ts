export { notifyMoveEffect } from './notify-effect';
export { type NoticeDoc, noticesFromDoc, raisedContext, raisedNotices } from './notify-raised';
export { type MovedItem, notifyStatus } from './notify-status';
export { enqueueMail } from './outbox.repository';
export { startOutboxWorker } from './outbox.worker';
export { notifyTaxDocument } from './tax-document-mail';
