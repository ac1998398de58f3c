import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKING_CALENDAR, isIsoDate, ZWorkingCalendar } from '../turnaround/calendar';
import { turnaroundOfItem, ZCalendarSave, ZTurnaroundRuleSave } from './turnaround';
import { TurnaroundMsg } from './turnaround-messages';

describe('the turnaround settings', () => {
  it('start Monday to Saturday 10:00–19:00 with Sunday closed, a calendar the schema takes', () => {
    expect(DEFAULT_WORKING_CALENDAR.week[0]).toBeNull();
    expect(DEFAULT_WORKING_CALENDAR.week.slice(1).every((d) => d?.open === '10:00' && d.close === '19:00')).toBe(true);
    expect(ZWorkingCalendar.safeParse(DEFAULT_WORKING_CALENDAR).success).toBe(true);
  });

  it('take real dates only', () => {
    expect(['2026-12-25', '2028-02-29'].every(isIsoDate)).toBe(true);
    expect(['2026-02-29', '2026-13-01', '25-12-2026', '2026-1-5', ''].some(isIsoDate)).toBe(false);
  });

  it("answer a branch's rule, else the item's rule for every branch, else the default, in hours or days", () => {
    const rules = [
      { item_id: 1, branch_id: null, working_days: 4, working_hours: null },
      { item_id: 1, branch_id: 2, working_days: null, working_hours: 4 },
      { item_id: 3, branch_id: 2, working_days: 2, working_hours: null },
    ];
    const fallback = { amount: 5, unit: 'days' } as const;
    expect(turnaroundOfItem(rules, 1, 2, fallback)).toEqual({ amount: 4, unit: 'hours' });
    expect(turnaroundOfItem(rules, 1, 7, fallback)).toEqual({ amount: 4, unit: 'days' });
    expect(turnaroundOfItem(rules, 1, null, fallback)).toEqual({ amount: 4, unit: 'days' });
    expect(turnaroundOfItem(rules, 3, 7, fallback)).toBe(fallback);
    expect(turnaroundOfItem(rules, 3, 2, fallback)).toEqual({ amount: 2, unit: 'days' });
    expect(turnaroundOfItem(rules, 8, 2, fallback)).toBe(fallback);
  });

  it('take a turnaround in whole working hours (1–24) or whole working days (1–90), exactly one (decision 092)', () => {
    const rule = { item_id: 1, branch_id: null };
    const issue = (body: unknown) => {
      const r = ZTurnaroundRuleSave.safeParse(body);
      return r.success ? null : r.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    for (const ok of [
      { working_hours: 4 },
      { working_hours: 1 },
      { working_hours: 24 },
      { working_days: 1 },
      { working_days: 90 },
    ])
      expect(issue({ ...rule, ...ok }), JSON.stringify(ok)).toBeNull();
    const hours = TurnaroundMsg.enterWorkingHours;
    const days = TurnaroundMsg.enterWorkingDays;
    expect(issue({ ...rule, working_hours: 0 })).toEqual([['working_hours', hours]]);
    expect(issue({ ...rule, working_hours: 25 })).toEqual([['working_hours', hours]]);
    expect(issue({ ...rule, working_hours: 1.5 })).toEqual([['working_hours', hours]]);
    expect(issue({ ...rule, working_days: 0.5 })).toEqual([['working_days', days]]);
    expect(issue({ ...rule, working_days: 91 })).toEqual([['working_days', days]]);
    expect(issue(rule)).toEqual([['working_days', TurnaroundMsg.hoursOrDays]]);
    expect(issue({ ...rule, working_days: 1, working_hours: 4 })).toEqual([
      ['working_days', TurnaroundMsg.hoursOrDays],
    ]);
    // The company's default takes the same, under its own names.
    const calendar = DEFAULT_WORKING_CALENDAR;
    expect(ZCalendarSave.safeParse({ calendar, default_hours: 4 }).success).toBe(true);
    expect(ZCalendarSave.safeParse({ calendar, default_days: 5 }).success).toBe(true);
    expect(ZCalendarSave.safeParse({ calendar, default_days: 5, default_hours: 4 }).success).toBe(false);
    expect(ZCalendarSave.safeParse({ calendar }).success).toBe(false);
  });
});
