import { requestLink } from '@svc/contract';
import type { DbOrTx } from '../../db/client';
import type { ReadCache } from '../../lib/read-cache';
import { type CompanySettings, cachedCompanySettings } from '../company';
import { type Recipient, recipientOf } from '../members';
import { messagingOf, type NewPhoneRow, phoneMessageRows, phonesFromDoc } from '../phone-messages';
import { mailsFromDoc, type OutboxMail } from './outbox.repository';
import { customerRaisedMail, deskRaisedMail, type RaisedFacts } from './request-raised-mail';

export interface RaisedRequest {
  requestId: string;
  /** The request's password-free tracking link. */
  trackingUrl: string;
  reqCode: string;
  items: string[];
  courierName: string;
  docketNumber: string;
  narration: string;
}

/** What the notices of a new request are made from: the company's settings and who is told. */
export interface RaisedContext {
  settings: CompanySettings | undefined;
  customer: Recipient | undefined;
}

/** Reads what the notices need; the create runs this beside its other reads, before its one write. */
export async function raisedContext(
  { db, cache }: { db: DbOrTx; cache: ReadCache },
  customerId: string,
): Promise<RaisedContext> {
  const [settings, customer] = await Promise.all([cachedCompanySettings(cache, db), recipientOf(db, customerId)]);
  return { settings, customer };
}

/** Notices in a write's document (`docWrite`): mails and phone messages, each queued once by its key. */
export interface NoticeDoc {
  mails: OutboxMail[];
  phones: NewPhoneRow[];
}
export const noticesFromDoc = () => [mailsFromDoc(), phonesFromDoc()];

/**
 * The notices of a new request, as rows of its one write: the customer's confirmation by mail and
 * phone (unless the admin switched the "Request raised" message off) and the service desk's notice to the
 * company's email. Keyed by the request code, so each is queued once.
 */
export function raisedNotices(publicUrl: string, { settings, customer }: RaisedContext, r: RaisedRequest): NoticeDoc {
  const notices: NoticeDoc = { mails: [], phones: [] };
  if (!settings || !customer) return notices;
  const facts: RaisedFacts = {
    ...r,
    customerName: customer.name,
    customerCode: customer.code,
    centre: { name: settings.name, address: settings.address, phone: settings.phone },
    link: `${publicUrl}${requestLink(r.reqCode)}`,
  };
  if (!settings.mutedStatuses.includes('pending')) {
    notices.mails.push({
      dedupeKey: `request-raised:${r.reqCode}:customer`,
      toAddress: customer.email,
      ...customerRaisedMail(facts, customer.language),
    });
    notices.phones.push(
      ...phoneMessageRows(messagingOf(settings), {
        key: `request-raised:${r.reqCode}`,
        kind: 'request_raised',
        to: customer.mobile,
        whatsappOptedIn: customer.whatsappOptedIn,
        language: customer.language,
        requestId: r.requestId,
        values: { name: customer.name, request: r.reqCode, items: String(r.items.length), link: r.trackingUrl },
      }),
    );
  }
  if (settings.email) {
    notices.mails.push({
      dedupeKey: `request-raised:${r.reqCode}:desk`,
      toAddress: settings.email,
      ...deskRaisedMail(facts),
    });
  }
  return notices;
}
