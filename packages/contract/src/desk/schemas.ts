import { z } from 'zod';
import { ZReqCode } from '../requests/schemas';

export const ZActionCountsReply = z.object({
  statusFlag: z.number().int(),
  message: z.string(),
  counts: z.object({
    receipt: z.number().int(),
    charges: z.number().int(),
    repair: z.number().int(),
    dispatch: z.number().int(),
    delivery: z.number().int(),
  }),
  /**
   * Requests with a late item, and requests at risk (an item at risk, none late), at the server's now:
   * exact up to CLOCK_COUNT_SHOWN, CLOCK_COUNT_SHOWN + 1 when there are more.
   */
  clock_counts: z.object({ at_risk: z.number().int(), late: z.number().int() }),
  /** Requests whose customer waits for an answer in their conversation (issue 30). */
  awaiting_reply: z.number().int(),
  /** Requests in each courier queue (issue 43): arrived by courier, a courier's problem, gone quiet. */
  courier_counts: z.object({ arrived: z.number().int(), exception: z.number().int(), quiet: z.number().int() }),
});
export type TActionCountsReply = z.infer<typeof ZActionCountsReply>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  by: z.string(),
  /** The employee's name in Tamil, where the employee form has it: Tamil screens show it. */
  by_tamil: z.string().nullable(),
  entity: z.string(),
  entity_id: z.string(),
  action: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditRequest = z.strictObject({ req_code: ZReqCode });
export const ZAuditReply = z.object({
  statusFlag: z.number().int(),
  message: z.string(),
  audit_details: z.array(ZAuditEntry),
});
export type TAuditReply = z.infer<typeof ZAuditReply>;
