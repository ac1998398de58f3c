import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { customers } from '../../db/schema';

/** Whom a customer's mails go to, and how they are addressed. */
export async function customerContact(db: DbOrTx, customerId: string) {
  const query = preparedOnce(db, 'customer_contact', (name) => contactQuery(db).prepare(name));
  const [row] = await query.execute({ customerId });
  return row;
}

function contactQuery(db: DbOrTx) {
  return db
    .select({
      name: customers.companyName,
      code: customers.code,
      email: customers.email,
      mobile: customers.mobile,
      whatsappOptInAt: customers.whatsappOptInAt,
      language: sql<
        'en' | 'ta'
      >`coalesce((select u.language from users u where u.customer_id = "customers"."id" order by u.created_at limit 1), 'en')`,
    })
    .from(customers)
    .where(eq(customers.id, sql.placeholder('customerId')));
}
