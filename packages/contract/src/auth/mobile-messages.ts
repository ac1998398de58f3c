/**
 * What the server says of confirming a customer's mobile number (decision 089), kept free of zod so any screen
 * can import it cheaply. The Tamil words are the web catalogue's, key for key.
 */
export const MobileMsg = {
  mobileCodeSentSms: 'We sent a 6-digit code by SMS to {mobile}. Type it here to verify the number.',
  mobileCodeSentWhatsapp: 'We sent a 6-digit code on WhatsApp to {mobile}. Type it here to verify the number.',
  mobileVerified: 'Your mobile number is verified: WhatsApp and SMS messages go to it.',
  mobileVerifiedAlready: 'Your mobile number is verified already.',
  mobileNoChannel:
    'Mobile numbers are verified by a code on SMS or WhatsApp, which the service centre has not turned on. Your number is kept; verify it once they do.',
} as const;
