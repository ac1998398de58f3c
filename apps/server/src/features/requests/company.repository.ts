import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companySettings } from '../../db/schema';

export async function companyLetterhead(db: DbOrTx) {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.id, 1));
  return row;
}
