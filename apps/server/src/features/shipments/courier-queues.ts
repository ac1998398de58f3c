import { FINAL_STAGES, type TCourierQueue } from '@svc/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The stages a box ends in (the contract's), as the partial indexes of booked boxes spell them. */
export const FINAL = sql.raw(`(${FINAL_STAGES.map((s) => `'${s}'`).join(', ')})`);

/**
 * Which booked boxes each of the desk's courier queues holds (issue 43), as a condition on `shipments s`:
 * the customer's parcel delivered at the centre by the courier and not yet received (on top of To receive),
 * a box with an open exception (pickup failed, undelivered, damaged …), and a box on its way that has told
 * nothing for `quietHours` (after the polling asked). Each is read from a partial index of booked boxes.
 */
function courierQueueCondition(queue: TCourierQueue, quietHours: SQL | number): SQL {
  if (queue === 'arrived')
    return sql`s.booking = 'booked' and s.direction = 'in' and s.stage = 'delivered' and s.status = 'in_transit'`;
  if (queue === 'exception') return sql`s.booking = 'booked' and s.stage not in ${FINAL} and s.exception is not null`;
  return sql`s.booking = 'booked' and s.stage not in ${FINAL}
    and coalesce(s.last_event_at, s.updated_at) < now() - make_interval(hours => ${quietHours}::int)`;
}

/** Requests with a box in the queue (the desk's list of it). */
export const courierQueueClause = (queue: TCourierQueue, requestId: AnyPgColumn, quietHours: SQL | number) =>
  sql`exists (select 1 from shipments s where s.request_id = ${requestId} and ${courierQueueCondition(queue, quietHours)})`;

/** The desk's counts of requests in each courier queue, as one JSON value inside the desk's one statement. */
export const courierCountsSql = (quietHours: number) =>
  sql`json_build_object(
    'arrived', (select count(distinct s.request_id)::int from shipments s where ${courierQueueCondition('arrived', quietHours)}),
    'exception', (select count(distinct s.request_id)::int from shipments s where ${courierQueueCondition('exception', quietHours)}),
    'quiet', (select count(distinct s.request_id)::int from shipments s where ${courierQueueCondition('quiet', quietHours)}))`;
