import { z } from 'zod';
import { ZMonth } from '../invoices/schemas';
import { ITEM_STATUSES, type TItemStatus } from '../requests/statuses';

/**
 * How the turnaround report groups its figures (decision 061); `promise` by the turnaround promised at receipt,
 * "4 working hours", "3 working days" (decision 092).
 */
export const TURNAROUND_GROUPINGS = ['month', 'branch', 'item', 'technician', 'promise'] as const;
export type TTurnaroundGrouping = (typeof TURNAROUND_GROUPINGS)[number];

/**
 * The statuses a delivered item can have spent time in, in flow order: the report's time-in-status columns
 * (delivered ends the count, cancelled is never delivered).
 */
export const TIMED_STATUSES = ITEM_STATUSES.filter((s) => s !== 'delivered' && s !== 'cancelled') as Exclude<
  TItemStatus,
  'delivered' | 'cancelled'
>[];

export const ZTurnaroundReport = z
  .strictObject({
    by: z.enum(TURNAROUND_GROUPINGS).default('month'),
    /** The first and last India month counted (deliveries and ratings of those months). */
    from: ZMonth.optional(),
    to: ZMonth.optional(),
  })
  .refine((b) => !b.from || !b.to || b.from <= b.to, { message: 'The first month must not be after the last.' });
export type TTurnaroundReportInput = z.input<typeof ZTurnaroundReport>;
export type TTurnaroundReport = z.output<typeof ZTurnaroundReport>;

export const ZTurnaroundRow = z.object({
  /**
   * The month (YYYY-MM), branch id, item type id, technician's user id or promise (`hours:4`, `days:3`: the
   * contract's `turnaroundKey`); null: none (no branch, no technician, no promise).
   */
  key: z.string().nullable(),
  /** What the screen and the CSV call it; null with a null key. */
  name: z.string().nullable(),
  delivered: z.number().int(),
  on_time: z.number().int(),
  late: z.number().int(),
  /**
   * Delivered items that had no promised date (received before promises existed, or declined or not repairable:
   * decision 093): in neither share.
   */
  no_due: z.number().int(),
  /** on_time / (on_time + late), as a percentage with one decimal; null when none had a due. */
  on_time_percent: z.number().nullable(),
  ratings: z.number().int(),
  average_rating: z.number().nullable(),
  /** Average wall-clock hours a delivered item spent in each status it passed through (one decimal). */
  statuses: z.array(z.object({ status: z.enum(ITEM_STATUSES), items: z.number().int(), average_hours: z.number() })),
});
export type TTurnaroundRow = z.infer<typeof ZTurnaroundRow>;

export const ZTurnaroundReply = z.object({
  statusFlag: z.number().int(),
  message: z.string(),
  by: z.enum(TURNAROUND_GROUPINGS),
  rows: z.array(ZTurnaroundRow),
  total: ZTurnaroundRow,
});
export type TTurnaroundReply = z.infer<typeof ZTurnaroundReply>;
