import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKING_CALENDAR, type TWorkingCalendar } from './calendar';
import {
  addWorkingMinutes,
  clockState,
  dueAt,
  type Pause,
  turnaroundMinutes,
  workingDayMinutes,
  workingMinutesBetween,
} from './clock';
import { atRiskFrom } from './promise';
import type { Turnaround } from './turnaround';

/** An instant given as India's wall clock, 'YYYY-MM-DD HH:MM[:SS]'. November 2026: Sun 22, Tue 24, Sun 29. */
const ist = (s: string) => new Date(`${s.replace(' ', 'T')}${s.length === 16 ? ':00' : ''}+05:30`);
const pause = (from: string, to: string | null): Pause => ({ from: ist(from), to: to ? ist(to) : null });
const days = (amount: number): Turnaround => ({ amount, unit: 'days' });
const hours = (amount: number): Turnaround => ({ amount, unit: 'hours' });

const cal = DEFAULT_WORKING_CALENDAR; // Monday to Saturday 10:00–19:00: one working day is 540 minutes
/** Thursday 26 November and Monday 30 November closed; Christmas (a Friday). */
const holidays: TWorkingCalendar = {
  ...DEFAULT_WORKING_CALENDAR,
  holidays: ['2026-11-26', '2026-11-30', '2026-12-25'],
};
const shortSaturday: TWorkingCalendar = {
  week: [...DEFAULT_WORKING_CALENDAR.week.slice(0, 6), { open: '10:00', close: '14:00' }],
  holidays: [],
};

interface Case {
  name: string;
  received: string;
  days: number;
  pauses?: Pause[];
  now?: string;
  cal?: TWorkingCalendar;
  due: string;
}

// Each due worked out by hand on the calendar above; the comment is the sum.
const cases: Case[] = [
  {
    name: 'one day from opening ends at that closing, not the next opening',
    received: '2026-11-24 10:00',
    days: 1,
    due: '2026-11-24 19:00',
  },
  {
    name: 'two days from mid-afternoon: the same time two open days later',
    received: '2026-11-24 15:00',
    days: 2,
    due: '2026-11-26 15:00',
  },
  {
    name: 'Sunday is skipped (Sat 7 h + Mon 9 h + Tue 2 h)',
    received: '2026-11-28 12:00',
    days: 2,
    due: '2026-12-01 12:00',
  },
  {
    name: 'received after hours starts at the next opening',
    received: '2026-11-24 20:30',
    days: 1,
    due: '2026-11-25 19:00',
  },
  {
    name: 'received before opening starts at that opening',
    received: '2026-11-24 08:00',
    days: 1,
    due: '2026-11-24 19:00',
  },
  { name: 'received on a Sunday starts on Monday', received: '2026-11-22 11:00', days: 1, due: '2026-11-23 19:00' },
  { name: 'received at closing starts the next day', received: '2026-11-24 19:00', days: 1, due: '2026-11-25 19:00' },
  {
    name: 'received on a holiday starts the next open day',
    received: '2026-11-26 11:00',
    days: 1,
    cal: holidays,
    due: '2026-11-27 19:00',
  },
  {
    name: 'a holiday inside the span is skipped (Wed 4 h, Fri 9 h, Sat 5 h)',
    received: '2026-11-25 15:00',
    days: 2,
    cal: holidays,
    due: '2026-11-28 15:00',
  },
  {
    name: 'a weekend then a Monday holiday (Sat 1 h, Tue 8 h)',
    received: '2026-11-28 18:00',
    days: 1,
    cal: holidays,
    due: '2026-12-01 18:00',
  },
  {
    name: 'Christmas on a Friday (Thu 1 h, Sat 8 h)',
    received: '2026-12-24 18:00',
    days: 1,
    cal: holidays,
    due: '2026-12-26 18:00',
  },
  {
    name: 'just after midnight in India is still Tuesday in UTC: the day is India’s',
    received: '2026-11-25 00:15',
    days: 1,
    due: '2026-11-25 19:00',
  },
  {
    name: 'a short Saturday counts for its 4 hours (Fri 4, Sat 4, Mon 9, Tue 1)',
    received: '2026-11-27 15:00',
    days: 2,
    cal: shortSaturday,
    due: '2026-12-01 11:00',
  },
  { name: 'half a working day is 270 minutes', received: '2026-11-24 10:00', days: 0.5, due: '2026-11-24 14:30' },
  { name: 'no turnaround is due at receipt', received: '2026-11-24 20:00', days: 0, due: '2026-11-24 20:00' },
  {
    name: 'a pause over a night moves the due by its working time (2 h + 1 h)',
    received: '2026-11-24 10:00',
    days: 2,
    pauses: [pause('2026-11-24 17:00', '2026-11-25 11:00')],
    due: '2026-11-26 13:00',
  },
  {
    name: 'a pause over a weekend counts Saturday and Monday only (2 h + 2 h)',
    received: '2026-11-27 10:00',
    days: 3,
    pauses: [pause('2026-11-28 17:00', '2026-11-30 12:00')],
    due: '2026-12-01 14:00',
  },
  {
    name: 'a pause wholly after hours moves nothing',
    received: '2026-11-24 10:00',
    days: 2,
    pauses: [pause('2026-11-24 19:30', '2026-11-25 09:00')],
    due: '2026-11-25 19:00',
  },
  {
    name: 'overlapping and repeated pauses count their union once (12–15: 3 h)',
    received: '2026-11-24 10:00',
    days: 2,
    pauses: [
      pause('2026-11-24 13:00', '2026-11-24 15:00'),
      pause('2026-11-24 12:00', '2026-11-24 14:00'),
      pause('2026-11-24 12:00', '2026-11-24 14:00'),
    ],
    due: '2026-11-26 13:00',
  },
  {
    name: 'an open pause counts until now (Wed 10–14: 4 h)',
    received: '2026-11-24 10:00',
    days: 2,
    pauses: [pause('2026-11-25 10:00', null)],
    now: '2026-11-25 14:00',
    due: '2026-11-26 14:00',
  },
  {
    name: 'the same open pause a day later (Wed 9 h + Thu 1 h)',
    received: '2026-11-24 10:00',
    days: 2,
    pauses: [pause('2026-11-25 10:00', null)],
    now: '2026-11-26 11:00',
    due: '2026-11-27 11:00',
  },
  {
    name: 'a pause that began before receipt counts from receipt (2 h)',
    received: '2026-11-24 10:00',
    days: 1,
    pauses: [pause('2026-11-23 10:00', '2026-11-24 12:00')],
    due: '2026-11-25 12:00',
  },
  {
    name: 'a pause ending after now counts until now (1 h)',
    received: '2026-11-24 10:00',
    days: 1,
    pauses: [pause('2026-11-24 11:00', '2026-11-24 16:00')],
    now: '2026-11-24 12:00',
    due: '2026-11-25 11:00',
  },
  {
    name: 'a pause that begins after the due does not move it',
    received: '2026-11-24 10:00',
    days: 1,
    pauses: [pause('2026-11-25 10:00', '2026-11-25 12:00')],
    due: '2026-11-24 19:00',
  },
  {
    name: 'a pause crossing the due moves it by all of its time (Tue 17–19, Wed 10–12: 4 h)',
    received: '2026-11-24 10:00',
    days: 1,
    pauses: [pause('2026-11-24 17:00', '2026-11-25 12:00')],
    due: '2026-11-25 14:00',
  },
  {
    name: 'a second pause that the first one pushed inside the due counts too (4 h + 2 h)',
    received: '2026-11-24 10:00',
    days: 1,
    pauses: [pause('2026-11-24 15:00', '2026-11-24 19:00'), pause('2026-11-25 11:00', '2026-11-25 13:00')],
    due: '2026-11-25 16:00',
  },
  {
    name: 'a closed and an open pause over a holiday (1 h; Thu closed; Fri 10–12: 2 h)',
    received: '2026-11-24 10:00',
    days: 2,
    cal: holidays,
    pauses: [pause('2026-11-24 11:00', '2026-11-24 12:00'), pause('2026-11-25 18:00', null)],
    now: '2026-11-27 12:00',
    due: '2026-11-27 14:00',
  },
];

describe('the due of a turnaround', () => {
  it.each(cases)('$name', (c) => {
    const now = ist(c.now ?? '2027-01-31 00:00');
    expect(
      dueAt({ receivedAt: ist(c.received), turnaround: days(c.days), pauses: c.pauses ?? [], now }, c.cal ?? cal),
    ).toEqual(ist(c.due));
  });
});

/**
 * Turnarounds in working hours (decision 092): an hour is 60 working minutes whatever the calendar, so a
 * same-day promise lands later the same day, and one that runs past the day's closing goes on at the next
 * opening, over Sundays and holidays.
 */
describe('the due of a turnaround in working hours', () => {
  it.each([
    ['4 hours from 11:00 on a Tuesday: the same day', '2026-11-24 11:00', 4, cal, [], '2026-11-24 15:00'],
    ['1 hour from 18:00: at that closing, not the next opening', '2026-11-24 18:00', 1, cal, [], '2026-11-24 19:00'],
    ['4 hours from 17:00: 2 h that day, 2 h from the next opening', '2026-11-24 17:00', 4, cal, [], '2026-11-25 12:00'],
    ['4 hours from after hours: from the next opening', '2026-11-24 20:00', 4, cal, [], '2026-11-25 14:00'],
    // Wednesday 16:30 to 19:00 is 2 h 30; Thursday 26 is a holiday; Friday from 10:00 adds 1 h 30.
    ['4 hours across a Thursday holiday', '2026-11-25 16:30', 4, holidays, [], '2026-11-27 11:30'],
    // Saturday 17:00 to 19:00, Sunday closed, Monday 30 a holiday, Tuesday from 10:00.
    ['4 hours across a Sunday and a holiday Monday', '2026-11-28 17:00', 4, holidays, [], '2026-12-01 12:00'],
    // A short Saturday counts for what it is: 2 h there, 2 h on Monday (one working day stays 540 min).
    ['4 hours from 12:00 on a short Saturday', '2026-11-28 12:00', 4, shortSaturday, [], '2026-11-30 12:00'],
    // Tuesday 9 h + Wednesday 9 h + Thursday 6 h.
    ['24 hours: two days and six hours', '2026-11-24 10:00', 24, cal, [], '2026-11-26 16:00'],
    [
      'a two-hour pause moves it on by two hours',
      '2026-11-24 11:00',
      4,
      cal,
      [pause('2026-11-24 12:00', '2026-11-24 14:00')],
      '2026-11-24 17:00',
    ],
    // Paused 18:00 to Wednesday 11:00: 1 h + 1 h of working time.
    [
      'a pause over the night counts its working time only',
      '2026-11-24 16:00',
      4,
      cal,
      [pause('2026-11-24 18:00', '2026-11-25 11:00')],
      '2026-11-25 13:00',
    ],
  ] as const)('%s', (_, received, n, c, pauses, due) => {
    const now = ist('2027-01-31 00:00');
    expect(dueAt({ receivedAt: ist(received), turnaround: hours(n), pauses: [...pauses], now }, c)).toEqual(ist(due));
  });

  it('counts 60 minutes an hour, so nine hours are one working day of the default calendar and not of others', () => {
    expect(turnaroundMinutes(hours(4), cal)).toBe(240);
    expect(turnaroundMinutes(hours(9), cal)).toBe(turnaroundMinutes(days(1), cal));
    const long = { ...cal, week: cal.week.map((d) => d && { open: '09:00', close: '21:00' }) };
    expect(turnaroundMinutes(hours(4), long)).toBe(240);
    expect(turnaroundMinutes(days(1), long)).toBe(720);
    expect(() => turnaroundMinutes(hours(-1), cal)).toThrow(RangeError);
  });

  it('falls at risk in the last 20 % of the hours: 48 minutes of four hours', () => {
    const item = { receivedAt: ist('2026-11-24 11:00'), turnaround: hours(4), pauses: [] as Pause[] };
    const at = (now: string) => clockState({ ...item, now: ist(now) }, cal);
    expect(at('2026-11-24 14:11')).toMatchObject({ state: 'on_track', minutesLeft: 49 });
    expect(at('2026-11-24 14:12')).toMatchObject({ state: 'at_risk', minutesLeft: 48 });
    expect(at('2026-11-24 15:00:01')).toMatchObject({ state: 'late', due: ist('2026-11-24 15:00') });
    // The stored instant says the same (decision 059), and crosses the night when the due is early.
    expect(atRiskFrom(ist('2026-11-24 15:00'), hours(4), cal)).toEqual(ist('2026-11-24 14:12'));
    expect(atRiskFrom(ist('2026-11-25 10:30'), hours(4), cal)).toEqual(ist('2026-11-24 18:42'));
  });
});

describe('working minutes', () => {
  it.each([
    ['within one day', '2026-11-24 11:00', '2026-11-24 12:30', cal, 90],
    ['across a night', '2026-11-24 18:00', '2026-11-25 11:00', cal, 120],
    ['across a Sunday', '2026-11-28 18:00', '2026-11-30 10:30', cal, 90],
    ['across a Thursday holiday', '2026-11-25 18:00', '2026-11-27 10:30', holidays, 90],
    ['wholly after hours', '2026-11-24 19:00', '2026-11-25 10:00', cal, 0],
    ['backwards', '2026-11-25 10:00', '2026-11-24 10:00', cal, 0],
    ['a whole week', '2026-11-23 00:00', '2026-11-30 00:00', cal, 6 * 540],
    ['seconds count as a fraction', '2026-11-24 10:00:00', '2026-11-24 10:00:30', cal, 0.5],
  ] as const)('%s', (_, from, to, c, minutes) => {
    expect(workingMinutesBetween(ist(from), ist(to), c)).toBe(minutes);
  });

  it('are added from the next opening, and land on a closing when a day is used up', () => {
    expect(addWorkingMinutes(ist('2026-11-28 20:00'), 30, cal)).toEqual(ist('2026-11-30 10:30'));
    expect(addWorkingMinutes(ist('2026-11-24 18:00'), 60, cal)).toEqual(ist('2026-11-24 19:00'));
    expect(addWorkingMinutes(ist('2026-11-24 18:00'), 61, cal)).toEqual(ist('2026-11-25 10:01'));
    expect(addWorkingMinutes(ist('2026-11-22 12:00'), 0, cal)).toEqual(ist('2026-11-22 12:00'));
    expect(() => addWorkingMinutes(ist('2026-11-24 10:00'), -1, cal)).toThrow(RangeError);
  });

  it('take a working day as the most common open day', () => {
    expect(workingDayMinutes(cal)).toBe(540);
    expect(workingDayMinutes(shortSaturday)).toBe(540);
    expect(turnaroundMinutes(days(3), cal)).toBe(1620);
    const twoLong = {
      week: [null, { open: '09:00', close: '13:00' }, { open: '09:00', close: '18:00' }, ...Array(4).fill(null)],
      holidays: [],
    };
    expect(workingDayMinutes(twoLong)).toBe(540); // one 4 h day and one 9 h day: the longer wins the tie
    expect(() => turnaroundMinutes(days(-1), cal)).toThrow(RangeError);
  });

  it('refuse a calendar that never opens instead of walking forever', () => {
    expect(() =>
      workingMinutesBetween(ist('2026-11-24 10:00'), ist('2026-11-25 10:00'), {
        week: Array(7).fill(null),
        holidays: [],
      }),
    ).toThrow(RangeError);
  });
});

describe('bad input', () => {
  it('is refused rather than walked forever or counted as nothing', () => {
    const bad = new Date('not a date');
    expect(() => addWorkingMinutes(bad, 10, cal)).toThrow(RangeError);
    expect(() => workingMinutesBetween(bad, ist('2026-11-24 10:00'), cal)).toThrow(RangeError);
    const item = { receivedAt: ist('2026-11-24 10:00'), turnaround: days(1), now: ist('2026-11-24 12:00') };
    expect(() => dueAt({ ...item, pauses: [{ from: bad, to: null }] }, cal)).toThrow(RangeError);
  });
});
