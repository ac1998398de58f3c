import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companySettings } from '../../db/schema';

/** The company's settings are one row; only this file knows which. */
const THE_ROW = 1;

export type CompanySettings = typeof companySettings.$inferSelect;

export async function readCompanySettings(db: DbOrTx): Promise<CompanySettings | undefined> {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.id, THE_ROW));
  return row;
}

export async function updateCompanySettings(
  tx: DbOrTx,
  values: Partial<Omit<CompanySettings, 'id' | 'updatedAt'>>,
): Promise<void> {
  await tx
    .update(companySettings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(companySettings.id, THE_ROW));
}

/** Creates the row on first start, with a name and address to edit; an existing row is kept. */
export async function ensureCompanySettings(db: DbOrTx, defaults: { name: string; address: string }) {
  await db
    .insert(companySettings)
    .values({ id: THE_ROW, ...defaults, gstin: '', phone: '', email: '' })
    .onConflictDoNothing();
}
