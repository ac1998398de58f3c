import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  brandMaster,
  customers,
  itemMaster,
  repairRequests,
  requestItems,
  trackingEntries,
  users,
} from '../../db/schema';
import { rowsFromDoc } from '../../db/sql/doc-write';
import { parcelColumns } from '../shipments';
import type { PromiseChange } from './promise-move';

/** Items with what a move needs of them (request, customer, names, charges), locked for the transaction. */
function lockItems(tx: DbOrTx, where: SQL) {
  return tx
    .select({
      id: requestItems.id,
      status: requestItems.status,
      version: requestItems.version,
      requestId: requestItems.requestId,
      customerId: repairRequests.customerId,
      reqCode: repairRequests.reqCode,
      ...parcelColumns(repairRequests.id),
      companyName: customers.companyName,
      // The customer's place of supply: a quote's GST is within the state or between states by it.
      customerGstin: customers.gstin,
      customerStateCode: customers.stateCode,
      itemName: itemMaster.name,
      brandName: brandMaster.name,
      modelNumber: requestItems.modelNumber,
      serialNumber: requestItems.serialNumber,
      serviceCharge: requestItems.serviceCharge,
      partsCharge: requestItems.partsCharge,
      gstPercent: requestItems.gstPercent,
      gstAmount: requestItems.gstAmount,
      chargesOwed: requestItems.chargesOwed,
      itemId: requestItems.itemId,
      dueAt: requestItems.dueAt,
      turnaroundDays: requestItems.turnaroundDays,
      turnaroundHours: requestItems.turnaroundHours,
      pausedSince: requestItems.pausedSince,
      warrantyUntil: requestItems.warrantyUntil,
      createdAt: requestItems.createdAt,
    })
    .from(requestItems)
    .innerJoin(repairRequests, eq(repairRequests.id, requestItems.requestId))
    .innerJoin(customers, eq(customers.id, repairRequests.customerId))
    .innerJoin(itemMaster, eq(itemMaster.id, requestItems.itemId))
    .innerJoin(brandMaster, eq(brandMaster.id, requestItems.brandId))
    .where(where)
    .orderBy(asc(requestItems.lineNo))
    .for('update', { of: requestItems });
}

export async function findItemForUpdate(tx: DbOrTx, itemId: string) {
  const [row] = await lockItems(tx, eq(requestItems.id, itemId));
  return row;
}

/** Every item of a request, locked, in line order; with a customer id only that customer's (else none). */
export function lockItemsOfRequest(tx: DbOrTx, reqCode: string, customerId: string | null) {
  return lockItems(
    tx,
    and(eq(repairRequests.reqCode, reqCode), customerId ? eq(repairRequests.customerId, customerId) : undefined) as SQL,
  );
}

export type LockedItem = NonNullable<Awaited<ReturnType<typeof findItemForUpdate>>>;

/** One item of a move: where from, the version its caller saw, whether its charges stay owed, what else changes. */
export interface ItemRowMove {
  id: string;
  from: string;
  version: number;
  owed: boolean;
  extra: { partsExpectedOn?: string | null } & PromiseChange;
}

/** The columns a move may change beside the status, with their types; each only where the item's move sets it. */
const CHANGING = [
  ['partsExpectedOn', 'parts_expected_on', 'date'],
  ['dueAt', 'due_at', 'timestamptz'],
  ['atRiskAt', 'at_risk_at', 'timestamptz'],
  ['turnaroundDays', 'turnaround_days', 'int'],
  ['turnaroundHours', 'turnaround_hours', 'int'],
  ['pausedSince', 'paused_since', 'timestamptz'],
  ['branchId', 'branch_id', 'int'],
] as const;

const sqlValue = (v: Date | string | number | null | undefined) => (v instanceof Date ? v.toISOString() : (v ?? null));

/**
 * Moves every item to `to` in one statement (a consignment of 500 is one write, not 500), each only if
 * nobody changed it since its `version` and it is still where it moved from: answers false unless all
 * moved, and the caller's transaction then rolls back. A column an item's move leaves alone keeps its value.
 */
export async function moveItems(tx: DbOrTx, to: string, moves: readonly ItemRowMove[]) {
  const rows = moves.map(
    (m) =>
      sql`(${m.id}::uuid, ${m.version}::int, ${m.from}::text, ${m.owed}::boolean, ${sql.join(
        CHANGING.map(
          ([key, , type]) => sql`${m.extra[key] !== undefined}::boolean, ${sqlValue(m.extra[key])}::${sql.raw(type)}`,
        ),
        sql`, `,
      )})`,
  );
  const names = CHANGING.map(([, column]) => `set_${column}, ${column}`).join(', ');
  const sets = CHANGING.map(([, c]) => `${c} = case when v.set_${c} then v.${c} else i.${c} end`).join(', ');
  const moved = rowsOf<{ id: string }>(
    await tx.execute(sql`
      update request_items i set status = ${to}, charges_owed = v.owed, ${sql.raw(sets)},
        version = i.version + 1, updated_at = now()
      from (values ${sql.join(rows, sql`, `)}) as v(id, version, from_status, owed, ${sql.raw(names)})
      where i.id = v.id and i.version = v.version and i.status = v.from_status
      returning i.id`),
  );
  return moved.length === moves.length;
}

/**
 * Sets an item's quoted charges and moves it to estimated, if nobody changed it since `version`; `owed` as
 * the flow table says after a quote (a new quote waits for a new answer).
 */
export async function quoteItem(
  tx: DbOrTx,
  itemId: string,
  version: number,
  c: { serviceCharge: number; partsCharge: number; gstPercent: number; gstAmount: number },
  owed: boolean,
  promise: PromiseChange = {},
) {
  const rows = await tx
    .update(requestItems)
    .set({
      ...c,
      ...promise,
      status: 'estimated',
      chargesOwed: owed,
      version: sql`${requestItems.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(requestItems.id, itemId), eq(requestItems.version, version)))
    .returning({ id: requestItems.id });
  return rows.length === 1;
}

/** The branch of the staff member who moves an item (null: an admin or a user with none). */
export async function branchOfUser(tx: DbOrTx, userId: string): Promise<number | null> {
  const [row] = await tx.select({ branchId: users.branchId }).from(users).where(eq(users.id, userId));
  return row?.branchId ?? null;
}

/** A move's tracking entry of one item: a move to waiting for parts keeps the day they were expected by, a move that ended a pause the due it moved to. */
export interface NewEntry {
  itemId: string;
  expectedOn: string | null;
  dueMovedTo: Date | null;
}

/**
 * Adds the move's tracking entries in one statement, each made `at` (the clock the promise reads, so the
 * reports' times agree with the due dates), and answers their ids in the entries' order (an id names the
 * status mail, so it is sent once).
 */
export async function addTrackings(
  tx: DbOrTx,
  move: { status: string; remark: string; actorId: string; at: Date },
  entries: readonly NewEntry[],
) {
  const { status, remark, actorId, at } = move;
  const rows = await tx
    .insert(trackingEntries)
    .values(entries.map((e) => ({ ...e, status, remark, actorId, createdAt: at })))
    .returning({ id: trackingEntries.id, itemId: trackingEntries.itemId });
  const ids = new Map(rows.map((r) => [r.itemId, r.id]));
  return entries.map((e) => ids.get(e.itemId) ?? 0);
}

/** New items' first tracking entries in a write's document (`docWrite`). */
export interface EntryDoc {
  tracking: Required<Pick<typeof trackingEntries.$inferInsert, 'itemId' | 'status' | 'remark' | 'actorId'>>[];
}
export const entriesFromDoc = () => rowsFromDoc(trackingEntries, 'tracking', ['itemId', 'status', 'remark', 'actorId']);
