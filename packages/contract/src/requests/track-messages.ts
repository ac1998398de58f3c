// Kept free of zod, as the other message tables, so the first screen can read them cheaply.
/** What the tracking page and its calls say (chosen by the team; the specification has no such page). */
export const TrackMsg = {
  invalid: 'This link is no longer valid. Ask the service centre for a new one, or sign in to see your request.',
  replaced: 'The tracking link has been replaced. The old link no longer works.',
  codeSent: 'We have sent a 6-digit code to the e-mail address of the account. It is valid for 10 minutes.',
  codeSentPhone:
    'We have sent a 6-digit code to the mobile number and the e-mail address of the account. It is valid for 10 minutes.',
  /** Asking was refused: when the next code may be asked, in minutes (`{minutes}`, filled by the server). */
  tooManyCodesWait: 'Too many codes were asked for this request. Please try again in {minutes} min.',
  /** An empty message from the link, which has no file to attach instead. */
  writeMessage: 'Please write a message',
  grantExpired: 'Please ask for a new code: the last one was confirmed too long ago.',
  notQuoted: 'This item has no charges waiting for an answer.',
  accountClosed:
    'This account is no longer active, so nothing can be changed from this link. Please call the service centre.',
  /** The quoted status's explanation where nobody may answer from the link: it must not ask for an answer. */
  quotedClosed: 'We have quoted the charges.',
} as const;
