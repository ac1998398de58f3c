import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKING_CALENDAR } from './calendar';
import { clockState, type Pause } from './clock';

/** An instant given as India's wall clock, 'YYYY-MM-DD HH:MM[:SS]'. November 2026: Tuesday 24, Sunday 29. */
const ist = (s: string) => new Date(`${s.replace(' ', 'T')}${s.length === 16 ? ':00' : ''}+05:30`);
const pause = (from: string, to: string | null): Pause => ({ from: ist(from), to: to ? ist(to) : null });
const cal = DEFAULT_WORKING_CALENDAR; // Monday to Saturday 10:00–19:00

describe('the state of the clock', () => {
  // Received Tuesday 10:00, two days (1080 min): due Wednesday 19:00; at risk from 216 min left (Wed 15:24).
  const item = {
    receivedAt: ist('2026-11-24 10:00'),
    turnaround: { amount: 2, unit: 'days' as const },
    pauses: [] as Pause[],
  };
  const at = (now: string, pauses: Pause[] = []) => clockState({ ...item, pauses, now: ist(now) }, cal);

  it.each([
    ['on track at receipt', '2026-11-24 10:00', 'on_track', 1080],
    ['on track a minute before the 20 % mark', '2026-11-25 15:23', 'on_track', 217],
    ['at risk at exactly 20 % left', '2026-11-25 15:24', 'at_risk', 216],
    ['at risk (not late) at the due itself', '2026-11-25 19:00', 'at_risk', 0],
    ['late a second after the due, with no working time past it yet', '2026-11-25 19:00:01', 'late', 0],
    ['late and counting the working minutes past the due', '2026-11-26 10:30', 'late', -30],
  ] as const)('%s', (_, now, state, minutesLeft) => {
    expect(at(now)).toMatchObject({ state, minutesLeft, due: ist('2026-11-25 19:00') });
  });

  it('rounds a part-minute left up, so "0 minutes" means the due has come', () => {
    expect(at('2026-11-25 18:59:30').minutesLeft).toBe(1);
  });

  it('is paused while a pause is open, its minutes left frozen as the due moves', () => {
    // Paused Wednesday 12:00 with 420 min left; read then, that evening, on Saturday and a week on: still 420.
    const open = [pause('2026-11-25 12:00', null)];
    const readings = ['2026-11-25 12:00', '2026-11-25 18:00', '2026-11-28 11:00', '2026-12-03 17:45'].map((n) =>
      at(n, open),
    );
    for (const r of readings) expect(r).toMatchObject({ state: 'paused', minutesLeft: 420 });
    expect(readings[1]!.due).toEqual(ist('2026-11-26 16:00'));
    // A paused item within 20 % is shown paused, not at risk: its clock does not run.
    expect(at('2026-11-26 10:00', [pause('2026-11-25 17:00', null)])).toMatchObject({
      state: 'paused',
      minutesLeft: 120,
    });
  });

  it('resumes where it stopped once the pause ends', () => {
    const closed = [pause('2026-11-25 12:00', '2026-11-26 12:00')]; // 9 h of working time
    expect(at('2026-11-26 12:00', closed)).toMatchObject({
      state: 'on_track',
      minutesLeft: 420,
      due: ist('2026-11-26 19:00'),
    });
    expect(at('2026-11-26 16:00', closed)).toMatchObject({ state: 'at_risk', minutesLeft: 180 });
  });

  it('stays late when paused after its due', () => {
    const late = at('2026-11-26 12:00', [pause('2026-11-26 11:00', null)]);
    expect(late).toMatchObject({ state: 'late', minutesLeft: -120, due: ist('2026-11-25 19:00') });
  });
});
