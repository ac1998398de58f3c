import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TWorkingCalendar } from './calendar';
import { addWorkingMinutes, clockState, dueAt, type Pause, turnaroundMinutes, workingMinutesBetween } from './clock';
import type { Turnaround } from './turnaround';

const MIN = 60_000;
const FROM = Date.UTC(2026, 0, 1);
const TO = Date.UTC(2028, 0, 1);
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Any calendar the schema accepts: odd hours, closed days, up to 60 holidays in 2026–2027. */
const calendar: fc.Arbitrary<TWorkingCalendar> = fc
  .record({
    week: fc.array(
      fc.option(
        fc
          .tuple(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 1439 }))
          .filter(([a, b]) => a !== b)
          .map(([a, b]) => ({ open: hhmm(Math.min(a, b)), close: hhmm(Math.max(a, b)) })),
        { freq: 3 },
      ),
      { minLength: 7, maxLength: 7 },
    ),
    holidays: fc.uniqueArray(
      fc.integer({ min: 0, max: 729 }).map((d) => isoDay(FROM + d * 86_400_000)),
      {
        maxLength: 60,
      },
    ),
  })
  .filter((c) => c.week.some((d) => d !== null));

const instant = fc.integer({ min: FROM, max: TO }).map((t) => new Date(t));
const minutes = fc.integer({ min: 0, max: 20_000 });

/** The reference: India's wall clock minute by minute (slow and obvious), for minute-aligned instants. */
function bruteMinutes(from: number, to: number, cal: TWorkingCalendar): number {
  let n = 0;
  for (let t = from; t < to; t += MIN) {
    const local = new Date(t + 330 * MIN);
    const hours = cal.week[local.getUTCDay()];
    if (!hours || cal.holidays.includes(local.toISOString().slice(0, 10))) continue;
    const m = hhmm(local.getUTCHours() * 60 + local.getUTCMinutes());
    if (m >= hours.open && m < hours.close) n++;
  }
  return n;
}

describe('the working-hours clock, for any calendar', () => {
  it('agrees with a minute-by-minute count of India’s wall clock', () => {
    const aligned = fc.integer({ min: FROM / MIN, max: TO / MIN }).map((m) => m * MIN);
    fc.assert(
      fc.property(calendar, aligned, fc.integer({ min: 0, max: 4 * 1440 }), (cal, a, span) => {
        expect(workingMinutesBetween(new Date(a), new Date(a + span * MIN), cal)).toBe(
          bruteMinutes(a, a + span * MIN, cal),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('counts back exactly the minutes it added, and lands on the earliest such instant', () => {
    fc.assert(
      fc.property(calendar, instant, minutes, (cal, a, m) => {
        const due = addWorkingMinutes(a, m, cal);
        expect(workingMinutesBetween(a, due, cal)).toBe(m);
        if (m > 0) expect(workingMinutesBetween(a, new Date(due.getTime() - 1), cal)).toBeLessThan(m);
      }),
    );
  });

  it('is additive and monotonic', () => {
    fc.assert(
      fc.property(calendar, fc.array(instant, { minLength: 3, maxLength: 3 }), minutes, minutes, (cal, ts, m1, m2) => {
        const [a, b, c] = ts.sort((x, y) => x.getTime() - y.getTime()) as [Date, Date, Date];
        expect(workingMinutesBetween(a, c, cal)).toBeCloseTo(
          workingMinutesBetween(a, b, cal) + workingMinutesBetween(b, c, cal),
          9,
        );
        const [lo, hi] = m1 <= m2 ? [m1, m2] : [m2, m1];
        expect(addWorkingMinutes(a, lo, cal).getTime()).toBeLessThanOrEqual(addWorkingMinutes(a, hi, cal).getTime());
        expect(addWorkingMinutes(a, lo, cal).getTime()).toBeLessThanOrEqual(addWorkingMinutes(b, lo, cal).getTime());
      }),
    );
  });
});

describe('the due, for any pauses', () => {
  const pauses = (received: number) =>
    fc.array(
      fc
        .tuple(fc.integer({ min: -3 * 86_400_000, max: 30 * 86_400_000 }), fc.integer({ min: 0, max: 5 * 86_400_000 }))
        .map(
          ([start, length]): Pause => ({ from: new Date(received + start), to: new Date(received + start + length) }),
        ),
      { maxLength: 5 },
    );
  // Turnarounds in working days and in working hours (decision 092).
  const turnaround = fc.oneof(
    fc.integer({ min: 0, max: 15 }).map((amount): Turnaround => ({ amount, unit: 'days' })),
    fc.integer({ min: 0, max: 40 }).map((amount): Turnaround => ({ amount, unit: 'hours' })),
  );
  const item = fc
    .tuple(fc.integer({ min: FROM, max: TO }), turnaround)
    .chain(([received, days]) =>
      fc.record({ received: fc.constant(received), days: fc.constant(days), pauses: pauses(received) }),
    );
  const later = new Date(TO + 365 * 86_400_000);

  it('is where the running clock (working time less paused working time) reaches the turnaround', () => {
    fc.assert(
      fc.property(calendar, item, (cal, { received, days, pauses }) => {
        const due = dueAt({ receivedAt: new Date(received), turnaround: days, pauses, now: later }, cal).getTime();
        const run = (t: number) => {
          // Paused working time up to t, each working minute counted once however many pauses cover it.
          const cuts = [...new Set([received, t, ...pauses.flatMap((p) => [p.from.getTime(), p.to!.getTime()])])]
            .filter((x) => x >= received && x <= t)
            .sort((x, y) => x - y);
          let paused = 0;
          for (let i = 0; i + 1 < cuts.length; i++) {
            const [x, y] = [cuts[i]!, cuts[i + 1]!];
            if (pauses.some((p) => p.from.getTime() <= x && p.to!.getTime() >= y))
              paused += workingMinutesBetween(new Date(x), new Date(y), cal);
          }
          return workingMinutesBetween(new Date(received), new Date(t), cal) - paused;
        };
        const turnaround = turnaroundMinutes(days, cal);
        expect(run(due)).toBeCloseTo(turnaround, 6);
        if (turnaround > 0) expect(run(due - 1)).toBeLessThan(turnaround);
      }),
    );
  });

  it('keeps the minutes left of a paused item frozen while the due moves on', () => {
    fc.assert(
      fc.property(calendar, item, fc.integer({ min: 0, max: 20 * 86_400_000 }), (cal, { received, days }, wait) => {
        const input = { receivedAt: new Date(received), turnaround: days, pauses: [] as Pause[] };
        const due = dueAt({ ...input, now: new Date(received) }, cal).getTime();
        fc.pre(due > received);
        // Paused somewhere before the due, read at the pause and after waiting.
        const from = new Date(received + Math.floor((due - received) / 2));
        const open = [{ from, to: null }];
        const first = clockState({ ...input, pauses: open, now: from }, cal);
        const then = clockState({ ...input, pauses: open, now: new Date(from.getTime() + wait) }, cal);
        expect(first.state).toBe('paused');
        expect(then).toMatchObject({ state: 'paused', minutesLeft: first.minutesLeft });
        expect(then.due.getTime()).toBeGreaterThanOrEqual(first.due.getTime());
      }),
    );
  });
});
