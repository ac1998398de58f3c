import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKING_CALENDAR, type TWorkingCalendar } from './calendar';
import { AT_RISK_PERCENT, turnaroundMinutes, workingMinutesBefore, workingMinutesBetween } from './clock';
import { atRiskFrom } from './promise';

/** An instant given as India's wall clock, 'YYYY-MM-DD HH:MM'. November 2026: Tuesday 24, Sunday 29. */
const ist = (s: string) => new Date(`${s.replace(' ', 'T')}:00+05:30`);
const cal = DEFAULT_WORKING_CALENDAR; // Monday to Saturday 10:00–19:00
const withHoliday: TWorkingCalendar = { ...cal, holidays: ['2026-11-30'] };

describe('the instant an item falls at risk (decision 059)', () => {
  it.each([
    // due, working days, calendar, expected: 20 % of 2 days of 9 h = 3 h 36 min before the due
    ['2026-11-26 15:00', 2, cal, '2026-11-26 11:24'],
    // the count crosses the night: 15:00 Thursday less Thursday's 1 h and 2 h 36 min of Wednesday
    ['2026-11-26 11:00', 2, cal, '2026-11-25 16:24'],
    // across Sunday: Monday 11:00 less 3 h 36 min reaches Saturday
    ['2026-11-30 11:00', 2, cal, '2026-11-28 16:24'],
    // across a holiday Monday
    ['2026-12-01 11:00', 2, withHoliday, '2026-11-28 16:24'],
    // a count that runs out at an opening lands at the previous closing (no working time between them)
    ['2026-11-26 13:36', 2, cal, '2026-11-25 19:00'],
    // no turnaround: at risk from the due itself
    ['2026-11-26 15:00', 0, cal, '2026-11-26 15:00'],
    // 10 days: 18 h before, two whole days
    ['2026-11-26 15:00', 10, cal, '2026-11-24 15:00'],
  ] as const)('due %s, %d days', (due, days, c, expected) => {
    expect(atRiskFrom(ist(due), { amount: days, unit: 'days' }, c).toISOString()).toBe(ist(expected).toISOString());
  });

  it('is the earliest instant with at most 20 % of the turnaround left (a sweep by the minute)', () => {
    const due = ist('2026-12-01 12:17');
    const limit = (turnaroundMinutes({ amount: 3, unit: 'days' }, cal) * AT_RISK_PERCENT) / 100;
    const from = atRiskFrom(due, { amount: 3, unit: 'days' }, cal).getTime();
    for (let t = ist('2026-11-26 09:00').getTime(); t <= due.getTime(); t += 7 * 60_000) {
      const left = workingMinutesBetween(new Date(t), due, cal);
      expect(left <= limit, new Date(t).toISOString()).toBe(t >= from);
    }
  });

  it('refuses an invalid date', () => {
    expect(() => workingMinutesBefore(new Date(Number.NaN), 10, cal)).toThrow(RangeError);
  });
});
