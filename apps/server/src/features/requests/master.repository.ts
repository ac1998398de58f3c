import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brandMaster, itemMaster } from '../../db/schema';

export function activeItems(db: DbOrTx) {
  return db
    .select({ id: itemMaster.id, name: itemMaster.name })
    .from(itemMaster)
    .where(eq(itemMaster.active, true))
    .orderBy(asc(itemMaster.name));
}

export function activeBrands(db: DbOrTx) {
  return db
    .select({ id: brandMaster.id, name: brandMaster.name })
    .from(brandMaster)
    .where(eq(brandMaster.active, true))
    .orderBy(asc(brandMaster.name));
}
