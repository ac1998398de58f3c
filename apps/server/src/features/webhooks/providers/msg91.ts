import { z } from 'zod';
import { safeEqual } from '../../../lib/random';
import { digestOf, parseJson, type WebhookProvider } from './provider';

const ZMsg91Report = z.object({
  requestId: z.string().max(100),
  number: z.string().optional(),
  status: z.union([z.string(), z.number()]).transform(String),
  desc: z.string().optional(),
  failedReason: z.string().optional(),
});
const ZMsg91Batch = z.array(
  z.object({ requestId: z.string().max(100), report: z.array(ZMsg91Report.omit({ requestId: true })).max(1000) }),
);

/** One delivery report: the message's request id, MSG91's status code and its words. */
export interface Msg91Report {
  requestId: string;
  status: string;
  desc?: string;
  failedReason?: string;
}

export interface Msg91Event {
  reports: Msg91Report[];
}

/** MSG91's proof: it signs nothing, so its address carries the secret token, compared in constant time. */
export const msg91TokenValid = (given: string | undefined, token: string) => safeEqual(given ?? '', token);

/**
 * MSG91's delivery reports: webhook v2 posts a form whose `data` holds a JSON list (one POST may carry many
 * reports), v3 one report as JSON. MSG91 gives a report no id of its own (`requestId` names the message, and
 * each of its reports differs), so the delivery's id is the body's digest.
 */
export const msg91Webhook: WebhookProvider<Msg91Event> = {
  keptHeaders: ['content-type'],
  read(body, headers) {
    const text = body.toString('utf8');
    if (!(headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) {
      const batch = ZMsg91Batch.safeParse(parseJson(new URLSearchParams(text).get('data') ?? ''));
      return batch.success
        ? { reports: batch.data.flatMap((b) => b.report.map((r) => ({ ...r, requestId: b.requestId }))) }
        : null;
    }
    const one = ZMsg91Report.safeParse(parseJson(text));
    return one.success ? { reports: [one.data] } : null;
  },
  deliveryId: (body) => digestOf(body),
};
