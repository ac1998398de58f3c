import type { DbOrTx } from '../../db/client';
import { runPrepared } from '../../db/prepared';
import { repairRequests, requestItems } from '../../db/schema';
import { docWrite, rowsFromDoc } from '../../db/sql/doc-write';
import { type NewRequestFlowDoc, newRequestFlowFromDoc } from '../item-flow';
import { type NoticeDoc, noticesFromDoc } from '../mail-outbox';
import { type ShipmentDoc, shipmentsFromDoc } from '../shipments';
import { type LinkDoc, linksFromDoc } from '../tracking';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** A new request's rows, as its write's document carries them (`writeNewRequest`). */
export interface NewRequestDoc {
  requests: Pick<
    Insert<typeof repairRequests>,
    | 'id'
    | 'reqCode'
    | 'customerId'
    | 'createdBy'
    | 'narration'
    | 'groupStatus'
    | 'itemCount'
    | 'needs'
    | 'chargesTotal'
    | 'idempotencyKey'
  >[];
  items: Required<
    Pick<
      Insert<typeof requestItems>,
      | 'id'
      | 'requestId'
      | 'lineNo'
      | 'itemId'
      | 'brandId'
      | 'modelNumber'
      | 'serialNumber'
      | 'problem'
      | 'imageCount'
      | 'firstImageId'
      | 'warrantyUntil'
    >
  >[];
}

const REQUEST_FIELDS = [
  'id',
  'reqCode',
  'customerId',
  'createdBy',
  'narration',
  'groupStatus',
  'itemCount',
  'needs',
  'chargesTotal',
  'idempotencyKey',
] as const;
const ITEM_FIELDS = [
  'id',
  'requestId',
  'lineNo',
  'itemId',
  'brandId',
  'modelNumber',
  'serialNumber',
  'problem',
  'imageCount',
  'firstImageId',
  'warrantyUntil',
] as const;

/**
 * Writes a new request with everything that comes with it as one prepared statement (decision 031): its
 * own rows and the typed part each feature hands over (the customer's parcel, the item flow's first entries and counter changes,
 * the tracking link, the notices), each read from the document by the insert its owner keeps. Atomic: if
 * any part fails (a repeated idempotency key), nothing is stored.
 */
export function writeNewRequest(
  db: DbOrTx,
  doc: NewRequestDoc & ShipmentDoc & NewRequestFlowDoc & LinkDoc & NoticeDoc,
) {
  return runPrepared(
    db,
    'new_request',
    () =>
      docWrite([
        rowsFromDoc(repairRequests, 'requests', REQUEST_FIELDS),
        rowsFromDoc(requestItems, 'items', ITEM_FIELDS),
        ...shipmentsFromDoc(),
        ...newRequestFlowFromDoc(),
        linksFromDoc(),
        ...noticesFromDoc(),
      ]),
    { doc: JSON.stringify(doc) },
  );
}
