import { Readable } from 'node:stream';
import {
  STATUS_TEXT,
  StatusFlag,
  TIMED_STATUSES,
  type TTurnaroundGrouping,
  type TTurnaroundReply,
  type TTurnaroundReport,
  type TTurnaroundRow,
  turnaroundOfKey,
} from '@svc/contract';
import type { Deps } from '../../deps';
import { csvLine } from '../../lib/csv';
import type { ReadCache } from '../../lib/read-cache';
import * as repo from './turnaround.repository';

type Sums = repo.TurnaroundSums;

/** The report's reads in the instance's `ReadCache`, one per grouping and months asked for. */
const TURNAROUND_CACHE = 'turnaround-report:';

/** After a delivery or a rating has committed: this instance's next report reads the counters again. */
export const forgetTurnaroundReport = (cache: ReadCache) => cache.forgetPrefix(TURNAROUND_CACHE);

/** One decimal; two for the average rating. */
const round = (n: number, places = 1) => Math.round(n * 10 ** places) / 10 ** places;

/** A key's figures as the screen and the CSV show them (both from here, so they cannot disagree). */
function rowOf(key: string | null, name: string | null, sums: Sums[]): TTurnaroundRow {
  const add = (pick: (s: Sums) => number) => sums.reduce((n, s) => n + pick(s), 0);
  const [delivered, onTime, late] = [add((s) => s.delivered), add((s) => s.onTime), add((s) => s.late)];
  const [ratings, stars] = [add((s) => s.ratings), add((s) => s.stars)];
  return {
    key,
    name,
    delivered,
    on_time: onTime,
    late,
    no_due: delivered - onTime - late,
    on_time_percent: onTime + late ? round((onTime * 100) / (onTime + late)) : null,
    ratings,
    average_rating: ratings ? round(stars / ratings, 2) : null,
    statuses: TIMED_STATUSES.flatMap((status) => {
      const mine = sums.filter((s) => s.status === status);
      const items = mine.reduce((n, s) => n + s.items, 0);
      const seconds = mine.reduce((n, s) => n + s.seconds, 0);
      return items ? [{ status, items, average_hours: round(seconds / items / 3600) }] : [];
    }),
  };
}

export function createTurnaroundService(deps: Pick<Deps, 'reads' | 'cache'>) {
  const { reads, cache } = deps;

  /** Staff only (the call's access): the figures per key over the months asked for, and their total. */
  async function report(q: TTurnaroundReport): Promise<TTurnaroundReply> {
    // Kept by this instance (decision 066): a delivery or rating here forgets it; others', within the TTL.
    const all = await cache.get(`${TURNAROUND_CACHE}${q.by}:${q.from ?? ''}:${q.to ?? ''}`, () =>
      reads((db) => repo.turnaroundSums(db, q.by, q.from, q.to)),
    );
    // By month the company's own counters are the rows; else the grouping's, and the company's the total.
    const sums = q.by === 'month' ? all : all.filter((s) => s.dim !== 'all');
    const keys = [...new Set(sums.map((s) => s.key))];
    // Promises read shortest first: hours before days, fewer before more (decision 092).
    if (q.by === 'promise') keys.sort(byPromise);
    const rows = keys.map((k) => {
      const mine = sums.filter((s) => s.key === k);
      return rowOf(k || null, k ? nameOf(q.by, k, mine[0]?.name ?? null) : null, mine);
    });
    // The company's own counters: a request rated with items of two branches counts once in the total.
    const total = rowOf(
      null,
      null,
      all.filter((s) => s.dim === 'all'),
    );
    return { statusFlag: StatusFlag.ok, message: 'OK', by: q.by, rows, total };
  }

  /** The same rows as the screen, one CSV line each, then the total; spreadsheets open it as UTF-8. */
  function exportCsv(q: TTurnaroundReport): Readable {
    async function* lines() {
      const { rows, total } = await report(q);
      yield `\uFEFF${csvLine([
        GROUPING_LABEL[q.by],
        'Delivered',
        'On time',
        'Late',
        'Without a due date',
        'On time (%)',
        'Ratings',
        'Average rating',
        ...TIMED_STATUSES.map((s) => `Hours ${STATUS_TEXT[s].label}`),
      ])}`;
      for (const r of [...rows, { ...total, name: 'All' }]) {
        yield csvLine([
          r.name ?? NONE[q.by],
          r.delivered,
          r.on_time,
          r.late,
          r.no_due,
          r.on_time_percent ?? '',
          r.ratings,
          r.average_rating ?? '',
          ...TIMED_STATUSES.map((s) => r.statuses.find((x) => x.status === s)?.average_hours ?? ''),
        ]);
      }
    }
    return Readable.from(lines());
  }

  return { report, exportCsv };
}
export type TurnaroundService = ReturnType<typeof createTurnaroundService>;

const GROUPING_LABEL = {
  month: 'Month',
  branch: 'Branch',
  item: 'Item',
  technician: 'Technician',
  promise: 'Promise',
} as const;
/** What a row without a key is in the CSV (the screen says it in the reader's language). */
const NONE = { month: '', branch: 'No branch', item: '', technician: 'No technician', promise: 'No promise' } as const;

/** A row's name: the month, the branch's, item type's or technician's name, or the promise in words (the CSV's). */
function nameOf(by: TTurnaroundGrouping, key: string, name: string | null): string {
  if (by === 'month') return key;
  if (by !== 'promise') return name ?? key;
  const t = turnaroundOfKey(key);
  return t
    ? `${t.amount} working ${t.unit === 'hours' ? (t.amount === 1 ? 'hour' : 'hours') : t.amount === 1 ? 'day' : 'days'}`
    : key;
}

/** Hours before days, then by amount; a key that is no promise last. */
function byPromise(a: string, b: string): number {
  const rank = (k: string) => {
    const t = turnaroundOfKey(k);
    return t ? (t.unit === 'hours' ? 0 : 1) * 1_000 + t.amount : 10_000;
  };
  return rank(a) - rank(b);
}
