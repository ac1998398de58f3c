import {
  atRiskFrom,
  CLOCK_DONE_STATUSES,
  dueAfterPause,
  dueAt,
  dueIfPartsArrive,
  PAUSED_STATUSES,
  PROMISE_WITHDRAWN_STATUSES,
  type TItemStatus,
  type Turnaround,
  type TWorkingCalendar,
  turnaroundColumns,
  turnaroundOf,
} from '@svc/contract';

/** What a move changes of an item's promise (decision 053); only the columns it changes. */
export interface PromiseChange {
  dueAt?: Date | null;
  /** Set and moved with `dueAt` (decision 059): from when the item is at risk. */
  atRiskAt?: Date | null;
  turnaroundDays?: number | null;
  turnaroundHours?: number | null;
  pausedSince?: Date | null;
  /** The receiving staff member's branch, set at receipt: the branch the item's promise and reports count under. */
  branchId?: number | null;
}

interface Before {
  dueAt: Date | null;
  turnaroundDays: number | null;
  turnaroundHours: number | null;
  pausedSince: Date | null;
}

/**
 * The promise's columns after a move from `from` to `to` at `now`: set at receipt (`turnaround` is asked only
 * then, with the receiving branch), a pause opened on entering a paused status, and on leaving one the due
 * moved later by its working time. A move between two paused statuses (a re-quote) keeps the pause open. The
 * at-risk instant moves with the due, always computed from it. A move where the repair is off (declined, not
 * repairable, cancelled) withdraws the promise (decision 093): no due, nothing paused, nothing to be late for;
 * the turnaround promised at receipt stays for the record.
 */
export async function promiseAfterMove(
  m: { from: TItemStatus; to: TItemStatus; now: Date; cal: TWorkingCalendar; item: Before },
  turnaround: () => Promise<{ turnaround: Turnaround; branchId: number | null }>,
): Promise<PromiseChange> {
  const { from, to, now, cal, item } = m;
  if (from === 'pending' && to === 'received') {
    const { turnaround: promised, branchId } = await turnaround();
    const due = dueAt({ receivedAt: now, turnaround: promised, pauses: [], now }, cal);
    const { days, hours } = turnaroundColumns(promised);
    return {
      dueAt: due,
      atRiskAt: atRiskFrom(due, promised, cal),
      turnaroundDays: days,
      turnaroundHours: hours,
      branchId,
    };
  }
  if (PROMISE_WITHDRAWN_STATUSES.includes(to)) {
    return item.dueAt || item.pausedSince ? { dueAt: null, atRiskAt: null, pausedSince: null } : {};
  }
  const wasPaused = PAUSED_STATUSES.includes(from);
  const paused = PAUSED_STATUSES.includes(to);
  // No promise (received before promises existed): nothing to pause.
  if (!item.dueAt || wasPaused === paused) return {};
  if (paused) return { pausedSince: now };
  if (!item.pausedSince) return { pausedSince: null };
  const due = dueAfterPause(item.dueAt, item.pausedSince, now, cal);
  const promised = turnaroundOf(item.turnaroundDays, item.turnaroundHours);
  return { dueAt: due, atRiskAt: atRiskFrom(due, promised, cal), pausedSince: null };
}

/**
 * The promise a move's message states (decision 055): the due after the move while the clock runs (the
 * same instant the request view shows at that moment: a pause just opened has not moved it yet), and
 * whether the move changed it (a pause that ended), with the turnaround promised at receipt. None before
 * receipt or once the clock has stopped.
 * A move onto parts with an expected day (`parts`) also states the due if they arrive that day, by the
 * contract's `dueIfPartsArrive`, as the request view reads it (decision 053, 2026-11-28).
 */
export function promiseForMessage(
  item: Before,
  change: PromiseChange,
  to: TItemStatus,
  parts?: { expectedOn: string | null; now: Date; cal: TWorkingCalendar },
): {
  dueAt: Date;
  moved: boolean;
  ifParts: { dueAt: Date; expectedOn: string } | null;
  turnaround: Turnaround | null;
} | null {
  const due = change.dueAt === undefined ? item.dueAt : change.dueAt;
  if (!due || to === 'pending' || CLOCK_DONE_STATUSES.includes(to)) return null;
  const pausedSince = change.pausedSince === undefined ? item.pausedSince : change.pausedSince;
  const partsDue =
    parts?.expectedOn &&
    dueIfPartsArrive({ status: to, dueAt: due, pausedSince, partsExpectedOn: parts.expectedOn }, parts.now, parts.cal);
  return {
    dueAt: due,
    moved: !!item.dueAt && item.dueAt.getTime() !== due.getTime(),
    ifParts: partsDue && parts?.expectedOn ? { dueAt: partsDue, expectedOn: parts.expectedOn } : null,
    // Set by this move at receipt, else as promised then (decision 092).
    turnaround:
      change.turnaroundDays !== undefined || change.turnaroundHours !== undefined
        ? turnaroundOf(change.turnaroundDays, change.turnaroundHours)
        : turnaroundOf(item.turnaroundDays, item.turnaroundHours),
  };
}
