import { ColleagueMsg } from '@svc/contract';

// Said on the sign-in page (before the signed-in part loads): in the public catalogue, en.ts (decision 094).
const { removedFromAccount: _public, ...signedIn } = ColleagueMsg;

/** Colleagues on one customer account (issue 29, decision 067), English; the server's answers under their keys. */
export const enColleagues = {
  ...signedIn,
  colleaguesTitle: 'People on this account',
  colleaguesHintAdmin:
    'Invite colleagues to raise requests and follow the company’s repairs. Each signs in with a user name of their own.',
  colleaguesHintOthers:
    'Everyone here sees all the company’s requests and reports. Only the account admin can invite or remove people.',
  colleaguesFor: 'People on the account of {company}',
  colleaguesAction: 'Colleagues',
  colleaguesEmpty: 'Only the account admin so far. Invite a colleague below.',
  yourAccountRole: 'Your role: {role}',
  accountRole_owner: 'Account admin',
  accountRole_approver: 'Can also approve charges and see invoices',
  accountRole_member: 'Can raise requests',
  colleagueStateInvited: 'Invited, not joined yet',
  colleagueStateActive: 'Joined',
  colleagueLastLogin: 'Last sign-in {time}',
  colleagueNeverSignedIn: 'Not signed in yet',
  colleagueName: 'Name',
  colleagueEmail: 'E-mail',
  colleagueRole: 'What they may do',
  colleagueRoleOf: 'What {name} may do',
  inviteColleagueTitle: 'Invite a colleague',
  inviteColleagueHint: 'They get a mail with a link to set their password; the link works once, for 7 days.',
  inviteSend: 'Send invitation',
  colleagueRemove: 'Remove',
  colleagueRemoveName: 'Remove {name}',
  colleagueResend: 'Send again',
  colleagueResendName: 'Send again to {name}',
  removeColleagueTitle: 'Remove {name}?',
  removeColleagueText:
    '{name} is signed out at once and can no longer sign in. The requests they raised stay with the company.',
  raisedBy: 'Raised by',
  chargesApprovedBy: 'Approved by {who} on {at}',
  chargesDeclinedBy: 'Declined by {who} on {at}',
  approveNeedsRole: 'Charges are answered by your account admin or a colleague who may approve charges.',
};
