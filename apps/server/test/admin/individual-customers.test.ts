import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ColleagueMsg, type TInvoice, type TInvoiceReply } from '@svc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, makeGstin, signUp } from '../helpers/accounts';
import { ADMIN, startTestApp, type TestContext } from '../helpers/app';
import { issueInvoice, readyToInvoice, repairedRequest } from '../helpers/invoices';

/**
 * Issue 39, point 2 (decision 091): people and unregistered businesses sign up without a GSTIN; their
 * invoices are B2C tax invoices, and GSTR-1 puts an inter-state one above ₹1,00,000 in b2cl (its credit
 * note in cdnur), every other one in the b2cs totals. Amounts are whole rupees, so no figure here depends
 * on how an invoice rounds.
 */
let t: TestContext;
let staff: string;
type Person = { token: string; code: string; name: string; username: string };
const who: Record<'tamilNadu' | 'kerala' | 'registered', Person> = {} as never;
const inv: Record<string, TInvoice> = {};
let creditNo = '';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'individual-pdf-'));

/** A person who signs up on their own with an empty GSTIN: name, mobile, email, address, city, state, pincode. */
async function person(name: string, place: { state: string; city: string; pincode: string }): Promise<Person> {
  const c = await signUp(t, 'Secret@123', { gstin: '', companyname: name, contactperson: name, ...place });
  const details = await login(t, c.username, c.password);
  return { token: details.accessToken, code: details.customercode, name, username: c.username };
}

const invoice = async (customer: keyof typeof who, lines: [number, number, number][]) =>
  issueInvoice(t, staff, await repairedRequest(t, { staff, customer: who[customer].token }, lines));

async function exported(sheet: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/invoices/exportGstr1',
    payload: { month: '2026-11', sheet },
    headers: { authorization: `Bearer ${staff}` },
  });
  expect(res.statusCode, sheet).toBe(200);
  return res.body.trim().split('\r\n');
}

/** What the lines add up to: taxable value plus their tax, in paise, then rupees. */
const lineTotal = (i: TInvoice) =>
  i.lines.reduce((sum, l) => sum + Math.round((l.taxable + l.cgst + l.sgst + l.igst) * 100), 0) / 100;

beforeAll(async () => {
  t = await startTestApp({}, { now: () => new Date('2026-11-23T06:00:00Z') });
  staff = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
  await readyToInvoice(t, staff, { name: 'Kumar Service Centre', address: '12 Anna Salai, Chennai 600002' });
  who.tamilNadu = await person('Priya Raman', { state: '33', city: 'Madurai', pincode: '625001' });
  who.kerala = await person('Anil Menon', { state: '32', city: 'Kochi', pincode: '682001' });
  const r = await signUp(t, 'Secret@123', {
    gstin: makeGstin('29'),
    state: '29',
    city: 'Bengaluru',
    pincode: '560001',
  });
  const rd = await login(t, r.username, r.password);
  who.registered = { token: rd.accessToken, code: rd.customercode, name: r.companyname, username: r.username };

  inv.localSmall = await invoice('tamilNadu', [[1000, 0, 18]]); // 1,000 + CGST 90 + SGST 90
  inv.keralaSmall = await invoice('kerala', [[1000, 0, 18]]); // 1,000 + IGST 180
  inv.keralaAtLimit = await invoice('kerala', [[78125, 0, 28]]); // 78,125 + 21,875 = 1,00,000: not above it
  inv.keralaAbove = await invoice('kerala', [[78150, 0, 28]]); // 78,150 + 21,882 = 1,00,032
  inv.localAbove = await invoice('tamilNadu', [[78150, 0, 28]]); // the same within the state: still b2cs
  inv.keralaTwoRates = await invoice('kerala', [
    [60000, 0, 18],
    [40000, 0, 5],
  ]); // 60,000 + 10,800 and 40,000 + 2,000 = 1,12,800, then credited
  inv.registered = await invoice('registered', [[500, 0, 18]]);
  const credit = await t.post<TInvoiceReply>(
    '/invoices/issueCreditNote',
    { invoice_no: inv.keralaTwoRates.invoice_no, reason: 'Charged twice' },
    staff,
  );
  creditNo = credit.body.invoice.invoice_no;
}, 240_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a B2C tax invoice for a person without a GSTIN', () => {
  it('in the company’s state: CGST and SGST, no recipient GSTIN, the place of supply from the address', () => {
    const i = inv.localSmall as TInvoice;
    expect(i.recipient).toMatchObject({ name: 'Priya Raman', gstin: '', state: 'Tamil Nadu', state_code: '33' });
    expect(i.recipient.address).toContain('Madurai');
    expect(i).toMatchObject({ place_of_supply: '33', intra_state: true, cgst: 90, sgst: 90, igst: 0 });
    expect(i.total).toBe(lineTotal(i));
    expect(i.total).toBe(1180);
  });

  it('in another state: IGST at the full rate, to the state of the address', () => {
    const i = inv.keralaSmall as TInvoice;
    expect(i.recipient).toMatchObject({ gstin: '', state: 'Kerala', state_code: '32' });
    expect(i).toMatchObject({ place_of_supply: '32', intra_state: false, cgst: 0, sgst: 0, igst: 180 });
    expect(i.total).toBe(1180);
  });

  it('the PDF: a tax invoice with the person’s name and state, "GSTIN: unregistered" and the tax of its place', async () => {
    const text = async (i: TInvoice, token: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/invoices/downloadInvoice',
        payload: { invoice_no: i.invoice_no },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      const file = path.join(dir, `${i.invoice_no.replaceAll('/', '-')}.pdf`);
      fs.writeFileSync(file, res.rawPayload);
      return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    };
    const local = await text(inv.localSmall as TInvoice, who.tamilNadu.token);
    for (const expected of [
      'TAX INVOICE',
      'Priya Raman',
      'GSTIN: unregistered',
      'State: Tamil Nadu, state code 33',
      'Tamil Nadu (33)',
      'CGST',
      'SGST',
      '90.00',
      '1,180.00',
    ]) {
      expect(local, expected).toContain(expected);
    }
    expect(local).not.toContain('IGST');
    // The supplier's GSTIN is the only one on it.
    expect(local.match(/GSTIN: [0-9]{2}[A-Z]{5}/g)).toHaveLength(1);
    const kerala = await text(inv.keralaSmall as TInvoice, who.kerala.token);
    for (const expected of [
      'Anil Menon',
      'GSTIN: unregistered',
      'State: Kerala, state code 32',
      'Kerala (32)',
      'IGST',
    ]) {
      expect(kerala, expected).toContain(expected);
    }
    expect(kerala).not.toMatch(/CGST(?! Act)/);
  });
});

describe('GSTR-1 for customers without a GSTIN', () => {
  const pos = { tn: '"33-Tamil Nadu"', kl: '"32-Kerala"' };

  it('b2cl: each inter-state invoice above ₹1,00,000, one row per rate, in the offline tool’s columns', async () => {
    const lines = await exported('b2cl');
    expect(lines[0]).toBe(
      '"Invoice Number","Invoice date","Invoice Value","Place Of Supply","Applicable % of Tax Rate","Rate","Taxable Value","Cess Amount","E-Commerce GSTIN"',
    );
    const above = inv.keralaAbove as TInvoice;
    const two = inv.keralaTwoRates as TInvoice;
    expect(above.total).toBe(lineTotal(above));
    expect(lineTotal(above)).toBe(100_032);
    expect(lineTotal(two)).toBe(112_800);
    expect(lines.slice(1)).toEqual([
      `"${above.invoice_no}","23-Nov-2026",${above.total},${pos.kl},"",28,78150,0,""`,
      `"${two.invoice_no}","23-Nov-2026",${two.total},${pos.kl},"",18,60000,0,""`,
      `"${two.invoice_no}","23-Nov-2026",${two.total},${pos.kl},"",5,40000,0,""`,
    ]);
  });

  it('b2cs: the rest by state and rate: within the state whatever the value, and ₹1,00,000 exactly', async () => {
    const lines = await exported('b2cs');
    expect(lineTotal(inv.keralaAtLimit as TInvoice)).toBe(100_000);
    expect(lines.slice(1).sort()).toEqual(
      [
        `"OE",${pos.tn},"",18,1000,0,""`,
        `"OE",${pos.tn},"",28,78150,0,""`,
        `"OE",${pos.kl},"",18,1000,0,""`,
        `"OE",${pos.kl},"",28,78125,0,""`,
      ].sort(),
    );
  });

  it('cdnur: the credit note of a b2cl invoice, which leaves the b2cs totals alone', async () => {
    const lines = await exported('cdnur');
    expect(lines[0]).toBe(
      '"UR Type","Note Number","Note Date","Note Type","Place Of Supply","Note Value","Applicable % of Tax Rate","Rate","Taxable Value","Cess Amount"',
    );
    const two = inv.keralaTwoRates as TInvoice;
    expect(lines.slice(1)).toEqual([
      `"B2CL","${creditNo}","23-Nov-2026","C",${pos.kl},${two.total},"",18,60000,0`,
      `"B2CL","${creditNo}","23-Nov-2026","C",${pos.kl},${two.total},"",5,40000,0`,
    ]);
  });

  it('b2b and cdnr hold only the registered customer', async () => {
    const b2b = await exported('b2b');
    expect(b2b).toHaveLength(2);
    expect(b2b[1]).toContain(`"${inv.registered?.invoice_no}"`);
    expect(await exported('cdnr')).toHaveLength(1);
  });
});

describe('the rest of the product takes them', () => {
  it('the person invites a colleague (a family member) to the account: nothing asks for a GSTIN', async () => {
    const tag = Date.now().toString(36);
    const res = await t.post<{ message: string }>(
      '/account/inviteColleague',
      { name: 'Ravi Raman', email: `ravi${tag}@example.com`, username: `ravi${tag}`, role: 'approver' },
      who.tamilNadu.token,
    );
    expect(res.body.message).toBe(ColleagueMsg.colleagueInvited);
    const list = await t.post<{ company_name: string; colleagues: { username: string }[] }>(
      '/account/getColleagues',
      {},
      who.tamilNadu.token,
    );
    expect(list.body.company_name).toBe('Priya Raman');
    expect(list.body.colleagues.map((c) => c.username)).toContain(`ravi${tag}`);
  });

  it('the reports and their CSV name the person as the customer', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports/exportCsv',
      payload: { group: 'in_progress', customer_code: who.kerala.code },
      headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    const rows = res.body.trim().split('\r\n').slice(1);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) expect(row).toContain(`"${who.kerala.code}","Anil Menon"`);
  });

  it('the admin’s list shows the person with an empty GSTIN, and the admin’s form keeps it unregistered', async () => {
    const list = await t.post<{ customer_list: { customercode: string; gstin: string; companyname: string }[] }>(
      '/admin/getCustomerList',
      { search: 'Anil Menon' },
      staff,
    );
    const row = list.body.customer_list.find((c) => c.customercode === who.kerala.code);
    expect(row).toMatchObject({ gstin: '', companyname: 'Anil Menon' });
    // The form opens with "Not registered for GST" on (an empty GSTIN) and saves the person as they were.
    const { username: _u, mobile_verified: _m, ...fields } = row as unknown as Record<string, unknown>;
    const saved = await t.post('/admin/saveCustomer', { ...fields, city: 'Ernakulam', unregistered: true }, staff);
    expect(saved.statusCode).toBe(200);
    const after = await t.post<{ customer_list: { customercode: string; gstin: string; city: string }[] }>(
      '/admin/getCustomerList',
      { search: 'Anil Menon' },
      staff,
    );
    expect(after.body.customer_list.find((c) => c.customercode === who.kerala.code)).toMatchObject({
      gstin: '',
      city: 'Ernakulam',
    });
  });
});
