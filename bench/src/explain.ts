import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { requestQueries as repo } from '../../apps/server/src/features/requests';

/**
 * The plan PostgreSQL chose for each list the app runs (as the app runs it: same builder, same values),
 * executed once: every one should read an index, never the whole table.
 */
export async function explainLists(
  db: Db,
  sample: { customerId: string; serial: string },
): Promise<{ what: string; plan: string[] }[]> {
  const shapes: [string, repo.ListFilter][] = [
    ['list, one customer', { customerId: sample.customerId, limit: 20 }],
    ['list, staff (all)', { customerId: null, limit: 20 }],
    ['list, staff, completed', { customerId: null, group: 'completed', limit: 20 }],
    ['list, staff, to quote (needs charges)', { customerId: null, needs: 'charges', limit: 20 }],
    ['at-risk queue, staff', { customerId: null, clock: { queue: 'at_risk', now: new Date() }, limit: 20 }],
    ['late queue, staff', { customerId: null, clock: { queue: 'late', now: new Date() }, limit: 20 }],
    ['search by serial, staff', { customerId: null, search: sample.serial, limit: 20 }],
    ['search by serial, one customer', { customerId: sample.customerId, search: sample.serial, limit: 20 }],
  ];
  const out: { what: string; plan: string[] }[] = [];
  for (const [what, filter] of shapes) {
    const result = (await db.execute(
      sql`explain (analyze, costs off, timing off, summary off) ${repo.listQuery(db, filter)}`,
    )) as unknown as { rows: { 'QUERY PLAN': string }[] };
    out.push({ what, plan: result.rows.map((r) => r['QUERY PLAN']) });
  }
  return out;
}
