import type { enMobile } from './en-mobile';

/** A customer's mobile verified with a code (decision 089) in Tamil, key for key with en-mobile.ts. */
export const taMobile: Record<keyof typeof enMobile, string> = {
  mobileCodeSentSms: '{mobile} க்கு SMS மூலம் 6 இலக்கக் குறியீட்டை அனுப்பியுள்ளோம். எண்ணைச் சரிபார்க்க அதை இங்கே உள்ளிடவும்.',
  mobileCodeSentWhatsapp: '{mobile} க்கு WhatsApp-இல் 6 இலக்கக் குறியீட்டை அனுப்பியுள்ளோம். எண்ணைச் சரிபார்க்க அதை இங்கே உள்ளிடவும்.',
  mobileVerified: 'உங்கள் கைபேசி எண் சரிபார்க்கப்பட்டது: WhatsApp மற்றும் SMS செய்திகள் அதற்கு வரும்.',
  mobileVerifiedAlready: 'உங்கள் கைபேசி எண் ஏற்கனவே சரிபார்க்கப்பட்டுள்ளது.',
  mobileNoChannel:
    'கைபேசி எண்கள் SMS அல்லது WhatsApp குறியீட்டின் மூலம் சரிபார்க்கப்படுகின்றன; சேவை மையம் அவற்றை இன்னும் இயக்கவில்லை. உங்கள் எண் வைக்கப்பட்டுள்ளது; அவர்கள் இயக்கியதும் அதைச் சரிபார்க்கவும்.',
  mobileVerifiedBadge: 'சரிபார்க்கப்பட்டது',
  mobileNotVerifiedBadge: 'சரிபார்க்கப்படவில்லை',
  mobileNotVerifiedHint: 'இந்த எண் சரிபார்க்கப்பட்டதும் WhatsApp மற்றும் SMS செய்திகள் அதற்கு வரும்.',
  verifyMobile: 'சரிபார்',
  mobileVerifyUnavailable:
    'இந்தச் சேவையகத்தில் சரிபார்ப்பு இன்னும் கிடைக்கவில்லை: சேவை மையம் SMS அல்லது WhatsApp-ஐ இயக்கவில்லை. உங்கள் எண் வைக்கப்பட்டுள்ளது; அவர்கள் இயக்கியதும் அதைச் சரிபார்க்கலாம்.',
  verifyMobileTitle: 'உங்கள் கைபேசி எண்ணைச் சரிபார்க்கவும்',
  verifyMobileIntro:
    '{mobile} க்கு SMS அல்லது WhatsApp மூலம் 6 இலக்கக் குறியீட்டை அனுப்புவோம். அதை இங்கே உள்ளிட்டதும், உங்கள் கோரிக்கைகள் பற்றிய WhatsApp மற்றும் SMS செய்திகள் இந்த எண்ணுக்கு வரும்.',
  sendMobileCode: 'குறியீட்டை அனுப்பு',
  confirmMobileCode: 'எண்ணைச் சரிபார்',
  mobileStaffHint: 'இங்கே அமைக்கப்படும் எண், வாடிக்கையாளர் தமது சுயவிவரத்தில் சரிபார்க்கும் வரை சரிபார்க்கப்படாது.',
  mobileVerifiedNote: 'வாடிக்கையாளர் இந்த எண்ணைச் சரிபார்த்துள்ளார்.',
  colMobile: 'கைபேசி',
};
