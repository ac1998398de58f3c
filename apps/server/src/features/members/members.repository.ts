import type { DbOrTx } from '../../db/client';
import { customerMembers } from '../../db/schema';

type MemberRole = (typeof customerMembers.$inferInsert)['role'];

/** Puts a user on a customer's account; the caller's transaction also writes the user (decision 049). */
export async function addMember(tx: DbOrTx, customerId: string, userId: string, role: MemberRole) {
  await tx.insert(customerMembers).values({ customerId, userId, role });
}
