import type { TShipment } from '@svc/contract';
import type { DbOrTx } from '../../db/client';
import type { BookingDetail } from './booking-detail';
import { bookingOf } from './booking-view';
import { shipmentsOfRequest } from './shipments.repository';

/** A request's boxes as its view shows them (the caller has already been allowed the request). */
export async function shipmentsOf(db: DbOrTx, requestId: string): Promise<TShipment[]> {
  const rows = await shipmentsOfRequest(db, requestId);
  return rows.map((s) => ({
    direction: s.direction,
    carrier: s.carrier,
    docket: s.docket,
    status: s.status,
    line_nos: s.lineNos.map(Number),
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
    booking: bookingOf({ ...s, detail: s.detail as BookingDetail | null }),
  }));
}
