import {
  costsNothingAfter,
  explainStatus,
  formatDateTime,
  formatDay,
  formatRupees,
  fromPaise,
  promisedWithin,
  STATUS_NEWS,
  type StatusNews,
  type TItemStatus,
  type TLanguage,
  type Turnaround,
  toPaise,
} from '@svc/contract';
import { mailTexts } from '../../mail/mail-texts';

/** The promised instant while the item's clock runs, and whether this change moved it (decision 055). */
/** While it waits for parts with an expected day, also the due if they arrive that day (decision 053). */
/** `turnaround`: what was promised at receipt, said as "within 4 working hours of receipt" (decision 092). */
export type MailPromise = {
  dueAt: Date;
  moved: boolean;
  ifParts?: { dueAt: Date; expectedOn: string } | null;
  turnaround?: Turnaround | null;
} | null;

/** One item a status mail tells of. */
export interface MailItem {
  itemLabel: string;
  serialNumber: string;
  total: number | null;
  promise?: MailPromise;
}

export interface StatusMailFacts {
  status: TItemStatus;
  reqCode: string;
  companyName: string;
  /** The items of the request that moved together: one, or several listed in one mail (decision 099). */
  items: MailItem[];
  remark: string;
  /** Who wrote the remark: the customer's own words are not the service centre's. */
  remarkBy: 'customer' | 'centre';
  /** A new quote replacing one the customer has not answered yet. */
  requote?: boolean;
  /** The service centre's name (the letterhead), which signs the mail; the product's name until it is set. */
  centreName: string;
  returnCourier: string | null;
  returnDocket: string | null;
  /** Waiting for parts: the day they are expected by (YYYY-MM-DD), which its explanation states. */
  partsExpectedOn?: string | null;
  link: string;
  trackingUrl: string;
  /** The tax invoice issued with this dispatch, attached to the mail. */
  invoice?: { number: string; total: number } | null;
}

type Texts = ReturnType<typeof mailTexts>;
type ItemExtra = NonNullable<StatusNews['mail']['item']>;
type OnceExtra = NonNullable<StatusNews['mail']['once']>;
/** A move after which the item costs nothing (the flow table's `owed: false`) says so. */
const free = (_i: MailItem, _f: StatusMailFacts, { m }: Texts) => `${m('nothingCharged')}\n`;
/** What a status adds of each item, beyond its label and explanation (the registry's `mail.item`). */
const ITEM_EXTRA: Record<ItemExtra, (i: MailItem, f: StatusMailFacts, t: Texts) => string> = {
  quoted: (i, f, { m }) =>
    i.total === null
      ? ''
      : `${m('quoted', { amount: formatRupees(i.total) })}\n${f.requote ? `${m('requoteLine')}\n` : ''}`,
  approvedAmount: (i, _f, { m }) =>
    i.total === null ? '' : `${m('approvedAmount', { amount: formatRupees(i.total) })}\n`,
};
/** What a status adds once for the whole change (`mail.once`): the box a dispatch went in, and its invoice. */
const COMMON_EXTRA: Record<OnceExtra, (f: StatusMailFacts, t: Texts) => string> = {
  sentBack: (f, { m }) =>
    `${m('sentBack', { courier: f.returnCourier ?? '', docket: f.returnDocket ?? '' })}\n${
      f.invoice ? `${m('invoiceLine', { number: f.invoice.number, amount: formatRupees(f.invoice.total) })}\n` : ''
    }`,
};

const itemExtraOf = (s: TItemStatus) => {
  const extra = STATUS_NEWS[s].mail.item;
  return extra ? ITEM_EXTRA[extra] : costsNothingAfter(s) ? free : undefined;
};

/**
 * The promised date, written as the request view and the tracking page write it (`formatDateTime`): moved
 * by a pause that just ended, or with why it moves on while the item waits on the customer or on parts; then
 * what was promised at receipt, "Promised within 4 working hours of receipt." (decision 092).
 */
function promiseLine(promise: MailPromise | undefined, f: StatusMailFacts, texts: Texts) {
  if (!promise) return '';
  const { m } = texts;
  const turnaround = promise.turnaround;
  const within = turnaround ? ` ${withinLine(turnaround, texts)}` : '';
  const date = formatDateTime(promise.dueAt);
  if (promise.moved) return `${m('promiseMoved', { date })}${within}`;
  const ifParts = promise.ifParts;
  if (ifParts)
    return `${m('promisedIfParts', { date: formatDateTime(ifParts.dueAt), expected: formatDay(ifParts.expectedOn) })}${within}`;
  const paused = STATUS_NEWS[f.status].mail.paused;
  const why = paused ? ` ${m(paused)}` : '';
  return `${m('promisedBy', { date })}${why}${within}`;
}

/** What was promised at receipt, as the request page and the tracking page say it (the contract picks the words). */
function withinLine(t: Turnaround, { m }: Texts) {
  const { key, values } = promisedWithin(t);
  return m(key, values);
}

/**
 * The head of a mail of several items: the status once, its explanation for many, then each item with what
 * is its own. A line every item would repeat (the same promise, nothing charged) is said once above the list.
 */
function manyHead(f: StatusMailFacts, texts: Texts, extra: ReturnType<typeof itemExtraOf>) {
  const { m } = texts;
  const promises = f.items.map((i) => promiseLine(i.promise, f, texts));
  const extras = f.items.map((i) => (extra === free ? '' : (extra?.(i, f, texts).trimEnd() ?? '')));
  // A line every item would repeat is said once above the list.
  const sharedOf = (lines: string[]) => (lines.every((l) => l === lines[0]) ? (lines[0] ?? '') : null);
  const sharedPromise = sharedOf(promises);
  const sharedExtra = sharedOf(extras);
  const once = STATUS_NEWS[f.status].mail.once;
  // Charges of several items: what they come to together, as the screens say it.
  const totals = f.items.flatMap((i) => (i.total === null ? [] : [i.total]));
  const total =
    STATUS_NEWS[f.status].mail.item && totals.length > 1
      ? m('chargesTotal', {
          count: totals.length,
          amount: formatRupees(fromPaise(totals.reduce((sum, t) => sum + toPaise(t), 0))),
        })
      : '';
  return [
    m('itemsLine', { code: f.reqCode, count: f.items.length, status: texts.status(f.status).label }),
    explainStatus({ explanation: texts.explainMany(f.status) }, f.partsExpectedOn),
    sharedPromise ? m('promiseEach', { line: sharedPromise }) : '',
    extra === free ? m('nothingChargedMany') : '',
    sharedExtra ? m('promiseEach', { line: sharedExtra.replace(/\n/g, ' ') }) : '',
    total,
    // The box they went back in, and its invoice, before the list of what it holds.
    once ? COMMON_EXTRA[once](f, texts).trimEnd() : '',
    '',
    ...f.items.map((i, n) =>
      [
        m('itemEntry', { n: n + 1, item: i.itemLabel, serial: i.serialNumber }),
        ...[sharedExtra === null ? extras[n] : '', sharedPromise === null ? promises[n] : '']
          .filter(Boolean)
          .map((l) => `   ${l?.replace(/\n/g, '\n   ')}`),
      ].join('\n'),
    ),
    '',
  ];
}

/**
 * What a remark says, whatever its spacing, case or closing full stop: "Received." says what "received"
 * does, so neither is news beside the status and two changes with them are told in one message.
 */
export const remarkKey = (remark: string) =>
  remark
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[\s.!।]+$/u, '')
    .toLowerCase();

/**
 * The customer's mail for one status change, in the customer's language: of one item, as it always read;
 * of several items of the request that moved together, one mail listing each (decision 099).
 */
export function statusMail(f: StatusMailFacts, lang: TLanguage = 'en') {
  const texts = mailTexts(lang);
  const { m } = texts;
  const text = texts.status(f.status);
  // A remark that only repeats the status (in either language) says nothing new.
  const said = remarkKey(f.remark);
  const ownWords = said && said !== remarkKey(text.label) && said !== remarkKey(mailTexts('en').status(f.status).label);
  const one = f.items.length === 1 ? (f.items[0] as MailItem) : null;
  const extra = itemExtraOf(f.status);
  const once = STATUS_NEWS[f.status].mail.once;
  const head = one
    ? [
        m('statusLine', { code: f.reqCode, item: one.itemLabel, serial: one.serialNumber, status: text.label }),
        explainStatus(text, f.partsExpectedOn),
        promiseLine(one.promise, f, texts),
        '',
        extra?.(one, f, texts) ?? '',
      ]
    : manyHead(f, texts, extra);
  const lines = [
    m('dear', { name: f.companyName }),
    '',
    ...head,
    one && once ? COMMON_EXTRA[once](f, texts).trimEnd() : '',
    ownWords ? `${m(f.remarkBy === 'customer' ? 'yourRemark' : 'remarkLine', { remark: f.remark })}\n` : '',
    m('trackLine', { url: f.trackingUrl }),
    m('followLine', { url: f.link }),
    '',
    f.centreName || m('signature'),
  ];
  return {
    subject: one
      ? m('statusSubject', { code: f.reqCode, status: text.label, item: one.itemLabel })
      : m('itemsSubject', { code: f.reqCode, status: text.label, count: f.items.length }),
    body: `${lines.filter((l, i) => l !== '' || lines[i - 1] !== '').join('\n')}\n`,
  };
}
