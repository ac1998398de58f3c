export { notifyRaised, type RaisedRequest } from './notify-raised';
export { notifyStatus, type StatusChange } from './notify-status';
export { type OutboxWorker, startOutboxWorker } from './outbox.worker';
