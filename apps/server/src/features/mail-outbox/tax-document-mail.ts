import { formatRupees, requestLink, type TLanguage } from '@svc/contract';
import type { DbOrTx } from '../../db/client';
import { mailTexts } from '../../mail/mail-texts';
import type { CompanySettings } from '../company';
import { recipientOf } from '../members';
import { enqueueMail } from './outbox.repository';

/** A tax invoice or credit note just issued to a customer, which goes to them with its PDF. */
export interface TaxDocument {
  kind: 'invoice' | 'credit_note';
  number: string;
  total: number;
  reqCode: string;
  customerId: string;
  /** A credit note: the invoice it cancels, and why. */
  creditOf?: { number: string; reason: string };
  /** An invoice that carries a UPI QR code (the company has a UPI id and something is due). */
  payable?: boolean;
}

interface TaxDocumentFacts extends TaxDocument {
  customerName: string;
  centreName: string;
  link: string;
}

/** The document's mail in the customer's language; its PDF is attached when it is sent. */
function taxDocumentMail(f: TaxDocumentFacts, lang: TLanguage = 'en') {
  const { m } = mailTexts(lang);
  const values = { code: f.reqCode, number: f.number, amount: formatRupees(f.total) };
  const credit = f.kind === 'credit_note';
  const lines = credit
    ? [
        m('creditIntro', { ...values, invoice: f.creditOf?.number ?? '' }),
        f.creditOf?.reason ? m('creditReason', { reason: f.creditOf.reason }) : '',
      ]
    : [m('invoiceIntro', values), f.payable ? m('payByUpi') : ''];
  const body = [
    m('dear', { name: f.customerName }),
    '',
    ...lines.filter(Boolean),
    '',
    m('followLine', { url: f.link }),
    '',
    f.centreName || m('signature'),
  ];
  return { subject: m(credit ? 'creditSubject' : 'invoiceSubject', values), body: `${body.join('\n')}\n` };
}

/**
 * Queues the mail of a tax invoice or credit note to the customer, in the transaction that issued it.
 * Every GST document goes to its customer (decision 054): the muted status messages do not apply, and the
 * document's number is the key, so it is queued once. The invoice a dispatch issues goes with the dispatch
 * mail instead (`notifyStatus`), unless that mail is muted.
 */
export async function notifyTaxDocument(
  tx: DbOrTx,
  publicUrl: string,
  settings: CompanySettings | undefined,
  doc: TaxDocument,
) {
  const to = await recipientOf(tx, doc.customerId);
  if (!to) return;
  const mail = taxDocumentMail(
    {
      ...doc,
      customerName: to.name,
      centreName: settings?.name ?? '',
      link: `${publicUrl}${requestLink(doc.reqCode)}`,
    },
    to.language,
  );
  await enqueueMail(tx, {
    dedupeKey: `tax-document:${doc.number}`,
    toAddress: to.email,
    ...mail,
    attachInvoice: doc.number,
  });
}
