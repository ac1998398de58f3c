import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ITEM_STATUSES, type TInvoiceListReply, type TInvoiceReply } from '@svc/contract';
import { sql } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, makeGstin, signUp } from '../helpers/accounts';
import type { TestContext } from '../helpers/app';
import { companyForm } from '../helpers/company';
import { issueInvoice, repairedRequest, startInvoiceApp } from '../helpers/invoices';
import { walk } from '../helpers/items';
import { rows } from '../helpers/query';

// Decision 054: every tax invoice and credit note goes to its customer by mail, with its PDF, once; the
// invoice a dispatch issues goes with the dispatch mail, not in a second one.

// 23 Nov 2026, 11:30 in India: financial year 2026-27.
const clock = new Date('2026-11-23T06:00:00Z');
let t: TestContext;
let staff: string;
const english = { token: '', email: '' };
const tamil = { token: '', email: '' };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-mail-'));

beforeAll(async () => {
  ({ t, staff } = await startInvoiceApp(() => clock));
  for (const [who, language] of [
    [english, 'en'],
    [tamil, 'ta'],
  ] as const) {
    const form = await signUp(t);
    Object.assign(who, { email: form.email, token: (await login(t, form.username, form.password)).accessToken });
    expect((await t.post('/profile/setLanguage', { language }, who.token)).statusCode).toBe(200);
  }
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const repaired = (who: { token: string }) => repairedRequest(t, { staff, customer: who.token }, [[1000, 0, 18]]);
const fileOf = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

/** The mails sent to `email` whose subject holds `text`, once one is there (up to 20 s). */
async function mailsAbout(email: string, text: string): Promise<ParsedMail[]> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const mine = t.smtp.mails.filter((m) => m.to.includes(email.toLowerCase()));
    const parsed = (await Promise.all(mine.map((m) => simpleParser(m.raw)))).filter((m) => m.subject?.includes(text));
    if (parsed.length) return parsed;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail about ${text} to ${email} in 20 s`);
}

/** The outbox rows that attach a document: however many senders there are, each is one mail. */
const outboxOf = (number: string) =>
  rows<{ dedupe_key: string; sent: boolean }>(
    t.db,
    sql`select dedupe_key, sent_at is not null as sent from mail_outbox where attach_invoice = ${number}`,
  );

/** The text of a mailed PDF, as pdftotext reads it. */
function pdfText(mail: ParsedMail, name: string) {
  const [pdf] = mail.attachments;
  const file = path.join(dir, `${name}.pdf`);
  fs.writeFileSync(file, pdf?.content ?? Buffer.alloc(0));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** Once the outbox has sent what it holds for `number` (so that a second mail would be there too). */
async function allSent(number: string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const found = await outboxOf(number);
    if (found.length && found.every((r) => r.sent)) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`mails of ${number} not sent in 20 s`);
}

const saveCompany = async (values: Record<string, unknown>) => {
  const res = await t.post('/admin/saveCompanySettings', { ...(await companyForm(t, staff)), ...values }, staff);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
};

describe('a tax invoice staff issue', () => {
  it('is mailed once to the customer with its PDF, in English', async () => {
    const reqCode = await repaired(english);
    const invoice = await issueInvoice(t, staff, reqCode);
    const number = invoice.invoice_no;
    const subject = `${reqCode}: Tax invoice ${number} for ₹1,180.00`;
    expect(await allSent(number)).toEqual([{ dedupe_key: `tax-document:${number}`, sent: true }]);
    const [mail, ...more] = await mailsAbout(english.email, subject);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(subject);
    expect(mail?.text).toContain(`Your tax invoice ${number} for ₹1,180.00, for request ${reqCode}, is attached.`);
    expect(mail?.text).toContain('You can pay it by UPI with the QR code on it.');
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments[0]).toMatchObject({ contentType: 'application/pdf', filename: fileOf(number) });
    expect(pdfText(mail as ParsedMail, 'invoice')).toContain(number);
  });

  it('two identical clicks at once: one invoice, one mail', async () => {
    const reqCode = await repaired(english);
    const replies = await Promise.all(
      [1, 2].map(() => t.post<TInvoiceReply>('/invoices/issueInvoice', { req_code: reqCode }, staff)),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const list = await t.post<TInvoiceListReply>('/invoices/getInvoiceList', { req_code: reqCode }, staff);
    expect(list.body.invoices).toHaveLength(1);
    const number = list.body.invoices[0]?.invoice_no as string;
    expect(await allSent(number)).toHaveLength(1);
    expect(await mailsAbout(english.email, number)).toHaveLength(1);
  });

  it('reaches a Tamil customer in Tamil', async () => {
    const reqCode = await repaired(tamil);
    const { invoice_no: number } = await issueInvoice(t, staff, reqCode);
    const [mail] = await mailsAbout(tamil.email, number);
    expect(mail?.subject).toBe(`${reqCode}: ₹1,180.00க்கான வரி விலைப்பட்டியல் ${number}`);
    expect(mail?.text).toContain(`உங்கள் வரி விலைப்பட்டியல் ${number} இணைக்கப்பட்டுள்ளது.`);
    expect(mail?.attachments[0]?.filename).toBe(fileOf(number));
  });
});

describe('a credit note', () => {
  it('is mailed to the customer with its PDF, naming the invoice it cancels', async () => {
    const reqCode = await repaired(english);
    const invoice = await issueInvoice(t, staff, reqCode);
    const res = await t.post<TInvoiceReply>(
      '/invoices/issueCreditNote',
      { invoice_no: invoice.invoice_no, reason: 'Wrong GSTIN on the invoice' },
      staff,
    );
    expect(res.statusCode).toBe(200);
    const number = res.body.invoice.invoice_no;
    expect(number).toMatch(/^CRN\//);
    const subject = `${reqCode}: Credit note ${number} for ₹1,180.00`;
    const [mail] = await mailsAbout(english.email, subject);
    expect(mail?.text).toContain(`It cancels tax invoice ${invoice.invoice_no}.`);
    expect(mail?.text).toContain('Reason: Wrong GSTIN on the invoice');
    expect(mail?.text).not.toContain('UPI');
    expect(mail?.attachments[0]).toMatchObject({ contentType: 'application/pdf', filename: fileOf(number) });
    const text = pdfText(mail as ParsedMail, 'credit');
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(number);
    expect(await allSent(number)).toEqual([{ dedupe_key: `tax-document:${number}`, sent: true }]);
  });

  it('reaches a Tamil customer in Tamil', async () => {
    const reqCode = await repaired(tamil);
    const invoice = await issueInvoice(t, staff, reqCode);
    const res = await t.post<TInvoiceReply>(
      '/invoices/issueCreditNote',
      { invoice_no: invoice.invoice_no, reason: 'Wrong rate' },
      staff,
    );
    const number = res.body.invoice.invoice_no;
    const [mail] = await mailsAbout(tamil.email, number);
    expect(mail?.subject).toBe(`${reqCode}: ₹1,180.00க்கான வரவுக் குறிப்பு ${number}`);
    expect(mail?.text).toContain('காரணம்: Wrong rate');
  });
});

describe('the invoice of a dispatch', () => {
  it('goes with the dispatch mail only, not in a second mail', async () => {
    const reqCode = await repaired(english);
    await walk(t, staff, reqCode, 1, ['dispatched']);
    const list = await t.post<TInvoiceListReply>('/invoices/getInvoiceList', { req_code: reqCode }, staff);
    const number = list.body.invoices[0]?.invoice_no as string;
    const [row, ...others] = await allSent(number);
    expect(row?.dedupe_key).toMatch(/^item-status:/);
    expect(others).toEqual([]);
    const mails = await mailsAbout(english.email, reqCode);
    expect(mails.filter((m) => m.attachments.length)).toHaveLength(1);
  });

  it('goes on its own when the dispatch message is muted', async () => {
    await saveCompany({ muted_statuses: ITEM_STATUSES });
    try {
      const reqCode = await repaired(english);
      await walk(t, staff, reqCode, 1, ['dispatched']);
      const list = await t.post<TInvoiceListReply>('/invoices/getInvoiceList', { req_code: reqCode }, staff);
      const number = list.body.invoices[0]?.invoice_no as string;
      expect(await allSent(number)).toEqual([{ dedupe_key: `tax-document:${number}`, sent: true }]);
      const [mail] = await mailsAbout(english.email, `Tax invoice ${number}`);
      expect(mail?.attachments[0]?.filename).toBe(fileOf(number));
    } finally {
      await saveCompany({ muted_statuses: ITEM_STATUSES.filter((s) => s !== 'dispatched') });
    }
  });

  it('dispatched without one (no GSTIN yet), the invoice staff issue later is mailed once', async () => {
    await saveCompany({ gstin: '' });
    const reqCode = await repaired(english);
    await walk(t, staff, reqCode, 1, ['dispatched']);
    await saveCompany({ gstin: makeGstin('33') });
    const { invoice_no: number } = await issueInvoice(t, staff, reqCode);
    expect(await allSent(number)).toEqual([{ dedupe_key: `tax-document:${number}`, sent: true }]);
    const mails = await mailsAbout(english.email, reqCode);
    expect(mails.filter((m) => m.attachments.length).map((m) => m.attachments[0]?.filename)).toEqual([fileOf(number)]);
  });
});
