import type { TextKey } from '../common/texts';

// Kept free of zod, as the other message tables: the server's tracking page and the screens read them.

/**
 * The tracking page's words (decision 056), in English and Tamil: the server writes the page with them and
 * the web's catalogues take them from here, so the link and the account say the same. ICU placeholders
 * (`{code}`), no plurals: the server fills them with `fillText`.
 */
export const TRACK_PAGE_EN = {
  trackTitle: 'Request {code}',
  trackRaisedOn: 'Raised on {date}',
  trackOverall: 'Overall:',
  trackCentrePhone: 'Questions? Call {name} on {phone}.',
  trackInvalidTitle: 'Tracking link',
  signInInstead: 'Sign in',
  answerQuoteTitle: 'Approve or decline the quoted charges',
  answerQuoteHint:
    'We will send a 6-digit code to the mobile number or the e-mail address of your account. The charges show once you enter it.',
  correctCourierTitle: 'Correct the courier details',
  correctCourierHint:
    'Typed the docket number wrong? We will send a 6-digit code to the mobile number or the e-mail address of your account first.',
  correctCourierOpen: 'You can correct these until the service centre receives an item.',
  answerQuoteDone: 'Thank you: every quote has its answer.',
  sendMeACode: 'Send me a code',
  codeLabel: '6-digit code',
  confirmCode: 'Confirm code',
  resendCode: 'Resend code',
  quoteTotal: 'Quoted charges, GST included: {amount}',
  yes: 'Yes',
  no: 'No',
  confirmApproveTitle: 'Approve charges',
  confirmApprove: 'Approve charges of ₹{amount} for {item}? The repair will start after your approval.',
  confirmDeclineTitle: 'Decline charges',
  confirmDecline: 'Decline the charges of ₹{amount} for {item}? The item will be sent back to you without repair.',
  promisedBy: 'Promised by {date}',
  // The boxes sent back (decision 106), on the request page and the tracking page alike.
  shipmentsSection: 'Boxes sent back',
  shipmentBy: '{courier}, docket number {docket}',
  itemLines: 'items {lines}',
  shipment_in_transit: 'On its way',
  shipment_delivered: 'Delivered',
  shipment_cancelled: 'Cancelled',
  parcel_delivered: 'Arrived',
  promiseForEach: 'For each of the {count} items:',
  promisePausedAnswer: 'While we wait for your answer, the promised date moves later by the time we wait.',
  promisePausedParts: 'While we wait for parts, the promised date moves later by the time we wait.',
  promisedIfParts: 'Promised by {date} if the parts arrive by {expected}',
  promiseIfPartsLater: 'If they arrive later, the promised date moves later with them.',
  promisedWithinHour: 'Promised within 1 working hour of receipt.',
  promisedWithinHours: 'Promised within {n} working hours of receipt.',
  promisedWithinDay: 'Promised within 1 working day of receipt.',
  promisedWithinDays: 'Promised within {n} working days of receipt.',
  serialNumber: 'Serial Number',
  courierSection: 'Courier details',
  courierName: 'Courier / Service Name',
  docketNumber: 'Docket Number',
  narration: 'Narration',
  save: 'Save',
  cancel: 'Cancel',
  approveCharges: 'Approve charges',
  declineCharges: 'Decline',
  switchLanguage: 'Change the language',
  chargesApproved: 'Charges approved. The repair will start soon.',
  chargesDeclined: 'Charges declined. The item will be sent back to you.',
  dueMovedParts: 'Promised date moved to {date}: the working time the item waited for parts is added.',
  dueMovedAnswer: 'Promised date moved to {date}: the working time we waited for your answer is added.',
  trackWriteTitle: 'Write to the service centre',
  trackWriteHint:
    'Read and answer the messages about this request. We will send a 6-digit code to the mobile number or the e-mail address of your account first.',
  trackMessagesTitle: 'Messages',
  trackMessagesEmpty: 'No messages yet.',
  trackMessagesLoading: 'Loading the messages…',
  trackEarlier: 'Show earlier messages',
  trackMessageLabel: 'Your message',
  trackSend: 'Send',
  trackFromCentre: 'Service centre',
  trackFromYou: 'You',
  trackNew: 'New',
  trackPhoto: 'Photo {n}',
  trackPdf: 'PDF document {n}',
  trackRead: 'Read {at}',
  trackNotRead: 'Not read yet',
  trackLength: '{n} of {max} characters',
  trackUnreadOne: 'You have a new message from the service centre. Ask for a code to read it and answer.',
  trackUnreadMany: 'You have {n} new messages from the service centre. Ask for a code to read them and answer.',
  // The page with JavaScript off (decision 095): the messages need the script; how to write instead.
  trackNoScript: 'Messages about this request open only with JavaScript, which is off in this browser.',
  trackNoScriptMailCall:
    'To write to the service centre without it, mail {email} or call {phone}, giving the request number {code}.',
  trackNoScriptMail: 'To write to the service centre without it, mail {email}, giving the request number {code}.',
  trackNoScriptCall: 'To reach the service centre without it, call {phone}, giving the request number {code}.',
  trackNoScriptNone: 'Turn JavaScript on to read and answer them.',
} as const;
export type TrackPageKey = keyof typeof TRACK_PAGE_EN;

/**
 * Why a timeline entry moved the promise: the pause it ended, read off the entry before it (charges quoted
 * waited for the customer's answer; else the item waited for parts). The page and the screens say the same.
 */
export const dueMovedKey = (before: string | undefined): 'dueMovedAnswer' | 'dueMovedParts' =>
  before === 'estimated' ? 'dueMovedAnswer' : 'dueMovedParts';

/** The same words in Tamil (docs/glossary-ta.md). */
export const TRACK_PAGE_TA: Record<TrackPageKey, string> = {
  trackTitle: 'கோரிக்கை {code}',
  trackRaisedOn: 'எழுப்பிய நாள் {date}',
  trackOverall: 'மொத்த நிலை:',
  trackCentrePhone: 'கேள்விகளா? {name}-ஐ {phone} எண்ணில் அழைக்கவும்.',
  trackInvalidTitle: 'கண்காணிப்பு இணைப்பு',
  signInInstead: 'உள்நுழை',
  answerQuoteTitle: 'மதிப்பீட்டுக் கட்டணத்துக்கு ஒப்புதல் அளிக்கவும் அல்லது நிராகரிக்கவும்',
  answerQuoteHint: 'உங்கள் கணக்கின் கைபேசி எண் அல்லது மின்னஞ்சலுக்கு 6 இலக்கக் குறியீட்டை அனுப்புவோம். அதை உள்ளிட்டதும் கட்டணம் தெரியும்.',
  correctCourierTitle: 'கூரியர் விவரங்களைத் திருத்தவும்',
  correctCourierHint:
    'டாக்கெட் எண்ணைத் தவறாக உள்ளிட்டீர்களா? முதலில் உங்கள் கணக்கின் கைபேசி எண் அல்லது மின்னஞ்சலுக்கு 6 இலக்கக் குறியீட்டை அனுப்புவோம்.',
  correctCourierOpen: 'சேவை மையம் ஒரு பொருளைப் பெறும் வரை இவற்றைத் திருத்தலாம்.',
  answerQuoteDone: 'நன்றி: எல்லா மதிப்பீடுகளுக்கும் பதில் அளிக்கப்பட்டது.',
  sendMeACode: 'எனக்குக் குறியீட்டை அனுப்பு',
  codeLabel: '6 இலக்கக் குறியீடு',
  trackWriteTitle: 'சேவை மையத்துக்கு எழுதவும்',
  trackWriteHint:
    'இந்தக் கோரிக்கை பற்றிய செய்திகளைப் படித்துப் பதில் அளிக்கவும். முதலில் உங்கள் கணக்கின் கைபேசி எண் அல்லது மின்னஞ்சலுக்கு 6 இலக்கக் குறியீட்டை அனுப்புவோம்.',
  trackMessagesTitle: 'செய்திகள்',
  trackMessagesEmpty: 'இன்னும் செய்திகள் இல்லை.',
  trackMessagesLoading: 'செய்திகள் ஏற்றப்படுகின்றன…',
  trackEarlier: 'முந்தைய செய்திகளைக் காட்டு',
  trackMessageLabel: 'உங்கள் செய்தி',
  trackSend: 'அனுப்பு',
  trackFromCentre: 'சேவை மையம்',
  trackFromYou: 'நீங்கள்',
  trackNew: 'புதியது',
  trackPhoto: 'படம் {n}',
  trackPdf: 'PDF ஆவணம் {n}',
  trackRead: '{at} அன்று படிக்கப்பட்டது',
  trackNotRead: 'இன்னும் படிக்கப்படவில்லை',
  trackLength: '{max} எழுத்துகளில் {n}',
  trackUnreadOne: 'சேவை மையத்திடமிருந்து உங்களுக்கு ஒரு புதிய செய்தி உள்ளது. அதைப் படித்துப் பதில் அளிக்கக் குறியீட்டைக் கேட்கவும்.',
  trackUnreadMany: 'சேவை மையத்திடமிருந்து உங்களுக்கு {n} புதிய செய்திகள் உள்ளன. அவற்றைப் படித்துப் பதில் அளிக்கக் குறியீட்டைக் கேட்கவும்.',
  trackNoScript: 'இந்தக் கோரிக்கை பற்றிய செய்திகள் JavaScript இருந்தால் மட்டுமே திறக்கும்; இந்த உலாவியில் அது முடக்கப்பட்டுள்ளது.',
  trackNoScriptMailCall:
    'அது இல்லாமல் சேவை மையத்துக்கு எழுத, கோரிக்கை எண் {code}-ஐக் குறிப்பிட்டு {email} முகவரிக்கு மின்னஞ்சல் அனுப்பவும் அல்லது {phone} எண்ணில் அழைக்கவும்.',
  trackNoScriptMail:
    'அது இல்லாமல் சேவை மையத்துக்கு எழுத, கோரிக்கை எண் {code}-ஐக் குறிப்பிட்டு {email} முகவரிக்கு மின்னஞ்சல் அனுப்பவும்.',
  trackNoScriptCall: 'அது இல்லாமல் சேவை மையத்தைத் தொடர்புகொள்ள, கோரிக்கை எண் {code}-ஐக் குறிப்பிட்டு {phone} எண்ணில் அழைக்கவும்.',
  trackNoScriptNone: 'அவற்றைப் படித்துப் பதில் அளிக்க JavaScript-ஐ இயக்கவும்.',
  confirmCode: 'குறியீட்டை உறுதிப்படுத்து',
  resendCode: 'குறியீட்டை மீண்டும் அனுப்பு',
  quoteTotal: 'மதிப்பீட்டுக் கட்டணம், ஜிஎஸ்டி உட்பட: {amount}',
  yes: 'ஆம்',
  no: 'இல்லை',
  confirmApproveTitle: 'கட்டணத்துக்கு ஒப்புதல்',
  confirmApprove: '{item}-க்கான ₹{amount} கட்டணத்துக்கு ஒப்புதல் அளிக்கவா? உங்கள் ஒப்புதலுக்குப் பிறகு பழுதுநீக்கம் தொடங்கும்.',
  confirmDeclineTitle: 'கட்டணத்தை நிராகரி',
  confirmDecline: '{item}-க்கான ₹{amount} கட்டணத்தை நிராகரிக்கவா? பொருள் பழுதுநீக்கப்படாமல் உங்களுக்குத் திருப்பி அனுப்பப்படும்.',
  promisedBy: '{date}க்குள் தருவதாக உறுதியளித்துள்ளோம்',
  shipmentsSection: 'திருப்பி அனுப்பிய பெட்டிகள்',
  shipmentBy: '{courier}, டாக்கெட் எண் {docket}',
  itemLines: 'பொருட்கள் {lines}',
  shipment_in_transit: 'வழியில் உள்ளது',
  shipment_delivered: 'ஒப்படைக்கப்பட்டது',
  shipment_cancelled: 'ரத்து செய்யப்பட்டது',
  parcel_delivered: 'வந்து சேர்ந்தது',
  promiseForEach: '{count} பொருட்களில் ஒவ்வொன்றுக்கும்:',
  promisePausedAnswer: 'உங்கள் பதிலுக்காகக் காத்திருக்கும் நேரம் வரை உறுதியளித்த நேரம் தள்ளிப்போகும்.',
  promisePausedParts: 'உதிரிபாகங்களுக்காகக் காத்திருக்கும் நேரம் வரை உறுதியளித்த நேரம் தள்ளிப்போகும்.',
  promisedIfParts: 'உதிரிபாகங்கள் {expected}க்குள் வந்தால், {date}க்குள் தருவதாக உறுதியளிக்கிறோம்',
  promiseIfPartsLater: 'அவை தாமதமாக வந்தால், உறுதியளித்த தேதியும் அதே அளவு தள்ளிப்போகும்.',
  promisedWithinHour: 'பொருளைப் பெற்றதிலிருந்து 1 வேலை மணிநேரத்திற்குள் தருவதாக உறுதியளித்துள்ளோம்.',
  promisedWithinHours: 'பொருளைப் பெற்றதிலிருந்து {n} வேலை மணிநேரத்திற்குள் தருவதாக உறுதியளித்துள்ளோம்.',
  promisedWithinDay: 'பொருளைப் பெற்றதிலிருந்து 1 வேலை நாளுக்குள் தருவதாக உறுதியளித்துள்ளோம்.',
  promisedWithinDays: 'பொருளைப் பெற்றதிலிருந்து {n} வேலை நாட்களுக்குள் தருவதாக உறுதியளித்துள்ளோம்.',
  serialNumber: 'வரிசை எண்',
  courierSection: 'கூரியர் விவரங்கள்',
  courierName: 'கூரியர் / சேவையின் பெயர்',
  docketNumber: 'டாக்கெட் எண்',
  narration: 'விவரம்',
  save: 'சேமி',
  cancel: 'ரத்துசெய்',
  approveCharges: 'கட்டணத்துக்கு ஒப்புதல் அளி',
  declineCharges: 'நிராகரி',
  switchLanguage: 'மொழியை மாற்று',
  chargesApproved: 'கட்டணத்துக்கு ஒப்புதல் அளிக்கப்பட்டது. பழுதுநீக்கம் விரைவில் தொடங்கும்.',
  chargesDeclined: 'கட்டணம் நிராகரிக்கப்பட்டது. பொருள் உங்களுக்குத் திருப்பி அனுப்பப்படும்.',
  dueMovedParts: 'உறுதியளித்த தேதி {date}க்கு மாறியது: உதிரிபாகங்களுக்காகப் பொருள் காத்திருந்த வேலை நேரம் சேர்க்கப்பட்டது.',
  dueMovedAnswer: 'உறுதியளித்த தேதி {date}க்கு மாறியது: உங்கள் பதிலுக்காக நாங்கள் காத்திருந்த வேலை நேரம் சேர்க்கப்பட்டது.',
};

/**
 * The Tamil of the server's answers the tracking page can show (their English is the contract's, in
 * `TEXTS`): the link's own answers, the code's, the courier form's and the connection's.
 */
export const TRACK_ANSWERS_TA = {
  invalid: 'இந்த இணைப்பு இனி செல்லாது. புதிய இணைப்பைச் சேவை மையத்திடம் கேட்கவும், அல்லது உங்கள் கோரிக்கையைப் பார்க்க உள்நுழையவும்.',
  replaced: 'கண்காணிப்பு இணைப்பு மாற்றப்பட்டது. பழைய இணைப்பு இனி வேலை செய்யாது.',
  codeSent: 'கணக்கின் மின்னஞ்சல் முகவரிக்கு 6 இலக்கக் குறியீட்டை அனுப்பியுள்ளோம். அது 10 நிமிடங்கள் செல்லுபடியாகும்.',
  codeSentPhone:
    'கணக்கின் கைபேசி எண்ணுக்கும் மின்னஞ்சல் முகவரிக்கும் 6 இலக்கக் குறியீட்டை அனுப்பியுள்ளோம். அது 10 நிமிடங்கள் செல்லுபடியாகும்.',
  grantExpired: 'புதிய குறியீட்டைக் கேட்கவும்: கடைசிக் குறியீடு உறுதிப்படுத்தப்பட்டு நீண்ட நேரம் ஆகிவிட்டது.',
  notQuoted: 'இந்தப் பொருளுக்குப் பதில் காத்திருக்கும் கட்டணம் எதுவும் இல்லை.',
  quotedClosed: 'கட்டணத்தை மதிப்பிட்டுள்ளோம்.',
  accountClosed: 'இந்தக் கணக்கு இப்போது செயலில் இல்லை, எனவே இந்த இணைப்பிலிருந்து எதையும் மாற்ற முடியாது. சேவை மையத்தை அழைக்கவும்.',
  tooManyCodesWait: 'இந்தக் கோரிக்கைக்கு மிக அதிகமான குறியீடுகள் கேட்கப்பட்டன. {minutes} நிமிடத்தில் மீண்டும் முயலவும்.',
  writeMessage: 'ஒரு செய்தியை எழுதவும்',
  tooManyTrackCodes: 'இந்தக் கோரிக்கைக்கு மிக அதிகமான குறியீடுகள் கேட்கப்பட்டன. ஒரு மணி நேரம் கழித்து முயலவும்.',
  courierUpdated: 'கூரியர் விவரங்கள் புதுப்பிக்கப்பட்டன.',
  itemChanged: 'இங்கே திறக்கப்பட்ட பிறகு இந்தப் பொருள் மாற்றப்பட்டுள்ளது. மீண்டும் ஏற்றி முயற்சிக்கவும்.',
  otpInvalid: 'குறியீடு சரியில்லை. சரிபார்த்து மீண்டும் முயலவும்.',
  otpExpired: 'குறியீடு காலாவதியானது அல்லது ஏற்கெனவே பயன்படுத்தப்பட்டது. புதிய குறியீட்டைக் கேட்கவும்.',
  otpTooManyTries: 'பல முறை தவறான குறியீடு. புதிய குறியீட்டைக் கேட்கவும்.',
  enterCourierName: 'கூரியர் / சேவையின் பெயரை உள்ளிடவும்',
  enterDocketNumber: 'டாக்கெட் எண்ணை உள்ளிடவும்',
  enterNarration: 'விவரத்தை உள்ளிடவும்',
  serverNotReachable: 'சேவையகத்தை அணுக முடியவில்லை',
  somethingWentWrong: 'ஏதோ தவறு நடந்துவிட்டது',
  badRequest: 'தவறான கோரிக்கை',
  messageEmpty: 'ஒரு செய்தியை எழுதவும் அல்லது ஒரு கோப்பை இணைக்கவும்',
  messageTooLong: 'செய்தி 2000 எழுத்துகளுக்குள் இருக்க வேண்டும்',
  messageSent: 'செய்தி அனுப்பப்பட்டது.',
  tooManyRequests: 'மிக அதிகமான கோரிக்கைகள். ஒரு நிமிடம் காத்திருந்து மீண்டும் முயலவும்.',
  tooManyMessages: 'குறுகிய நேரத்தில் பல செய்திகளை அனுப்பியுள்ளீர்கள். ஒரு நிமிடம் காத்திருந்து மீண்டும் முயலவும்.',
} as const satisfies Partial<Record<TextKey, string>>;

/** A text with its `{name}` places filled (the page's texts have no plurals). */
export function fillText(text: string, values: Record<string, string> = {}): string {
  return text.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);
}
