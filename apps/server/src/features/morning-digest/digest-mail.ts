import { formatDate, formatDateTime, requestLink, STATUS_TEXT, type TItemStatus } from '@svc/contract';

/** One late or at-risk item as the digest lists it. */
export interface DigestLine {
  reqCode: string;
  itemName: string;
  brandName: string;
  modelNumber: string;
  status: TItemStatus;
  state: 'late' | 'at_risk';
  dueAt: string;
  /** Working minutes to the due; negative once past it. */
  minutesLeft: number;
}

export interface DigestFacts {
  /** The branch's name; null for the items received by someone without a branch. */
  branchName: string | null;
  /** India's date the digest is for, YYYY-MM-DD. */
  date: string;
  lines: DigestLine[];
  publicUrl: string;
  /** The service centre's name, which signs the mail; the product's until it is set. */
  centreName: string;
}

/** A mail is read, not scrolled for ever: past this many items it says how many more the desk's queue holds. */
const MAX_DIGEST_LINES = 200;

/** Working time as people say it: 1 h 05 min, 45 min. */
function workingTime(minutes: number): string {
  const m = Math.abs(minutes);
  const h = Math.floor(m / 60);
  const rest = m % 60;
  return h ? `${h} h ${String(rest).padStart(2, '0')} min` : `${rest} min`;
}

function itemLines(l: DigestLine, publicUrl: string): string[] {
  const left = l.minutesLeft < 0 ? `${workingTime(l.minutesLeft)} late` : `${workingTime(l.minutesLeft)} left`;
  return [
    `- ${l.reqCode}: ${l.itemName}, ${l.brandName} ${l.modelNumber} - ${STATUS_TEXT[l.status].label}`,
    `  Due ${formatDateTime(l.dueAt)} - ${left} (working time)`,
    `  ${publicUrl}${requestLink(l.reqCode)}`,
  ];
}

function section(title: string, lines: DigestLine[], publicUrl: string): string[] {
  if (lines.length === 0) return [];
  return [`${title} (${lines.length})`, ...lines.flatMap((l) => itemLines(l, publicUrl)), ''];
}

/**
 * The morning digest of one branch (decision 060): its late items first, then those at risk, each with its
 * request, item, status, due and time left and a link to the request. Staff mails are in English (the
 * customers' mails are the ones in the customer's language); the subject counts both lists.
 */
export function digestMail(f: DigestFacts) {
  const late = f.lines.filter((l) => l.state === 'late');
  const atRisk = f.lines.filter((l) => l.state === 'at_risk');
  const shownLate = late.slice(0, MAX_DIGEST_LINES);
  const shownAtRisk = atRisk.slice(0, MAX_DIGEST_LINES - shownLate.length);
  const hidden = f.lines.length - shownLate.length - shownAtRisk.length;
  const where = f.branchName ?? 'items received without a branch';
  const day = formatDate(`${f.date}T12:00:00+05:30`);
  const body = [
    'Good morning,',
    '',
    `The items of ${where} that are late or at risk on ${day}, by their promised dates:`,
    '',
    ...section('LATE', shownLate, f.publicUrl),
    ...section('AT RISK: within 20% of their turnaround', shownAtRisk, f.publicUrl),
    ...(hidden > 0 ? [`…and ${hidden} more in the service desk's queues.`, ''] : []),
    'Time left counts working hours only. Items waiting on the customer or on parts are listed only once late.',
    '',
    f.centreName || 'Service Application',
  ];
  return {
    subject: `Morning digest, ${f.branchName ?? 'no branch'}, ${day}: ${late.length} late, ${atRisk.length} at risk`,
    body: `${body.join('\n')}\n`,
  };
}
