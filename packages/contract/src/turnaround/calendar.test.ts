import { describe, expect, it } from 'vitest';
import { CalendarMsg, DEFAULT_WORKING_CALENDAR, MAX_HOLIDAYS, ZWorkingCalendar } from './calendar';

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
