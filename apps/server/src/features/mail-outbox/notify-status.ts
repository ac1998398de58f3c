import { createHash } from 'node:crypto';
import { docketKey, formatDay, formatRupees, fromPaise, requestLink, type TItemStatus, toPaise } from '@svc/contract';
import type { DbOrTx } from '../../db/client';
import { mailTexts } from '../../mail/mail-texts';
import type { CompanySettings } from '../company';
import { recipientOf } from '../members';
import { gatherPhoneMessage, messagingOf } from '../phone-messages';
import { gatherMail } from './outbox.repository';
import { type MailItem, type MailPromise, remarkKey, statusMail } from './status-mail';
import { notifyTaxDocument } from './tax-document-mail';

/** One item of a status change: what its mail line says, and its tracking entry. */
export interface MovedItem extends MailItem {
  trackingId: number;
}

export interface StatusChange {
  reqCode: string;
  requestId: string;
  /** Whose request it is: the members module says who is told and in which language. */
  customerId: string;
  companyName: string;
  /** The items of the request that made this change together, in line order (decision 099). */
  items: MovedItem[];
  status: TItemStatus;
  remark: string;
  remarkBy: 'customer' | 'centre';
  requote?: boolean;
  returnCourier?: string;
  returnDocket?: string;
  /** Waiting for parts: the day they are expected by (YYYY-MM-DD). */
  partsExpectedOn?: string | null;
  /** The request's password-free tracking link. */
  trackingUrl: string;
  /** The tax invoice this change issued (a dispatch): its PDF goes with the mail. */
  invoice?: { number: string; total: number } | null;
}

export interface NotifyOptions {
  publicUrl: string;
  /** How long a change waits for the request's other items making the same one (MESSAGE_WINDOW_SECONDS). */
  windowSeconds: number;
}

/** The items gathered so far into one mail, as the outbox keeps them (JSON: the promises' instants as text). */
type MailDoc = { items: MovedItem[] };
/** …and into one phone message: the items' names and amounts. */
type PhoneDoc = { labels: string[]; totals: (number | null)[] };

const revivePromise = (p: MailPromise | undefined): MailPromise | undefined =>
  p && {
    ...p,
    dueAt: new Date(p.dueAt),
    ifParts: p.ifParts ? { ...p.ifParts, dueAt: new Date(p.ifParts.dueAt) } : p.ifParts,
  };
const reviveItems = (items: MovedItem[]) => items.map((i) => ({ ...i, promise: revivePromise(i.promise) }));

/**
 * Queues the customer's mail for a status change in the change's own transaction, unless the admin has
 * switched that status's message off, and the same news on WhatsApp or SMS where those are on: one mail
 * and one message for the items that changed together. The first item's tracking entry is the key, so
 * each can only be queued once. `settings` are the company's, as the move read them.
 *
 * Changes to other items of the request that say the same (status, remark, courier, the recipient's
 * language) within `windowSeconds` join the waiting mail and message, which then list every item
 * (decision 101); a dispatch that issued an invoice goes at once, with its own box's invoice.
 */
export async function notifyStatus(
  tx: DbOrTx,
  opts: NotifyOptions,
  settings: CompanySettings | undefined,
  c: StatusChange,
) {
  const { publicUrl } = opts;
  if (settings?.mutedStatuses.includes(c.status)) {
    // A muted dispatch message does not keep its tax invoice from the customer: it goes on its own.
    if (c.invoice) {
      const { number, total } = c.invoice;
      const payable = !!settings.upiId && total > 0;
      const doc = { kind: 'invoice' as const, number, total, payable, reqCode: c.reqCode, customerId: c.customerId };
      await notifyTaxDocument(tx, publicUrl, settings, doc);
    }
    return;
  }
  const to = await recipientOf(tx, c.customerId);
  if (!to) return;
  const facts = {
    status: c.status,
    reqCode: c.reqCode,
    companyName: c.companyName,
    items: c.items,
    remark: c.remark,
    remarkBy: c.remarkBy,
    requote: c.requote,
    centreName: settings?.name ?? '',
    returnCourier: c.returnCourier ?? null,
    returnDocket: c.returnDocket ?? null,
    partsExpectedOn: c.partsExpectedOn ?? null,
    link: `${publicUrl}${requestLink(c.reqCode)}`,
    trackingUrl: c.trackingUrl,
    invoice: c.invoice ?? null,
  };
  const render = (doc: MailDoc) => statusMail({ ...facts, items: reviveItems(doc.items) }, to.language);
  const key = `item-status:${Math.min(...c.items.map((i) => i.trackingId))}`;
  const windowSeconds = c.invoice ? 0 : opts.windowSeconds;
  // Words that differ only in spacing, case or a closing full stop say the same (and a docket is a docket
  // whatever its spacing, as the box it joins): such changes are told together.
  const said = [
    remarkKey(c.remark),
    c.remarkBy,
    c.requote ?? false,
    c.returnCourier?.trim().toLowerCase(),
    c.returnDocket && docketKey(c.returnDocket),
    c.partsExpectedOn,
  ];
  const digest = createHash('sha256')
    .update(JSON.stringify([...said, to.email, to.mobile, to.language]))
    .digest('base64url');
  const mergeKey = `${c.requestId}:${c.status}:${digest}`;
  const mailDoc: MailDoc = { items: c.items };
  await gatherMail(
    tx,
    { dedupeKey: key, toAddress: to.email, ...render(mailDoc), attachInvoice: c.invoice?.number ?? null },
    { key: mergeKey, windowSeconds, doc: mailDoc, merge: (a, b) => ({ items: [...a.items, ...b.items] }) },
    render,
  );
  if (c.status === 'pending') return;
  const valuesOf = (doc: PhoneDoc) => {
    const totals = doc.totals.flatMap((t) => (t === null ? [] : [t]));
    return {
      request: c.reqCode,
      // A short value (an SMS template's variable holds 30 characters): the item, or how many moved.
      item:
        doc.labels.length === 1
          ? (doc.labels[0] ?? '')
          : mailTexts(to.language).m('itemsCount', { count: doc.labels.length }),
      amount: totals.length ? formatRupees(fromPaise(totals.reduce((s, t) => s + toPaise(t), 0))) : '',
      courier: c.returnCourier ?? '',
      docket: c.returnDocket ?? '',
      date: formatDay(c.partsExpectedOn),
      link: c.trackingUrl,
    };
  };
  const phoneDoc: PhoneDoc = { labels: c.items.map((i) => i.itemLabel), totals: c.items.map((i) => i.total) };
  await gatherPhoneMessage(
    tx,
    {
      key,
      kind: c.status,
      to: to.mobile,
      whatsappOptedIn: to.whatsappOptedIn,
      language: to.language,
      requestId: c.requestId,
    },
    messagingOf(settings),
    {
      key: mergeKey,
      windowSeconds,
      doc: phoneDoc,
      merge: (a, b) => ({ labels: [...a.labels, ...b.labels], totals: [...a.totals, ...b.totals] }),
    },
    valuesOf,
  );
}
