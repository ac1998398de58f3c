import { z } from 'zod';
import { safeEqual } from '../../../lib/random';
import { digestOf, parseJson, type WebhookProvider } from './provider';

const ZScan = z.object({
  date: z.string().max(40).optional(),
  activity: z.string().max(500).optional(),
  location: z.string().max(200).optional(),
  'sr-status': z.union([z.string(), z.number()]).transform(String).optional(),
  'sr-status-label': z.string().max(100).optional(),
});
const ZTracking = z.object({
  awb: z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1).max(40)),
  current_status: z.string().max(100).optional(),
  current_status_id: z.union([z.string(), z.number()]).transform(String).optional(),
  shipment_status_id: z.union([z.string(), z.number()]).transform(String).optional(),
  current_timestamp: z.string().max(40).optional(),
  order_id: z.union([z.string(), z.number()]).transform(String).optional(),
  scans: z.array(ZScan).max(500).optional(),
  is_return: z.union([z.number(), z.string(), z.boolean()]).optional(),
});

/** One tracking event: the AWB, Shiprocket's numeric status (a string: it may be "NA"), its words, our reference. */
export interface ShiprocketTracking {
  awb: string;
  statusId: string;
  status: string;
  /** Our reference (`order_id`), as the booking sent it. */
  ref: string;
  /** "DD MM YYYY HH:mm:ss", India time, as Shiprocket writes it. */
  at: string;
  scans: z.infer<typeof ZScan>[];
  isReturn: boolean;
}

/** Shiprocket's proof: no signature, only the panel's token as `x-api-key`, compared in constant time. */
export const shiprocketTokenValid = (given: string | string[] | undefined, token: string) =>
  typeof given === 'string' && safeEqual(given, token);

/**
 * Shiprocket's tracking webhook (research 4, section 2.1): one JSON event a POST, with every scan so far. It
 * gives an event no id of its own, so the delivery's id is the body's digest: a retry is kept once, and the
 * next scan of the same box (a longer `scans`) is another delivery.
 */
export const shiprocketWebhook: WebhookProvider<ShiprocketTracking> = {
  keptHeaders: ['content-type'],
  read(body) {
    const r = ZTracking.safeParse(parseJson(body.toString('utf8')));
    if (!r.success) return null;
    const d = r.data;
    return {
      awb: d.awb,
      statusId: d.current_status_id ?? d.shipment_status_id ?? 'NA',
      status: d.current_status ?? '',
      ref: d.order_id ?? '',
      at: d.current_timestamp ?? '',
      scans: d.scans ?? [],
      isReturn: d.is_return === 1 || d.is_return === '1' || d.is_return === true,
    };
  },
  deliveryId: (body) => digestOf(body),
};
