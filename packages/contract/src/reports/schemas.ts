import { z } from 'zod';
import { REQUEST_GROUPS } from '../requests/statuses';
import { REPORT_LIST_KEY } from './list-keys';

export { REPORT_LIST_KEY, type TReportListKey } from './list-keys';

/** The filters every report call shares; `customer_code` is for staff and ignored for customers. */
export const reportFilterShape = {
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  search: z.string().trim().max(60).optional(),
  customer_code: z.string().trim().max(20).optional(),
};

export const ZReportList = z.strictObject({
  ...reportFilterShape,
  cursor: z.string().max(200).optional(),
  limit: z.number().int().min(1).max(100).default(25),
});
export type TReportListInput = z.input<typeof ZReportList>;
export type TReportList = z.output<typeof ZReportList>;

export const ZReportRow = z.object({
  req_code: z.string(),
  created_at: z.string(),
  customer_name: z.string(),
  customer_code: z.string(),
  item_count: z.number().int(),
  group: z.enum(REQUEST_GROUPS),
  charges: z.number(),
});
export type TReportRow = z.infer<typeof ZReportRow>;

export const ZReportTotals = z.object({ requests: z.number().int(), items: z.number().int(), charges: z.number() });
export type TReportTotals = z.infer<typeof ZReportTotals>;

const listReply = <K extends string>(key: K) =>
  z.object({
    statusFlag: z.number().int(),
    message: z.string(),
    next_cursor: z.string().nullable(),
    totals: ZReportTotals,
    ...({ [key]: z.array(ZReportRow) } as Record<K, z.ZodArray<typeof ZReportRow>>),
  });
export const ZCompletedReply = listReply(REPORT_LIST_KEY.completed);
export const ZInProgressReply = listReply(REPORT_LIST_KEY.in_progress);
export const ZPendingReply = listReply(REPORT_LIST_KEY.pending);

export const ZReportSummary = z.strictObject(reportFilterShape);
export type TReportSummaryInput = z.input<typeof ZReportSummary>;
export const ZReportSummaryReply = z.object({
  statusFlag: z.number().int(),
  message: z.string(),
  groups: z.record(z.enum(REQUEST_GROUPS), ZReportTotals),
  weekly: z.array(z.object({ week: z.string(), group: z.enum(REQUEST_GROUPS), requests: z.number().int() })),
});
export type TReportSummaryReply = z.infer<typeof ZReportSummaryReply>;

export const ZReportBreakdown = z.strictObject({
  ...reportFilterShape,
  group: z.enum(REQUEST_GROUPS),
  by: z.enum(['customer', 'item', 'brand']),
});
export const ZReportBreakdownReply = z.object({
  statusFlag: z.number().int(),
  message: z.string(),
  rows: z.array(
    z.object({ name: z.string(), requests: z.number().int(), items: z.number().int(), charges: z.number() }),
  ),
});
export type TReportBreakdownReply = z.infer<typeof ZReportBreakdownReply>;

export const ZReportExport = z.strictObject({ ...reportFilterShape, group: z.enum(REQUEST_GROUPS) });
export type TReportExportInput = z.input<typeof ZReportExport>;
export type TReportExport = z.output<typeof ZReportExport>;
