import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cannedReplies } from '../../db/schema';

/** The desk's canned replies (decision 072), by title; `all` with the inactive ones (the admin's list). */
export function cannedList(db: DbOrTx, all: boolean) {
  return db
    .select()
    .from(cannedReplies)
    .where(all ? undefined : eq(cannedReplies.active, true))
    .orderBy(asc(sql`lower(${cannedReplies.title})`));
}

export async function saveCanned(
  db: DbOrTx,
  r: { id?: number; title: string; bodyEn: string; bodyTa: string; active: boolean },
): Promise<number | null> {
  const values = { title: r.title, bodyEn: r.bodyEn, bodyTa: r.bodyTa, active: r.active, updatedAt: new Date() };
  if (r.id === undefined) {
    const [row] = await db.insert(cannedReplies).values(values).returning({ id: cannedReplies.id });
    return row?.id ?? null;
  }
  const [row] = await db
    .update(cannedReplies)
    .set(values)
    .where(eq(cannedReplies.id, r.id))
    .returning({ id: cannedReplies.id });
  return row?.id ?? null;
}
