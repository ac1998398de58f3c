import type { TItemStatus, TNeeds, TRequestGroup } from '../statuses';

// The status registry's facts (decision 102): what each status is, for the rules and the screens.

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
  /** The staff's button to it stands aside from the main path (outlined). */
  aside: boolean;
}

export const STATUS_FACTS: Record<TItemStatus, StatusFacts> = {
  pending: {
    group: 'pending',
    queue: 'receipt',
    clock: 'runs',
    invoiceable: false,
    badge: 'yellow.5',
    aside: false,
  },
  received: {
    group: 'in_progress',
    queue: 'charges',
    clock: 'runs',
    invoiceable: false,
    badge: null,
    aside: false,
  },
  estimated: {
    group: 'in_progress',
    queue: null,
    clock: 'paused',
    invoiceable: false,
    badge: 'grape.8',
    aside: false,
  },
  approved: {
    group: 'in_progress',
    queue: 'repair',
    clock: 'runs',
    invoiceable: false,
    badge: null,
    aside: false,
  },
  declined: {
    group: 'in_progress',
    queue: 'dispatch',
    clock: 'withdrawn',
    invoiceable: false,
    badge: 'red.9',
    aside: false,
  },
  in_repair: {
    group: 'in_progress',
    queue: 'repair',
    clock: 'runs',
    invoiceable: false,
    badge: null,
    aside: false,
  },
  // In the repair queue still: the technicians who ordered the parts take them up (decision 051).
  waiting_for_parts: {
    group: 'in_progress',
    queue: 'repair',
    clock: 'paused',
    invoiceable: false,
    badge: 'orange.5',
    aside: true,
  },
  repaired: {
    group: 'in_progress',
    queue: 'dispatch',
    clock: 'runs',
    invoiceable: true,
    badge: 'cyan.9',
    aside: false,
  },
  not_repairable: {
    group: 'in_progress',
    queue: 'dispatch',
    clock: 'withdrawn',
    invoiceable: false,
    badge: 'red.9',
    aside: true,
  },
  dispatched: {
    group: 'in_progress',
    queue: 'delivery',
    clock: 'stopped',
    invoiceable: true,
    badge: null,
    aside: false,
  },
  delivered: {
    group: 'completed',
    queue: null,
    clock: 'stopped',
    invoiceable: true,
    badge: 'teal.9',
    aside: false,
  },
  cancelled: {
    group: null,
    queue: null,
    clock: 'withdrawn',
    invoiceable: false,
    badge: 'gray.7',
    aside: true,
  },
};
