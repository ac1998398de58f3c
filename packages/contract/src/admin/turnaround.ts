import { z } from 'zod';
import { ZWorkingCalendar } from '../turnaround/calendar';
import { type Turnaround, turnaroundOf } from '../turnaround/turnaround';
import { TurnaroundMsg } from './turnaround-messages';

export { TurnaroundMsg };

/**
 * A turnaround (decision 092): whole working days from 1 to about four months, or whole working hours from 1
 * to 24 for a same-day or next-day promise. Half a day is refused with the message saying to give hours.
 */
export const MIN_TURNAROUND_DAYS = 1;
export const MAX_TURNAROUND_DAYS = 90;
export const MIN_TURNAROUND_HOURS = 1;
export const MAX_TURNAROUND_HOURS = 24;
/** The company's turnaround when the admin has set none: a working week. */
export const DEFAULT_TURNAROUND_DAYS = 5;
const ZWorkingDays = z
  .number(TurnaroundMsg.enterWorkingDays)
  .int(TurnaroundMsg.enterWorkingDays)
  .min(MIN_TURNAROUND_DAYS, TurnaroundMsg.enterWorkingDays)
  .max(MAX_TURNAROUND_DAYS, TurnaroundMsg.enterWorkingDays);
const ZWorkingHours = z
  .number(TurnaroundMsg.enterWorkingHours)
  .int(TurnaroundMsg.enterWorkingHours)
  .min(MIN_TURNAROUND_HOURS, TurnaroundMsg.enterWorkingHours)
  .max(MAX_TURNAROUND_HOURS, TurnaroundMsg.enterWorkingHours);
const ZId = z.number().int().positive().max(2_147_483_647);

/**
 * A body's turnaround: `<prefix>_days` or `<prefix>_hours`, exactly one (a body of days only, as before
 * decision 092, reads as it always did). Neither or both is refused on the days field.
 */
function oneUnit<K extends string>(days: K, hours: K) {
  return <T extends Partial<Record<K, number>>>(b: T, ctx: z.RefinementCtx<T>) => {
    if ((b[days] === undefined) !== (b[hours] === undefined)) return;
    ctx.addIssue({ code: 'custom', path: [days], message: TurnaroundMsg.hoursOrDays });
  };
}

/** The calendar and the company's default turnaround, saved together (the screen's first card). */
export const ZCalendarSave = z
  .strictObject({
    calendar: ZWorkingCalendar,
    default_days: ZWorkingDays.optional(),
    default_hours: ZWorkingHours.optional(),
  })
  .superRefine(oneUnit('default_days', 'default_hours'));
export type TCalendarSave = z.infer<typeof ZCalendarSave>;

/** An item type's turnaround, for every branch (branch_id null) or for one branch (overrides the former). */
const ZItemId = z.number(TurnaroundMsg.selectItemType).int().positive(TurnaroundMsg.selectItemType).max(2_147_483_647);
export const ZTurnaroundRuleSave = z
  .strictObject({
    item_id: ZItemId,
    branch_id: ZId.nullable(),
    working_days: ZWorkingDays.optional(),
    working_hours: ZWorkingHours.optional(),
  })
  .superRefine(oneUnit('working_days', 'working_hours'));
export type TTurnaroundRuleSave = z.infer<typeof ZTurnaroundRuleSave>;
export const ZTurnaroundRuleKey = z.strictObject({ item_id: ZId, branch_id: ZId.nullable() });
export type TTurnaroundRuleKey = z.infer<typeof ZTurnaroundRuleKey>;

export const ZTurnaroundRule = z.object({
  item_id: z.number().int(),
  item_name: z.string(),
  branch_id: z.number().int().nullable(),
  /** null: every branch. */
  branch_name: z.string().nullable(),
  /** The turnaround: working days, or working hours; the other is null (decision 092). */
  working_days: z.number().int().nullable(),
  working_hours: z.number().int().nullable(),
});
export type TTurnaroundRule = z.infer<typeof ZTurnaroundRule>;
const ZChoice = z.object({ id: z.number().int(), name: z.string(), active: z.boolean() });
export type TTurnaroundChoice = z.infer<typeof ZChoice>;

export const ZTurnaroundSettingsReply = z.object({
  statusFlag: z.number().int(),
  message: z.string(),
  calendar: ZWorkingCalendar,
  /** The company's default turnaround: working days, or working hours; the other is null. */
  default_days: z.number().int().nullable(),
  default_hours: z.number().int().nullable(),
  rules: z.array(ZTurnaroundRule),
  /** The catalogue's items and the branches a rule can name (with the inactive ones a rule still names). */
  items: z.array(ZChoice),
  branches: z.array(ZChoice),
});
export type TTurnaroundSettingsReply = z.infer<typeof ZTurnaroundSettingsReply>;

/**
 * The turnaround an item gets: its branch's rule, else the item's rule for every branch, else the company's
 * default. The server answers the same from SQL (`turnaroundFor`); the workflow model uses this.
 */
export function turnaroundOfItem(
  rules: readonly Pick<TTurnaroundRule, 'item_id' | 'branch_id' | 'working_days' | 'working_hours'>[],
  itemId: number,
  branchId: number | null,
  fallback: Turnaround,
): Turnaround {
  const forItem = rules.filter((r) => r.item_id === itemId);
  const rule =
    (branchId === null ? undefined : forItem.find((r) => r.branch_id === branchId)) ??
    forItem.find((r) => r.branch_id === null);
  return (rule && turnaroundOf(rule.working_days, rule.working_hours)) ?? fallback;
}
