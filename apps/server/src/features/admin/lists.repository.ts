import type { TMasterKind } from '@svc/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { branches, brandMaster, itemMaster } from '../../db/schema';

const TABLE = { item: itemMaster, brand: brandMaster } as const;
// Spelled out in full: drizzle leaves column names unqualified in a one-table select.
const USED_BY = {
  item: sql<number>`(select count(*)::int from request_items u where u.item_id = item_master.id)`,
  brand: sql<number>`(select count(*)::int from request_items u where u.brand_id = brand_master.id)`,
} as const;

/** Every entry, inactive ones too, with how many request items use it (so it is never deleted). */
export function masterEntries(db: DbOrTx, kind: TMasterKind) {
  const t = TABLE[kind];
  return db
    .select({
      id: t.id,
      name: t.name,
      active: t.active,
      inUse: USED_BY[kind],
      sacCode: kind === 'item' ? itemMaster.sacCode : sql<string | null>`null`,
    })
    .from(t)
    .orderBy(asc(t.name));
}

export async function findMaster(db: DbOrTx, kind: TMasterKind, id: number) {
  const t = TABLE[kind];
  const [row] = await db.select().from(t).where(eq(t.id, id)).for('update');
  return row;
}

/** An entry's fields; `sacCode` is the item list's only (undefined keeps it, or the default for a new one). */
export interface MasterFields {
  name: string;
  active: boolean;
  sacCode?: string;
}

export async function insertMaster(db: DbOrTx, kind: TMasterKind, f: MasterFields) {
  const [row] =
    kind === 'item'
      ? await db.insert(itemMaster).values(f).returning({ id: itemMaster.id })
      : await db.insert(brandMaster).values({ name: f.name, active: f.active }).returning({ id: brandMaster.id });
  return row?.id ?? 0;
}

export async function updateMaster(db: DbOrTx, kind: TMasterKind, id: number, f: MasterFields) {
  if (kind === 'item') await db.update(itemMaster).set(f).where(eq(itemMaster.id, id));
  else await db.update(brandMaster).set({ name: f.name, active: f.active }).where(eq(brandMaster.id, id));
}

export async function nameTaken(db: DbOrTx, kind: TMasterKind, name: string, exceptId?: number) {
  const t = TABLE[kind];
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(sql`lower(${t.name}) = ${name.toLowerCase()} ${exceptId ? sql`and ${t.id} <> ${exceptId}` : sql``}`);
  return rows.length > 0;
}

export function branchEntries(db: DbOrTx) {
  return db
    .select({
      id: branches.id,
      name: branches.name,
      address: branches.address,
      phone: branches.phone,
      email: branches.email,
      active: branches.active,
      employees: sql<number>`(select count(*)::int from users u where u.branch_id = branches.id)`,
    })
    .from(branches)
    .orderBy(asc(branches.name));
}

export async function findBranch(db: DbOrTx, id: number) {
  const [row] = await db.select().from(branches).where(eq(branches.id, id)).for('update');
  return row;
}

export async function saveBranch(db: DbOrTx, row: typeof branches.$inferInsert, id?: number) {
  if (id) {
    await db.update(branches).set(row).where(eq(branches.id, id));
    return id;
  }
  const [created] = await db.insert(branches).values(row).returning({ id: branches.id });
  return created?.id ?? 0;
}

/** How many branches are active: an employee needs one. */
export async function activeBranchCount(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(branches).where(eq(branches.active, true));
  return row?.n ?? 0;
}
