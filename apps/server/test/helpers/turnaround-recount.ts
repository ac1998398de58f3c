import { TIMED_STATUSES, type TTurnaroundGrouping } from '@svc/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { rowsOf } from '../../src/db/rows';

/**
 * The turnaround report's figures for a grouping counted afresh from `tracking_entries` and
 * `request_ratings` by the rules of decision 061, independently of the counters: delivered items by the
 * month of their move to delivered, their branch, type, technician (who moved them to repaired or not
 * repairable) and promise (`hours:4`, `days:2`: the turnaround at receipt); on time at or before the due; hours from each entry to the next; ratings once per request
 * and key under the items delivered by then.
 */
export async function recountTurnaround(db: Db, by: TTurnaroundGrouping) {
  const entries = rowsOf<{
    item: string;
    type: number;
    branch: number | null;
    due: string | null;
    days: number | null;
    hours: number | null;
    status: string;
    actor: string;
    at: string;
  }>(
    await db.execute(sql`
      select i.id::text as item, i.item_id as type, i.branch_id as branch, i.due_at::text as due,
        i.turnaround_days as days, i.turnaround_hours as hours, e.status,
        e.actor_id::text as actor, e.created_at::text as at
      from request_items i join tracking_entries e on e.item_id = i.id
      where i.status = 'delivered' order by i.id, e.id`),
  );
  const ratings = rowsOf<{ items: string[]; stars: number; at: string }>(
    await db.execute(sql`select array_agg(i.id::text) as items, r.stars, r.created_at::text as at
      from request_ratings r join request_items i on i.request_id = r.request_id group by r.request_id, r.stars, r.created_at`),
  );
  const month = (iso: string) => new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 7); // India time
  const byItem = new Map<string, typeof entries>();
  for (const e of entries) byItem.set(e.item, [...(byItem.get(e.item) ?? []), e]);
  type Tally = { d: number; on: number; late: number; r: number; s: number; st: Map<string, [number, number]> };
  const tally = new Map<string, Tally>();
  const keyOf = (list: typeof entries, when: string) => {
    const fin = list.findLast((e) => e.status === 'repaired' || e.status === 'not_repairable');
    const e0 = list[0];
    return by === 'month'
      ? month(when)
      : by === 'branch'
        ? String(e0?.branch ?? '')
        : by === 'item'
          ? String(e0?.type)
          : by === 'promise'
            ? e0?.hours != null
              ? `hours:${e0.hours}`
              : e0?.days != null
                ? `days:${e0.days}`
                : ''
            : (fin?.actor ?? '');
  };
  const get = (k: string) =>
    tally.get(k) ?? tally.set(k, { d: 0, on: 0, late: 0, r: 0, s: 0, st: new Map() }).get(k) ?? ({} as Tally);
  for (const list of byItem.values()) {
    const delivered = list.find((e) => e.status === 'delivered')?.at ?? '';
    const x = get(keyOf(list, delivered));
    x.d += 1;
    const due = list[0]?.due;
    if (due && new Date(delivered) <= new Date(due)) x.on += 1;
    else if (due) x.late += 1;
    const secs = new Map<string, number>();
    list.slice(0, -1).forEach((e, i) => {
      const next = list[i + 1]?.at ?? e.at;
      secs.set(e.status, (secs.get(e.status) ?? 0) + (new Date(next).getTime() - new Date(e.at).getTime()) / 1000);
    });
    for (const [s, n] of secs) {
      const [items, total] = x.st.get(s) ?? [0, 0];
      x.st.set(s, [items + 1, total + Math.round(n)]);
    }
  }
  for (const r of ratings) {
    const keys = new Set(
      r.items
        .map((id) => byItem.get(id))
        .filter((l) => l && new Date(l.find((e) => e.status === 'delivered')?.at ?? 0) <= new Date(r.at))
        .map((l) => keyOf(l ?? [], r.at)),
    );
    for (const k of keys) {
      get(k).r += 1;
      get(k).s += r.stars;
    }
  }
  const expected = [...tally.entries()]
    .map(([k, x]) => ({
      key: k || null,
      figures: [x.d, x.on, x.late, x.d - x.on - x.late, x.r, x.r ? Math.round((x.s / x.r) * 100) / 100 : null],
      statuses: TIMED_STATUSES.filter((s) => x.st.has(s)).map((s) => {
        const [items, total] = x.st.get(s) ?? [0, 0];
        return { status: s, items, average_hours: Math.round((total / items / 3600) * 10) / 10 };
      }),
    }))
    .sort((a, b) => String(a.key).localeCompare(String(b.key)));
  return expected;
}
