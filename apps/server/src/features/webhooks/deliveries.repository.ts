import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { webhookDeliveries } from '../../db/schema';

// The webhook inbox's rows (decision 098): kept once, claimed in order of receipt, processed or given up.

/** Keeps a delivery; false when the provider sent it before (the same provider and delivery id). */
export async function storeDelivery(
  db: DbOrTx,
  row: { provider: string; deliveryId: string; body: Buffer; headers: Record<string, string> },
): Promise<boolean> {
  const kept = await db
    .insert(webhookDeliveries)
    .values(row)
    .onConflictDoNothing({ target: [webhookDeliveries.provider, webhookDeliveries.deliveryId] })
    .returning({ id: webhookDeliveries.id });
  return kept.length > 0;
}

export interface ClaimedDelivery {
  id: number;
  provider: string;
  body: Buffer;
  headers: Record<string, string>;
  /** This attempt included. */
  attempts: number;
}

/**
 * Takes the oldest deliveries due, with a lease, of the providers none of whose deliveries another worker holds:
 * so each provider's deliveries are processed one batch at a time, in order of receipt, across instances. The
 * claims themselves take turns (a lock held to the end of the claim's transaction), or two instances could
 * each see the other's provider free and take its rows side by side.
 */
export async function claimDeliveries(db: Db, limit: number, leaseSeconds: number): Promise<ClaimedDelivery[]> {
  // Most polls find nothing: one read of the waiting rows' index, then no transaction at all.
  const [due] = rowsOf<{ one: number }>(
    await db.execute(sql`
      select 1 as one from ${webhookDeliveries}
      where processed_at is null and failed_at is null and next_attempt_at <= now() limit 1`),
  );
  if (!due) return [];
  const res = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('webhook_deliveries claim'))`);
    return tx.execute(sql`
      update ${webhookDeliveries} set locked_until = now() + make_interval(secs => ${leaseSeconds}),
        attempts = attempts + 1
      where id in (
        select d.id from ${webhookDeliveries} d
        where d.processed_at is null and d.failed_at is null and d.next_attempt_at <= now()
          and (d.locked_until is null or d.locked_until < now())
          and not exists (
            select 1 from ${webhookDeliveries} o
            where o.provider = d.provider and o.processed_at is null and o.failed_at is null
              and o.locked_until >= now())
        order by d.id limit ${limit}
        for update skip locked)
      returning id, provider, body, headers, attempts`);
  });
  return rowsOf<{
    id: unknown;
    provider: string;
    body: Buffer | Uint8Array;
    headers: Record<string, string> | string;
    attempts: number;
  }>(res)
    .map((r) => ({
      id: Number(r.id),
      provider: r.provider,
      body: Buffer.isBuffer(r.body) ? r.body : Buffer.from(r.body),
      headers: typeof r.headers === 'string' ? (JSON.parse(r.headers) as Record<string, string>) : r.headers,
      attempts: Number(r.attempts),
    }))
    .sort((a, b) => a.id - b.id);
}

export async function markProcessed(db: DbOrTx, id: number) {
  await db
    .update(webhookDeliveries)
    .set({ processedAt: sql`now()`, lockedUntil: null })
    .where(eq(webhookDeliveries.id, id));
}

export async function retryLater(db: DbOrTx, id: number, error: string, retryInSeconds: number) {
  await db
    .update(webhookDeliveries)
    .set({
      nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
      lockedUntil: null,
      lastError: error,
    })
    .where(eq(webhookDeliveries.id, id));
}

/** The last attempt failed: kept, with its error, for someone to look at (and to set going again). */
export async function giveUp(db: DbOrTx, id: number, error: string) {
  await db
    .update(webhookDeliveries)
    .set({ failedAt: sql`now()`, lockedUntil: null, lastError: error })
    .where(eq(webhookDeliveries.id, id));
}

/** Forgets the deliveries processed more than `days` ago: their bodies hold customers' messages. */
export async function forgetProcessed(db: DbOrTx, days: number) {
  await db.execute(sql`delete from ${webhookDeliveries} where processed_at < now() - make_interval(days => ${days})`);
}
