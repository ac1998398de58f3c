import {
  isPickedUp,
  type TBooking,
  TRACKING_EXCEPTIONS,
  TRACKING_STAGES,
  type TTrackingException,
  type TTrackingStage,
} from '@svc/contract';
import type { BookingDetail } from './booking-detail';

/** What a parcel's booking is made of, as its row keeps it. */
export interface BookingColumns {
  source: string;
  carrier: string;
  docket: string;
  booking: TBooking['state'] | null;
  detail: BookingDetail | null;
  labelUrl: string | null;
  pickupOn: string | null;
  stage: string | null;
  exception: string | null;
  lastError: string | null;
}

const stageOf = (s: string | null) =>
  (TRACKING_STAGES as readonly string[]).includes(s ?? '') ? (s as TTrackingStage) : null;
const exceptionOf = (s: string | null) =>
  (TRACKING_EXCEPTIONS as readonly string[]).includes(s ?? '') ? (s as TTrackingException) : null;

/**
 * A parcel's booking as its owner sees it, while the parcel is booked (`undone`: also the one just
 * cancelled, for the cancel's reply); null for a parcel typed by hand.
 */
export function bookingOf(p: BookingColumns | null, undone = false): TBooking | null {
  if (!p || !p.booking || !p.detail || (p.source !== 'booked' && !undone)) return null;
  const stage = stageOf(p.stage);
  return {
    state: p.booking,
    courier: p.carrier,
    awb: p.docket,
    rate: p.detail.rate,
    payer: p.detail.payer,
    label_url: p.labelUrl,
    pickup_on: p.pickupOn,
    stage,
    exception: exceptionOf(p.exception),
    // Why it is not booked, or what a booked box still lacks (its pickup or label, left to the desk).
    error: p.booking === 'booked' && p.pickupOn && p.labelUrl ? null : p.lastError,
    cancellable: (p.booking === 'pending' || p.booking === 'booked') && !(stage && isPickedUp(stage)),
  };
}
