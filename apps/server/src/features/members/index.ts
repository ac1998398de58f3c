export { addMember, colleagueIdsOf } from './members.repository';
export { type Recipient, recipientOf } from './recipient.repository';
