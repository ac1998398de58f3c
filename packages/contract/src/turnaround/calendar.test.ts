import { describe, expect, it } from 'vitest';
import { CalendarMsg, DEFAULT_WORKING_CALENDAR, MAX_HOLIDAYS, openingOfDay, ZWorkingCalendar } from './calendar';

const day = (open: string, close: string) => ({ open, close });
const week = DEFAULT_WORKING_CALENDAR.week;
const withDay = (i: number, d: unknown) => ({ week: week.map((w, j) => (j === i ? d : w)), holidays: [] });

/** The messages a calendar is refused with, or [] when it is accepted. */
const refusals = (cal: unknown) => {
  const r = ZWorkingCalendar.safeParse(cal);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('a working calendar', () => {
  it('accepts the default (Monday to Saturday 10:00–19:00) and a year of holidays', () => {
    expect(refusals(DEFAULT_WORKING_CALENDAR)).toEqual([]);
    expect(DEFAULT_WORKING_CALENDAR.week[0]).toBeNull();
    const holidays = Array.from({ length: MAX_HOLIDAYS }, (_, i) =>
      new Date(Date.UTC(2028, 0, 1 + i)).toISOString().slice(0, 10),
    );
    expect(refusals({ week, holidays })).toEqual([]);
    expect(refusals(withDay(6, day('00:00', '23:59')))).toEqual([]);
  });

  it.each([
    ['a time without its leading zero', withDay(1, day('9:30', '18:00')), CalendarMsg.enterTime],
    ['24:00', withDay(1, day('10:00', '24:00')), CalendarMsg.enterTime],
    ['minutes past 59', withDay(1, day('10:60', '18:00')), CalendarMsg.enterTime],
    ['closing at opening', withDay(2, day('10:00', '10:00')), CalendarMsg.closeAfterOpen],
    ['closing before opening (a night shift)', withDay(2, day('19:00', '10:00')), CalendarMsg.closeAfterOpen],
    ['six days', { week: week.slice(1), holidays: [] }, CalendarMsg.sevenDays],
    ['eight days', { week: [...week, null], holidays: [] }, CalendarMsg.sevenDays],
    ['a week that never opens', { week: Array(7).fill(null), holidays: [] }, CalendarMsg.keepOneWorkingDay],
    ['a date that does not exist', { week, holidays: ['2026-02-30'] }, CalendarMsg.enterHolidayDate],
    ['a date written the Indian way', { week, holidays: ['26-01-2027'] }, CalendarMsg.enterHolidayDate],
    [
      'more holidays than days in a year',
      {
        week,
        holidays: Array.from({ length: MAX_HOLIDAYS + 1 }, (_, i) =>
          new Date(Date.UTC(2028, 0, 1 + i)).toISOString().slice(0, 10),
        ),
      },
      CalendarMsg.tooManyHolidays,
    ],
  ])('refuses %s', (_, cal, message) => {
    expect(refusals(cal)).toContain(message);
  });

  it('refuses a day that is neither hours nor closed', () => {
    expect(refusals(withDay(3, 'closed'))).not.toEqual([]);
    expect(refusals({ week })).not.toEqual([]);
  });
});

describe("a day's opening (the morning digest's hour)", () => {
  const cal = { week, holidays: ['2026-12-02'] };
  it.each([
    ['a Monday morning before opening', '2026-11-30T02:00:00Z', '2026-11-30', '2026-11-30T04:30:00.000Z'],
    ['a Monday after closing', '2026-11-30T17:00:00Z', '2026-11-30', '2026-11-30T04:30:00.000Z'],
    [
      'just after midnight in India, still the day before in UTC',
      '2026-11-30T18:45:00Z',
      '2026-12-01',
      '2026-12-01T04:30:00.000Z',
    ],
    ['a holiday', '2026-12-02T06:00:00Z', '2026-12-02', null],
    ['a Sunday', '2026-11-29T06:00:00Z', '2026-11-29', null],
  ])('%s', (_, now, date, opensAt) => {
    const got = openingOfDay(new Date(now), cal);
    expect({ date: got.date, opensAt: got.opensAt?.toISOString() ?? null }).toEqual({ date, opensAt });
  });
});
