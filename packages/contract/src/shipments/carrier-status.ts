/**
 * Where a booked box stands, as its carrier's events say (issue 43): mapped from the carrier's numeric status,
 * never from its words (a mapper matching "PICKUP" in "PICKUP EXCEPTION" took a failed pickup for a scheduled
 * one). The stages run forward; an exception may come at any stage before the end and ends nothing; a later
 * event takes the box on from it (a failed pickup retried, an undelivered box delivered next day).
 */
export const TRACKING_STAGES = [
  'booked',
  'pickup_scheduled',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'returning',
  'returned',
  'cancelled',
  'lost',
] as const;
export type TTrackingStage = (typeof TRACKING_STAGES)[number];

/** What went wrong, for the desk's queue and the customer's plain words. */
export const TRACKING_EXCEPTIONS = ['pickup_failed', 'undelivered', 'delayed', 'damaged', 'misrouted'] as const;
export type TTrackingException = (typeof TRACKING_EXCEPTIONS)[number];

export type CarrierReading = { stage: TTrackingStage } | { exception: TTrackingException };

/**
 * Shiprocket's status ids (`sr-status`, `shipment_status_id`; research 4, section 2.1). An id not listed
 * (or "NA") is kept on the timeline and changes nothing.
 */
const SHIPROCKET: Record<number, CarrierReading> = {
  1: { stage: 'booked' },
  2: { stage: 'booked' },
  3: { stage: 'pickup_scheduled' },
  4: { stage: 'pickup_scheduled' },
  5: { stage: 'pickup_scheduled' },
  6: { stage: 'in_transit' },
  7: { stage: 'delivered' },
  8: { stage: 'cancelled' },
  9: { stage: 'returning' },
  10: { stage: 'returned' },
  12: { stage: 'lost' },
  13: { exception: 'pickup_failed' },
  14: { stage: 'returning' },
  15: { stage: 'pickup_scheduled' },
  17: { stage: 'out_for_delivery' },
  18: { stage: 'in_transit' },
  19: { stage: 'pickup_scheduled' },
  20: { exception: 'pickup_failed' },
  21: { exception: 'undelivered' },
  22: { exception: 'delayed' },
  25: { exception: 'damaged' },
  27: { stage: 'pickup_scheduled' },
  38: { stage: 'in_transit' },
  39: { exception: 'misrouted' },
  40: { stage: 'returning' },
  41: { stage: 'returning' },
  42: { stage: 'picked_up' },
  45: { stage: 'cancelled' },
  46: { stage: 'returning' },
  48: { stage: 'in_transit' },
  51: { stage: 'picked_up' },
  52: { stage: 'booked' },
  76: { stage: 'lost' },
  78: { stage: 'returning' },
};

/** What a Shiprocket status id means here; null for one we do not know (kept, changes nothing). */
export function shiprocketReading(id: number | string): CarrierReading | null {
  const n = typeof id === 'number' ? id : /^\d+$/.test(id.trim()) ? Number(id) : Number.NaN;
  return SHIPROCKET[n] ?? null;
}

/** A stage's place: a box only moves to a later one. Returning to the sender comes after any move out. */
const RANK: Record<TTrackingStage, number> = {
  booked: 0,
  pickup_scheduled: 1,
  picked_up: 2,
  in_transit: 3,
  out_for_delivery: 4,
  returning: 5,
  delivered: 6,
  returned: 6,
  cancelled: 6,
  lost: 6,
};

/** The stages that end a box: nothing moves it afterwards. */
export const isFinalStage = (s: TTrackingStage) => RANK[s] === 6;
/** The final stages in the order the partial indexes of booked boxes name them (migration 0041). */
export const FINAL_STAGES = TRACKING_STAGES.filter(isFinalStage);
/** The courier has the box: picked up or any stage after it (a cancel ends a box never picked up). */
export const isPickedUp = (s: TTrackingStage) => RANK[s] >= RANK.picked_up && s !== 'cancelled';

/**
 * Whether an event moves a box from `from` to `to`: only forward (a late "in transit" after "delivered", a
 * repeated one, an event out of order change nothing), and never out of an ended stage. Cancelling is
 * forward from any stage before pickup only; a box picked up is no longer cancelled but returned.
 */
export function stageMovesForward(from: TTrackingStage, to: TTrackingStage): boolean {
  if (isFinalStage(from)) return false;
  if (to === 'cancelled') return RANK[from] < RANK.picked_up;
  return RANK[to] > RANK[from];
}

/** The desk's courier queues (issue 43): parcels arrived by courier, boxes with a problem, boxes gone quiet. */
export const COURIER_QUEUES = ['arrived', 'exception', 'quiet'] as const;
export type TCourierQueue = (typeof COURIER_QUEUES)[number];
