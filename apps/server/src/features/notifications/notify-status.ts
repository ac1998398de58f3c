import type { TItemStatus } from '@svc/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companySettings } from '../../db/schema';
import type { LockedItem } from '../requests/item-status.repository';
import { chargesOf } from '../requests/request-mappers';
import { enqueueMail } from './outbox.repository';
import { statusMail } from './status-mail';

export interface StatusChange {
  item: LockedItem;
  status: TItemStatus;
  trackingId: number;
  remark: string;
  charges?: { serviceCharge: number; partsCharge: number; gstPercent: number };
  returnCourier?: string;
  returnDocket?: string;
}

/**
 * Queues the customer's mail for a status change in the change's own transaction, unless the admin has
 * switched that status's mail off. The tracking entry's id is the key, so it can only be queued once.
 */
export async function notifyStatus(tx: DbOrTx, publicUrl: string, c: StatusChange) {
  const [settings] = await tx
    .select({ muted: companySettings.mutedStatuses })
    .from(companySettings)
    .where(eq(companySettings.id, 1));
  if (settings?.muted.includes(c.status)) return;
  const { item } = c;
  const mail = statusMail({
    status: c.status,
    reqCode: item.reqCode,
    companyName: item.companyName,
    itemLabel: `${item.itemName} ${item.brandName} ${item.modelNumber}`,
    serialNumber: item.serialNumber,
    remark: c.remark,
    total: chargesOf(c.charges ?? item)?.total ?? null,
    returnCourier: c.returnCourier ?? null,
    returnDocket: c.returnDocket ?? null,
    link: `${publicUrl}/requestrepair/view?code=${encodeURIComponent(item.reqCode)}`,
  });
  await enqueueMail(tx, { dedupeKey: `item-status:${c.trackingId}`, toAddress: item.customerEmail, ...mail });
}
