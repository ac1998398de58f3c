import type { TItemStatus, TNeeds, TRequestGroup } from './statuses';

/**
 * Every item status, defined once (issue 42, decision 102): what it is (`STATUS_FACTS`) and its words in
 * English (`STATUS_TEXT`) and Tamil (`STATUS_TEXT_TA`). The flow's moves between statuses are `flow.ts`;
 * everything else about a status is read off these three tables: the request's group and the desk's queues,
 * the promise's clock, what can be invoiced, the badges' and the tracking page's colours, the phone
 * templates' values, what its mail adds, the staff's buttons, and the texts of the screens, mails and
 * messages. Three tables, not one, so that a bundle takes only the words of its language (decision 075:
 * the Tamil words load with the Tamil catalogue). `docs/architecture.md` says how to add a status.
 */

/** Where an item's promise stands in a status (decisions 053, 055, 093). */
export type TStatusClock =
  /** The clock runs (or will, once received). */
  | 'runs'
  /** It stops while the item waits: on the customer's answer to the charges, or on parts. */
  | 'paused'
  /** It has stopped for good: the item is back with the customer or on its way. */
  | 'stopped'
  /** The repair is off (declined, not repairable, withdrawn): the item carries no promise at all. */
  | 'withdrawn';

export interface StatusFacts {
  /**
   * The group of a request whose items are all in it (cancelled ones aside); `in_progress` for a status
   * that never settles its request; null for a status that holds no request back (cancelled, decision 033).
   */
  group: TRequestGroup | null;
  /** The service desk's queue an item in it waits in, if staff must act on it. */
  queue: TNeeds | null;
  clock: TStatusClock;
  /** Owed charges of an item in it are for finished work, so they can be invoiced. */
  invoiceable: boolean;
  /** Its badge on the screens: a Mantine colour (null: the theme's primary). */
  badge: string | null;
  /** Its badge on the tracking page: a colour white text reads on (≥ 4.5:1; null: the page's accent). */
  track: string | null;
  /** The values of its WhatsApp and SMS template, in order; null: none (a new request has its own). */
  phone: readonly ('request' | 'item' | 'amount' | 'courier' | 'docket' | 'date' | 'link')[] | null;
  /** What its mail says beyond its label and explanation: of each item, once for the change, of the promise. */
  mail: {
    item?: 'quoted' | 'approvedAmount';
    once?: 'sentBack';
    /** Why the promised date may move while the item is in it. */
    paused?: 'promisePausedAnswer' | 'promisePausedParts';
  };
  /** The staff's button to it stands aside from the main path (outlined). */
  aside: boolean;
}

const LINKED = ['request', 'item', 'link'] as const;

export const STATUS_FACTS: Record<TItemStatus, StatusFacts> = {
  pending: {
    group: 'pending',
    queue: 'receipt',
    clock: 'runs',
    invoiceable: false,
    badge: 'yellow.5',
    track: '#8f5600',
    phone: null,
    mail: {},
    aside: false,
  },
  received: {
    group: 'in_progress',
    queue: 'charges',
    clock: 'runs',
    invoiceable: false,
    badge: null,
    track: null,
    phone: LINKED,
    mail: {},
    aside: false,
  },
  estimated: {
    group: 'in_progress',
    queue: null,
    clock: 'paused',
    invoiceable: false,
    badge: 'grape.8',
    track: '#862e9c',
    phone: ['request', 'item', 'amount', 'link'],
    mail: { item: 'quoted', paused: 'promisePausedAnswer' },
    aside: false,
  },
  approved: {
    group: 'in_progress',
    queue: 'repair',
    clock: 'runs',
    invoiceable: false,
    badge: null,
    track: null,
    phone: LINKED,
    mail: { item: 'approvedAmount' },
    aside: false,
  },
  declined: {
    group: 'in_progress',
    queue: 'dispatch',
    clock: 'withdrawn',
    invoiceable: false,
    badge: 'red.9',
    track: '#c92a2a',
    phone: LINKED,
    mail: {},
    aside: false,
  },
  in_repair: {
    group: 'in_progress',
    queue: 'repair',
    clock: 'runs',
    invoiceable: false,
    badge: null,
    track: null,
    phone: LINKED,
    mail: {},
    aside: false,
  },
  // In the repair queue still: the technicians who ordered the parts take them up (decision 051).
  waiting_for_parts: {
    group: 'in_progress',
    queue: 'repair',
    clock: 'paused',
    invoiceable: false,
    badge: 'orange.5',
    track: '#a63c00',
    phone: ['request', 'item', 'date', 'link'],
    mail: { paused: 'promisePausedParts' },
    aside: true,
  },
  repaired: {
    group: 'in_progress',
    queue: 'dispatch',
    clock: 'runs',
    invoiceable: true,
    badge: 'cyan.9',
    track: '#0b7285',
    phone: LINKED,
    mail: {},
    aside: false,
  },
  not_repairable: {
    group: 'in_progress',
    queue: 'dispatch',
    clock: 'withdrawn',
    invoiceable: false,
    badge: 'red.9',
    track: '#c92a2a',
    phone: LINKED,
    mail: {},
    aside: true,
  },
  dispatched: {
    group: 'in_progress',
    queue: 'delivery',
    clock: 'stopped',
    invoiceable: true,
    badge: null,
    track: null,
    phone: ['request', 'item', 'courier', 'docket', 'link'],
    mail: { once: 'sentBack' },
    aside: false,
  },
  delivered: {
    group: 'completed',
    queue: null,
    clock: 'stopped',
    invoiceable: true,
    badge: 'teal.9',
    track: '#087f5b',
    phone: LINKED,
    mail: {},
    aside: false,
  },
  cancelled: {
    group: null,
    queue: null,
    clock: 'withdrawn',
    invoiceable: false,
    badge: 'gray.7',
    track: '#495057',
    phone: LINKED,
    mail: {},
    aside: true,
  },
};

/** A status's words: its label and explanation for the customer, and the staff's button that moves an item to it. */
export interface StatusWords {
  label: string;
  /** `{date}`, where it has one, is the day parts are expected by (DD-MM-YYYY), filled in by `explainStatus`. */
  explanation: string;
  action: string;
}

export const STATUS_TEXT: Record<TItemStatus, StatusWords> = {
  pending: {
    label: 'Request raised',
    explanation: 'We are waiting for your item to reach the service centre.',
    action: 'Back to pending',
  },
  received: {
    label: 'Received',
    explanation: 'Your item has arrived at the service centre and will be inspected.',
    action: 'Record receipt',
  },
  estimated: {
    label: 'Charges quoted',
    explanation: 'We have quoted the charges. Please approve or decline them.',
    action: 'Set charges',
  },
  approved: {
    label: 'Charges approved',
    explanation: 'Thank you for approving the charges. The repair will start soon.',
    action: 'Record approval',
  },
  declined: {
    label: 'Charges declined',
    explanation: 'You declined the charges. We will send the item back to you.',
    action: 'Record decline',
  },
  in_repair: { label: 'In repair', explanation: 'A technician is working on your item.', action: 'Start repair' },
  // {date}: when the parts are expected (DD-MM-YYYY); `explainStatus` and the screens' catalogues fill it in.
  waiting_for_parts: {
    label: 'Waiting for parts',
    explanation: 'The repair is waiting for parts, expected by {date}. It goes on as soon as they arrive.',
    action: 'Waiting for parts',
  },
  repaired: {
    label: 'Repaired',
    explanation: 'The repair is finished. The item will be dispatched to you.',
    action: 'Mark repaired',
  },
  not_repairable: {
    label: 'Not repairable',
    explanation: 'The item could not be repaired. It will be sent back to you.',
    action: 'Not repairable',
  },
  dispatched: { label: 'Dispatched', explanation: 'Your item is on its way back to you.', action: 'Dispatch' },
  delivered: { label: 'Delivered', explanation: 'You have your item back.', action: 'Mark delivered' },
  cancelled: {
    label: 'Cancelled',
    explanation: 'This item was withdrawn before it reached us.',
    action: 'Cancel item',
  },
};

/** The words in Tamil (docs/glossary-ta.md): the screens (through the web catalogue), the mails and the messages. */
export const STATUS_TEXT_TA: Record<TItemStatus, StatusWords> = {
  pending: {
    label: 'கோரிக்கை எழுப்பப்பட்டது',
    explanation: 'உங்கள் பொருள் சேவை மையத்தை அடையக் காத்திருக்கிறோம்.',
    action: 'நிலுவைக்குத் திருப்பு',
  },
  received: {
    label: 'பெறப்பட்டது',
    explanation: 'உங்கள் பொருள் சேவை மையத்துக்கு வந்துவிட்டது; அது சோதிக்கப்படும்.',
    action: 'பெற்றதைப் பதிவுசெய்',
  },
  estimated: {
    label: 'கட்டணம் மதிப்பிடப்பட்டது',
    explanation: 'கட்டணத்தை மதிப்பிட்டுள்ளோம். ஒப்புதல் அளிக்கவும் அல்லது நிராகரிக்கவும்.',
    action: 'கட்டணத்தை அமை',
  },
  approved: {
    label: 'கட்டணத்துக்கு ஒப்புதல்',
    explanation: 'கட்டணத்துக்கு ஒப்புதல் அளித்ததற்கு நன்றி. பழுதுநீக்கம் விரைவில் தொடங்கும்.',
    action: 'ஒப்புதலைப் பதிவுசெய்',
  },
  declined: {
    label: 'கட்டணம் நிராகரிப்பு',
    explanation: 'கட்டணத்தை நிராகரித்தீர்கள். பொருளை உங்களுக்குத் திருப்பி அனுப்புவோம்.',
    action: 'நிராகரிப்பைப் பதிவுசெய்',
  },
  in_repair: {
    label: 'பழுதுநீக்கத்தில்',
    explanation: 'ஒரு தொழில்நுட்பர் உங்கள் பொருளைச் சரிசெய்து கொண்டிருக்கிறார்.',
    action: 'பழுதுநீக்கத்தைத் தொடங்கு',
  },
  waiting_for_parts: {
    label: 'உதிரிபாகங்களுக்காகக் காத்திருக்கிறது',
    explanation:
      'பழுதுநீக்கம் உதிரிபாகங்களுக்காகக் காத்திருக்கிறது; அவை {date} க்குள் வரும் என எதிர்பார்க்கிறோம். அவை வந்ததும் பழுதுநீக்கம் தொடரும்.',
    action: 'உதிரிபாகங்களுக்காகக் காத்திருக்கிறது',
  },
  repaired: {
    label: 'பழுதுநீக்கப்பட்டது',
    explanation: 'பழுதுநீக்கம் முடிந்தது. பொருள் உங்களுக்கு அனுப்பப்படும்.',
    action: 'பழுதுநீக்கப்பட்டதாகக் குறி',
  },
  not_repairable: {
    label: 'பழுதுநீக்க இயலாது',
    explanation: 'பொருளைப் பழுதுநீக்க முடியவில்லை. அது உங்களுக்குத் திருப்பி அனுப்பப்படும்.',
    action: 'பழுதுநீக்க இயலாது',
  },
  dispatched: {
    label: 'திருப்பி அனுப்பப்பட்டது',
    explanation: 'உங்கள் பொருள் உங்களிடம் திரும்பி வந்துகொண்டிருக்கிறது.',
    action: 'திருப்பி அனுப்பு',
  },
  delivered: {
    label: 'ஒப்படைக்கப்பட்டது',
    explanation: 'உங்கள் பொருள் உங்களிடம் திரும்பக் கிடைத்துவிட்டது.',
    action: 'ஒப்படைக்கப்பட்டதாகக் குறி',
  },
  cancelled: {
    label: 'ரத்து செய்யப்பட்டது',
    explanation: 'இந்தப் பொருள் எங்களை அடையும் முன்பே திரும்பப் பெறப்பட்டது.',
    action: 'பொருளை ரத்துசெய்',
  },
};
