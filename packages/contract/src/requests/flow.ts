import { STATUS_FACTS } from './status-registry';
import { ITEM_STATUSES, NEEDS, type TItemStatus, type TNeeds } from './statuses';

export type TActor = 'customer' | 'staff';
/**
 * What a move needs besides the status: the parcel's docket, a remark, the return shipment, charges, the
 * date parts are expected by (decision 051).
 */
export type TMoveNeed = 'docket' | 'remark' | 'return' | 'charges' | 'expected';

/**
 * What a move sets off, in the order they run inside its transaction (decision 103): each is a handler of
 * the feature that owns it (the boxes in and out, decision 106; the reports' delivery count, the audit, the
 * request's state, the tax invoice, the customer's mail and message, the rating link). `effectsOf` says
 * which run for a move. The shipment goes first: the box a dispatch packs exists before anything tells of it.
 */
export const MOVE_EFFECTS = [
  'shipment',
  'delivery_count',
  'audit',
  'request_state',
  'invoice',
  'notify',
  'rating',
] as const;
export type TMoveEffect = (typeof MOVE_EFFECTS)[number];
/** Every move is in the history, settles its request's state and tells the customer. */
const EVERY_MOVE: readonly TMoveEffect[] = ['audit', 'request_state', 'notify'];

export interface FlowMove {
  /** Who may make it: staff may make every move; a customer only their own answers and cancellations. */
  by: readonly TActor[];
  needs?: readonly TMoveNeed[];
  /** Whether the customer owes the quoted charges after it (decision 033); absent keeps what was decided. */
  owed?: boolean;
  /** A quote is its own call (updateChargesRequestRepair): it carries the charges. */
  quote?: true;
  /**
   * What it sets off beyond every move's effects: the parcel's receipt, a dispatch's box and its delivery
   * move the request's shipments (decision 106); dispatching issues the tax invoice of the request's owed,
   * finished items (issue 14); a delivery is counted in the turnaround report; a move that may complete the
   * request queues its rating link (the handler asks whether it did).
   */
  effects?: readonly TMoveEffect[];
}

export interface FlowStatus {
  /** The moves out of it, by the status they lead to. Every move mails and messages the customer, moves the
   * request's state and counters and is recorded in the audit, whoever makes it. */
  moves: Partial<Record<TItemStatus, FlowMove>>;
}

const STAFF = ['staff'] as const;
const EITHER = ['customer', 'staff'] as const;
const QUOTE: FlowMove = { by: STAFF, needs: ['charges'], owed: false, quote: true };
const DISPATCH: FlowMove = { by: STAFF, needs: ['return'], effects: ['shipment', 'invoice'] };

/**
 * The repair flow as one table (PRODUCT.md): each status and every move out of it, who may make it, what it
 * needs and what it sets off (the queue a status waits in is the registry's, status-registry/). The server
 * applies any move by this table in one place, the staff dialog asks it what a move needs, and the screens
 * ask it which buttons to show.
 * Adding a step ("waiting for parts" inside repair, decision 051) is a row here and its row in the registry.
 */
export const FLOW: Record<TItemStatus, FlowStatus> = {
  pending: {
    moves: {
      received: { by: STAFF, needs: ['docket'], effects: ['shipment'] },
      cancelled: { by: EITHER, owed: false, effects: ['shipment', 'rating'] },
    },
  },
  received: { moves: { estimated: QUOTE } },
  estimated: {
    moves: { estimated: QUOTE, approved: { by: EITHER, owed: true }, declined: { by: EITHER, owed: false } },
  },
  approved: { moves: { in_repair: { by: STAFF } } },
  declined: { moves: { dispatched: DISPATCH } },
  in_repair: {
    moves: {
      repaired: { by: STAFF, needs: ['remark'] },
      waiting_for_parts: { by: STAFF, needs: ['remark', 'expected'] },
      not_repairable: { by: STAFF, needs: ['remark'], owed: false },
    },
  },
  waiting_for_parts: {
    moves: { in_repair: { by: STAFF }, not_repairable: { by: STAFF, needs: ['remark'], owed: false } },
  },
  repaired: { moves: { dispatched: DISPATCH } },
  not_repairable: { moves: { dispatched: DISPATCH } },
  dispatched: { moves: { delivered: { by: STAFF, effects: ['shipment', 'delivery_count', 'rating'] } } },
  delivered: { moves: {} },
  cancelled: { moves: {} },
};

/** The move from one status to another, if the flow has it. */
export const flowMove = (from: TItemStatus, to: TItemStatus): FlowMove | undefined => FLOW[from].moves[to];

/** What a move sets off, in the order of `MOVE_EFFECTS`: every move's effects and the row's own. */
export const effectsOf = (move: FlowMove): TMoveEffect[] => {
  const named = new Set([...EVERY_MOVE, ...(move.effects ?? [])]);
  return MOVE_EFFECTS.filter((e) => named.has(e));
};

/** Whether the move issues the tax invoice (a dispatch): its dialog previews it. */
export const issuesInvoice = (move: FlowMove | undefined) => move?.effects?.includes('invoice') ?? false;

/** The moves `actor` may make from a status, in the table's order: the buttons a screen shows. */
export const movesFrom = (from: TItemStatus, actor: TActor) =>
  (Object.entries(FLOW[from].moves) as [TItemStatus, FlowMove][])
    .filter(([, m]) => m.by.includes(actor))
    .map(([to, m]) => ({ to, ...m }));

/** Whether `actor` may move an item from one status to another (quotes included). */
export const mayMove = (actor: TActor, from: TItemStatus, to: TItemStatus) =>
  flowMove(from, to)?.by.includes(actor) ?? false;

/** The customer's moves: only their answers to quoted charges and cancelling what has not been sent. */
export const customerMay = (from: TItemStatus, to: TItemStatus) => mayMove('customer', from, to);

/** Whether the charges are owed after a move, given whether they were before (decision 033). */
export const owedAfterMove = (from: TItemStatus, to: TItemStatus, before: boolean): boolean =>
  flowMove(from, to)?.owed ?? before;

/** A status reached only by moves after which nothing is owed (and not by a quote): its news says so. */
export const costsNothingAfter = (status: TItemStatus) => {
  const into = Object.values(FLOW).flatMap((s) => (s.moves[status] ? [s.moves[status]] : []));
  return into.length > 0 && into.every((m) => m.owed === false && !m.quote);
};

/** The item statuses that wait in each service-desk queue, read off the registry. */
export const queueStatuses = (queue: TNeeds) => ITEM_STATUSES.filter((s) => STATUS_FACTS[s].queue === queue);

/**
 * Nothing of the request has been received and something is still on its way: the customer may withdraw the
 * whole request and correct its courier details (a cancelled item does not count).
 */
export const awaitingParcel = (statuses: readonly TItemStatus[]) =>
  statuses.some((s) => s === 'pending') && statuses.every((s) => s === 'pending' || s === 'cancelled');

/** A record with a value for each key. */
function recordOf<K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  const out = {} as Record<K, V>;
  for (const k of keys) out[k] = value(k);
  return out;
}

/** The statuses each service-desk queue holds (the server's SQL reads these). */
export const NEEDS_STATUSES: Record<TNeeds, readonly TItemStatus[]> = recordOf(NEEDS, queueStatuses);

/** Every move to another status, by where it starts: the flow's graph (quotes included). */
export const TRANSITIONS: Record<TItemStatus, readonly TItemStatus[]> = recordOf(ITEM_STATUSES, (from) =>
  movesFrom(from, 'staff').flatMap((m) => (m.to === from ? [] : [m.to])),
);

/** What a move to `to` needs besides the status, whichever status it leaves. */
export const needsOf = (to: TItemStatus): readonly TMoveNeed[] => [
  ...new Set(Object.values(FLOW).flatMap((s) => s.moves[to]?.needs ?? [])),
];
