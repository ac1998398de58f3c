import type { TLanguage } from '@svc/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { customerMembers, customers, users } from '../../db/schema';

/**
 * Who is told about a customer's requests, and how (decision 049): the account's mail address and confirmed
 * mobile (WhatsApp where the customer agreed to it, else SMS), in its owner's language; addressed by the
 * customer's name and code. One row per customer however many members it has.
 */
export interface Recipient {
  name: string;
  code: string;
  email: string;
  /**
   * The account's mobile (E.164) once its admin confirmed it with a code (decision 089); null before that:
   * nothing goes by WhatsApp or SMS to a number nobody confirmed.
   */
  mobile: string | null;
  whatsappOptedIn: boolean;
  language: TLanguage;
}

/** The customer's recipient; undefined when there is no such customer. */
export async function recipientOf(db: DbOrTx, customerId: string): Promise<Recipient | undefined> {
  const query = preparedOnce(db, 'customer_recipient', (name) => recipientQuery(db).prepare(name));
  const [row] = await query.execute({ customerId });
  return row;
}

function recipientQuery(db: DbOrTx) {
  return db
    .select({
      name: customers.companyName,
      code: customers.code,
      email: customers.email,
      mobile: sql<string | null>`case when ${customers.mobileVerifiedAt} is not null then ${customers.mobile} end`,
      whatsappOptedIn: sql<boolean>`${customers.whatsappOptInAt} is not null`,
      language: sql<TLanguage>`coalesce(${users.language}, 'en')`,
    })
    .from(customers)
    .leftJoin(customerMembers, and(eq(customerMembers.customerId, customers.id), eq(customerMembers.role, 'owner')))
    .leftJoin(users, eq(users.id, customerMembers.userId))
    .where(eq(customers.id, sql.placeholder('customerId')));
}
