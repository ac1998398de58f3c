import { type I18n, setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import {
  STATUS_EXPLANATION_MANY,
  STATUS_TEXT,
  STATUS_TEXT_TA,
  type TItemStatus,
  type TLanguage,
  TRACK_PAGE_EN,
  TRACK_PAGE_TA,
} from '@svc/contract';

const ITEMS_EN = '{count, plural, one {# item} other {# items}}';
const ITEMS_TA = '{count, plural, one {# பொருள்} other {# பொருட்கள்}}';

/** Every line of the customers' mails, in ICU, per language (docs/glossary-ta.md). */
const en = {
  dear: 'Dear {name},',
  signature: 'Service Application',
  trackLine: 'Track it without signing in: {url}',
  followLine: 'Follow your request: {url}',
  statusSubject: '{code}: {status} - {item}',
  statusLine: 'Request {code}, item {item} (serial number {serial}): {status}.',
  // One mail for several items of a request moved together (decision 099).
  itemsSubject: `{code}: {status} - ${ITEMS_EN}`,
  itemsLine: `Request {code}, ${ITEMS_EN}: {status}.`,
  itemEntry: '{n}. {item} (serial number {serial})',
  itemsCount: ITEMS_EN,
  quoted: 'Quoted charges, GST included: {amount}',
  approvedAmount: 'Charges you approved, GST included: {amount}',
  nothingCharged: 'Nothing is charged for this item.',
  nothingChargedMany: 'Nothing is charged for these items.',
  chargesTotal: 'Together, the {count} items: {amount}, GST included.',
  // The same promise for every item of a many-item mail, said once above the list.
  promiseEach: 'For each item: {line}',
  promisedBy: 'Promised by {date}.',
  promiseMoved: 'Promised by {date}: the date moved on by the working time the item waited.',
  promisePausedAnswer: 'While we wait for your answer, the promised date moves later by the time we wait.',
  promisePausedParts: 'While we wait for parts, the promised date moves later by the time we wait.',
  promisedIfParts:
    'Promised by {date} if the parts arrive by {expected}. If they arrive later, the promised date moves later with them.',
  // What was promised at receipt (decision 092), as the tracking page's words (contract track-page-texts.ts).
  promisedWithinHour: TRACK_PAGE_EN.promisedWithinHour,
  promisedWithinHours: TRACK_PAGE_EN.promisedWithinHours,
  promisedWithinDay: TRACK_PAGE_EN.promisedWithinDay,
  promisedWithinDays: TRACK_PAGE_EN.promisedWithinDays,
  sentBack: 'Sent back by {courier}, docket number {docket}.',
  invoiceLine: 'Your tax invoice {number} for {amount} is attached. You can pay it by UPI with the QR code on it.',
  remarkLine: 'Remark from the service centre: {remark}',
  invoiceSubject: '{code}: Tax invoice {number} for {amount}',
  invoiceIntro: 'Your tax invoice {number} for {amount}, for request {code}, is attached.',
  payByUpi: 'You can pay it by UPI with the QR code on it.',
  creditSubject: '{code}: Credit note {number} for {amount}',
  creditIntro: 'Credit note {number} for {amount}, for request {code}, is attached. It cancels tax invoice {invoice}.',
  creditReason: 'Reason: {reason}',
  yourRemark: 'Your note: {remark}',
  requoteLine: 'This quote replaces the one we sent before.',
  raisedSubject: `{code}: Request raised - ${ITEMS_EN}`,
  raisedIntro: `Your repair request {code} has been raised for ${ITEMS_EN}:`,
  sendBy: 'Please send them by {courier} with docket number {docket} to:',
  sendByNoAddress:
    'Please send them by {courier} with docket number {docket}. The service centre will tell you its address.',
  phoneLine: 'Phone: {phone}',
  willMail: 'We will mail you when they reach the service centre.',
  signupSubject: 'Your Service Application sign-up code',
  signupBody:
    'Your verification code is {code}.\n\nIt is valid for 10 minutes and can be used once.\nIf you did not ask to create an account, you can ignore this mail.\n',
  resetSubject: 'Your Service Application password reset code',
  resetBody:
    'A password reset was requested for the user name {username}.\n\nYour code is {code}.\n\nIt is valid for 10 minutes and can be used once. If you did not ask for this, ignore this mail: your password stays as it is.\n',
  welcomeSubject: 'Your Service Application account: set your password',
  welcomeBody:
    'An account has been made for you {centreAt}, with the user name {username}.\n\nSet your password here:\n{url}\n\nThe link is valid for {days} days and can be used once. Then sign in with your user name and the password you chose: you can raise repair requests and follow them.\n',
  inviteSubject: '{inviter} invited you to {company} on Service Application',
  inviteSubjectCentre: '{centre} invited you to {company} on Service Application',
  inviteSubjectOwn: 'You are invited to {company} on Service Application',
  inviteOpeningCentre: '{centre} has added you to the account of {company}, with the user name {username}.',
  inviteOpeningColleague:
    '{inviter} has added you to the account of {company} {centreAt}, with the user name {username}.',
  inviteOpeningOwn: 'You have been added to the account of {company} {centreAt}, with the user name {username}.',
  centreUnnamed: 'The service centre',
  centreAtNamed: 'at {name}',
  centreAtUnnamed: 'at the service centre',
  inviteBody:
    '{opening} You will see the company’s repair requests and reports{approver, select, yes {, and you may approve charges and see invoices} other {}}.\n\nSet your password here:\n{url}\n\nThe link is valid for {days} days and can be used once. Then sign in with your user name and the password you chose.\nIf you did not expect this, you can ignore this mail.\n',
  trackCodeSubject: '{request}: your code for the tracking page',
  trackCodeBody:
    'Your code is {code}.\n\nEnter it on the tracking page of request {request} to see the details of your request, answer its charges and read its messages. It is valid for 10 minutes and can be used once.\nIf you did not ask for it, ignore this mail.\n',
  rateSubject: '{code}: how did we do?',
  rateIntro:
    'Your request {code} has been delivered. Please tell us how we did: tap the number of stars you give us. No sign-in is needed.',
  rateStar: '{stars, plural, one {# star} other {# stars}}: {url}',
  rateComment: 'You can add a comment on the page that opens. The link can be used once.',
  replySubject: '{code}: a reply from the service centre',
  replyIntro: 'The service centre wrote about your request {code}:',
  replyFiles: '{count, plural, one {# file is} other {# files are}} attached to the message.',
  replyLink: 'Read it and answer: {url}',
  whichRequest: 'Thank you for your message. Which request is it about? Please reply with its code: {codes}',
  lowRatingSubject: '{code}: rated {stars} of 5 by {customer}',
  lowRatingBody:
    'Customer {customer} ({customerCode}) rated request {code} {stars} of 5.\n\nComment: {comment}\n\nOpen the request: {url}\n',
  mobileTakenSubject: 'Please verify your mobile number',
  mobileTakenBody:
    'The mobile number {mobile} on your account {code} is verified on another account, so WhatsApp and SMS messages about your requests do not go to it. Mails go on as before.\n\nIf the number is yours, verify it with a code on your profile: {url}\n',
};
type MailKey = keyof typeof en;

const ta: Record<MailKey, string> = {
  dear: 'அன்புள்ள {name},',
  signature: 'சேவை பயன்பாடு',
  trackLine: 'உள்நுழையாமல் கண்காணிக்க: {url}',
  followLine: 'உங்கள் கோரிக்கையைப் பார்க்க: {url}',
  statusSubject: '{code}: {status} - {item}',
  statusLine: 'கோரிக்கை {code}, பொருள் {item} (வரிசை எண் {serial}): {status}.',
  itemsSubject: `{code}: {status} - ${ITEMS_TA}`,
  itemsLine: `கோரிக்கை {code}, ${ITEMS_TA}: {status}.`,
  itemEntry: '{n}. {item} (வரிசை எண் {serial})',
  itemsCount: ITEMS_TA,
  quoted: 'மதிப்பீட்டுக் கட்டணம், ஜிஎஸ்டி உட்பட: {amount}',
  approvedAmount: 'நீங்கள் ஒப்புதல் அளித்த கட்டணம், ஜிஎஸ்டி உட்பட: {amount}',
  nothingCharged: 'இந்தப் பொருளுக்கு எந்தக் கட்டணமும் இல்லை.',
  nothingChargedMany: 'இந்தப் பொருட்களுக்கு எந்தக் கட்டணமும் இல்லை.',
  chargesTotal: '{count} பொருட்களுக்கும் சேர்த்து: {amount}, ஜிஎஸ்டி உட்பட.',
  promiseEach: 'ஒவ்வொரு பொருளுக்கும்: {line}',
  promisedBy: '{date}க்குள் தருவதாக உறுதியளித்துள்ளோம்.',
  promiseMoved: '{date}க்குள் தருவதாக உறுதியளித்துள்ளோம்: பொருள் காத்திருந்த வேலை நேரத்தின் அளவு தேதி தள்ளிப்போனது.',
  promisePausedAnswer: 'உங்கள் பதிலுக்காகக் காத்திருக்கும் நேரம் வரை உறுதியளித்த நேரம் தள்ளிப்போகும்.',
  promisePausedParts: 'உதிரிபாகங்களுக்காகக் காத்திருக்கும் நேரம் வரை உறுதியளித்த நேரம் தள்ளிப்போகும்.',
  promisedIfParts:
    'உதிரிபாகங்கள் {expected}க்குள் வந்தால், {date}க்குள் தருவதாக உறுதியளிக்கிறோம். அவை தாமதமாக வந்தால், உறுதியளித்த தேதியும் அதே அளவு தள்ளிப்போகும்.',
  promisedWithinHour: TRACK_PAGE_TA.promisedWithinHour,
  promisedWithinHours: TRACK_PAGE_TA.promisedWithinHours,
  promisedWithinDay: TRACK_PAGE_TA.promisedWithinDay,
  promisedWithinDays: TRACK_PAGE_TA.promisedWithinDays,
  sentBack: '{courier} மூலம் திருப்பி அனுப்பப்பட்டது, டாக்கெட் எண் {docket}.',
  invoiceLine:
    '{amount}க்கான உங்கள் வரி விலைப்பட்டியல் {number} இணைக்கப்பட்டுள்ளது. அதிலுள்ள QR குறியீட்டைக் கொண்டு UPI மூலம் செலுத்தலாம்.',
  remarkLine: 'சேவை மையத்தின் குறிப்பு: {remark}',
  invoiceSubject: '{code}: {amount}க்கான வரி விலைப்பட்டியல் {number}',
  invoiceIntro: 'கோரிக்கை {code} க்கான, {amount}க்கான உங்கள் வரி விலைப்பட்டியல் {number} இணைக்கப்பட்டுள்ளது.',
  payByUpi: 'அதிலுள்ள QR குறியீட்டைக் கொண்டு UPI மூலம் செலுத்தலாம்.',
  creditSubject: '{code}: {amount}க்கான வரவுக் குறிப்பு {number}',
  creditIntro:
    'கோரிக்கை {code} க்கான, {amount}க்கான வரவுக் குறிப்பு {number} இணைக்கப்பட்டுள்ளது. இது வரி விலைப்பட்டியல் {invoice} ஐ ரத்து செய்கிறது.',
  creditReason: 'காரணம்: {reason}',
  yourRemark: 'உங்கள் குறிப்பு: {remark}',
  requoteLine: 'இந்த மதிப்பீடு முன்பு அனுப்பியதற்குப் பதிலாக வருகிறது.',
  raisedSubject: `{code}: கோரிக்கை எழுப்பப்பட்டது - ${ITEMS_TA}`,
  raisedIntro: `உங்கள் பழுதுநீக்கக் கோரிக்கை {code}, ${ITEMS_TA} க்காக எழுப்பப்பட்டது:`,
  sendBy: 'இவற்றை {courier} மூலம், டாக்கெட் எண் {docket} உடன் இந்த முகவரிக்கு அனுப்பவும்:',
  sendByNoAddress: 'இவற்றை {courier} மூலம், டாக்கெட் எண் {docket} உடன் அனுப்பவும். சேவை மையம் தன் முகவரியை உங்களுக்குத் தெரிவிக்கும்.',
  phoneLine: 'தொலைபேசி: {phone}',
  willMail: 'அவை சேவை மையத்தை அடைந்ததும் உங்களுக்கு மின்னஞ்சல் அனுப்புவோம்.',
  signupSubject: 'உங்கள் சேவை பயன்பாடு பதிவுக் குறியீடு',
  signupBody:
    'உங்கள் சரிபார்ப்புக் குறியீடு {code}.\n\nஅது 10 நிமிடங்கள் செல்லுபடியாகும், ஒரு முறை மட்டுமே பயன்படுத்தலாம்.\nநீங்கள் கணக்கை உருவாக்கக் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம்.\n',
  resetSubject: 'உங்கள் சேவை பயன்பாடு கடவுச்சொல் மீட்புக் குறியீடு',
  resetBody:
    '{username} என்ற பயனர் பெயருக்குக் கடவுச்சொல் மீட்பு கோரப்பட்டது.\n\nஉங்கள் குறியீடு {code}.\n\nஅது 10 நிமிடங்கள் செல்லுபடியாகும், ஒரு முறை மட்டுமே பயன்படுத்தலாம். நீங்கள் கேட்கவில்லை என்றால் இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்: உங்கள் கடவுச்சொல் மாறாது.\n',
  welcomeSubject: 'உங்கள் சேவை பயன்பாடு கணக்கு: கடவுச்சொல்லை அமைக்கவும்',
  welcomeBody:
    '{centreAt} உங்களுக்கு {username} என்ற பயனர் பெயருடன் ஒரு கணக்கு உருவாக்கப்பட்டுள்ளது.\n\nஉங்கள் கடவுச்சொல்லை இங்கே அமைக்கவும்:\n{url}\n\nஇந்த இணைப்பு {days} நாட்கள் செல்லுபடியாகும், ஒரு முறை மட்டுமே பயன்படுத்தலாம். பிறகு உங்கள் பயனர் பெயரையும் நீங்கள் தேர்ந்தெடுத்த கடவுச்சொல்லையும் கொண்டு உள்நுழையவும்: பழுதுநீக்கக் கோரிக்கைகளை எழுப்பி அவற்றைப் பின்தொடரலாம்.\n',
  inviteSubject: 'சேவை பயன்பாட்டில் {company} கணக்கில் சேர {inviter} உங்களை அழைத்துள்ளார்',
  inviteSubjectCentre: 'சேவை பயன்பாட்டில் {company} கணக்கில் சேர {centre} உங்களை அழைத்துள்ளது',
  inviteSubjectOwn: 'சேவை பயன்பாட்டில் {company} கணக்கில் சேர நீங்கள் அழைக்கப்பட்டுள்ளீர்கள்',
  inviteOpeningCentre: '{centre} உங்களை {company} கணக்கில் {username} என்ற பயனர் பெயருடன் சேர்த்துள்ளது.',
  inviteOpeningColleague: '{centreAt} உள்ள {company} கணக்கில் {inviter} உங்களை {username} என்ற பயனர் பெயருடன் சேர்த்துள்ளார்.',
  inviteOpeningOwn: '{centreAt} உள்ள {company} கணக்கில் நீங்கள் {username} என்ற பயனர் பெயருடன் சேர்க்கப்பட்டுள்ளீர்கள்.',
  centreUnnamed: 'சேவை மையம்',
  centreAtNamed: '{name}-இல்',
  centreAtUnnamed: 'சேவை மையத்தில்',
  inviteBody:
    '{opening} நிறுவனத்தின் பழுதுநீக்கக் கோரிக்கைகளையும் அறிக்கைகளையும் நீங்கள் பார்க்கலாம்{approver, select, yes {; கட்டணங்களுக்கு ஒப்புதல் அளிக்கவும் விலைப்பட்டியல்களைப் பார்க்கவும் முடியும்} other {}}.\n\nஉங்கள் கடவுச்சொல்லை இங்கே அமைக்கவும்:\n{url}\n\nஇந்த இணைப்பு {days} நாட்கள் செல்லுபடியாகும், ஒரு முறை மட்டுமே பயன்படுத்தலாம். பிறகு உங்கள் பயனர் பெயரையும் நீங்கள் தேர்ந்தெடுத்த கடவுச்சொல்லையும் கொண்டு உள்நுழையவும்.\nஇதை நீங்கள் எதிர்பார்க்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம்.\n',
  trackCodeSubject: '{request}: கண்காணிப்புப் பக்கத்துக்கான உங்கள் குறியீடு',
  trackCodeBody:
    'உங்கள் குறியீடு {code}.\n\nஉங்கள் கோரிக்கையின் விவரங்களைப் பார்க்கவும், அதன் கட்டணத்துக்குப் பதில் அளிக்கவும், அதன் செய்திகளைப் படிக்கவும், கோரிக்கை {request} இன் கண்காணிப்புப் பக்கத்தில் இதை உள்ளிடவும். அது 10 நிமிடங்கள் செல்லுபடியாகும், ஒரு முறை மட்டுமே பயன்படுத்தலாம்.\nநீங்கள் கேட்கவில்லை என்றால் இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்.\n',
  rateSubject: '{code}: எங்கள் சேவை எப்படி இருந்தது?',
  rateIntro:
    'உங்கள் கோரிக்கை {code} ஒப்படைக்கப்பட்டது. எங்கள் சேவையை மதிப்பிடுங்கள்: நீங்கள் தரும் நட்சத்திரங்களின் எண்ணிக்கையைத் தட்டவும். உள்நுழைய வேண்டியதில்லை.',
  rateStar: '{stars, plural, one {# நட்சத்திரம்} other {# நட்சத்திரங்கள்}}: {url}',
  rateComment: 'திறக்கும் பக்கத்தில் கருத்தையும் சேர்க்கலாம். இந்த இணைப்பை ஒரு முறை மட்டுமே பயன்படுத்தலாம்.',
  replySubject: '{code}: சேவை மையத்தின் பதில்',
  replyIntro: 'உங்கள் கோரிக்கை {code} பற்றிச் சேவை மையம் எழுதியுள்ளது:',
  replyFiles: '{count, plural, one {# கோப்பு} other {# கோப்புகள்}} செய்தியுடன் இணைக்கப்பட்டுள்ளன.',
  replyLink: 'படித்துப் பதில் அளிக்க: {url}',
  whichRequest: 'உங்கள் செய்திக்கு நன்றி. இது எந்தக் கோரிக்கை பற்றியது? அதன் குறியீட்டுடன் பதில் அனுப்பவும்: {codes}',
  lowRatingSubject: '{code}: {customer} 5க்கு {stars} மதிப்பீடு அளித்துள்ளார்',
  lowRatingBody:
    'வாடிக்கையாளர் {customer} ({customerCode}) கோரிக்கை {code} க்கு 5க்கு {stars} மதிப்பீடு அளித்துள்ளார்.\n\nகருத்து: {comment}\n\nகோரிக்கையைத் திறக்க: {url}\n',
  mobileTakenSubject: 'உங்கள் கைபேசி எண்ணைச் சரிபார்க்கவும்',
  mobileTakenBody:
    'உங்கள் கணக்கு {code} இல் உள்ள கைபேசி எண் {mobile} வேறொரு கணக்கில் சரிபார்க்கப்பட்டுள்ளது, எனவே உங்கள் கோரிக்கைகள் பற்றிய WhatsApp மற்றும் SMS செய்திகள் அதற்குச் செல்லாது. மின்னஞ்சல்கள் முன்பு போலவே வரும்.\n\nஅந்த எண் உங்களுடையது என்றால், உங்கள் சுயவிவரத்தில் ஒரு குறியீட்டின் மூலம் அதைச் சரிபார்க்கவும்: {url}\n',
};

const compile = (messages: Record<MailKey, string>) =>
  Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, compileMessageOrThrow(v)]));

const catalogues: Record<TLanguage, I18n> = {
  en: setupI18n({ locale: 'en', locales: ['en-IN'], messages: { en: compile(en) } }),
  ta: setupI18n({ locale: 'ta', locales: ['ta-IN'], messages: { ta: compile(ta) } }),
};

/** The mail texts of a language: `m(key, values)`, and the statuses' words in it. */
export function mailTexts(lang: TLanguage) {
  const i18n = catalogues[lang];
  const status = lang === 'ta' ? STATUS_TEXT_TA : STATUS_TEXT;
  return {
    m: (key: MailKey, values?: Record<string, string | number>) => i18n._(key, values),
    status: (s: TItemStatus) => status[s],
    /** The explanation when one message tells of several items (decision 099). */
    explainMany: (s: TItemStatus) => STATUS_EXPLANATION_MANY[s][lang],
  };
}

/** For the test that keeps the two languages alike. */
export const mailCatalogues = { en, ta };
