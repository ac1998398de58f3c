export { AwaitingQueue } from './awaiting-queue';
export { ConversationCard } from './conversation-card';
