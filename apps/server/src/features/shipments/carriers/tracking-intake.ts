import { shiprocketReading } from '@svc/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { WebhookInbox } from '../../webhooks';

/**
 * The carriers' tracking events, as the webhook inbox hands them over (issue 43). Each is read by the
 * carrier's numeric status (`shiprocketReading`), never its words. No box is booked with a carrier yet (the
 * boxes are typed by hand), so every AWB is one this server does not know: it is logged, with what the
 * event said, and the delivery counts as processed (the carrier has had its 200 already).
 */
export function handleCarrierTracking(log: FastifyBaseLogger, inbox: Pick<WebhookInbox, 'handle'>) {
  inbox.handle('shiprocket', async (e) => {
    log.warn(
      { awb: e.awb, ref: e.ref, status_id: e.statusId, reading: shiprocketReading(e.statusId) },
      'a tracking event for an AWB this server does not know',
    );
  });
}
