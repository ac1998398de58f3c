import { MobileMsg } from '@svc/contract';

/** A customer's mobile verified with a code (decision 089), English; the server's answers (MobileMsg) under their keys. */
export const enMobile = {
  ...MobileMsg,
  mobileVerifiedBadge: 'Verified',
  mobileNotVerifiedBadge: 'Not verified',
  mobileNotVerifiedHint: 'WhatsApp and SMS messages go to this number once it is verified.',
  verifyMobile: 'Verify',
  mobileVerifyUnavailable:
    'Verification is not available on this server yet: the service centre has not turned on SMS or WhatsApp. Your number is kept; you can verify it once they do.',
  verifyMobileTitle: 'Verify your mobile number',
  verifyMobileIntro:
    'We send a 6-digit code to {mobile} by SMS or WhatsApp. Once you type it here, WhatsApp and SMS messages about your requests go to this number.',
  sendMobileCode: 'Send the code',
  confirmMobileCode: 'Verify the number',
  mobileStaffHint: 'A number set here is not verified until the customer verifies it from their profile.',
  mobileVerifiedNote: 'The customer verified this number.',
  colMobile: 'Mobile',
};
