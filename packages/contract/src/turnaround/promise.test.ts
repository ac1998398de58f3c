import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKING_CALENDAR } from './calendar';
import { clockState, dueAt, type Pause } from './clock';
import { carriesPromise, dueAfterPause, dueIfPartsArrive, itemPromise } from './promise';

/** An instant given as India's wall clock, 'YYYY-MM-DD HH:MM'. November 2026: Tuesday 24, Sunday 29. */
const ist = (s: string) => new Date(`${s.replace(' ', 'T')}:00+05:30`);
const cal = DEFAULT_WORKING_CALENDAR; // Monday to Saturday 10:00–19:00
const receivedAt = ist('2026-11-24 10:00');
const turnaround = { amount: 2, unit: 'days' } as const;

/**
 * What the server stores (decision 053): the due at receipt, moved by each closed pause when it ends; the
 * start of an open pause. Read back with `itemPromise`, it must agree with the clock's own `clockState`.
 */
function stored(pauses: Pause[]) {
  let due = dueAt({ receivedAt, turnaround, pauses: [], now: receivedAt }, cal);
  let pausedSince: Date | null = null;
  for (const p of pauses) {
    if (p.to) due = dueAfterPause(due, p.from, p.to, cal);
    else pausedSince = p.from;
  }
  return { dueAt: due, turnaroundDays: 2, turnaroundHours: null, pausedSince, partsExpectedOn: null };
}

describe('the promise read off the stored due', () => {
  it.each([
    ['no pause, on track', [], '2026-11-24 15:00'],
    ['no pause, at risk', [], '2026-11-25 16:00'],
    ['no pause, late', [], '2026-11-26 11:00'],
    ['an open pause over a night', [{ from: '2026-11-24 17:00', to: null }], '2026-11-25 12:00'],
    ['an open pause over the weekend', [{ from: '2026-11-25 12:00', to: null }], '2026-11-30 10:30'],
    ['a closed pause, then at risk', [{ from: '2026-11-24 12:00', to: '2026-11-25 12:00' }], '2026-11-26 13:00'],
    [
      'a closed pause and an open one',
      [
        { from: '2026-11-24 12:00', to: '2026-11-24 18:00' },
        { from: '2026-11-25 11:00', to: null },
      ],
      '2026-11-27 12:00',
    ],
    ['a pause begun after the due stays late', [{ from: '2026-11-26 10:30', to: null }], '2026-11-27 12:00'],
    ['a closed pause begun after the due', [{ from: '2026-11-26 10:30', to: '2026-11-26 15:00' }], '2026-11-27 09:00'],
  ] as const)('%s agrees with the clock', (_, given, now) => {
    const pauses = given.map((p) => ({ from: ist(p.from), to: p.to ? ist(p.to) : null }));
    const at = ist(now);
    const want = clockState({ receivedAt, turnaround, pauses, now: at }, cal);
    const got = itemPromise({ status: 'in_repair', ...stored(pauses) }, at, cal);
    expect(got).toEqual({
      due_at: want.due.toISOString(),
      clock_state: want.state,
      minutes_left: want.minutesLeft,
      if_parts_arrive: null,
      turnaround,
    });
  });

  it('has no clock before receipt, or once the item is done', () => {
    expect(
      itemPromise(
        {
          status: 'received',
          dueAt: null,
          turnaroundDays: null,
          turnaroundHours: null,
          pausedSince: null,
          partsExpectedOn: null,
        },
        receivedAt,
        cal,
      ),
    ).toEqual({ due_at: null, clock_state: null, minutes_left: null, if_parts_arrive: null, turnaround: null });
    const due = ist('2026-11-25 19:00');
    expect(
      itemPromise(
        {
          status: 'delivered',
          dueAt: due,
          turnaroundDays: null,
          turnaroundHours: 4,
          pausedSince: null,
          partsExpectedOn: null,
        },
        ist('2026-12-10 12:00'),
        cal,
      ),
    ).toEqual({
      due_at: due.toISOString(),
      clock_state: null,
      minutes_left: null,
      if_parts_arrive: null,
      turnaround: { amount: 4, unit: 'hours' },
    });
  });

  it.each(['declined', 'not_repairable', 'cancelled'] as const)(
    'carries no promise once %s, whatever is stored (decision 093)',
    (status) => {
      const stored = {
        dueAt: ist('2026-11-25 19:00'),
        turnaroundDays: 2,
        turnaroundHours: null,
        partsExpectedOn: null,
      };
      for (const pausedSince of [null, ist('2026-11-24 12:00')]) {
        expect(carriesPromise({ status, ...stored })).toBe(false);
        expect(itemPromise({ status, ...stored, pausedSince }, ist('2026-11-26 12:00'), cal)).toEqual({
          due_at: null,
          clock_state: null,
          minutes_left: null,
          if_parts_arrive: null,
          turnaround: null,
        });
      }
      expect(carriesPromise({ status: 'dispatched', ...stored })).toBe(true);
      expect(carriesPromise({ status: 'dispatched', ...stored, dueAt: null })).toBe(false);
    },
  );
});

/**
 * The promise while the item waits for parts (decision 053, 2026-11-28): the due as it will be if the parts
 * arrive on the expected day, i.e. the open pause counted until that day's opening. Received Tuesday 24 at
 * 10:00 with 2 working days: due Wednesday 25 at 19:00; on parts from Tuesday 12:00, looked at Tuesday 15:00.
 */
describe('the promise if the parts arrive as expected', () => {
  const due = ist('2026-11-25 19:00');
  const parts = {
    status: 'waiting_for_parts',
    dueAt: due,
    pausedSince: ist('2026-11-24 12:00'),
    turnaroundDays: 2,
    turnaroundHours: null,
  } as const;
  const now = ist('2026-11-24 15:00');
  const holidayThursday = { ...cal, holidays: ['2026-11-26'] };

  it.each([
    // Tue 12–19 + Wed + Thu = 25 h after Wed 19:00: Thu 9 h, Fri 9 h, Sat 7 h.
    ['parts expected Friday', { ...parts, partsExpectedOn: '2026-11-27' }, now, cal, '2026-11-28 17:00'],
    // Sunday is closed: its opening is Monday's, 43 h of waiting.
    ['parts expected on a Sunday', { ...parts, partsExpectedOn: '2026-11-29' }, now, cal, '2026-12-01 17:00'],
    // Thursday a holiday: 16 h of waiting, and the due skips it too.
    ['a holiday before the day', { ...parts, partsExpectedOn: '2026-11-27' }, now, holidayThursday, '2026-11-28 17:00'],
    ['parts expected today: no later than now', { ...parts, partsExpectedOn: '2026-11-24' }, now, cal, null],
    ['the expected day has passed', { ...parts, partsExpectedOn: '2026-11-25' }, ist('2026-11-26 11:00'), cal, null],
    ['no expected day', { ...parts, partsExpectedOn: null }, now, cal, null],
    [
      'waiting on the customer, not on parts',
      { ...parts, status: 'estimated', partsExpectedOn: '2026-11-27' },
      now,
      cal,
      null,
    ],
    [
      'a pause begun after the due (already late)',
      { ...parts, pausedSince: ist('2026-11-26 10:30'), partsExpectedOn: '2026-11-30' },
      ist('2026-11-26 12:00'),
      cal,
      null,
    ],
    ['no open pause', { ...parts, pausedSince: null, partsExpectedOn: '2026-11-27' }, now, cal, null],
  ] as const)('%s', (_, item, at, calendar, want) => {
    expect(dueIfPartsArrive(item, at, calendar)?.toISOString() ?? null).toBe(want ? ist(want).toISOString() : null);
  });

  it('is what the reply carries beside the due, the flags unchanged', () => {
    const got = itemPromise({ ...parts, turnaroundDays: 2, partsExpectedOn: '2026-11-27' }, now, cal);
    expect(got).toEqual({
      due_at: ist('2026-11-26 13:00').toISOString(),
      clock_state: 'paused',
      minutes_left: 960,
      if_parts_arrive: { due_at: ist('2026-11-28 17:00').toISOString(), expected_on: '2026-11-27' },
      turnaround,
    });
  });
});
