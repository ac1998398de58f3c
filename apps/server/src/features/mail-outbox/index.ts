export { type NoticeDoc, noticesFromDoc, raisedContext, raisedNotices } from './notify-raised';
export { notifyStatus } from './notify-status';
export { startOutboxWorker } from './outbox.worker';
export { notifyTaxDocument } from './tax-document-mail';
