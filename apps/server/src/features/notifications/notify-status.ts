import { formatRupees, requestLink, type TItemStatus, type TLanguage } from '@svc/contract';
import type { DbOrTx } from '../../db/client';
import { readCompanySettings } from '../company';
import { queuePhoneMessage } from '../messaging';
import { enqueueMail } from './outbox.repository';
import { statusMail } from './status-mail';

export interface StatusChange {
  reqCode: string;
  requestId: string;
  customerEmail: string;
  /** E.164 */
  customerMobile: string;
  whatsappOptedIn: boolean;
  language: TLanguage;
  companyName: string;
  itemLabel: string;
  serialNumber: string;
  status: TItemStatus;
  trackingId: number;
  remark: string;
  /** The quoted total with GST, where the item has charges. */
  total: number | null;
  returnCourier?: string;
  returnDocket?: string;
  /** The request's password-free tracking link. */
  trackingUrl: string;
  /** The tax invoice this change issued (a dispatch): its PDF goes with the mail. */
  invoice?: { number: string; total: number } | null;
}

/**
 * Queues the customer's mail for a status change in the change's own transaction, unless the admin has
 * switched that status's message off, and the same news on WhatsApp or SMS where those are on. The
 * tracking entry's id is the key, so each can only be queued once.
 */
export async function notifyStatus(tx: DbOrTx, publicUrl: string, c: StatusChange) {
  const settings = await readCompanySettings(tx);
  if (settings?.mutedStatuses.includes(c.status)) return;
  const mail = statusMail(
    {
      status: c.status,
      reqCode: c.reqCode,
      companyName: c.companyName,
      itemLabel: c.itemLabel,
      serialNumber: c.serialNumber,
      remark: c.remark,
      total: c.total,
      returnCourier: c.returnCourier ?? null,
      returnDocket: c.returnDocket ?? null,
      link: `${publicUrl}${requestLink(c.reqCode)}`,
      trackingUrl: c.trackingUrl,
      invoice: c.invoice ?? null,
    },
    c.language,
  );
  await enqueueMail(tx, {
    dedupeKey: `item-status:${c.trackingId}`,
    toAddress: c.customerEmail,
    ...mail,
    attachInvoice: c.invoice?.number ?? null,
  });
  if (c.status === 'pending') return;
  await queuePhoneMessage(tx, {
    key: `item-status:${c.trackingId}`,
    kind: c.status,
    to: c.customerMobile,
    whatsappOptedIn: c.whatsappOptedIn,
    language: c.language,
    requestId: c.requestId,
    values: {
      request: c.reqCode,
      item: c.itemLabel,
      amount: c.total === null ? '' : formatRupees(c.total),
      courier: c.returnCourier ?? '',
      docket: c.returnDocket ?? '',
      link: c.trackingUrl,
    },
  });
}
