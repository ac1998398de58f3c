import {
  type CarrierReading,
  isFinalStage,
  stageMovesForward,
  TRACKING_STAGES,
  type TTrackingStage,
} from '@svc/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { shipmentEvents, shipments } from '../../../db/schema';

/** One scan as a carrier tells it: its AWB, its reading (null for a status not known here), its words. */
export interface CarrierEvent {
  awb: string;
  reading: CarrierReading | null;
  /** The carrier's status id and words, kept as said. */
  carrierStatus: string;
  note: string;
  /** When the carrier says it happened; null when it did not say. */
  at: Date | null;
}

const isStage = (s: string | null): s is TTrackingStage => (TRACKING_STAGES as readonly string[]).includes(s ?? '');

/**
 * Records a carrier's event on the booked box with this AWB, in one transaction holding the box: always on its
 * timeline, and moving it only forward (a later stage, or a new exception before the end); an event older
 * than the box's last, a repeated one or an unknown status is kept with `moved` false. A stage clears an open
 * exception (a failed pickup retried, an undelivered box delivered next day). Answers 'unknown' for an AWB
 * that is no booked box here.
 */
export async function recordCarrierEvent(db: Db, e: CarrierEvent): Promise<'unknown' | 'moved' | 'kept'> {
  // Most events a carrier sends may be of boxes booked elsewhere: those are answered by one read, no transaction.
  const [known] = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.docket, e.awb), eq(shipments.source, 'booked')))
    .limit(1);
  if (!known) return 'unknown';
  return db.transaction(async (tx) => {
    const [box] = await tx
      .select({ id: shipments.id, stage: shipments.stage, exception: shipments.exception, last: shipments.lastEventAt })
      .from(shipments)
      .where(eq(shipments.id, known.id))
      .for('update')
      .limit(1);
    if (!box) return 'unknown';
    const at = e.at ?? new Date();
    const late = box.last !== null && at < box.last;
    const stage = isStage(box.stage) ? box.stage : 'booked';
    let set: { stage?: string; exception?: string | null } = {};
    if (!late && e.reading && 'stage' in e.reading && stageMovesForward(stage, e.reading.stage))
      set = { stage: e.reading.stage, exception: null };
    else if (
      !late &&
      e.reading &&
      'exception' in e.reading &&
      !isFinalStage(stage) &&
      box.exception !== e.reading.exception
    )
      set = { exception: e.reading.exception };
    const moved = Object.keys(set).length > 0;
    await tx
      .update(shipments)
      .set({ ...set, lastEventAt: sql`greatest(${shipments.lastEventAt}, ${at.toISOString()}::timestamptz)` })
      .where(eq(shipments.id, box.id));
    const said = e.reading ? ('stage' in e.reading ? e.reading.stage : e.reading.exception) : 'unknown';
    await tx.insert(shipmentEvents).values({
      shipmentId: box.id,
      status: said,
      source: 'carrier',
      carrierStatus: e.carrierStatus.slice(0, 200),
      note: e.note.slice(0, 500),
      eventAt: at,
      moved,
    });
    return moved ? 'moved' : 'kept';
  });
}
