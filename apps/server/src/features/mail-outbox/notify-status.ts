import { formatDay, formatRupees, fromPaise, requestLink, type TItemStatus, toPaise } from '@svc/contract';
import type { DbOrTx } from '../../db/client';
import { mailTexts } from '../../mail/mail-texts';
import type { CompanySettings } from '../company';
import { recipientOf } from '../members';
import { messagingOf, queuePhoneMessage } from '../phone-messages';
import { enqueueMail } from './outbox.repository';
import { type MailItem, statusMail } from './status-mail';
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

/**
 * Queues the customer's mail for a status change in the change's own transaction, unless the admin has
 * switched that status's message off, and the same news on WhatsApp or SMS where those are on: one mail
 * and one message for the items that changed together. The first item's tracking entry is the key, so
 * each can only be queued once. `settings` are the company's, as the
 * move read them.
 */
export async function notifyStatus(
  tx: DbOrTx,
  publicUrl: string,
  settings: CompanySettings | undefined,
  c: StatusChange,
) {
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
  const mail = statusMail(
    {
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
    },
    to.language,
  );
  const key = `item-status:${Math.min(...c.items.map((i) => i.trackingId))}`;
  await enqueueMail(tx, { dedupeKey: key, toAddress: to.email, ...mail, attachInvoice: c.invoice?.number ?? null });
  if (c.status === 'pending') return;
  const totals = c.items.flatMap((i) => (i.total === null ? [] : [i.total]));
  const one = c.items.length === 1 ? c.items[0] : undefined;
  await queuePhoneMessage(
    tx,
    {
      key,
      kind: c.status,
      to: to.mobile,
      whatsappOptedIn: to.whatsappOptedIn,
      language: to.language,
      requestId: c.requestId,
      values: {
        request: c.reqCode,
        // A short value (an SMS template's variable holds 30 characters): the item, or how many moved.
        item: one ? one.itemLabel : mailTexts(to.language).m('itemsCount', { count: c.items.length }),
        amount: totals.length ? formatRupees(fromPaise(totals.reduce((s, t) => s + toPaise(t), 0))) : '',
        courier: c.returnCourier ?? '',
        docket: c.returnDocket ?? '',
        date: formatDay(c.partsExpectedOn),
        link: c.trackingUrl,
      },
    },
    messagingOf(settings),
  );
}
