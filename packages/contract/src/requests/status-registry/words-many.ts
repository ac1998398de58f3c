import type { TItemStatus } from '../statuses';

/**
 * A status's explanation when one message tells of several items of a request (decision 099): "Your items
 * have arrived", not "Your item has". Only the server's mails read these, so they are a module of their own
 * and no screen's bundle carries them (decision 075). `{date}` as in the one-item words.
 */
export const STATUS_EXPLANATION_MANY: Record<TItemStatus, { en: string; ta: string }> = {
  pending: {
    en: 'We are waiting for your items to reach the service centre.',
    ta: 'உங்கள் பொருட்கள் சேவை மையத்தை அடையக் காத்திருக்கிறோம்.',
  },
  received: {
    en: 'Your items have arrived at the service centre and will be inspected.',
    ta: 'உங்கள் பொருட்கள் சேவை மையத்துக்கு வந்துவிட்டன; அவை சோதிக்கப்படும்.',
  },
  estimated: {
    en: 'We have quoted the charges of each item below. Please approve or decline them.',
    ta: 'கீழே உள்ள ஒவ்வொரு பொருளின் கட்டணத்தையும் மதிப்பிட்டுள்ளோம். ஒப்புதல் அளிக்கவும் அல்லது நிராகரிக்கவும்.',
  },
  approved: {
    en: 'Thank you for approving the charges. The repairs will start soon.',
    ta: 'கட்டணத்துக்கு ஒப்புதல் அளித்ததற்கு நன்றி. பழுதுநீக்கங்கள் விரைவில் தொடங்கும்.',
  },
  declined: {
    en: 'You declined the charges. We will send the items back to you.',
    ta: 'கட்டணத்தை நிராகரித்தீர்கள். பொருட்களை உங்களுக்குத் திருப்பி அனுப்புவோம்.',
  },
  in_repair: {
    en: 'Our technicians are working on your items.',
    ta: 'எங்கள் தொழில்நுட்பர்கள் உங்கள் பொருட்களைச் சரிசெய்து கொண்டிருக்கிறார்கள்.',
  },
  waiting_for_parts: {
    en: 'The repairs are waiting for parts, expected by {date}. They go on as soon as the parts arrive.',
    ta: 'பழுதுநீக்கங்கள் உதிரிபாகங்களுக்காகக் காத்திருக்கின்றன; அவை {date} க்குள் வரும் என எதிர்பார்க்கிறோம். அவை வந்ததும் பழுதுநீக்கம் தொடரும்.',
  },
  repaired: {
    en: 'The repairs are finished. The items will be dispatched to you.',
    ta: 'பழுதுநீக்கங்கள் முடிந்தன. பொருட்கள் உங்களுக்கு அனுப்பப்படும்.',
  },
  not_repairable: {
    en: 'The items could not be repaired. They will be sent back to you.',
    ta: 'பொருட்களைப் பழுதுநீக்க முடியவில்லை. அவை உங்களுக்குத் திருப்பி அனுப்பப்படும்.',
  },
  dispatched: {
    en: 'Your items are on their way back to you.',
    ta: 'உங்கள் பொருட்கள் உங்களிடம் திரும்பி வந்துகொண்டிருக்கின்றன.',
  },
  delivered: {
    en: 'You have your items back.',
    ta: 'உங்கள் பொருட்கள் உங்களிடம் திரும்பக் கிடைத்துவிட்டன.',
  },
  cancelled: {
    en: 'These items were withdrawn before they reached us.',
    ta: 'இந்தப் பொருட்கள் எங்களை அடையும் முன்பே திரும்பப் பெறப்பட்டன.',
  },
};
