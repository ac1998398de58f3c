import { DEFAULT_WORKING_CALENDAR, itemPromise, openingOfDay, type TItemStatus } from '@svc/contract';
import type { Db } from '../../db/client';
import { readCompanySettings } from '../company';
import { replyDigestMail, unansweredByBranch } from '../conversations';
import { enqueueMail } from '../mail-outbox';
import { branchAddresses, type RunningPromiseRow, runningPromises } from './digest.repository';
import { type DigestLine, digestMail } from './digest-mail';

export interface DigestRun {
  /** India's date it ran for, YYYY-MM-DD. */
  date: string;
  /** closed: the calendar has the day closed, no digest; early: before the day's opening; done: ran. */
  outcome: 'closed' | 'early' | 'done';
  /** The mails this call queued (another instance may have queued the day's already). */
  queued: number;
}

/** The late and at-risk items of the running promises at `now`, by the contract's one rule. */
function flagged(rows: RunningPromiseRow[], now: Date, cal: typeof DEFAULT_WORKING_CALENDAR) {
  const lines: (DigestLine & { branchId: number | null })[] = [];
  for (const row of rows) {
    const status = row.status as TItemStatus;
    // The flags only: the projection to the parts' day is not read here.
    const p = itemPromise({ ...row, status, partsExpectedOn: null }, now, cal);
    if ((p.clock_state !== 'late' && p.clock_state !== 'at_risk') || !p.due_at) continue;
    lines.push({ ...row, status, state: p.clock_state, dueAt: p.due_at, minutesLeft: p.minutes_left ?? 0 });
  }
  return lines;
}

/**
 * Queues the day's morning digests (decision 060), and the day's mails of conversations unanswered for a
 * working day (decision 072), once the calendar's opening of India's day has come; none
 * on a day the calendar has closed. One mail per branch with something late or at risk, to the branch's
 * e-mail, or the company's when the branch leaves it blank or is inactive; the items received without a
 * branch go to the company's e-mail. The key `digest:<branch>:<date>` makes it one mail a day however many
 * instances run this, and all of the day's mails are queued in one transaction.
 */
export async function queueMorningDigest(o: { db: Db; publicUrl: string; now: Date }): Promise<DigestRun> {
  const company = await readCompanySettings(o.db);
  const cal = company?.workingCalendar ?? DEFAULT_WORKING_CALENDAR;
  const { date, opensAt } = openingOfDay(o.now, cal);
  if (!opensAt) return { date, outcome: 'closed', queued: 0 };
  if (o.now.getTime() < opensAt.getTime()) return { date, outcome: 'early', queued: 0 };

  const [rows, branchList, unanswered] = await Promise.all([
    runningPromises(o.db),
    branchAddresses(o.db),
    unansweredByBranch(o.db, o.now, cal),
  ]);
  const byBranch = new Map<number | null, DigestLine[]>();
  for (const line of flagged(rows, o.now, cal)) {
    const list = byBranch.get(line.branchId) ?? [];
    list.push(line);
    byBranch.set(line.branchId, list);
  }
  const branchOf = new Map(branchList.map((b) => [b.id, b]));
  const companyEmail = company?.email ?? '';
  /** The branch's e-mail, or the company's when the branch leaves it blank, is inactive or is none. */
  const addressOf = (branchId: number | null) => {
    const branch = branchId === null ? undefined : branchOf.get(branchId);
    return (branch?.active && branch.email) || companyEmail;
  };
  const queued = await o.db.transaction(async (tx) => {
    let n = 0;
    for (const [branchId, lines] of byBranch) {
      const branch = branchId === null ? undefined : branchOf.get(branchId);
      const to = addressOf(branchId);
      if (!to) continue;
      const mail = digestMail({
        branchName: branch?.name ?? null,
        date,
        lines,
        publicUrl: o.publicUrl,
        centreName: company?.name ?? '',
      });
      const key = `digest:${branchId ?? 'none'}:${date}`;
      if (await enqueueMail(tx, { dedupeKey: key, toAddress: to, ...mail })) n++;
    }
    // The conversations unanswered for a working day (issue 30, decision 072): a mail of their own, by the
    // same addresses and the same once-a-day key scheme.
    for (const [branchId, list] of unanswered) {
      const to = addressOf(branchId);
      if (!to) continue;
      const mail = replyDigestMail({
        branchName: (branchId === null ? undefined : branchOf.get(branchId))?.name ?? null,
        date,
        rows: list,
        publicUrl: o.publicUrl,
        centreName: company?.name ?? '',
      });
      const key = `reply-digest:${branchId ?? 'none'}:${date}`;
      if (await enqueueMail(tx, { dedupeKey: key, toAddress: to, ...mail })) n++;
    }
    return n;
  });
  return { date, outcome: 'done', queued };
}
