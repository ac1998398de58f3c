import {
  costsNothingAfter,
  explainStatus,
  formatDateTime,
  formatDay,
  formatRupees,
  type TItemStatus,
  type TLanguage,
} from '@svc/contract';
import { mailTexts } from '../../mail/mail-texts';

export interface StatusMailFacts {
  status: TItemStatus;
  reqCode: string;
  companyName: string;
  itemLabel: string;
  serialNumber: string;
  remark: string;
  /** Who wrote the remark: the customer's own words are not the service centre's. */
  remarkBy: 'customer' | 'centre';
  /** A new quote replacing one the customer has not answered yet. */
  requote?: boolean;
  /** The service centre's name (the letterhead), which signs the mail; the product's name until it is set. */
  centreName: string;
  total: number | null;
  returnCourier: string | null;
  returnDocket: string | null;
  /** Waiting for parts: the day they are expected by (YYYY-MM-DD), which its explanation states. */
  partsExpectedOn?: string | null;
  /** The promised instant while the item's clock runs, and whether this change moved it (decision 055). */
  /** While it waits for parts with an expected day, also the due if they arrive that day (decision 053). */
  promise?: { dueAt: Date; moved: boolean; ifParts?: { dueAt: Date; expectedOn: string } | null } | null;
  link: string;
  trackingUrl: string;
  /** The tax invoice issued with this dispatch, attached to the mail. */
  invoice?: { number: string; total: number } | null;
}

type Texts = ReturnType<typeof mailTexts>;
/** A move after which the item costs nothing (the flow table's `owed: false`) says so. */
const free = (_f: StatusMailFacts, { m }: Texts) => `${m('nothingCharged')}\n`;
/** What each status adds to the mail, beyond its label and explanation. */
const EXTRA: Partial<Record<TItemStatus, (f: StatusMailFacts, t: Texts) => string>> = {
  estimated: (f, { m }) =>
    f.total === null
      ? ''
      : `${m('quoted', { amount: formatRupees(f.total) })}\n${f.requote ? `${m('requoteLine')}\n` : ''}`,
  approved: (f, { m }) => (f.total === null ? '' : `${m('approvedAmount', { amount: formatRupees(f.total) })}\n`),
  dispatched: (f, { m }) =>
    `${m('sentBack', { courier: f.returnCourier ?? '', docket: f.returnDocket ?? '' })}\n${
      f.invoice ? `${m('invoiceLine', { number: f.invoice.number, amount: formatRupees(f.invoice.total) })}\n` : ''
    }`,
};

const extraOf = (s: TItemStatus) => EXTRA[s] ?? (costsNothingAfter(s) ? free : undefined);

/**
 * The promised date, written as the request view and the tracking page write it (`formatDateTime`): moved
 * by a pause that just ended, or with why it moves on while the item waits on the customer or on parts.
 */
function promiseLine(f: StatusMailFacts, { m }: Texts) {
  if (!f.promise) return '';
  const date = formatDateTime(f.promise.dueAt);
  if (f.promise.moved) return m('promiseMoved', { date });
  const ifParts = f.promise.ifParts;
  if (ifParts)
    return m('promisedIfParts', { date: formatDateTime(ifParts.dueAt), expected: formatDay(ifParts.expectedOn) });
  const why =
    f.status === 'estimated'
      ? ` ${m('promisePausedAnswer')}`
      : f.status === 'waiting_for_parts'
        ? ` ${m('promisePausedParts')}`
        : '';
  return `${m('promisedBy', { date })}${why}`;
}

/** The customer's mail for one status change of one item, in the customer's language. */
export function statusMail(f: StatusMailFacts, lang: TLanguage = 'en') {
  const texts = mailTexts(lang);
  const { m } = texts;
  const text = texts.status(f.status);
  // A remark that only repeats the status (in either language) says nothing new.
  const ownWords = f.remark && f.remark !== text.label && f.remark !== mailTexts('en').status(f.status).label;
  const lines = [
    m('dear', { name: f.companyName }),
    '',
    m('statusLine', { code: f.reqCode, item: f.itemLabel, serial: f.serialNumber, status: text.label }),
    explainStatus(text, f.partsExpectedOn),
    promiseLine(f, texts),
    '',
    extraOf(f.status)?.(f, texts) ?? '',
    ownWords ? `${m(f.remarkBy === 'customer' ? 'yourRemark' : 'remarkLine', { remark: f.remark })}\n` : '',
    m('trackLine', { url: f.trackingUrl }),
    m('followLine', { url: f.link }),
    '',
    f.centreName || m('signature'),
  ];
  return {
    subject: m('statusSubject', { code: f.reqCode, status: text.label, item: f.itemLabel }),
    body: `${lines.filter((l, i) => l !== '' || lines[i - 1] !== '').join('\n')}\n`,
  };
}
