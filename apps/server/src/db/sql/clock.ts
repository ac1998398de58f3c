import { CLOCK_DONE_STATUSES, type TRequestClock } from '@svc/contract';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The service desk's clock in SQL (decision 059), one owner for the rule that `itemPromise` applies to one
 * item: an item's clock runs once received and until it is done; it is late once `now` is past its due,
 * unless a pause began before the due (the due then moves with the pause); it is at risk from its stored
 * `at_risk_at` while it runs unpaused and is not late. A test compares these with `itemPromise`.
 */
const STOPPED = ['pending', ...CLOCK_DONE_STATUSES].map((s) => `'${s}'`).join(', ');
const RUNNING = sql.raw(`status not in (${STOPPED})`);

/** A request's `late_at` and `at_risk_at`, aggregated over its items (`request_items` rows in scope). */
export const LATE_AT_OF_ITEMS = sql`min(due_at) filter (where ${RUNNING} and (paused_since is null or paused_since >= due_at))`;
export const AT_RISK_AT_OF_ITEMS = sql`min(at_risk_at) filter (where ${RUNNING} and paused_since is null)`;

/**
 * Requests in a clock queue at `now`, spelled on `repair_requests.late_at`/`at_risk_at` so the partial
 * index `repair_requests_clock_idx` serves it: late, or at risk (an item at risk, none late).
 */
export function requestClockClause(clock: TRequestClock, now: unknown): SQL {
  const at = sql`${now}::timestamptz`;
  return clock === 'late'
    ? sql`(repair_requests.late_at is not null and repair_requests.late_at < ${at})`
    : sql`(repair_requests.late_at is not null and repair_requests.late_at >= ${at} and repair_requests.at_risk_at <= ${at})`;
}
