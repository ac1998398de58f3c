import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema';

/** Whom a customer's mails go to, and how they are addressed. */
export async function customerContact(db: DbOrTx, customerId: string) {
  const [row] = await db
    .select({ name: customers.companyName, code: customers.code, email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}
