import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { companySettings } from '../../db/schema';
import type { ReadCache } from '../../lib/read-cache';

/** The company's settings are one row; only this file knows which. */
const THE_ROW = 1;

export type CompanySettings = typeof companySettings.$inferSelect;

export async function readCompanySettings(db: DbOrTx): Promise<CompanySettings | undefined> {
  const query = preparedOnce(db, 'company_settings', (name) =>
    db.select().from(companySettings).where(eq(companySettings.id, THE_ROW)).prepare(name),
  );
  const [row] = await query.execute();
  return row;
}

const CACHED = 'company-settings';
/**
 * The settings as this instance last read them, for mails and messages (`ReadCache`, at most
 * SETTINGS_CACHE_MS old). Invoices and the settings screen read the row itself.
 */
export const cachedCompanySettings = (cache: ReadCache, db: DbOrTx) => cache.get(CACHED, () => readCompanySettings(db));
/** After a save has committed: this instance's next read is fresh. */
export const forgetCompanySettings = (cache: ReadCache) => cache.forget(CACHED);

export async function updateCompanySettings(
  tx: DbOrTx,
  values: Partial<Omit<CompanySettings, 'id' | 'updatedAt'>>,
): Promise<void> {
  await tx
    .update(companySettings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(companySettings.id, THE_ROW));
}

/**
 * Creates the row on first start, empty: a made-up name and address would print as if they were the
 * company's. An existing row is kept.
 */
export async function ensureCompanySettings(db: DbOrTx) {
  await db
    .insert(companySettings)
    .values({ id: THE_ROW, name: '', address: '', gstin: '', phone: '', email: '' })
    .onConflictDoNothing();
}
