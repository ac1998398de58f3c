import {
  formatDate,
  formatDateTime,
  requestLink,
  type TWorkingCalendar,
  workingDayMinutes,
  workingMinutesBefore,
} from '@svc/contract';
import type { DbOrTx } from '../../db/client';
import { type AwaitingRow, awaitingPage } from './conversations.repository';

/** A mail is read, not scrolled for ever: past this many requests it says how many more the queue holds. */
const MAX_LINES = 200;

/**
 * The requests whose customer has waited a working day or more for an answer at `now` (by the company's
 * working calendar: the clock of decision 050), the longest wait first, by the branch of their items.
 */
export async function unansweredByBranch(db: DbOrTx, now: Date, cal: TWorkingCalendar) {
  const before = workingMinutesBefore(now, workingDayMinutes(cal), cal);
  const rows = await awaitingPage(db, { limit: 5000, before });
  const byBranch = new Map<number | null, AwaitingRow[]>();
  for (const row of rows) {
    const list = byBranch.get(row.branch_id) ?? [];
    list.push(row);
    byBranch.set(row.branch_id, list);
  }
  return byBranch;
}

/**
 * The branch's mail of the conversations unanswered for a working day (decision 072): each request with its
 * customer, since when they wait, their latest words and a link. In English, as the desk's other mails.
 */
export function replyDigestMail(f: {
  branchName: string | null;
  date: string;
  rows: AwaitingRow[];
  publicUrl: string;
  centreName: string;
}) {
  const day = formatDate(`${f.date}T12:00:00+05:30`);
  const shown = f.rows.slice(0, MAX_LINES);
  const lines = shown.flatMap((r) => [
    `- ${r.req_code}, ${r.customer_name} (${r.customer_code}): waiting since ${formatDateTime(new Date(r.awaiting_since))}`,
    `  "${r.last_message.replace(/\s+/g, ' ').slice(0, 160)}"`,
    `  ${f.publicUrl}${requestLink(r.req_code)}`,
  ]);
  const where = f.branchName ?? 'requests without a branch';
  const body = [
    'Good morning,',
    '',
    `Customers of ${where} have waited a working day or more for an answer to their messages:`,
    '',
    ...lines,
    '',
    ...(f.rows.length > shown.length ? [`…and ${f.rows.length - shown.length} more in "Awaiting our reply".`, ''] : []),
    'Answer from the service desk\'s "Awaiting our reply" queue or from the request.',
    '',
    f.centreName || 'Service Application',
  ];
  return {
    subject: `Awaiting our reply, ${f.branchName ?? 'no branch'}, ${day}: ${f.rows.length} unanswered for a working day`,
    body: `${body.join('\n')}\n`,
  };
}
