import type { TAccountRole, TColleagueRole } from '@svc/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customerMembers, customers, users } from '../../db/schema';
import { take } from '../../db/sql/rate-window';

/** The account a list or a change is about. */
export async function customerBy(db: DbOrTx, key: { id: string } | { code: string }) {
  const [row] = await db
    .select({ id: customers.id, code: customers.code, companyName: customers.companyName, active: customers.active })
    .from(customers)
    .where('id' in key ? eq(customers.id, key.id) : eq(customers.code, key.code));
  return row;
}

const colleagueColumns = {
  userId: users.id,
  name: users.displayName,
  username: users.username,
  email: users.email,
  language: users.language,
  role: customerMembers.role,
  /** Null until the invitation's link (or a reset) sets a password. */
  passwordSetAt: users.passwordChangedAt,
  lastLoginAt: users.lastLoginAt,
  previousLoginAt: users.previousLoginAt,
  addedAt: customerMembers.createdAt,
};

/** The people of an account, the admin first, then by when they were added. */
export function colleaguesOf(db: DbOrTx, customerId: string) {
  return db
    .select(colleagueColumns)
    .from(customerMembers)
    .innerJoin(users, eq(users.id, customerMembers.userId))
    .where(eq(customerMembers.customerId, customerId))
    .orderBy(sql`${customerMembers.role} = 'owner' desc`, asc(customerMembers.createdAt), asc(users.username));
}

export async function colleagueOf(db: DbOrTx, customerId: string, userId: string) {
  const [row] = await db
    .select(colleagueColumns)
    .from(customerMembers)
    .innerJoin(users, eq(users.id, customerMembers.userId))
    .where(and(eq(customerMembers.customerId, customerId), eq(customerMembers.userId, userId)));
  return row;
}

/**
 * Serializes the changes of one account, and separately the invitations of one address, until the
 * transaction ends: two invitations at once cannot both pass the bounds or both take an address.
 */
export async function lockFor(tx: DbOrTx, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** Users whose e-mail is this address (case aside), with their account. */
export function usersWithEmail(db: DbOrTx, email: string) {
  return db
    .select({ id: users.id, username: users.username, customerId: users.customerId, active: users.active })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
}

export async function countColleagues(db: DbOrTx, customerId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(customerMembers)
    .where(eq(customerMembers.customerId, customerId));
  return row?.n ?? 0;
}

/**
 * One invitation (or its mail sent again) taken from the account's hour, in one statement that waits on the
 * account's window: answers false when the hour's were all taken (decision 088).
 */
export async function takeInvitation(db: DbOrTx, customerId: string, perHour: number): Promise<boolean> {
  return (await take(db, `invitations:${customerId}`, { max: perHour, seconds: 3600 })) !== null;
}

/** A colleague's own code (`users.code`, the session's customercode): the account's code and a number. */
export async function nextColleagueCode(db: DbOrTx, customerCode: string) {
  const [row] = await db
    .select({
      n: sql<number>`coalesce(max(nullif(split_part(${users.code}, '-', 2), '')::int), 1) + 1`,
    })
    .from(users)
    .where(sql`${users.code} like ${`${customerCode}-%`} and split_part(${users.code}, '-', 2) ~ '^[0-9]+$'`);
  return `${customerCode}-${row?.n ?? 2}`;
}

export async function addColleague(
  tx: DbOrTx,
  m: { customerId: string; userId: string; role: TColleagueRole; invitedBy: string },
) {
  await tx.insert(customerMembers).values(m);
}

export async function setColleagueRole(tx: DbOrTx, customerId: string, userId: string, role: TAccountRole) {
  await tx
    .update(customerMembers)
    .set({ role })
    .where(and(eq(customerMembers.customerId, customerId), eq(customerMembers.userId, userId)));
}

/** Takes a colleague off the account and closes their sign-in (their requests keep who raised them). */
export async function removeColleague(tx: DbOrTx, customerId: string, userId: string) {
  await tx
    .delete(customerMembers)
    .where(and(eq(customerMembers.customerId, customerId), eq(customerMembers.userId, userId)));
  await tx.update(users).set({ active: false }).where(eq(users.id, userId));
}

/**
 * A removed colleague invited again: signed in again only through the new welcome link (a password nobody
 * knows until then, as a new invitation's), with the name and user name the invitation gives.
 */
export async function welcomeBack(
  tx: DbOrTx,
  userId: string,
  u: { username: string; displayName: string; language: 'en' | 'ta'; passwordHash: string },
) {
  await tx
    .update(users)
    .set({ ...u, active: true, passwordChangedAt: null, lastLoginAt: null })
    .where(eq(users.id, userId));
  return { id: userId };
}
