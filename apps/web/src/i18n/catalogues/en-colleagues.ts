import { ColleagueMsg } from '@svc/contract';

// Said on the sign-in page (before the signed-in part loads): in the public catalogue, en.ts (decision 094).
const { removedFromAccount: _public, ...signedIn } = ColleagueMsg;

/** Colleagues on one customer account (issue 29, decision 067), English; the server's answers under their keys. */
export const enColleagues = {
  ...signedIn,
  colleaguesFor: 'People on the account of {company}',
  colleaguesAction: 'Colleagues',
  raisedBy: 'Raised by',
  chargesApprovedBy: 'Approved by {who} on {at}',
  chargesDeclinedBy: 'Declined by {who} on {at}',
  approveNeedsRole: 'Charges are answered by your account admin or a colleague who may approve charges.',
};
