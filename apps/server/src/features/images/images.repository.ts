import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { itemImages } from '../../db/schema';
import { takeSql } from '../../db/sql/rate-window';

export async function createSignedImage(
  db: DbOrTx,
  row: { ownerId: string; contentType: string; maxBytes: number; expiresAt: Date; fileName?: string | null },
): Promise<string> {
  const [created] = await db.insert(itemImages).values(row).returning({ id: itemImages.id });
  if (!created) throw new Error('image insert returned no row');
  return created.id;
}

/**
 * A new upload address for a person, made only when their hour of addresses has room, in one statement that
 * waits on their window (decision 088): addresses asked for at once never pass it. Null when it had none.
 */
export async function createCountedImage(
  db: DbOrTx,
  row: { ownerId: string; contentType: string; maxBytes: number; expiresAt: Date; fileName: string | null },
  perHour: number,
): Promise<string | null> {
  const result = await db.execute(sql`with taken as (${takeSql(`uploads:${row.ownerId}`, perHour, 3600)})
    insert into ${itemImages} (owner_id, content_type, max_bytes, expires_at, file_name)
    select ${row.ownerId}::uuid, ${row.contentType}, ${row.maxBytes}::int, ${row.expiresAt.toISOString()}::timestamptz,
      ${row.fileName} from taken
    returning id`);
  return rowsOf<{ id: string }>(result)[0]?.id ?? null;
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
