import type { TItemStatus } from '../statuses';
import type { StatusWords } from './words-en';

/** The words in Tamil (docs/glossary-ta.md): the screens (through the web catalogue), the mails and the messages. */
export const STATUS_TEXT_TA: Record<TItemStatus, StatusWords> = {
  pending: {
    label: 'கோரிக்கை எழுப்பப்பட்டது',
    explanation: 'உங்கள் பொருள் சேவை மையத்தை அடையக் காத்திருக்கிறோம்.',
  },
  received: {
    label: 'பெறப்பட்டது',
    explanation: 'உங்கள் பொருள் சேவை மையத்துக்கு வந்துவிட்டது; அது சோதிக்கப்படும்.',
  },
  estimated: {
    label: 'கட்டணம் மதிப்பிடப்பட்டது',
    explanation: 'கட்டணத்தை மதிப்பிட்டுள்ளோம். ஒப்புதல் அளிக்கவும் அல்லது நிராகரிக்கவும்.',
  },
  approved: {
    label: 'கட்டணத்துக்கு ஒப்புதல்',
    explanation: 'கட்டணத்துக்கு ஒப்புதல் அளித்ததற்கு நன்றி. பழுதுநீக்கம் விரைவில் தொடங்கும்.',
  },
  declined: {
    label: 'கட்டணம் நிராகரிப்பு',
    explanation: 'கட்டணத்தை நிராகரித்தீர்கள். பொருளை உங்களுக்குத் திருப்பி அனுப்புவோம்.',
  },
  in_repair: {
    label: 'பழுதுநீக்கத்தில்',
    explanation: 'ஒரு தொழில்நுட்பர் உங்கள் பொருளைச் சரிசெய்து கொண்டிருக்கிறார்.',
  },
  waiting_for_parts: {
    label: 'உதிரிபாகங்களுக்காகக் காத்திருக்கிறது',
    explanation:
      'பழுதுநீக்கம் உதிரிபாகங்களுக்காகக் காத்திருக்கிறது; அவை {date} க்குள் வரும் என எதிர்பார்க்கிறோம். அவை வந்ததும் பழுதுநீக்கம் தொடரும்.',
  },
  repaired: {
    label: 'பழுதுநீக்கப்பட்டது',
    explanation: 'பழுதுநீக்கம் முடிந்தது. பொருள் உங்களுக்கு அனுப்பப்படும்.',
  },
  not_repairable: {
    label: 'பழுதுநீக்க இயலாது',
    explanation: 'பொருளைப் பழுதுநீக்க முடியவில்லை. அது உங்களுக்குத் திருப்பி அனுப்பப்படும்.',
  },
  dispatched: {
    label: 'திருப்பி அனுப்பப்பட்டது',
    explanation: 'உங்கள் பொருள் உங்களிடம் திரும்பி வந்துகொண்டிருக்கிறது.',
  },
  delivered: {
    label: 'ஒப்படைக்கப்பட்டது',
    explanation: 'உங்கள் பொருள் உங்களிடம் திரும்பக் கிடைத்துவிட்டது.',
  },
  cancelled: {
    label: 'ரத்து செய்யப்பட்டது',
    explanation: 'இந்தப் பொருள் எங்களை அடையும் முன்பே திரும்பப் பெறப்பட்டது.',
  },
};
