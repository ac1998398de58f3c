import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { brandMaster, itemMaster } from '../../db/schema';
import type { ReadCache } from '../../lib/read-cache';

/** Both active lists in one round trip, for the checks of a new request. */
async function activeMasters(db: DbOrTx) {
  const rows = await preparedOnce(db, 'active_masters', (name) =>
    db
      .select({ kind: sql<'item' | 'brand'>`'item'`.as('kind'), id: itemMaster.id, name: itemMaster.name })
      .from(itemMaster)
      .where(eq(itemMaster.active, true))
      .unionAll(
        db
          .select({ kind: sql<'item' | 'brand'>`'brand'`.as('kind'), id: brandMaster.id, name: brandMaster.name })
          .from(brandMaster)
          .where(eq(brandMaster.active, true)),
      )
      .prepare(name),
  ).execute();
  return {
    items: rows.filter((r) => r.kind === 'item'),
    brands: rows.filter((r) => r.kind === 'brand'),
  };
}

const CACHED = 'active-masters';
/** The active lists as this instance last read them (`ReadCache`, at most SETTINGS_CACHE_MS old). */
export const cachedActiveMasters = (cache: ReadCache, db: DbOrTx) => cache.get(CACHED, () => activeMasters(db));
/** After a change to the lists has committed: this instance's next read is fresh. */
export const forgetActiveMasters = (cache: ReadCache) => cache.forget(CACHED);
