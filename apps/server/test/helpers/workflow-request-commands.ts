import { randomUUID } from 'node:crypto';
import { ColleagueMsg, ServerMsg, type TItemStatus, type TRequestItem } from '@svc/contract';
import { expect } from 'vitest';
import { factsFor } from './items';
import { SIM } from './workflow-clock-model';
import { FLOW, invoiceableOf, type Model, mayMove, moveInModel } from './workflow-model';
import type { Real } from './workflow-product';
import { compare } from './workflow-real';
import {
  accepted,
  type Cmd,
  expectInvoice,
  itemFor,
  pick,
  type Reply,
  refused,
  versionOf,
} from './workflow-step-helpers';

// The steps that raise requests and move their items along the flow (customer and staff).

/** The masters a sequence raises items of (names as the reports group them). */
export const MASTERS = { items: [] as { id: number; name: string }[], brands: [] as { id: number; name: string }[] };
let serial = 0;

export class Raise implements Cmd {
  /** `byColleague`: raised by the account's colleague; the request is the company's all the same. */
  constructor(
    readonly lines: [number, number][],
    readonly byColleague = false,
  ) {}
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
      this.byColleague ? r.colleague : r.customer,
    );
    accepted(m, res, this.byColleague ? 'raise by a colleague' : 'raise');
    await adopt(m, r, res.body.req_code, docket);
    // Whoever raised it, the account admin sees it with its raiser's name.
    const view = await r.t.post<{ request_details: { raised_by: string } }>(
      '/requestrepair/viewrequestrepair',
      { req_code: res.body.req_code },
      r.customer,
    );
    expect(view.body.request_details.raised_by).toBe(this.byColleague ? r.names.colleague : r.names.customer);
    await compare(m, r, m.requests.at(-1));
  }
  toString = () => `raise(${this.lines.length} items${this.byColleague ? ', by a colleague' : ''})`;
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
      clock: { type: i.item_name, receivedAt: null, turnaround: null, pauses: [], withdrawn: false },
    })),
  });
}

/**
 * Any move of the flow by the customer or staff, allowed or not; twice at once when `twice`. `next` asks
 * for one of the item's allowed moves (by who may make it), so that sequences get far along the flow.
 */
export class Move implements Cmd {
  constructor(
    readonly req: number,
    readonly line: number,
    readonly target: TItemStatus | 'next',
    readonly who: 'customer' | 'staff' | 'colleague',
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
      ...(actor === 'staff' ? factsFor(to, req.docket, SIM.now) : {}),
    };
    const token = actor === 'staff' ? r.staff : actor === 'colleague' ? r.colleague : r.customer;
    const send = () => r.t.post('/requestrepair/updateItemStatus', body, token);
    const replies = this.twice ? await Promise.all([send(), send()]) : [await send()];
    const what = `${actor} ${item.status} → ${to}`;
    // A colleague makes the customer's moves but for answering charges, which their role does not allow.
    const answer = to === 'approved' || to === 'declined';
    if (actor === 'colleague' && answer) {
      for (const res of replies) {
        refused(m, res, 'a colleague answers charges');
        expect((res.body as { message: string }).message).toBe(ColleagueMsg.approveNotAllowed);
      }
    } else if (!mayMove(actor === 'colleague' ? 'customer' : actor, item.status, to)) {
      for (const res of replies) refused(m, res, what);
    } else {
      const ok = replies.filter((x) => x.statusCode === 200);
      // Two clicks at once: one move, the other told that the item changed meanwhile.
      expect(ok.length, what).toBe(1);
      for (const res of replies.filter((x) => x.statusCode !== 200)) expect(res.statusCode).toBe(409);
      accepted(m, ok[0] as Reply, what);
      moveInModel(item, to, body.expected_on ?? null);
      if (answer) {
        // The item says who answered: the account admin by name, staff as the service centre.
        const view = await r.t.post<{ request_item_details: TRequestItem[] }>(
          '/requestrepair/viewrequestrepair',
          { req_code: req.code },
          r.customer,
        );
        const seen = view.body.request_item_details.find((i) => i.item_id === item.id)?.charges_answer;
        expect(seen?.status, what).toBe(to);
        expect(seen?.by, what).toBe(actor === 'staff' ? ServerMsg.serviceCentre : r.names.customer);
      }
      if (to === 'dispatched') await expectInvoice(m, r, req, invoiceableOf(req, ['dispatched']));
    }
    await compare(m, r, req);
  }
  toString = () => `move(${this.req}, ${this.line}, ${this.who} → ${this.target}${this.twice ? ', twice' : ''})`;
}

export class CancelRequest implements Cmd {
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

/**
 * A move of several items of one request at once (decision 099): a chosen set (by `mask`), one status and
 * its facts for all. The model moves every one, or none when any of them cannot make the move.
 */
export class MoveMany implements Cmd {
  constructor(
    readonly req: number,
    readonly mask: number,
    readonly target: TItemStatus | 'next',
    readonly who: 'customer' | 'staff',
  ) {}
  check = (m: Model) => m.requests.length > 0;
  async run(m: Model, r: Real) {
    const req = pick(m.requests, this.req);
    const chosen = req.items.filter((_, i) => (this.mask >> i) & 1);
    const items = chosen.length ? chosen : req.items;
    const lead = items[0] as (typeof items)[number];
    // Along the flow: the first item's first move its mover may make (not a quote, which has its own call).
    const next = FLOW[lead.status].filter((s) => s !== 'estimated' && mayMove(this.who, lead.status, s));
    const to = this.target === 'next' ? (next[0] ?? 'received') : this.target;
    const body = {
      req_code: req.code,
      items: await Promise.all(items.map(async (i) => ({ item_id: i.id, version: await versionOf(r, req, i) }))),
      status: to,
      remark: to === 'cancelled' ? 'No longer needed' : '',
      ...(this.who === 'staff' ? factsFor(to, req.docket, SIM.now) : {}),
    };
    const res = await r.t.post('/requestrepair/updateItemsStatus', body, this.who === 'staff' ? r.staff : r.customer);
    const what = `${this.who} moves several items → ${to}`;
    // A quote is its own call with amounts, for one item as for several.
    const allowed = to !== 'estimated' && items.every((i) => mayMove(this.who, i.status, to));
    if (!allowed) refused(m, res, what);
    else {
      accepted(m, res, what);
      const expectedOn = 'expected_on' in body ? (body.expected_on as string) : null;
      for (const i of items) moveInModel(i, to, expectedOn);
      if (to === 'dispatched') await expectInvoice(m, r, req, invoiceableOf(req, ['dispatched']));
    }
    await compare(m, r, req);
  }
  toString = () => `moveMany(${this.req}, mask ${this.mask}, ${this.who} → ${this.target})`;
}
