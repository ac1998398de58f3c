export { ConversationCard } from './conversation-card';
