import { AppMsg, Code, StatusFlag, type TListRequests, type TRequestRow } from '@svc/contract';
import { decodeCursor, encodeCursor, istDayEnd, istDayStart } from '../../db/sql/cursor';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { type Caller, isStaff } from '../../lib/caller';
import { listRequests } from './request-list.repository';
import { timeLeftClock } from './time-left';

/**
 * A page of the request list for the caller (`customerId`: theirs, null for staff): one statement with each
 * row's items' promises and unread marks, and the calendar's working day for the time left.
 */
export async function listRequestsFor(
  deps: Pick<Deps, 'db' | 'now' | 'cache' | 'settings'>,
  customerId: string | null,
  caller: Caller,
  q: TListRequests,
) {
  // The clock queues are the service desk's, like its counts: a customer asking gets what they get there.
  if (q.clock && !isStaff(caller)) throw new AppError(Code.notFound, AppMsg.notFound);
  const [rows, timeLeft] = await Promise.all([
    listRequests(deps.db, {
      customerId,
      customerCode: isStaff(caller) ? q.customer_code : undefined,
      group: q.group,
      needs: isStaff(caller) ? q.needs : undefined,
      courier:
        isStaff(caller) && q.courier ? { queue: q.courier, quietHours: deps.settings.COURIER_QUIET_HOURS } : undefined,
      clock: isStaff(caller) && q.clock ? { queue: q.clock, now: deps.now() } : undefined,
      search: q.search || undefined,
      from: q.from ? istDayStart(q.from) : undefined,
      to: q.to ? istDayEnd(q.to) : undefined,
      after: q.cursor ? decodeCursor(q.cursor) : undefined,
      limit: q.limit,
    }),
    timeLeftClock(deps),
  ]);
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  const staff = isStaff(caller);
  const list: TRequestRow[] = page.map((r) => ({
    req_code: r.reqCode,
    created_at: r.createdAt.toISOString(),
    item_count: r.itemCount,
    group: r.group,
    courier_name: r.courierName,
    docket_number: r.docketNumber,
    customer_name: r.customerName,
    customer_code: r.customerCode,
    total: Number(r.total),
    promise: timeLeft.of(r.promises),
    unread_messages: staff ? r.unreadForStaff : r.unreadForCustomer,
    raised_by_colleague: !staff && r.createdBy !== caller.userId ? r.raisedByName : null,
  }));
  return {
    statusFlag: StatusFlag.ok,
    message: 'OK',
    requestrepair_list: list,
    next_cursor: rows.length > q.limit && last ? encodeCursor(last.cursorAt, last.id) : null,
    working_day_minutes: timeLeft.dayMinutes,
  };
}
