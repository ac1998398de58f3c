import type { TSalesImportReply, TViewItemReply, TWarranty } from '@svc/contract';
import { AppMsg, WarrantyMsg } from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { login, signUp } from '../helpers/accounts';
import { startAdminApp } from '../helpers/admin';
import type { TestContext } from '../helpers/app';
import { itemsOf, walk } from '../helpers/items';
import { createRequest, requestBody } from '../helpers/requests';

/**
 * Warranty known at intake (issue 29, decision 063): the admin imports the company's sales, a serial number's
 * warranty shows on the add screen and the request, and an item in warranty is charged no service without a
 * reason. The sales are dated far from today so the test reads the same on any day.
 */
let t: TestContext;
let admin: string;
let staff: string;
let customer: string;

const HEAD = 'Invoice No.,Invoice Date,Serial Number,Model,Item,Brand,Warranty Months';
const csv = (...lines: string[]) => [HEAD, ...lines].join('\r\n');
const sale = (serial: string, date = '2026-01-10', months = '24', invoice = 'INV-1') =>
  `${invoice},${date},${serial},Inspiron 15,Laptop,Dell,${months}`;
const importSales = (file: string, token = admin) =>
  t.post<TSalesImportReply>('/admin/importSalesRecords', { csv: file }, token);
const warrantiesOf = async (serials: string[], token = customer) =>
  (
    await t.post<{ warranties: { serial_number: string; warranty: TWarranty }[] }>(
      '/requestrepair/getWarranty',
      { serial_numbers: serials },
      token,
    )
  ).body.warranties;
const warrantyOf = async (serial: string, token = customer) => (await warrantiesOf([serial], token))[0]?.warranty;
const salesCount = async () =>
  rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from sales_records`))[0]?.n;

/** A customer account's look-ups of an hour, small here so its bound is reached (decision 088). */
const LOOKUPS = 8;

beforeAll(async () => {
  ({ t, admin, staff, customer } = await startAdminApp({ WARRANTY_LOOKUPS_PER_HOUR: String(LOOKUPS) }));
});
afterAll(() => t?.close());

describe('the sales import', () => {
  it('keeps the good lines and names each bad one by its line, with the reason', async () => {
    const res = await importSales(
      csv(
        sale('WA-100'),
        sale('WA-101', '10-01-2023', '12'),
        sale('WA-102', '31-13-2025'),
        sale('WA-103', '2099-01-01'),
        sale('bad serial!'),
        sale('WA-104', '2026-01-10', '121'),
        ',2026-01-10,WA-105,M,Laptop,Dell,12',
        'INV-9,2026-01-10,WA-106,,Laptop,Dell,12',
      ),
    );
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ rows: 8, added: 2, updated: 0, unchanged: 0, rejected_count: 6 });
    expect(res.body.rejected).toEqual([
      { line: 4, serial_number: 'WA-102', reason: WarrantyMsg.saleBadDate },
      { line: 5, serial_number: 'WA-103', reason: WarrantyMsg.saleBadDate },
      { line: 6, serial_number: 'bad serial!', reason: WarrantyMsg.saleBadSerial },
      { line: 7, serial_number: 'WA-104', reason: WarrantyMsg.saleBadMonths },
      { line: 8, serial_number: 'WA-105', reason: WarrantyMsg.saleBadInvoice },
      { line: 9, serial_number: 'WA-106', reason: WarrantyMsg.saleBadModel },
    ]);
    expect(await salesCount()).toBe(2);
  });

  it('imported twice leaves no duplicate; a changed sale is updated; a serial twice in a file keeps its later line', async () => {
    const before = await salesCount();
    const again = await importSales(csv(sale('WA-100'), sale('wa-101 ', '10-01-2023', '12')));
    expect(again.body).toMatchObject({ rows: 2, added: 0, updated: 1, unchanged: 1, rejected_count: 0 });
    const twice = await importSales(
      csv(sale('WA-200', '2025-01-01', '6'), sale('WA-200', '2026-02-01', '12', 'INV-2')),
    );
    expect(twice.body).toMatchObject({ rows: 2, added: 1, rejected_count: 1 });
    expect(twice.body.rejected).toEqual([{ line: 2, serial_number: 'WA-200', reason: WarrantyMsg.saleRepeatedSerial }]);
    expect(await salesCount()).toBe((before ?? 0) + 1);
    expect(await warrantyOf('WA-200')).toEqual({ until: '2027-01-31', in_warranty: true });
  });

  it('thousands of lines in one file', async () => {
    const lines = Array.from({ length: 5000 }, (_, i) => sale(`BULK-${i}`, '2026-03-01', '12'));
    const res = await importSales(csv(...lines));
    expect(res.body).toMatchObject({ rows: 5000, added: 5000, rejected_count: 0 });
    expect((await importSales(csv(...lines))).body).toMatchObject({ added: 0, updated: 0, unchanged: 5000 });
  });

  it('refuses a file it cannot read with a clear message, and stores nothing', async () => {
    const before = await salesCount();
    const cases: [string, string][] = [
      ['Serial,Date\r\nX1,2026-01-01', WarrantyMsg.salesMissingColumns],
      [HEAD, WarrantyMsg.salesNoRows],
      ['', WarrantyMsg.chooseSalesFile],
    ];
    for (const [file, message] of cases) {
      const res = await importSales(file);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect(await salesCount()).toBe(before);
  });

  it('is the admin’s alone: staff and customers do not find it', async () => {
    for (const token of [staff, customer]) {
      expect((await importSales(csv(sale('WA-900')), token)).statusCode).toBe(404);
    }
    expect(await warrantyOf('WA-900')).toBeNull();
  });
});

describe('the warranty at intake', () => {
  it('answers a serial number as it is typed: in warranty, ended, or unknown', async () => {
    expect(await warrantyOf(' wa-100 ')).toEqual({ until: '2028-01-09', in_warranty: true });
    expect(await warrantyOf('WA-101', staff)).toEqual({ until: '2024-01-09', in_warranty: false });
    expect(await warrantyOf('NOPE-1')).toBeNull();
    // Staff ask for a request's rows at once, in the order asked.
    expect(await warrantiesOf(['NOPE-1', 'WA-100'], staff)).toEqual([
      { serial_number: 'NOPE-1', warranty: null },
      { serial_number: 'WA-100', warranty: { until: '2028-01-09', in_warranty: true } },
    ]);
    for (const bad of [[], [''], Array(501).fill('WA-100')]) {
      const res = await t.post('/requestrepair/getWarranty', { serial_numbers: bad }, staff);
      expect(res.statusCode).toBe(400);
    }
  });

  it('answers a customer one serial number at a time, within their account’s look-ups of the hour', async () => {
    const c = await signUp(t);
    const token = (await login(t, c.username, c.password)).accessToken;
    const many = await t.post('/requestrepair/getWarranty', { serial_numbers: ['WA-100', 'NOPE-1'] }, token);
    expect(many.statusCode).toBe(400);
    expect(many.body).toMatchObject({
      message: WarrantyMsg.warrantyOneSerial,
      issues: [{ path: 'serial_numbers', message: WarrantyMsg.warrantyOneSerial }],
    });
    for (let i = 0; i < LOOKUPS; i++) expect(await warrantyOf(`NOPE-${200 + i}`, token)).toBeNull();
    const over = await t.post('/requestrepair/getWarranty', { serial_numbers: ['WA-100'] }, token);
    expect(over.statusCode).toBe(429);
    expect(over.body).toMatchObject({ message: AppMsg.tooManyRequests });
    // Staff are not bound by a customer's hour.
    expect(await warrantyOf('WA-100', staff)).toEqual({ until: '2028-01-09', in_warranty: true });
  });

  it('goes with the item: shown on the request, and no service charge without a reason while in warranty', async () => {
    const item = (serial: string) => ({ item_id: 1, brand_id: 1, model_number: 'Inspiron 15', serial_number: serial });
    const { req_code } = await createRequest(
      t,
      customer,
      requestBody({}, [item('WA-100'), item('WA-101'), item('NOPE-2')]),
    );
    const items = await itemsOf(t, customer, req_code);
    expect(items.map((i) => i.warranty)).toEqual([
      { until: '2028-01-09', in_warranty: true },
      { until: '2024-01-09', in_warranty: false },
      null,
    ]);
    await walk(t, staff, req_code, 1, ['received']);
    await walk(t, staff, req_code, 2, ['received']);
    const [inWarranty, ended] = await itemsOf(t, staff, req_code);
    const quote = (i: typeof inWarranty, service: number, remark = '') =>
      t.post(
        '/requestrepair/updateChargesRequestRepair',
        {
          item_id: i?.item_id,
          version: i?.version,
          service_charge: service,
          parts_charge: 800,
          gst_percent: 18,
          remark,
        },
        staff,
      );
    const refused = await quote(inWarranty, 500);
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(WarrantyMsg.warrantyChargeNeedsRemark);
    const unchanged = (
      await t.post<TViewItemReply>('/requestrepair/viewRRItemdetails', { item_id: inWarranty?.item_id }, staff)
    ).body;
    expect(unchanged.request_item.status).toBe('received');
    expect((await quote(inWarranty, 0)).statusCode).toBe(200);
    expect((await quote(ended, 500)).statusCode).toBe(200);
    const [, , unknown] = await itemsOf(t, staff, req_code);
    expect(unknown?.warranty).toBeNull();
  });

  it('a reason lets staff charge for the service of an item in warranty', async () => {
    const { req_code } = await createRequest(
      t,
      customer,
      requestBody({}, [{ item_id: 1, brand_id: 1, model_number: 'Inspiron 15', serial_number: 'WA-100' }]),
    );
    await walk(t, staff, req_code, 1, ['received']);
    const [i] = await itemsOf(t, staff, req_code);
    const res = await t.post(
      '/requestrepair/updateChargesRequestRepair',
      {
        item_id: i?.item_id,
        version: i?.version,
        service_charge: 500,
        parts_charge: 0,
        gst_percent: 18,
        remark: 'Liquid damage is not covered by the warranty',
      },
      staff,
    );
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect((await itemsOf(t, customer, req_code))[0]?.charges?.service_charge).toBe(500);
  });
});
