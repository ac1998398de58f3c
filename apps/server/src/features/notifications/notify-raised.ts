import { requestLink } from '@svc/contract';
import type { DbOrTx } from '../../db/client';
import { readCompanySettings } from '../company';
import { queuePhoneMessage } from '../messaging';
import { enqueueMail } from './outbox.repository';
import { customerContact } from './recipients.repository';
import { customerRaisedMail, deskRaisedMail, type RaisedFacts } from './request-raised-mail';

export interface RaisedRequest {
  requestId: string;
  /** The request's password-free tracking link. */
  trackingUrl: string;
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
  const settings = await readCompanySettings(tx);
  const customer = await customerContact(tx, r.customerId);
  if (!settings || !customer) return;
  const facts: RaisedFacts = {
    ...r,
    customerName: customer.name,
    customerCode: customer.code,
    centre: { name: settings.name, address: settings.address, phone: settings.phone },
    link: `${publicUrl}${requestLink(r.reqCode)}`,
  };
  if (!settings.mutedStatuses.includes('pending')) {
    await enqueueMail(tx, {
      dedupeKey: `request-raised:${r.reqCode}:customer`,
      toAddress: customer.email,
      ...customerRaisedMail(facts, customer.language),
    });
    await queuePhoneMessage(tx, {
      key: `request-raised:${r.reqCode}`,
      kind: 'request_raised',
      to: customer.mobile,
      whatsappOptedIn: customer.whatsappOptInAt !== null,
      language: customer.language,
      requestId: r.requestId,
      values: { name: customer.name, request: r.reqCode, items: String(r.items.length), link: r.trackingUrl },
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
