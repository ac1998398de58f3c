import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { dueOf, invoiceableOf, type Model, moveInModel, quoteGstOf, quoteTotal, sumMoney } from './workflow-model';
import type { Real } from './workflow-product';
import { compare } from './workflow-real';
import { accepted, type Cmd, expectInvoice, itemFor, pick, refused, versionOf } from './workflow-step-helpers';

// The steps about money: quotes and their answers, invoices, payments and credit notes.

export class Quote implements Cmd {
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
      const quoted = { service, parts: this.parts, gstPercent: this.rate };
      item.quote = { ...quoted, gst: quoteGstOf(quoted, m.intra) };
      moveInModel(item, 'estimated');
    }
    await compare(m, r, req);
  }
  toString = () =>
    `quote(${this.req}, ${this.line}, ${this.bad ? 'negative ' : ''}${this.service} + ${this.parts} at ${this.rate}%)`;
}

/**
 * One quote on several items of a request at once (decision 099): a chosen set (by `mask`), the same charges
 * for each. The model quotes every one, or none when any of them cannot take charges now.
 */
export class QuoteMany implements Cmd {
  constructor(
    readonly req: number,
    readonly mask: number,
    readonly service: number,
    readonly parts: number,
    readonly rate: number,
    readonly aim: boolean,
  ) {}
  check = (m: Model) => m.requests.length > 0;
  async run(m: Model, r: Real) {
    // Mostly a request with items to quote, and of its items those that can take charges.
    const quotable = (i: Model['requests'][number]['items'][number]) => ['received', 'estimated'].includes(i.status);
    const ready = m.requests.filter((q) => q.items.some(quotable));
    const req = pick(this.aim && ready.length ? ready : m.requests, this.req);
    const chosen = req.items.filter((i, n) => (this.mask >> n) & 1 && (!this.aim || quotable(i)));
    const items = chosen.length ? chosen : req.items;
    const res = await r.t.post(
      '/requestrepair/updateItemsCharges',
      {
        req_code: req.code,
        items: await Promise.all(items.map(async (i) => ({ item_id: i.id, version: await versionOf(r, req, i) }))),
        service_charge: this.service,
        parts_charge: this.parts,
        gst_percent: this.rate,
      },
      r.staff,
    );
    if (!items.every(quotable)) refused(m, res, 'quote several, one not quotable');
    else {
      accepted(m, res, 'quote several');
      const quoted = { service: this.service, parts: this.parts, gstPercent: this.rate };
      for (const item of items) {
        item.quote = { ...quoted, gst: quoteGstOf(quoted, m.intra) };
        moveInModel(item, 'estimated');
      }
    }
    await compare(m, r, req);
  }
  toString = () => `quoteMany(${this.req}, mask ${this.mask}, ${this.service} + ${this.parts} at ${this.rate}%)`;
}

/** The customer answers from the tracking link: a mailed code, then the answer, as the page does. */
export class AnswerByLink implements Cmd {
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
      const verified = await r.t.post<{ grant: string; quotes: { line_no: number; charges: { total: number } }[] }>(
        '/track/verifyCode',
        { k: req.k, otp: code },
      );
      expect(verified.statusCode).toBe(200);
      req.grant = verified.body.grant;
      // The link's approval question: each quote awaiting an answer at the total the model quoted.
      expect(
        verified.body.quotes.map((q) => [q.line_no, q.charges.total]),
        'the quotes on the tracking link',
      ).toEqual(req.items.filter((i) => i.status === 'estimated').map((i) => [i.line, quoteTotal(i.quote)]));
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

export class IssueInvoice implements Cmd {
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

export class Pay implements Cmd {
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

export class Credit implements Cmd {
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
