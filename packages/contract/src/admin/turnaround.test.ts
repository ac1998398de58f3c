import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKING_CALENDAR, isIsoDate, ZWorkingCalendar } from '../turnaround/calendar';
import { turnaroundDays } from './turnaround';

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

  it("answer a branch's rule, else the item's rule for every branch, else the default", () => {
    const rules = [
      { item_id: 1, branch_id: null, working_days: 4 },
      { item_id: 1, branch_id: 2, working_days: 9 },
      { item_id: 3, branch_id: 2, working_days: 2 },
    ];
    expect(turnaroundDays(rules, 1, 2, 5)).toBe(9);
    expect(turnaroundDays(rules, 1, 7, 5)).toBe(4);
    expect(turnaroundDays(rules, 1, null, 5)).toBe(4);
    expect(turnaroundDays(rules, 3, 7, 5)).toBe(5);
    expect(turnaroundDays(rules, 3, 2, 5)).toBe(2);
    expect(turnaroundDays(rules, 8, 2, 5)).toBe(5);
  });
});
