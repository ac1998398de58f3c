import { indiaToday, type TInvoiceListReply } from '@svc/contract';
import type fc from 'fast-check';
import { expect } from 'vitest';
import { SIM } from './workflow-clock-model';
import { count, type MItem, type Model, type MRequest } from './workflow-model';
import { checkNewInvoice } from './workflow-money';
import type { Real } from './workflow-product';

// What the workflow model's steps share: choosing an item, checking a reply, reading what a step made.

export type Cmd = fc.AsyncCommand<Model, Real>;
export type Reply = { statusCode: number; body: unknown };

export const pick = <T>(list: T[], n: number) => list[n % list.length] as T;
/** An item of the model: with `aim`, one that `fits` where there is one (a quote wants a received item). */
export function itemFor(m: Model, n: number, line: number, aim: boolean, fits: (i: MItem) => boolean) {
  const all = m.requests.flatMap((req) => req.items.map((item) => ({ req, item })));
  const fitting = aim ? all.filter((x) => fits(x.item)) : [];
  if (fitting.length) return pick(fitting, n + line);
  const req = pick(m.requests, n);
  return { req, item: pick(req.items, line) };
}

/** A refused step: the status and message the flow promises; the comparison after it shows nothing changed. */
export function refused(m: Model, res: Reply, what: string, status = 400) {
  expect(res.statusCode, `${what}: ${JSON.stringify(res.body)}`).toBe(status);
  expect((res.body as { message?: string }).message, what).toBeTruthy();
  count(m, `refused: ${what}`);
}
export function accepted(m: Model, res: Reply, what: string) {
  expect(res.statusCode, `${what}: ${JSON.stringify(res.body)}`).toBe(200);
  count(m, what);
}

/** The invoices of a request that the model does not know yet (a dispatch or an issue made them). */
async function newInvoices(m: Model, r: Real, req: MRequest) {
  const list = await r.t.post<TInvoiceListReply>('/invoices/getInvoiceList', { req_code: req.code }, r.staff);
  return list.body.invoices
    .filter((i) => i.kind === 'invoice' && !m.invoices.some((x) => x.no === i.invoice_no))
    .map((i) => i.invoice_no);
}

/** Records in the model the invoice the step should have issued for `items` (or none), checking the product's. */
export async function expectInvoice(m: Model, r: Real, req: MRequest, items: MItem[]) {
  const fresh = await newInvoices(m, r, req);
  expect(fresh.length, `invoices issued for ${req.code}`).toBe(items.length ? 1 : 0);
  const no = fresh[0];
  if (!no) return;
  count(m, 'an invoice issued');
  const ids = items.map((i) => i.id);
  const total = await checkNewInvoice(m, r, no, req, ids);
  for (const i of items) i.invoice = no;
  const month = indiaToday(SIM.now).slice(0, 7);
  m.invoices.push({ no, req: req.code, month, itemIds: ids, total, paid: 0, credited: false, creditTotal: 0 });
}

/** The current version of an item, as a person's screen would have it. */
export async function versionOf(r: Real, req: MRequest, item: MItem) {
  const v = await r.t.post<{ request_item_details: { item_id: string; version: number }[] }>(
    '/requestrepair/viewrequestrepair',
    { req_code: req.code },
    r.staff,
  );
  return v.body.request_item_details.find((i) => i.item_id === item.id)?.version ?? 0;
}
