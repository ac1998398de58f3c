import {
  DEFAULT_TURNAROUND_DAYS,
  DEFAULT_WORKING_CALENDAR,
  type TItemStatus,
  type Turnaround,
  turnaroundColumns,
  turnaroundOf,
} from '@svc/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { readCompanySettings } from '../company';
import { promiseAfterMove } from '../item-flow';

/** Items whose promise is written in one statement. */
const CHUNK = 2000;

/**
 * The promise of every item received in the last 30 days (decision 053): its tracking path replayed through
 * the item flow's own rule for a move (`promiseAfterMove`), so the seeded due is the one the server would
 * have stored, moved by each pause that ended, with the open pause's start. The company's calendar and
 * default turnaround (the seed makes no rules). Older items were delivered or cancelled before promises
 * existed and keep none.
 */
export async function seedPromises(db: Db, log: (line: string) => void) {
  const company = await readCompanySettings(db);
  const cal = company?.workingCalendar ?? DEFAULT_WORKING_CALENDAR;
  const promised: Turnaround = (company &&
    turnaroundOf(company.defaultTurnaroundDays, company.defaultTurnaroundHours)) ?? {
    amount: DEFAULT_TURNAROUND_DAYS,
    unit: 'days',
  };
  const { days, hours } = turnaroundColumns(promised);
  const items = rowsOf<{ id: string; path: TItemStatus[]; ats: number[] }>(
    await db.execute(sql`
      select i.id, array_agg(t.status order by t.id) as path,
        array_agg(extract(epoch from t.created_at)::float8 * 1000 order by t.id) as ats
      from request_items i join repair_requests r on r.id = i.request_id join tracking_entries t on t.item_id = i.id
      where r.created_at > now() - interval '30 days' and i.status not in ('pending', 'cancelled')
      group by i.id`),
  );
  const rows: { id: string; due: Date | null; atRisk: Date | null; paused: Date | null }[] = [];
  for (const item of items) {
    const state = {
      dueAt: null as Date | null,
      atRiskAt: null as Date | null,
      pausedSince: null as Date | null,
      turnaroundDays: days,
      turnaroundHours: hours,
    };
    for (let k = 1; k < item.path.length; k++) {
      const move = {
        from: item.path[k - 1] as TItemStatus,
        to: item.path[k] as TItemStatus,
        now: new Date(Number(item.ats[k])),
        cal,
        item: state,
      };
      Object.assign(state, await promiseAfterMove(move, async () => ({ turnaround: promised, branchId: null })));
    }
    rows.push({ id: item.id, due: state.dueAt, atRisk: state.atRiskAt, paused: state.pausedSince });
  }
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values = sql.join(
      rows
        .slice(i, i + CHUNK)
        .map(
          (r) =>
            sql`(${r.id}::uuid, ${r.due?.toISOString() ?? null}::timestamptz, ${r.atRisk?.toISOString() ?? null}::timestamptz, ${r.paused?.toISOString() ?? null}::timestamptz)`,
        ),
      sql`, `,
    );
    await db.execute(sql`
      update request_items i set due_at = v.due, at_risk_at = v.at_risk, turnaround_days = ${days}, turnaround_hours = ${hours}, paused_since = v.paused
      from (values ${values}) as v(id, due, at_risk, paused) where i.id = v.id`);
  }
  log(`promises: ${rows.length}`);
}
