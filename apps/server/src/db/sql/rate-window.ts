import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { rowsOf } from '../rows';
import { rateWindows } from '../schema';

/** A limit of `max` attempts a window of `seconds`, counted from the window's first attempt. */
export interface RateWindow {
  max: number;
  seconds: number;
}

/**
 * One attempt taken from the key's window, as a statement that answers one row (`taken`, this attempt
 * included) when the window had room, and no row when it was full (decision 088). An upsert of the key's row:
 * attempts at once queue on that row, and each one's condition is checked against the row as the one before
 * left it, so however many come at once, `max` get a row and the rest none. The window renews once `seconds`
 * have passed since it opened. Values may be placeholders (a prepared statement's) or plain values.
 *
 * Put it first in a statement's WITH (`with taken as (...)`) and read `from taken` where the work is written:
 * the work is then done exactly when the attempt was counted, in one statement.
 */
export function takeSql(key: SQL | string, max: Placeholder | number, seconds: Placeholder | number): SQL {
  const stale = sql`w.opened_at <= now() - interval '1 second' * ${seconds}::int`;
  return sql`insert into ${rateWindows} as w (key, opened_at, taken) values (${key}, now(), 1)
    on conflict (key) do update set
      opened_at = case when ${stale} then now() else w.opened_at end,
      taken = case when ${stale} then 1 else w.taken + 1 end
    where w.taken < ${max}::int or ${stale}
    returning w.taken`;
}

/** Takes one attempt on its own statement: the attempts counted so far (this one included), or null when full. */
export async function take(db: DbOrTx, key: string, w: RateWindow): Promise<number | null> {
  const [row] = rowsOf<{ taken: number }>(await db.execute(takeSql(key, w.max, w.seconds)));
  return row ? Number(row.taken) : null;
}

/** When a full window opens again; null when it has room (or is unknown). */
export async function reopensAt(db: DbOrTx, key: string, w: RateWindow): Promise<Date | null> {
  const [row] = await db
    .select({ openedAt: rateWindows.openedAt, taken: rateWindows.taken })
    .from(rateWindows)
    .where(eq(rateWindows.key, key));
  if (!row || row.taken < w.max) return null;
  const at = new Date(row.openedAt.getTime() + w.seconds * 1000);
  return at.getTime() > Date.now() ? at : null;
}
