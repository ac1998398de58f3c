import { formatDay, formatRupees, requestLink, type TItemStatus } from '@svc/contract';
import type { DbOrTx } from '../../db/client';
import type { CompanySettings } from '../company';
import { recipientOf } from '../members';
import { messagingOf, queuePhoneMessage } from '../phone-messages';
import { enqueueMail } from './outbox.repository';
import { statusMail } from './status-mail';
import { notifyTaxDocument } from './tax-document-mail';

export interface StatusChange {
  reqCode: string;
  requestId: string;
  /** Whose request it is: the members module says who is told and in which language. */
  customerId: string;
  companyName: string;
  itemLabel: string;
  serialNumber: string;
  status: TItemStatus;
  trackingId: number;
  remark: string;
  remarkBy: 'customer' | 'centre';
  requote?: boolean;
  /** The quoted total with GST, where the item has charges. */
  total: number | null;
  returnCourier?: string;
  returnDocket?: string;
  /** Waiting for parts: the day they are expected by (YYYY-MM-DD). */
  partsExpectedOn?: string | null;
  /** The item's promised instant while its clock runs, and whether this change moved it (decision 055). */
  /** While it waits for parts with an expected day, also the due if they arrive that day (decision 053). */
  promise?: { dueAt: Date; moved: boolean; ifParts?: { dueAt: Date; expectedOn: string } | null } | null;
  /** The request's password-free tracking link. */
  trackingUrl: string;
  /** The tax invoice this change issued (a dispatch): its PDF goes with the mail. */
  invoice?: { number: string; total: number } | null;
}

/**
 * Queues the customer's mail for a status change in the change's own transaction, unless the admin has
 * switched that status's message off, and the same news on WhatsApp or SMS where those are on. The
 * tracking entry's id is the key, so each can only be queued once. `settings` are the company's, as the
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
      itemLabel: c.itemLabel,
      serialNumber: c.serialNumber,
      remark: c.remark,
      remarkBy: c.remarkBy,
      requote: c.requote,
      centreName: settings?.name ?? '',
      total: c.total,
      returnCourier: c.returnCourier ?? null,
      returnDocket: c.returnDocket ?? null,
      partsExpectedOn: c.partsExpectedOn ?? null,
      promise: c.promise ?? null,
      link: `${publicUrl}${requestLink(c.reqCode)}`,
      trackingUrl: c.trackingUrl,
      invoice: c.invoice ?? null,
    },
    to.language,
  );
  await enqueueMail(tx, {
    dedupeKey: `item-status:${c.trackingId}`,
    toAddress: to.email,
    ...mail,
    attachInvoice: c.invoice?.number ?? null,
  });
  if (c.status === 'pending') return;
  await queuePhoneMessage(
    tx,
    {
      key: `item-status:${c.trackingId}`,
      kind: c.status,
      to: to.mobile,
      whatsappOptedIn: to.whatsappOptedIn,
      language: to.language,
      requestId: c.requestId,
      values: {
        request: c.reqCode,
        item: c.itemLabel,
        amount: c.total === null ? '' : formatRupees(c.total),
        courier: c.returnCourier ?? '',
        docket: c.returnDocket ?? '',
        date: formatDay(c.partsExpectedOn),
        link: c.trackingUrl,
      },
    },
    messagingOf(settings),
  );
}
