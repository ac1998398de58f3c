import { z } from 'zod';
import { ZWorkingCalendar } from '../turnaround/calendar';
import { TurnaroundMsg } from './turnaround-messages';

export { TurnaroundMsg };

/** A turnaround, in working days: at least one, at most about four months. */
export const MIN_TURNAROUND_DAYS = 1;
export const MAX_TURNAROUND_DAYS = 90;
/** The company's turnaround when the admin has set none: a working week. */
export const DEFAULT_TURNAROUND_DAYS = 5;
const ZWorkingDays = z
  .number(TurnaroundMsg.enterWorkingDays)
  .int(TurnaroundMsg.enterWorkingDays)
  .min(MIN_TURNAROUND_DAYS, TurnaroundMsg.enterWorkingDays)
  .max(MAX_TURNAROUND_DAYS, TurnaroundMsg.enterWorkingDays);
const ZId = z.number().int().positive().max(2_147_483_647);

/** The calendar and the company's default turnaround, saved together (the screen's first card). */
export const ZCalendarSave = z.strictObject({ calendar: ZWorkingCalendar, default_days: ZWorkingDays });
export type TCalendarSave = z.infer<typeof ZCalendarSave>;

/** An item type's turnaround, for every branch (branch_id null) or for one branch (overrides the former). */
const ZItemId = z.number(TurnaroundMsg.selectItemType).int().positive(TurnaroundMsg.selectItemType).max(2_147_483_647);
export const ZTurnaroundRuleSave = z.strictObject({
  item_id: ZItemId,
  branch_id: ZId.nullable(),
  working_days: ZWorkingDays,
});
export type TTurnaroundRuleSave = z.infer<typeof ZTurnaroundRuleSave>;
export const ZTurnaroundRuleKey = z.strictObject({ item_id: ZId, branch_id: ZId.nullable() });
export type TTurnaroundRuleKey = z.infer<typeof ZTurnaroundRuleKey>;

export const ZTurnaroundRule = z.object({
  item_id: z.number().int(),
  item_name: z.string(),
  branch_id: z.number().int().nullable(),
  /** null: every branch. */
  branch_name: z.string().nullable(),
  working_days: z.number().int(),
});
export type TTurnaroundRule = z.infer<typeof ZTurnaroundRule>;
const ZChoice = z.object({ id: z.number().int(), name: z.string(), active: z.boolean() });
export type TTurnaroundChoice = z.infer<typeof ZChoice>;

export const ZTurnaroundSettingsReply = z.object({
  statusFlag: z.number().int(),
  message: z.string(),
  calendar: ZWorkingCalendar,
  default_days: z.number().int(),
  rules: z.array(ZTurnaroundRule),
  /** The catalogue's items and the branches a rule can name (with the inactive ones a rule still names). */
  items: z.array(ZChoice),
  branches: z.array(ZChoice),
});
export type TTurnaroundSettingsReply = z.infer<typeof ZTurnaroundSettingsReply>;

/**
 * The working days an item gets: its branch's rule, else the item's rule for every branch, else the
 * company's default. The server answers the same from SQL (`turnaroundFor`); the workflow model uses this.
 */
export function turnaroundDays(
  rules: readonly Pick<TTurnaroundRule, 'item_id' | 'branch_id' | 'working_days'>[],
  itemId: number,
  branchId: number | null,
  defaultDays: number,
): number {
  const forItem = rules.filter((r) => r.item_id === itemId);
  const branch = branchId === null ? undefined : forItem.find((r) => r.branch_id === branchId);
  return branch?.working_days ?? forItem.find((r) => r.branch_id === null)?.working_days ?? defaultDays;
}
