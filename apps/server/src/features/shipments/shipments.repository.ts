import { DOCKET_SEPARATORS, type TShipmentStatus } from '@svc/contract';
import { and, asc, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { requestItems, shipmentEvents, shipmentItems, shipments } from '../../db/schema';
import { rowsFromDoc } from '../../db/sql/doc-write';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** A new request's parcel in a write's document (`docWrite`): the box, the items in it, its first event. */
export interface ShipmentDoc {
  shipments: Required<
    Pick<Insert<typeof shipments>, 'id' | 'requestId' | 'direction' | 'carrier' | 'docket' | 'createdBy'>
  >[];
  shipment_items: Required<Pick<Insert<typeof shipmentItems>, 'shipmentId' | 'itemId' | 'direction'>>[];
  shipment_events: Required<Pick<Insert<typeof shipmentEvents>, 'shipmentId' | 'status' | 'actorId'>>[];
}

export const shipmentsFromDoc = () => [
  rowsFromDoc(shipments, 'shipments', ['id', 'requestId', 'direction', 'carrier', 'docket', 'createdBy']),
  rowsFromDoc(shipmentItems, 'shipment_items', ['shipmentId', 'itemId', 'direction']),
  rowsFromDoc(shipmentEvents, 'shipment_events', ['shipmentId', 'status', 'actorId']),
];

/**
 * A column named with its table, as a subquery inside a select must name it: drizzle leaves a one-table
 * select's columns bare, and a bare name inside the subquery would be the subquery's own.
 */
const qualified = (column: AnyPgColumn) => sql.raw(`"${getTableName(column.table)}"."${column.name}"`);

/** The customer's parcel's courier and docket, as a request's columns (one index lookup each). */
export const parcelColumns = (requestIdColumn: AnyPgColumn) => {
  const requestId = qualified(requestIdColumn);
  return {
    courierName: sql<string>`(select s.carrier from ${shipments} s where s.request_id = ${requestId} and s.direction = 'in')`,
    docketNumber: sql<string>`(select s.docket from ${shipments} s where s.request_id = ${requestId} and s.direction = 'in')`,
  };
};

/** The box an item went back in, as the item's columns (null before its dispatch). */
export const returnColumns = (itemIdColumn: AnyPgColumn) => {
  const itemId = qualified(itemIdColumn);
  return {
    returnCourier: sql<
      string | null
    >`(select s.carrier from ${shipmentItems} si join ${shipments} s on s.id = si.shipment_id where si.item_id = ${itemId} and si.direction = 'out')`,
    returnDocket: sql<
      string | null
    >`(select s.docket from ${shipmentItems} si join ${shipments} s on s.id = si.shipment_id where si.item_id = ${itemId} and si.direction = 'out')`,
  };
};

/**
 * Corrects the customer's parcel's courier and docket (the courier details, while they may be corrected);
 * its `updated_at` is when its status last moved, so a correction leaves it (the audit keeps who corrected).
 * A pickup booked with a courier (pending or booked) is not typed over: answers false, and nothing changes;
 * one that failed or was cancelled gives way to the typed details.
 */
export async function correctParcel(tx: DbOrTx, requestId: string, c: { carrier: string; docket: string }) {
  const changed = await tx
    .update(shipments)
    .set({ ...c, source: 'typed' })
    .where(
      and(
        eq(shipments.requestId, requestId),
        eq(shipments.direction, 'in'),
        sql`(${shipments.source} = 'typed' or ${shipments.booking} in ('failed', 'cancelled'))`,
      ),
    )
    .returning({ id: shipments.id });
  return changed.length > 0;
}

/**
 * Moves boxes on to `to` where they may go (`from` is the status they must be in, so a status only moves
 * forward) and records the event of each box moved; answers how many moved.
 */
async function moveBoxes(
  tx: DbOrTx,
  where: SQL,
  from: TShipmentStatus,
  to: TShipmentStatus,
  actorId: string | null,
  at: Date,
) {
  const moved = await tx
    .update(shipments)
    .set({ status: to, updatedAt: at })
    .where(and(where, eq(shipments.status, from)))
    .returning({ id: shipments.id });
  if (moved.length)
    await tx
      .insert(shipmentEvents)
      .values(moved.map((m) => ({ shipmentId: m.id, status: to, actorId, createdAt: at })));
  return moved.length;
}

/** The parcel has arrived: the first item received from it. */
export const parcelArrived = (tx: DbOrTx, requestId: string, actorId: string, at: Date) =>
  moveBoxes(
    tx,
    and(eq(shipments.requestId, requestId), eq(shipments.direction, 'in')) as SQL,
    'in_transit',
    'delivered',
    actorId,
    at,
  );

/** The parcel will not come: every item of the request was cancelled before any arrived. */
export const parcelCancelledIfNothingLeft = (tx: DbOrTx, requestId: string, actorId: string, at: Date) =>
  moveBoxes(
    tx,
    sql`${shipments.requestId} = ${requestId} and ${shipments.direction} = 'in' and not exists (
      select 1 from ${requestItems} i where i.request_id = ${requestId} and i.status <> 'cancelled')`,
    'in_transit',
    'cancelled',
    actorId,
    at,
  );

/** The boxes back that carry these items, delivered once every item in them is. */
export const boxesDeliveredIfAllIn = (tx: DbOrTx, itemIds: string[], actorId: string, at: Date) =>
  moveBoxes(
    tx,
    sql`${shipments.direction} = 'out' and ${shipments.id} in (
      select si.shipment_id from ${shipmentItems} si where si.item_id in ${itemIds} and si.direction = 'out')
      and not exists (
        select 1 from ${shipmentItems} si join ${requestItems} i on i.id = si.item_id
        where si.shipment_id = ${shipments.id} and i.status <> 'delivered')`,
    'in_transit',
    'delivered',
    actorId,
    at,
  );

/** Docket numbers match whatever their separators and case (the contract's `docketKey`), here in SQL. */
const docketKey = (docket: SQL | string) => sql`lower(regexp_replace(${docket}, ${DOCKET_SEPARATORS}, '', 'g'))`;

/**
 * Packs items into the box back: the request's box on its way with the same courier and docket (a dispatch
 * made in parts, one box), else a new one. Answers the box's id.
 */
export async function packBox(
  tx: DbOrTx,
  box: { requestId: string; carrier: string; docket: string; itemIds: string[]; actorId: string; at: Date },
) {
  const [open] = await tx
    .select({ id: shipments.id })
    .from(shipments)
    .where(
      and(
        eq(shipments.requestId, box.requestId),
        eq(shipments.direction, 'out'),
        eq(shipments.status, 'in_transit'),
        sql`lower(${shipments.carrier}) = lower(${box.carrier})`,
        sql`${docketKey(sql`${shipments.docket}`)} = ${docketKey(box.docket)}`,
      ),
    )
    .limit(1);
  let id = open?.id;
  if (!id) {
    const [made] = await tx
      .insert(shipments)
      .values({
        requestId: box.requestId,
        direction: 'out',
        carrier: box.carrier,
        docket: box.docket,
        createdBy: box.actorId,
        createdAt: box.at,
        updatedAt: box.at,
      })
      .returning({ id: shipments.id });
    id = made?.id as string;
    await tx
      .insert(shipmentEvents)
      .values({ shipmentId: id, status: 'in_transit', actorId: box.actorId, createdAt: box.at });
  }
  const shipmentId = id;
  await tx
    .insert(shipmentItems)
    .values(box.itemIds.map((itemId) => ({ shipmentId, itemId, direction: 'out' as const })));
  return shipmentId;
}

/** A request's boxes, oldest first, each with the line numbers of the items in it. */
export function shipmentsOfRequest(db: DbOrTx, requestId: string) {
  return (
    db
      .select({
        id: shipments.id,
        direction: shipments.direction,
        carrier: shipments.carrier,
        docket: shipments.docket,
        status: shipments.status,
        createdAt: shipments.createdAt,
        updatedAt: shipments.updatedAt,
        source: shipments.source,
        booking: shipments.booking,
        detail: shipments.detail,
        labelUrl: shipments.labelUrl,
        pickupOn: shipments.pickupOn,
        stage: shipments.stage,
        exception: shipments.exception,
        lastError: shipments.lastError,
        lineNos: sql<
          number[]
        >`(select coalesce(array_agg(i.line_no order by i.line_no), '{}') from ${shipmentItems} si join ${requestItems} i on i.id = si.item_id where si.shipment_id = ${qualified(shipments.id)})`,
      })
      .from(shipments)
      .where(eq(shipments.requestId, requestId))
      // Boxes made at one instant (a dispatch in parts within a move) read in the order of their first item.
      .orderBy(
        asc(shipments.createdAt),
        asc(shipments.direction),
        sql`(select min(i.line_no) from ${shipmentItems} si join ${requestItems} i on i.id = si.item_id where si.shipment_id = ${qualified(shipments.id)})`,
      )
  );
}
