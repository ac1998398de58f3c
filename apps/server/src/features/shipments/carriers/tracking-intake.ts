import { shiprocketReading } from '@svc/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import type { WebhookInbox } from '../../webhooks';
import { recordCarrierEvent } from './carrier-events.repository';

/** Shiprocket's "DD MM YYYY HH:mm:ss" in India's time as an instant; null when it is not that. */
function shiprocketTime(text: string): Date | null {
  const m = /^(\d\d) (\d\d) (\d{4}) (\d\d):(\d\d):(\d\d)$/.exec(text.trim());
  if (!m) return null;
  const [, dd, mm, yyyy, h, min, s] = m;
  const at = new Date(`${yyyy}-${mm}-${dd}T${h}:${min}:${s}+05:30`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * The carriers' tracking events, as the webhook inbox hands them over (issue 43): each read by the carrier's
 * numeric status (`shiprocketReading`), never its words, and recorded on the booked box with its AWB
 * (`recordCarrierEvent`: forward only, late and repeated events kept on the timeline). An AWB that is no box
 * here is logged with what the event said, and the delivery counts as processed (the carrier has had its 200).
 */
export function handleCarrierTracking(deps: { db: Db; log: FastifyBaseLogger }, inbox: Pick<WebhookInbox, 'handle'>) {
  inbox.handle('shiprocket', async (e) => {
    const reading = shiprocketReading(e.statusId);
    const last = e.scans.at(-1);
    const outcome = await recordCarrierEvent(deps.db, {
      awb: e.awb,
      reading,
      carrierStatus: `${e.statusId} ${e.status}`.trim(),
      note: [last?.activity, last?.location].filter(Boolean).join(' · '),
      at: shiprocketTime(e.at),
    });
    if (outcome === 'unknown')
      deps.log.warn(
        { awb: e.awb, ref: e.ref, status_id: e.statusId, reading },
        'a tracking event for an AWB this server does not know',
      );
  });
}
