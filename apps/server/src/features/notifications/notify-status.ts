import { requestLink, type TItemStatus } from '@svc/contract';
import type { DbOrTx } from '../../db/client';
import { readCompanySettings } from '../company';
import { enqueueMail } from './outbox.repository';
import { statusMail } from './status-mail';

export interface StatusChange {
  reqCode: string;
  customerEmail: string;
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
}

/**
 * Queues the customer's mail for a status change in the change's own transaction, unless the admin has
 * switched that status's mail off. The tracking entry's id is the key, so it can only be queued once.
 */
export async function notifyStatus(tx: DbOrTx, publicUrl: string, c: StatusChange) {
  const settings = await readCompanySettings(tx);
  if (settings?.mutedStatuses.includes(c.status)) return;
  const mail = statusMail({
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
  });
  await enqueueMail(tx, { dedupeKey: `item-status:${c.trackingId}`, toAddress: c.customerEmail, ...mail });
}
