import { randomUUID } from 'node:crypto';
import { GST_RATES, ITEM_STATUSES, type TInvoiceListReply, type TItemStatus } from '@svc/contract';
import fc from 'fast-check';
import { expect } from 'vitest';
import { factsFor } from './items';
import {
  count,
  dueOf,
  FLOW,
  invoiceableOf,
  type MItem,
  type Model,
  type MRequest,
  mayMove,
  moveInModel,
  sumMoney,
} from './workflow-model';
import { checkNewInvoice, compare, type Real } from './workflow-real';

type Cmd = fc.AsyncCommand<Model, Real>;
type Reply = { statusCode: number; body: unknown };

/** The masters a sequence raises items of (names as the reports group them). */
export const MASTERS = { items: [] as { id: number; name: string }[], brands: [] as { id: number; name: string }[] };

const pick = <T>(list: T[], n: number) => list[n % list.length] as T;
/** An item of the model: with `aim`, one that `fits` where there is one (a quote wants a received item). */
function itemFor(m: Model, n: number, line: number, aim: boolean, fits: (i: MItem) => boolean) {
  const all = m.requests.flatMap((req) => req.items.map((item) => ({ req, item })));
  const fitting = aim ? all.filter((x) => fits(x.item)) : [];
  if (fitting.length) return pick(fitting, n + line);
  const req = pick(m.requests, n);
  return { req, item: pick(req.items, line) };
}
let serial = 0;

/** A refused step: the status and message the flow promises; the comparison after it shows nothing changed. */
function refused(m: Model, res: Reply, what: string, status = 400) {
  expect(res.statusCode, `${what}: ${JSON.stringify(res.body)}`).toBe(status);
  expect((res.body as { message?: string }).message, what).toBeTruthy();
  count(m, `refused: ${what}`);
}
function accepted(m: Model, res: Reply, what: string) {
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
async function expectInvoice(m: Model, r: Real, req: MRequest, items: MItem[]) {
  const fresh = await newInvoices(m, r, req);
  expect(fresh.length, `invoices issued for ${req.code}`).toBe(items.length ? 1 : 0);
  const no = fresh[0];
  if (!no) return;
  count(m, 'an invoice issued');
  const ids = items.map((i) => i.id);
  const total = await checkNewInvoice(r, no, req, ids);
  for (const i of items) i.invoice = no;
  m.invoices.push({ no, req: req.code, itemIds: ids, total, paid: 0, credited: false, creditTotal: 0 });
}

class Raise implements Cmd {
  constructor(readonly lines: [number, number][]) {}
  check = () => true;
  async run(m: Model, r: Real) {
    serial += 1;
    const docket = `MD${serial}${Date.now() % 100000}`;
    const items = this.lines.map(([a, b], n) => ({
      item_id: pick(MASTERS.items, a).id,
      brand_id: pick(MASTERS.brands, b).id,
      model_number: `M-${n + 1}`,
      serial_number: `S${serial}X${n + 1}${Date.now() % 1000}`,
    }));
    const res = await r.t.post<{ req_code: string }>(
      '/requestrepair/addrequestrepair',
      { idempotency_key: randomUUID(), courier_name: 'DTDC', docket_number: docket, narration: 'Model', items },
      r.customer,
    );
    accepted(m, res, 'raise');
    await adopt(m, r, res.body.req_code, docket);
    await compare(m, r, m.requests.at(-1));
  }
  toString = () => `raise(${this.lines.length} items)`;
}

/** Reads a new request's items and tracking link into the model. */
export async function adopt(m: Model, r: Real, code: string, docket: string) {
  const view = await r.t.post<{
    request_item_details: {
      item_id: string;
      line_no: number;
      serial_number: string;
      item_name: string;
      brand_name: string;
    }[];
  }>('/requestrepair/viewrequestrepair', { req_code: code }, r.customer);
  const link = await r.t.post<{ tracking_url: string }>(
    '/requestrepair/getTrackingLink',
    { req_code: code },
    r.customer,
  );
  m.requests.push({
    code,
    docket,
    k: new URL(link.body.tracking_url).searchParams.get('k') ?? '',
    grant: null,
    items: view.body.request_item_details.map((i) => ({
      id: i.item_id,
      line: i.line_no,
      serial: i.serial_number,
      itemName: i.item_name,
      brandName: i.brand_name,
      status: 'pending',
      quote: null,
      owed: false,
      partsExpectedOn: null,
      invoice: null,
    })),
  });
}

/** The current version of an item, as a person's screen would have it. */
async function versionOf(r: Real, req: MRequest, item: MItem) {
  const v = await r.t.post<{ request_item_details: { item_id: string; version: number }[] }>(
    '/requestrepair/viewrequestrepair',
    { req_code: req.code },
    r.staff,
  );
  return v.body.request_item_details.find((i) => i.item_id === item.id)?.version ?? 0;
}

/**
 * Any move of the flow by the customer or staff, allowed or not; twice at once when `twice`. `next` asks
 * for one of the item's allowed moves (by who may make it), so that sequences get far along the flow.
 */
class Move implements Cmd {
  constructor(
    readonly req: number,
    readonly line: number,
    readonly target: TItemStatus | 'next',
    readonly who: 'customer' | 'staff',
    readonly twice: boolean,
  ) {}
  check = (m: Model) => m.requests.length > 0;
  async run(m: Model, r: Real) {
    // Moves along the flow aim at an item that has somewhere to go.
    const { req, item } = itemFor(m, this.req, this.line, this.target === 'next', (i) => FLOW[i.status].length > 0);
    const next = FLOW[item.status];
    // The flow's main path (each status's first move) three times in four, its other branch otherwise.
    const choice = (this.line + this.req) % 4 === 3 ? 1 : 0;
    const to = this.target === 'next' ? (next[Math.min(choice, next.length - 1)] ?? 'received') : this.target;
    // Answers are the customer's (staff may answer for them); every other allowed move is staff's.
    const actor = this.target !== 'next' || mayMove('customer', item.status, to) ? this.who : 'staff';
    const body: Record<string, string | number | undefined> & { expected_on?: string } = {
      item_id: item.id,
      status: to,
      version: await versionOf(r, req, item),
      remark: to === 'cancelled' ? 'No longer needed' : '',
      ...(actor === 'staff' ? factsFor(to, req.docket) : {}),
    };
    const token = actor === 'staff' ? r.staff : r.customer;
    const send = () => r.t.post('/requestrepair/updateItemStatus', body, token);
    const replies = this.twice ? await Promise.all([send(), send()]) : [await send()];
    const what = `${actor} ${item.status} → ${to}`;
    if (!mayMove(actor, item.status, to)) {
      for (const res of replies) refused(m, res, what);
    } else {
      const ok = replies.filter((x) => x.statusCode === 200);
      // Two clicks at once: one move, the other told that the item changed meanwhile.
      expect(ok.length, what).toBe(1);
      for (const res of replies.filter((x) => x.statusCode !== 200)) expect(res.statusCode).toBe(409);
      accepted(m, ok[0] as Reply, what);
      moveInModel(item, to, body.expected_on ?? null);
      if (to === 'dispatched') await expectInvoice(m, r, req, invoiceableOf(req, ['dispatched']));
    }
    await compare(m, r, req);
  }
  toString = () => `move(${this.req}, ${this.line}, ${this.who} → ${this.target}${this.twice ? ', twice' : ''})`;
}

class Quote implements Cmd {
  constructor(
    readonly req: number,
    readonly line: number,
    readonly service: number,
    readonly parts: number,
    readonly rate: number,
    readonly bad: boolean,
    readonly aim: boolean,
  ) {}
  check = (m: Model) => m.requests.length > 0;
  async run(m: Model, r: Real) {
    const { req, item } = itemFor(m, this.req, this.line, this.aim, (i) =>
      ['received', 'estimated'].includes(i.status),
    );
    const service = this.bad ? -this.service - 1 : this.service;
    const res = await r.t.post(
      '/requestrepair/updateChargesRequestRepair',
      {
        item_id: item.id,
        version: await versionOf(r, req, item),
        service_charge: service,
        parts_charge: this.parts,
        gst_percent: this.rate,
      },
      r.staff,
    );
    if (this.bad) refused(m, res, 'a negative charge');
    else if (item.status !== 'received' && item.status !== 'estimated') refused(m, res, `quote on ${item.status}`);
    else {
      accepted(m, res, item.status === 'estimated' ? 're-quote' : 'quote');
      item.quote = { service, parts: this.parts, gstPercent: this.rate };
      moveInModel(item, 'estimated');
    }
    await compare(m, r, req);
  }
  toString = () =>
    `quote(${this.req}, ${this.line}, ${this.bad ? 'negative ' : ''}${this.service} + ${this.parts} at ${this.rate}%)`;
}

/** The customer answers from the tracking link: a mailed code, then the answer, as the page does. */
class AnswerByLink implements Cmd {
  constructor(
    readonly req: number,
    readonly line: number,
    readonly decision: 'approved' | 'declined',
    readonly aim: boolean,
  ) {}
  check = (m: Model) => m.requests.length > 0;
  async run(m: Model, r: Real) {
    const { req, item } = itemFor(m, this.req, this.line, this.aim, (i) => i.status === 'estimated');
    if (!req.grant) {
      const before = r.t.smtp.countFor(r.email);
      expect((await r.t.post('/track/sendCode', { k: req.k })).statusCode).toBe(200);
      const code = await r.t.smtp.codeFor(r.email, before);
      const verified = await r.t.post<{ grant: string }>('/track/verifyCode', { k: req.k, otp: code });
      expect(verified.statusCode).toBe(200);
      req.grant = verified.body.grant;
    }
    const res = await r.t.post('/track/answerCharges', {
      k: req.k,
      grant: req.grant,
      line_no: item.line,
      decision: this.decision,
    });
    if (item.status !== 'estimated') refused(m, res, `link answer on ${item.status}`);
    else {
      accepted(m, res, `link ${this.decision}`);
      moveInModel(item, this.decision);
    }
    await compare(m, r, req);
  }
  toString = () => `byLink(${this.req}, ${this.line}, ${this.decision}${this.aim ? ', aimed' : ''})`;
}

class CancelRequest implements Cmd {
  constructor(readonly req: number) {}
  check = (m: Model) => m.requests.length > 0;
  async run(m: Model, r: Real) {
    const req = pick(m.requests, this.req);
    const res = await r.t.post(
      '/requestrepair/cancelRequest',
      { req_code: req.code, reason: 'Fixed it ourselves' },
      r.customer,
    );
    const live = req.items.filter((i) => i.status !== 'cancelled');
    if (!live.length) refused(m, res, 'cancel a cancelled request', 409);
    else if (live.some((i) => i.status !== 'pending')) refused(m, res, 'cancel a received request');
    else {
      accepted(m, res, 'cancel request');
      for (const i of live) moveInModel(i, 'cancelled');
    }
    await compare(m, r, req);
  }
  toString = () => `cancelRequest(${this.req})`;
}

class IssueInvoice implements Cmd {
  constructor(
    readonly req: number,
    readonly aim: boolean,
  ) {}
  check = (m: Model) => m.requests.length > 0;
  async run(m: Model, r: Real) {
    const ready = this.aim ? m.requests.filter((x) => invoiceableOf(x).length) : [];
    const req = pick(ready.length ? ready : m.requests, this.req);
    const due = invoiceableOf(req);
    const res = await r.t.post('/invoices/issueInvoice', { req_code: req.code }, r.staff);
    if (!due.length) refused(m, res, 'nothing to invoice');
    else {
      accepted(m, res, 'issue invoice');
      await expectInvoice(m, r, req, due);
    }
    await compare(m, r, req);
  }
  toString = () => `issueInvoice(${this.req}${this.aim ? ', aimed' : ''})`;
}

class Pay implements Cmd {
  constructor(
    readonly inv: number,
    readonly share: number,
    readonly tooMuch: boolean,
  ) {}
  check = (m: Model) => m.invoices.length > 0;
  async run(m: Model, r: Real) {
    const inv = pick(m.invoices, this.inv);
    const due = dueOf(inv);
    const amount = this.tooMuch ? sumMoney([due, 1]) : Math.max(0.01, Math.round(due * this.share) / 100);
    const res = await r.t.post(
      '/invoices/recordPayment',
      { invoice_no: inv.no, amount, method: 'cash', idempotency_key: randomUUID() },
      r.staff,
    );
    if (inv.credited) refused(m, res, 'pay a credited invoice', 409);
    else if (amount > due) refused(m, res, 'pay more than the due');
    else {
      accepted(m, res, 'payment');
      inv.paid = sumMoney([inv.paid, amount]);
    }
    await compare(m, r);
  }
  toString = () => `pay(${this.inv}, ${this.tooMuch ? 'more than due' : `${this.share}%`})`;
}

class Credit implements Cmd {
  constructor(readonly inv: number) {}
  check = (m: Model) => m.invoices.length > 0;
  async run(m: Model, r: Real) {
    const inv = pick(m.invoices, this.inv);
    const res = await r.t.post(
      '/invoices/issueCreditNote',
      { invoice_no: inv.no, reason: 'Charged by mistake' },
      r.staff,
    );
    if (inv.credited) refused(m, res, 'credit twice', 409);
    else {
      accepted(m, res, 'credit note');
      inv.credited = true;
      inv.creditTotal = inv.total;
      for (const req of m.requests) for (const i of req.items) if (i.invoice === inv.no) i.invoice = null;
    }
    await compare(m, r);
  }
  toString = () => `credit(${this.inv})`;
}

const idx = fc.nat({ max: 50 });
const money = fc.integer({ min: 0, max: 500_000 }).map((p) => p / 100);
/** Three times in four a step aims at an item it fits (a quote at a received item); else anywhere. */
const mostly = fc.integer({ min: 0, max: 3 }).map((n) => n > 0);
/** Moves are drawn mostly along the flow (`next`), so sequences get far; any status may be asked for. */
const target = fc.oneof(
  { weight: 6, arbitrary: fc.constant<'next'>('next') },
  {
    weight: 1,
    arbitrary: fc.constantFrom<TItemStatus>('approved', 'declined', 'waiting_for_parts', 'not_repairable', 'cancelled'),
  },
  { weight: 1, arbitrary: fc.constantFrom(...ITEM_STATUSES) },
);

const raise = fc.array(fc.tuple(idx, idx), { minLength: 1, maxLength: 3 }).map((l): Cmd => new Raise(l));
const move = fc
  .tuple(idx, idx, target, fc.constantFrom<'customer' | 'staff'>('customer', 'staff'), fc.integer({ min: 0, max: 5 }))
  .map(([a, b, to, who, twice]): Cmd => new Move(a, b, to, who, twice === 0));
const quote = fc
  .tuple(idx, idx, money, money, fc.constantFrom(...GST_RATES), fc.integer({ min: 0, max: 9 }), mostly)
  .map(([a, b, s, p, g, bad, aim]): Cmd => new Quote(a, b, s, p, g, bad === 0, aim));
const byLink = fc
  .tuple(idx, idx, fc.constantFrom<'approved' | 'declined'>('approved', 'declined'), mostly)
  .map(([a, b, d, aim]): Cmd => new AnswerByLink(a, b, d, aim));
const cancel = idx.map((a): Cmd => new CancelRequest(a));
const issue = fc.tuple(idx, mostly).map(([a, aim]): Cmd => new IssueInvoice(a, aim));
const pay = fc
  .tuple(idx, fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: 4 }))
  .map(([a, share, x]): Cmd => new Pay(a, share, x === 0));
const credit = idx.map((a): Cmd => new Credit(a));

/** One step: the flow's moves most, money steps often enough to meet every state. */
export const stepArbitrary = fc.oneof(
  { weight: 1, arbitrary: raise },
  { weight: 14, arbitrary: move },
  { weight: 4, arbitrary: quote },
  { weight: 3, arbitrary: byLink },
  { weight: 1, arbitrary: cancel },
  { weight: 2, arbitrary: issue },
  { weight: 2, arbitrary: pay },
  { weight: 1, arbitrary: credit },
);
