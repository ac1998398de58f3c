// Kept free of zod, as the other message tables: the first screen's texts read them (decision 075).
/**
 * Colleagues on one customer account (issue 29, decision 067). The person who signed the company up is its
 * account admin (`owner`); they invite colleagues, each with a role within the company: `member` can raise
 * requests and follow the company's requests and reports; `approver` can also answer charges and see the
 * invoices and the statement.
 */
export const ACCOUNT_ROLES = ['owner', 'approver', 'member'] as const;
export type TAccountRole = (typeof ACCOUNT_ROLES)[number];
/** The roles an invitation or a change can give: the account admin is the one who signed up. */
export const COLLEAGUE_ROLES = ['approver', 'member'] as const;
export type TColleagueRole = (typeof COLLEAGUE_ROLES)[number];

/** Whether a person with this role on the account may answer charges and see invoices (staff have no role). */
export const mayApproveCharges = (role: TAccountRole | null | undefined) => role === 'owner' || role === 'approver';

/** People on one account, invitations still open included: enough for a branch office, bounded. */
export const MAX_COLLEAGUES = 50;
/** Invitations one account may send in an hour (each sends a mail to an address the inviter types). */
export const INVITATIONS_PER_HOUR = 10;

export const ColleagueMsg = {
  enterColleagueName: 'Please enter the colleague’s name',
  selectAccountRole: 'Please choose what the colleague may do',
  colleagueInvited: 'Invitation sent. The link in the mail is valid for 7 days.',
  colleagueAlreadyHere: 'This e-mail address is already on your account (or invited). Change its role instead.',
  colleagueIsYou: 'This is your own e-mail address: you are on the account already, as its admin.',
  colleagueIsUser:
    'This e-mail address already has an account with us, so it cannot be invited. Ask them to sign in with it, or use another address.',
  tooManyColleagues: 'An account can have at most 50 people. Remove someone before inviting another.',
  tooManyInvitations: 'Too many invitations in the last hour. Please try again later.',
  colleagueRoleSaved: 'Role saved.',
  colleagueRemoved: 'Colleague removed. They are signed out everywhere.',
  invitationResent: 'Invitation sent again.',
  ownerStays: 'The account admin cannot be removed or given another role.',
  notInvitationPending: 'This colleague has already set a password; an invitation is not needed.',
  onlyAccountAdmin: 'Only the account admin can manage colleagues.',
  onlyAdminChangesCompany: 'Only the account admin can change the company’s details and its WhatsApp consent.',
  /** Signing in, and the next call of a session the removal ended (decision 094): {company} is the account's name. */
  removedFromAccount: 'You are no longer on the account of {company}. Ask its account admin to invite you again.',
  approveNotAllowed:
    'Your role on this account lets you raise requests but not answer charges. Ask your account admin or a colleague who may approve charges.',
} as const;
