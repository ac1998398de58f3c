import { and, asc, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { branches, customerMembers, customers, employeeCodeSeq, users } from '../../db/schema';

const like = (col: SQL | typeof customers.code, q: string) =>
  sql`lower(${col}) like ${`${q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`;

/** The customer's account as the admin screens show and edit it: its owner's (decision 049). */
const owner = and(eq(customerMembers.customerId, customers.id), eq(customerMembers.role, 'owner'));

/** Customers in code order, with their owner's sign-in name; search by code, company, GSTIN, email or city. */
export function listCustomers(db: DbOrTx, f: { search?: string; after?: string; limit: number; inactive: boolean }) {
  const where: (SQL | undefined)[] = [];
  if (f.search) {
    const q = f.search;
    where.push(
      or(
        like(customers.code, q),
        like(sql`${customers.companyName}`, q),
        like(sql`${customers.gstin}`, q),
        like(sql`${customers.email}`, q),
        like(sql`${customers.city}`, q),
      ),
    );
  }
  if (f.after) where.push(gt(customers.code, f.after));
  if (!f.inactive) where.push(eq(customers.active, true));
  return db
    .select({ customer: customers, username: users.username, language: users.language })
    .from(customers)
    .innerJoin(customerMembers, owner)
    .innerJoin(users, eq(users.id, customerMembers.userId))
    .where(and(...where))
    .orderBy(asc(customers.code))
    .limit(f.limit + 1);
}

export async function findCustomerByCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select({ customer: customers, user: users })
    .from(customers)
    .innerJoin(customerMembers, owner)
    .innerJoin(users, eq(users.id, customerMembers.userId))
    .where(eq(customers.code, code));
  return row;
}

export async function updateCustomer(
  db: DbOrTx,
  id: string,
  row: Partial<Omit<typeof customers.$inferInsert, 'mobileVerifiedAt'>> & { mobileVerifiedAt?: SQL },
) {
  await db.update(customers).set(row).where(eq(customers.id, id));
}

export async function updateUser(db: DbOrTx, id: string, row: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(row).where(eq(users.id, id));
}

const employeeColumns = {
  user: users,
  branchName: branches.name,
};

/** Staff and admins in code order; search by code, name or user name. */
export function listEmployees(db: DbOrTx, f: { search?: string; after?: string; limit: number; inactive: boolean }) {
  const where: (SQL | undefined)[] = [sql`${users.role} in ('staff', 'admin')`];
  if (f.search) {
    const q = f.search;
    where.push(or(like(sql`${users.code}`, q), like(sql`${users.displayName}`, q), like(sql`${users.username}`, q)));
  }
  if (f.after) where.push(gt(users.code, f.after));
  if (!f.inactive) where.push(eq(users.active, true));
  return db
    .select(employeeColumns)
    .from(users)
    .leftJoin(branches, eq(branches.id, users.branchId))
    .where(and(...where))
    .orderBy(asc(users.code))
    .limit(f.limit + 1);
}

export async function findEmployeeByCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select(employeeColumns)
    .from(users)
    .leftJoin(branches, eq(branches.id, users.branchId))
    .where(and(eq(users.code, code), sql`${users.role} in ('staff', 'admin')`));
  return row;
}

export async function activeBranch(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.id, id), eq(branches.active, true)));
  return row;
}

export async function nextEmployeeCode(db: DbOrTx): Promise<string> {
  const [row] = await db.select({ n: sql<string>`nextval(${employeeCodeSeq.seqName})` }).from(sql`(select 1) as one`);
  return `E${String(row?.n).padStart(4, '0')}`;
}
