import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { itemImages } from '../../db/schema';

export async function createSignedImage(
  db: DbOrTx,
  row: { ownerId: string; contentType: string; maxBytes: number; expiresAt: Date; fileName?: string | null },
): Promise<string> {
  const [created] = await db.insert(itemImages).values(row).returning({ id: itemImages.id });
  if (!created) throw new Error('image insert returned no row');
  return created.id;
}

export async function countRecentSigned(db: DbOrTx, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(itemImages)
    .where(and(eq(itemImages.ownerId, ownerId), sql`${itemImages.createdAt} > now() - interval '1 hour'`));
  return row?.n ?? 0;
}

export async function findOpenUpload(db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(itemImages)
    .where(and(eq(itemImages.id, id), eq(itemImages.state, 'signed'), gt(itemImages.expiresAt, sql`now()`)));
  return row;
}

/** The caller's own upload, whatever its state. */
export async function findOwnUpload(db: DbOrTx, id: string, ownerId: string) {
  const [row] = await db
    .select()
    .from(itemImages)
    .where(and(eq(itemImages.id, id), eq(itemImages.ownerId, ownerId)));
  return row;
}

/** Marks an upload ready, once: a second PUT to the same address finds nothing to complete. */
export async function markReady(db: DbOrTx, id: string, meta: { width: number; height: number; bytes: number }) {
  const rows = await db
    .update(itemImages)
    .set({ state: 'ready', ...meta })
    .where(and(eq(itemImages.id, id), eq(itemImages.state, 'signed')))
    .returning({ id: itemImages.id });
  return rows.length === 1;
}

export async function deleteImage(db: DbOrTx, id: string) {
  await db.delete(itemImages).where(eq(itemImages.id, id));
}

/** The name a file was uploaded with, if it said one. */
export async function fileNameOf(db: DbOrTx, id: string): Promise<string | null> {
  const [row] = await db.select({ name: itemImages.fileName }).from(itemImages).where(eq(itemImages.id, id));
  return row?.name ?? null;
}
