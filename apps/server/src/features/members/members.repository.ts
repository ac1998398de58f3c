import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customerMembers } from '../../db/schema';

type MemberRole = (typeof customerMembers.$inferInsert)['role'];

/** Puts a user on a customer's account; the caller's transaction also writes the user (decision 049). */
export async function addMember(tx: DbOrTx, customerId: string, userId: string, role: MemberRole) {
  await tx.insert(customerMembers).values({ customerId, userId, role });
}

/** The account's colleagues other than its admin (decision 067): deactivating the customer closes them too. */
export async function colleagueIdsOf(db: DbOrTx, customerId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: customerMembers.userId })
    .from(customerMembers)
    .where(and(eq(customerMembers.customerId, customerId), ne(customerMembers.role, 'owner')));
  return rows.map((r) => r.userId);
}
