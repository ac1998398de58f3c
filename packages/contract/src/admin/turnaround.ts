import { z } from 'zod';

/** The turnaround settings' messages (English; the web's catalogues hold them under these keys in both languages). */
export const TurnaroundMsg = {
  enterTime: 'Please enter a time as HH:MM, from 00:00 to 23:59',
  closeAfterOpen: 'The closing time must be after the opening time',
  keepOneWorkingDay: 'Please keep at least one working day in the week',
  enterHolidayDate: 'Please enter a real date as YYYY-MM-DD',
  tooManyHolidays: 'Please list at most 366 holidays',
  enterWorkingDays: 'Please enter a whole number of working days from 1 to 90',
  selectItemType: 'Please select an item type',
  unknownItem: 'This item is not in the catalogue',
  unknownBranch: 'This branch does not exist',
  ruleRemoved: 'Turnaround rule removed.',
} as const;

/** A turnaround, in working days: at least one, at most about four months. */
export const MIN_TURNAROUND_DAYS = 1;
export const MAX_TURNAROUND_DAYS = 90;
/** The company's turnaround when the admin has set none: a working week. */
export const DEFAULT_TURNAROUND_DAYS = 5;
export const MAX_HOLIDAYS = 366;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

const ZTime = z.string().regex(TIME, TurnaroundMsg.enterTime);
/** One weekday's working hours, India's time; 'HH:MM' compares as text, so close > open is the rule. */
export const ZWorkingHours = z
  .strictObject({ open: ZTime, close: ZTime })
  .refine((h) => h.close > h.open, { message: TurnaroundMsg.closeAfterOpen, path: ['close'] });
export type TWorkingHours = z.infer<typeof ZWorkingHours>;

/**
 * When the company works: `week` has 7 entries, index 0 = Sunday (as Date.getDay), null = closed;
 * `holidays` are whole days closed, YYYY-MM-DD. The working-hours clock (contract `turnaround/`) takes
 * exactly this shape.
 */
export const ZWorkingCalendar = z
  .strictObject({
    week: z.array(ZWorkingHours.nullable()).length(7),
    holidays: z
      .array(z.string().refine(isIsoDate, TurnaroundMsg.enterHolidayDate))
      .max(MAX_HOLIDAYS, TurnaroundMsg.tooManyHolidays),
  })
  // A week with no working hours would never reach a due date.
  .refine((c) => c.week.some((d) => d !== null), { message: TurnaroundMsg.keepOneWorkingDay, path: ['week'] });
export type TWorkingCalendar = z.infer<typeof ZWorkingCalendar>;

const WORKDAY = { open: '10:00', close: '19:00' } as const;
/** A new install's calendar: Monday to Saturday 10:00–19:00, Sunday closed, no holidays. */
export const DEFAULT_WORKING_CALENDAR: TWorkingCalendar = {
  week: [null, WORKDAY, WORKDAY, WORKDAY, WORKDAY, WORKDAY, WORKDAY],
  holidays: [],
};

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
