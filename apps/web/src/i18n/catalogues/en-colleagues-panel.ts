/**
 * The colleagues panel's texts (issue 29, decision 067), English: a part of the catalogue of their own
 * (`colleagues`), fetched with the panel (the profile's, the admin's customer page), so no other screen
 * carries them. The server's answers stay in en-colleagues.ts: other screens show some of them.
 */
export const messages = {
  colleaguesTitle: 'People on this account',
  colleaguesHintAdmin:
    'Invite colleagues to raise requests and follow the company’s repairs. Each signs in with a user name of their own.',
  colleaguesHintOthers:
    'Everyone here sees all the company’s requests and reports. Only the account admin can invite or remove people.',
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
} as const;
export type ColleaguePanelKey = keyof typeof messages;
