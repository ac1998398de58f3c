import { eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customerCodeSeq, customerMembers, customers, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;

/** A user by user name, or by email when the name matches none. Case does not matter. */
export async function findUserByLogin(db: DbOrTx, identifier: string): Promise<UserRow | undefined> {
  const key = identifier.toLowerCase();
  const rows = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, key), eq(sql`lower(${users.email})`, key)))
    .limit(2);
  return rows.find((r) => r.username.toLowerCase() === key) ?? (rows.length === 1 ? rows[0] : undefined);
}

/**
 * Where a user stands: active or not, and for a customer's user on no account any more (a colleague the
 * account admin removed, issue 29) the name of the company they were on.
 */
export async function accountStanding(
  db: DbOrTx,
  userId: string,
): Promise<{ active: boolean; removedFrom: string | null } | undefined> {
  const [row] = await db
    .select({
      active: users.active,
      role: users.role,
      member: customerMembers.userId,
      company: customers.companyName,
    })
    .from(users)
    .leftJoin(customerMembers, eq(customerMembers.userId, users.id))
    .leftJoin(customers, eq(customers.id, users.customerId))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const removed = row.role === 'customer' && row.company !== null && row.member === null;
  return { active: row.active, removedFrom: removed ? row.company : null };
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function usernameTaken(db: DbOrTx, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return rows.length > 0;
}

/** A customer with this email, or with this GSTIN when one is given: '' is everyone without one (decision 091). */
export async function customerExists(db: DbOrTx, email: string, gstin: string): Promise<boolean> {
  const sameEmail = eq(sql`lower(${customers.email})`, email.toLowerCase());
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(gstin === '' ? sameEmail : or(sameEmail, eq(customers.gstin, gstin)));
  return rows.length > 0;
}

export async function findCustomerById(db: DbOrTx, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

export async function nextCustomerCode(db: DbOrTx): Promise<string> {
  const [row] = await db.select({ n: sql<string>`nextval(${customerCodeSeq.seqName})` }).from(sql`(select 1) as one`);
  return `C${String(row?.n).padStart(6, '0')}`;
}

export async function insertCustomer(db: DbOrTx, row: typeof customers.$inferInsert): Promise<CustomerRow> {
  const [created] = await db.insert(customers).values(row).returning();
  if (!created) throw new Error('customer insert returned no row');
  return created;
}

export async function insertUser(db: DbOrTx, row: typeof users.$inferInsert): Promise<UserRow> {
  const [created] = await db.insert(users).values(row).returning();
  if (!created) throw new Error('user insert returned no row');
  return created;
}

/** Moves the last sign-in time to "previous" and stamps now; answers the previous one (the session's lastLogin). */
export async function recordLogin(db: DbOrTx, userId: string): Promise<Date | null> {
  const [row] = await db
    .update(users)
    .set({ previousLoginAt: sql`${users.lastLoginAt}`, lastLoginAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ previous: users.previousLoginAt });
  return row?.previous ?? null;
}

export async function setPassword(db: DbOrTx, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, passwordChangedAt: sql`now()` }).where(eq(users.id, userId));
}

/** Records the customer's WhatsApp consent with its time (kept when given again), or withdraws it. */
export async function setWhatsappOptIn(db: DbOrTx, customerId: string, optIn: boolean): Promise<Date | null> {
  const [row] = await db
    .update(customers)
    .set({ whatsappOptInAt: optIn ? sql`coalesce(${customers.whatsappOptInAt}, now())` : null })
    .where(eq(customers.id, customerId))
    .returning({ at: customers.whatsappOptInAt });
  return row?.at ?? null;
}

/**
 * A customer's confirmation of their mobile through a change of their row (decision 089): kept while the
 * number stays, gone with a new one (whoever sets it: the customer, or staff for them).
 */
export const mobileConfirmationAfter = (mobile: string) =>
  sql`case when ${customers.mobile} = ${mobile} then ${customers.mobileVerifiedAt} else null end`;

/** A customer's own contact details (the profile's edit); a new mobile is not confirmed yet. */
export async function updateCustomerContact(
  db: DbOrTx,
  customerId: string,
  row: Pick<typeof customers.$inferInsert, 'contactPerson' | 'address' | 'city' | 'pincode' | 'mobile'>,
) {
  await db
    .update(customers)
    .set({ ...row, mobileVerifiedAt: mobileConfirmationAfter(row.mobile) })
    .where(eq(customers.id, customerId));
}

export async function setUserLanguage(db: DbOrTx, userId: string, language: 'en' | 'ta') {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}
