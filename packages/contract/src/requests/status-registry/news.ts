import type { TItemStatus } from '../statuses';

// The status registry's news (decision 102): what the server sends of each status; the screens need none of it.

/** What the server says of a status beyond its words (apart from the facts: the screens need none of it). */
export interface StatusNews {
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
}

const LINKED = ['request', 'item', 'link'] as const;

/** What the server sends of a status: its tracking page badge, its phone template, what its mail adds. */
export const STATUS_NEWS: Record<TItemStatus, StatusNews> = {
  pending: { track: '#8f5600', phone: null, mail: {} },
  received: { track: null, phone: LINKED, mail: {} },
  estimated: {
    track: '#862e9c',
    phone: ['request', 'item', 'amount', 'link'],
    mail: { item: 'quoted', paused: 'promisePausedAnswer' },
  },
  approved: { track: null, phone: LINKED, mail: { item: 'approvedAmount' } },
  declined: { track: '#c92a2a', phone: LINKED, mail: {} },
  in_repair: { track: null, phone: LINKED, mail: {} },
  waiting_for_parts: {
    track: '#a63c00',
    phone: ['request', 'item', 'date', 'link'],
    mail: { paused: 'promisePausedParts' },
  },
  repaired: { track: '#0b7285', phone: LINKED, mail: {} },
  not_repairable: { track: '#c92a2a', phone: LINKED, mail: {} },
  dispatched: { track: null, phone: ['request', 'item', 'courier', 'docket', 'link'], mail: { once: 'sentBack' } },
  delivered: { track: '#087f5b', phone: LINKED, mail: {} },
  cancelled: { track: '#495057', phone: LINKED, mail: {} },
};
