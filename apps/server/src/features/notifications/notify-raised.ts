import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companySettings, customers } from '../../db/schema';
import { enqueueMail } from './outbox.repository';
import { customerRaisedMail, deskRaisedMail, type RaisedFacts } from './request-raised-mail';

export interface RaisedRequest {
  reqCode: string;
  customerId: string;
  items: string[];
  courierName: string;
  docketNumber: string;
  narration: string;
}

/**
 * Queues, in the create's own transaction, the customer's confirmation (unless the admin switched the
 * "Request raised" mail off) and the service desk's notice to the company's email. Keyed by the request
 * code, so each is queued once.
 */
export async function notifyRaised(tx: DbOrTx, publicUrl: string, r: RaisedRequest) {
  const [settings] = await tx.select().from(companySettings).where(eq(companySettings.id, 1));
  const [customer] = await tx
    .select({ name: customers.companyName, code: customers.code, email: customers.email })
    .from(customers)
    .where(eq(customers.id, r.customerId));
  if (!settings || !customer) return;
  const facts: RaisedFacts = {
    ...r,
    customerName: customer.name,
    customerCode: customer.code,
    centre: { name: settings.name, address: settings.address, phone: settings.phone },
    link: `${publicUrl}/requestrepair/view?code=${encodeURIComponent(r.reqCode)}`,
  };
  if (!settings.mutedStatuses.includes('pending')) {
    await enqueueMail(tx, {
      dedupeKey: `request-raised:${r.reqCode}:customer`,
      toAddress: customer.email,
      ...customerRaisedMail(facts),
    });
  }
  if (settings.email) {
    await enqueueMail(tx, {
      dedupeKey: `request-raised:${r.reqCode}:desk`,
      toAddress: settings.email,
      ...deskRaisedMail(facts),
    });
  }
}
