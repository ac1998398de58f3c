import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TViewRequestReply } from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from '../helpers/accounts';
import { ADMIN, startTestApp, type TestContext } from '../helpers/app';
import { issueInvoice, readyToInvoice, repairedRequest } from '../helpers/invoices';
import { walk } from '../helpers/items';
import { rows } from '../helpers/query';
import { declinedLines, moveLines, requestOf } from '../helpers/shipments';

/**
 * Migration 0039 (decision 106) over a company's data as the build before it kept it: the courier and
 * docket in four columns of the requests and items. The data is made by the app (every kind of box: a parcel
 * on its way, one corrected, arrived, withdrawn; boxes back of many items, one delivered, an invoiced and
 * paid request), put back in the old schema, and the migration's own statements run over it; every request,
 * item, tracking entry, invoice and payment must read as before, and the boxes as the app itself made them.
 */
let t: TestContext;
let staff: string;
let customer: string;
const codes: string[] = [];

beforeAll(async () => {
  // One instant for every move: the views before and after read the same promises.
  const at = new Date();
  t = await startTestApp({}, { now: () => at });
  staff = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
  await readyToInvoice(t, staff);
  const c = await signUp(t);
  customer = (await login(t, c.username, c.password)).accessToken;
  const who = { staff, customer };
  // On its way, its courier corrected.
  const waiting = await requestOf(t, customer, 2, { courier_name: 'DTDC', docket_number: 'D1' });
  await t.post(
    '/requestrepair/updatecourierdetails',
    { req_code: waiting, courier_name: 'Professional Couriers', docket_number: 'PC 55', narration: 'In one box' },
    customer,
  );
  // Withdrawn before it came.
  const withdrawn = await requestOf(t, customer, 1);
  await t.post('/requestrepair/cancelRequest', { req_code: withdrawn, reason: 'Mended at home' }, customer);
  // Arrived; three back in two boxes, one of them delivered; one still at the bench.
  const boxes = await requestOf(t, customer, 4);
  await declinedLines(t, who, boxes, 3);
  await walk(t, staff, boxes, 4, ['received']);
  await moveLines(t, staff, boxes, [1, 2], 'dispatched', { return_courier: 'Blue Dart', return_docket: 'BD 1' });
  await moveLines(t, staff, boxes, [3], 'dispatched', { return_courier: 'DTDC', return_docket: 'X9' });
  await moveLines(t, staff, boxes, [1, 2], 'delivered');
  // Invoiced on dispatch and paid.
  const paid = await repairedRequest(t, who, [[1000, 200, 18]]);
  const invoice = await issueInvoice(t, staff, paid);
  const pay = await t.post(
    '/invoices/recordPayment',
    { invoice_no: invoice.invoice_no, idempotency_key: randomUUID(), amount: invoice.total, method: 'cash' },
    staff,
  );
  expect(pay.statusCode).toBe(200);
  await moveLines(t, staff, paid, [1], 'dispatched', { return_courier: 'Delhivery', return_docket: 'DL-77' });
  codes.push(waiting, withdrawn, boxes, paid);
}, 180_000);
afterAll(() => t.close());

/** The tables the migration must leave as they were, each with the key its rows are read in order of. */
const TABLES = {
  repair_requests: 'id',
  request_items: 'id',
  tracking_entries: 'id',
  invoices: 'id',
  invoice_lines: 'invoice_id, line_no',
  payments: 'id',
};

/** Every row of the tables the migration must not change, as JSON (the courier columns left out), in order. */
async function everyRow() {
  const out: Record<string, unknown[]> = {};
  for (const [table, key] of Object.entries(TABLES)) {
    const found = await rows<{ row: unknown }>(
      t.db,
      sql.raw(`select to_jsonb(x) - 'courier_name' - 'docket_number' - 'return_courier' - 'return_docket' as row
               from ${table} x order by ${key}`),
    );
    out[table] = found.map((r) => r.row);
  }
  return out;
}

/** Every box with the items in it and its events, without the ids the migration makes anew. */
async function everyBox() {
  return rows(
    t.db,
    sql`select r.req_code, s.direction, s.carrier, s.docket, s.status, s.source, s.created_by,
          s.created_at, s.updated_at,
          (select array_agg(i.line_no order by i.line_no) from shipment_items si join request_items i on i.id = si.item_id
            where si.shipment_id = s.id) as lines,
          (select json_agg(json_build_array(e.status, e.created_at) order by e.created_at, e.id)
            from shipment_events e where e.shipment_id = s.id) as events
        from shipments s join repair_requests r on r.id = s.request_id
        order by r.req_code, s.direction, s.created_at, s.docket`,
  );
}

const views = () =>
  Promise.all(
    codes.map(async (code) => {
      const res = await t.post<TViewRequestReply>('/requestrepair/viewrequestrepair', { req_code: code }, staff);
      return res.body;
    }),
  );

describe('migration 0039', () => {
  it('moves the four courier columns into shipments and loses nothing', async () => {
    const rowsBefore = await everyRow();
    const boxesBefore = await everyBox();
    const viewsBefore = await views();
    expect(boxesBefore.length).toBe(7);

    // The schema and rows as the build before 0039 kept them.
    const db = t.db;
    await db.execute(sql`alter table repair_requests add column courier_name text, add column docket_number text`);
    await db.execute(sql`update repair_requests r set courier_name = s.carrier, docket_number = s.docket
      from shipments s where s.request_id = r.id and s.direction = 'in'`);
    await db.execute(sql`alter table repair_requests alter column courier_name set not null,
      alter column docket_number set not null`);
    await db.execute(
      sql`create index repair_requests_docket_idx on repair_requests (lower(docket_number) text_pattern_ops)`,
    );
    await db.execute(sql`alter table request_items add column return_courier text, add column return_docket text`);
    await db.execute(sql`update request_items i set return_courier = s.carrier, return_docket = s.docket
      from shipment_items si join shipments s on s.id = si.shipment_id where si.item_id = i.id and si.direction = 'out'`);
    await db.execute(sql`drop table shipment_events, shipment_items, shipments`);
    const [old] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from request_items where return_docket is not null`,
    );
    expect(old?.n).toBe(4);

    const drizzle = path.resolve(import.meta.dirname, '../../drizzle');
    const statements = (name: string) =>
      fs.readFileSync(path.join(drizzle, name), 'utf8').split('--> statement-breakpoint');
    for (const statement of statements('0039_shipments.sql')) await db.execute(sql.raw(statement));
    // The later migrations' changes of the boxes' tables (their other tables were left as they are).
    const later = fs.readdirSync(drizzle).filter((f) => /^\d{4}_.*\.sql$/.test(f) && f > '0039_shipments.sql');
    for (const name of later.sort())
      for (const statement of statements(name))
        if (/"shipment(s|_items|_events)"/.test(statement)) await db.execute(sql.raw(statement));

    expect(await everyRow()).toEqual(rowsBefore);
    expect(await everyBox()).toEqual(boxesBefore);
    // What the API shows of each request, its courier details and boxes among it, is what it showed.
    expect(await views()).toEqual(viewsBefore);
  });
});
