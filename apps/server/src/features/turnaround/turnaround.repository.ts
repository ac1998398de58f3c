import { type Turnaround, turnaroundOf } from '@svc/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { branches, itemMaster, turnaroundRules } from '../../db/schema';

/** A rule as stored: its turnaround in working days or in working hours, the other null (decision 092). */
export type RuleRow = {
  itemId: number;
  branchId: number | null;
  workingDays: number | null;
  workingHours: number | null;
};

/** Every rule with its item's and branch's names, in the catalogue's order, the all-branches rule first. */
export function listRules(db: DbOrTx) {
  return db
    .select({
      itemId: turnaroundRules.itemId,
      itemName: itemMaster.name,
      branchId: turnaroundRules.branchId,
      branchName: branches.name,
      workingDays: turnaroundRules.workingDays,
      workingHours: turnaroundRules.workingHours,
    })
    .from(turnaroundRules)
    .innerJoin(itemMaster, eq(itemMaster.id, turnaroundRules.itemId))
    .leftJoin(branches, eq(branches.id, turnaroundRules.branchId))
    .orderBy(asc(itemMaster.name), sql`${turnaroundRules.branchId} nulls first`, asc(branches.name));
}

/** The items and branches a rule may name: the active ones, and any inactive one a rule still names. */
export async function choices(db: DbOrTx) {
  const named = (column: typeof turnaroundRules.itemId | typeof turnaroundRules.branchId, id: unknown) =>
    sql`exists (select 1 from ${turnaroundRules} where ${column} = ${id})`;
  const [items, branchRows] = await Promise.all([
    db
      .select({ id: itemMaster.id, name: itemMaster.name, active: itemMaster.active })
      .from(itemMaster)
      .where(sql`${itemMaster.active} or ${named(turnaroundRules.itemId, itemMaster.id)}`)
      .orderBy(asc(itemMaster.name)),
    db
      .select({ id: branches.id, name: branches.name, active: branches.active })
      .from(branches)
      .where(sql`${branches.active} or ${named(turnaroundRules.branchId, branches.id)}`)
      .orderBy(asc(branches.name)),
  ]);
  return { items, branches: branchRows };
}

export async function itemExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: itemMaster.id }).from(itemMaster).where(eq(itemMaster.id, id));
  return row !== undefined;
}

export async function branchExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: branches.id }).from(branches).where(eq(branches.id, id));
  return row !== undefined;
}

const ruleKey = (itemId: number, branchId: number | null) =>
  and(
    eq(turnaroundRules.itemId, itemId),
    branchId === null ? isNull(turnaroundRules.branchId) : eq(turnaroundRules.branchId, branchId),
  );

/** The rule as it was, for the history; locked, so two saves of one rule follow each other. */
export async function findRule(tx: DbOrTx, itemId: number, branchId: number | null) {
  const [row] = await tx
    .select({ workingDays: turnaroundRules.workingDays, workingHours: turnaroundRules.workingHours })
    .from(turnaroundRules)
    .where(ruleKey(itemId, branchId))
    .for('update');
  return row;
}

/** Adds or replaces the rule of an item and branch (the unique key counts a null branch as one). */
export async function upsertRule(tx: DbOrTx, r: RuleRow) {
  await tx
    .insert(turnaroundRules)
    .values(r)
    .onConflictDoUpdate({
      target: [turnaroundRules.itemId, turnaroundRules.branchId],
      set: { workingDays: r.workingDays, workingHours: r.workingHours, updatedAt: sql`now()` },
    });
}

export async function deleteRule(tx: DbOrTx, itemId: number, branchId: number | null) {
  await tx.delete(turnaroundRules).where(ruleKey(itemId, branchId));
}

/**
 * The turnaround of an item received at a branch: the branch's rule, else the item's rule for every
 * branch, else null (the company's default applies). One indexed read of at most two rows.
 */
export async function ruleFor(db: DbOrTx, itemId: number, branchId: number | null): Promise<Turnaround | null> {
  const [row] = await db
    .select({ workingDays: turnaroundRules.workingDays, workingHours: turnaroundRules.workingHours })
    .from(turnaroundRules)
    .where(
      and(
        eq(turnaroundRules.itemId, itemId),
        branchId === null
          ? isNull(turnaroundRules.branchId)
          : sql`(${turnaroundRules.branchId} = ${branchId} or ${turnaroundRules.branchId} is null)`,
      ),
    )
    .orderBy(sql`${turnaroundRules.branchId} nulls last`)
    .limit(1);
  return row ? turnaroundOf(row.workingDays, row.workingHours) : null;
}
