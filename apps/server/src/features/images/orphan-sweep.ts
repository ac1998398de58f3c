import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { startPollingWorker } from '../../lib/polling-worker';
import type { ImageStore } from './image-store';

const BATCH = 100;
const EVERY_MS = 10 * 60_000;

/**
 * Deletes up to 100 images that no item or message holds and that are not the company's logo, older than
 * `olderThanHours`: an upload given up half-way, a photo removed from a form, a replaced logo, or one
 * caught by a crash between its upload and its request. The row goes first, guarded so that an image
 * attached meanwhile stays; then its files. Answers how many it deleted.
 */
export async function sweepOrphanImages(db: Db, store: ImageStore, olderThanHours: number): Promise<number> {
  const res = await db.execute(sql`
    delete from item_images where id in (
      select id from item_images
      where item_id is null and message_id is null and created_at < now() - make_interval(hours => ${olderThanHours})
        and id::text is distinct from (select logo_key from company_settings where id = 1)
      limit ${BATCH})
    and item_id is null and message_id is null
    returning id`);
  const ids = rowsOf<{ id: string }>(res).map((r) => r.id);
  for (const id of ids) await store.remove(id);
  return ids.length;
}

/** Sweeps at start and every ten minutes (at once again while it finds a full batch). */
export function startOrphanSweep(o: { db: Db; store: ImageStore; log: FastifyBaseLogger; olderThanHours: number }) {
  return startPollingWorker({
    name: 'orphan image sweep',
    log: o.log,
    pollMs: EVERY_MS,
    batchSize: BATCH,
    runBatch: async () => {
      const n = await sweepOrphanImages(o.db, o.store, o.olderThanHours);
      if (n) o.log.info({ images: n }, 'orphan images deleted');
      return n;
    },
  });
}
