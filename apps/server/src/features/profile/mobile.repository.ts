import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { customerMembers, customers, users } from '../../db/schema';

/**
 * Serializes the confirmations of one number until the transaction ends: two accounts confirming it at once
 * take it one after the other (the unique index on confirmed numbers is the last word).
 */
export async function lockNumber(tx: DbOrTx, mobile: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mobile:${mobile}`}))`);
}

/**
 * The number becomes this account's (decision 089): whichever other account had it confirmed has it no
 * longer. Answers those accounts' ids (told by mail to confirm theirs). Only while the account's number is
 * still `mobile` (a change since the code was sent voids it): false then.
 */
export async function takeNumber(tx: DbOrTx, customerId: string, mobile: string) {
  const previous = await tx
    .update(customers)
    .set({ mobileVerifiedAt: null })
    .where(
      and(eq(customers.mobile, mobile), ne(customers.id, customerId), sql`${customers.mobileVerifiedAt} is not null`),
    )
    .returning({ id: customers.id, code: customers.code });
  const [mine] = await tx
    .update(customers)
    .set({ mobileVerifiedAt: sql`now()` })
    .where(and(eq(customers.id, customerId), eq(customers.mobile, mobile)))
    .returning({ id: customers.id });
  return { taken: Boolean(mine), previous };
}

export interface TakenNumber {
  customerId: string;
  code: string;
  mobile: string;
  email: string;
  language: 'en' | 'ta';
}

/**
 * Accounts whose number is another account's confirmed number and not confirmed by them (set aside by
 * migration 0034, or confirmed since by another account): each is asked to confirm theirs (`ids`: only these).
 */
export async function numbersTakenFrom(db: DbOrTx, ids?: string[]): Promise<TakenNumber[]> {
  if (ids && !ids.length) return [];
  const only = ids
    ? sql`and c.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const res = await db.execute(sql`
    select c.id as customer_id, c.code, c.mobile, c.email, coalesce(u.language, 'en') as language
    from ${customers} c
    left join ${customerMembers} cm on cm.customer_id = c.id and cm.role = 'owner'
    left join ${users} u on u.id = cm.user_id
    where c.mobile_verified_at is null and c.active ${only}
      and exists (select 1 from ${customers} o where o.mobile = c.mobile and o.id <> c.id and o.mobile_verified_at is not null)`);
  return rowsOf<{ customer_id: string; code: string; mobile: string; email: string; language: 'en' | 'ta' }>(res).map(
    (r) => ({ customerId: r.customer_id, code: r.code, mobile: r.mobile, email: r.email, language: r.language }),
  );
}
