import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKING_CALENDAR } from './calendar';
import { clockState, dueAt, type Pause } from './clock';
import { dueAfterPause, itemPromise } from './promise';

/** An instant given as India's wall clock, 'YYYY-MM-DD HH:MM'. November 2026: Tuesday 24, Sunday 29. */
const ist = (s: string) => new Date(`${s.replace(' ', 'T')}:00+05:30`);
const cal = DEFAULT_WORKING_CALENDAR; // Monday to Saturday 10:00–19:00
const receivedAt = ist('2026-11-24 10:00');
const workingDays = 2;

/**
 * What the server stores (decision 053): the due at receipt, moved by each closed pause when it ends; the
 * start of an open pause. Read back with `itemPromise`, it must agree with the clock's own `clockState`.
 */
function stored(pauses: Pause[]) {
  let due = dueAt({ receivedAt, workingDays, pauses: [], now: receivedAt }, cal);
  let pausedSince: Date | null = null;
  for (const p of pauses) {
    if (p.to) due = dueAfterPause(due, p.from, p.to, cal);
    else pausedSince = p.from;
  }
  return { dueAt: due, turnaroundDays: workingDays, pausedSince };
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
    const want = clockState({ receivedAt, workingDays, pauses, now: at }, cal);
    const got = itemPromise({ status: 'in_repair', ...stored(pauses) }, at, cal);
    expect(got).toEqual({ due_at: want.due.toISOString(), clock_state: want.state, minutes_left: want.minutesLeft });
  });

  it('has no clock before receipt, or once the item is done', () => {
    expect(
      itemPromise({ status: 'received', dueAt: null, turnaroundDays: null, pausedSince: null }, receivedAt, cal),
    ).toEqual({ due_at: null, clock_state: null, minutes_left: null });
    const due = ist('2026-11-25 19:00');
    expect(
      itemPromise(
        { status: 'delivered', dueAt: due, turnaroundDays: 2, pausedSince: null },
        ist('2026-12-10 12:00'),
        cal,
      ),
    ).toEqual({ due_at: due.toISOString(), clock_state: null, minutes_left: null });
  });
});
