import { type SQL, sql } from 'drizzle-orm';
import { repairRequests as r, requestItems, shipments } from '../schema';

const likePrefix = (q: string) => `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Requests matching a search: serial, model or docket number (of the parcel in or a box back) by prefix, or the exact request code. A union
 * of index lookups, each branch on its own index (docs/decisions/007-request-list.md).
 */
export function searchClause(search: string): SQL {
  const prefix = likePrefix(search);
  return sql`${r.id} in (
    select ${requestItems.requestId} from ${requestItems} where lower(${requestItems.serialNumber}) like ${prefix}
    union select ${requestItems.requestId} from ${requestItems} where lower(${requestItems.modelNumber}) like ${prefix}
    union select ${shipments.requestId} from ${shipments} where lower(${shipments.docket}) like ${prefix}
    union select ${r.id} from ${r} where ${r.reqCode} = ${search.toUpperCase()})`;
}
