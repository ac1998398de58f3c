import { shiprocketReading } from '@svc/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { shipments } from '../../../db/schema';
import { startPollingWorker } from '../../../lib/polling-worker';
import { FINAL } from '../courier-queues';
import { recordCarrierEvent } from './carrier-events.repository';

const BATCH = 20;

/** Shiprocket's scans of an AWB as its tracking call answers them (newest first), as much as is read. */
const ZTrack = z.object({
  tracking_data: z.object({
    shipment_track_activities: z
      .array(
        z.object({
          date: z.string(),
          activity: z.string().optional(),
          location: z.string().optional(),
          'sr-status': z.union([z.string(), z.number()]).transform(String).optional(),
          'sr-status-label': z.string().optional(),
        }),
      )
      .nullish(),
  }),
});

/** "YYYY-MM-DD HH:mm:ss" in India's time as an instant; null when it is not that. */
function indiaTime(text: string): Date | null {
  const m = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)$/.exec(text.trim());
  const at = m ? new Date(`${m[1]}T${m[2]}+05:30`) : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
}

/** The booked boxes on their way that have told nothing for `quietHours` and were not asked since. */
async function quietBoxes(db: Db, quietHours: number, limit: number) {
  return rowsOf<{ id: string; awb: string; last: Date | string | null }>(
    await db.execute(sql`
      select id, docket as awb, last_event_at as last from ${shipments}
      where booking = 'booked' and stage not in ${FINAL} and docket <> ''
        and coalesce(last_event_at, updated_at) < now() - make_interval(hours => ${quietHours})
        and (polled_at is null or polled_at < now() - make_interval(hours => ${quietHours}))
      order by coalesce(last_event_at, updated_at) limit ${limit}`),
  );
}

/**
 * Asks the carrier for the scans of booked boxes gone quiet (issue 43): a webhook the carrier failed to
 * deliver, or an address changed in its panel, would otherwise leave a box standing still for good (the
 * failure of erpnext-shipping #63). Only the scans after the box's last event are recorded, each as the
 * webhook's would be (forward only); the box is marked asked either way.
 */
export function startTrackingPoll(o: {
  db: Db;
  carrier: { track(awb: string): Promise<unknown> } | null;
  log: FastifyBaseLogger;
  everyMs: number;
  quietHours: number;
}) {
  const { carrier } = o;
  async function runBatch() {
    if (!carrier) return 0;
    const boxes = await quietBoxes(o.db, o.quietHours, BATCH);
    for (const box of boxes) {
      const last = box.last ? new Date(box.last) : null;
      try {
        const parsed = ZTrack.safeParse(await carrier.track(box.awb));
        const scans = parsed.success ? (parsed.data.tracking_data.shipment_track_activities ?? []) : [];
        const fresh = scans
          .map((s) => ({ ...s, at: indiaTime(s.date) }))
          .filter((s) => s.at && (!last || s.at > last))
          .sort((a, b) => (a.at as Date).getTime() - (b.at as Date).getTime());
        for (const s of fresh)
          await recordCarrierEvent(o.db, {
            awb: box.awb,
            reading: shiprocketReading(s['sr-status'] ?? 'NA'),
            carrierStatus: `${s['sr-status'] ?? 'NA'} ${s['sr-status-label'] ?? ''}`.trim(),
            note: [s.activity, s.location].filter(Boolean).join(' · '),
            at: s.at,
          });
      } catch (err) {
        o.log.warn(
          { awb: box.awb, error: err instanceof Error ? err.message : String(err) },
          'a quiet box’s tracking failed',
        );
      }
      await o.db.execute(sql`update ${shipments} set polled_at = now() where id = ${box.id}`);
    }
    return boxes.length;
  }
  return startPollingWorker({ name: 'courier tracking', log: o.log, pollMs: o.everyMs, batchSize: BATCH, runBatch });
}
