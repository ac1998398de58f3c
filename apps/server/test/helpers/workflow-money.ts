import { indiaToday, type TInvoiceListReply, type TInvoiceReply, type TStatementReply } from '@svc/contract';
import { expect } from 'vitest';
import { SIM } from './workflow-clock-model';
import { balanceOf, dueOf, type MInvoice, type Model, type MRequest, quoteTotal, sumMoney } from './workflow-model';
import { ok, type Real } from './workflow-product';

/** The customer's invoices against the model: items, totals against approved charges, dues, the statement. */
export async function checkMoney(m: Model, r: Real) {
  const list = await ok<TInvoiceListReply>(r, '/invoices/getInvoiceList', {}, r.customer);
  const invoices = list.invoices.filter((i) => i.kind === 'invoice');
  expect(invoices.map((i) => i.invoice_no).sort(), 'the invoices').toEqual(m.invoices.map((i) => i.no).sort());
  for (const inv of invoices) {
    const mine = m.invoices.find((i) => i.no === inv.invoice_no) as MInvoice;
    expect(
      {
        total: inv.total,
        round_off: inv.round_off,
        paid: inv.paid,
        due: inv.due,
        credited: inv.payment_state === 'credited',
      },
      inv.invoice_no,
    ).toEqual({ total: mine.total, round_off: 0, paid: mine.paid, due: dueOf(mine), credited: mine.credited });
  }
  expect(list.invoices.filter((i) => i.kind === 'credit_note').length).toBe(
    m.invoices.filter((i) => i.credited).length,
  );
  expect(list.total_due, 'the total due').toBe(sumMoney(m.invoices.map(dueOf)));
  // Invoices and payments are dated by the server's (simulated) clock.
  const month = indiaToday(SIM.now).slice(0, 7);
  const st = await ok<TStatementReply>(r, '/invoices/getStatement', { month }, r.customer);
  expect(st.statement.closing_balance, 'dues = invoices − credit notes − payments').toBe(balanceOf(m));
  // Each invoice of the month is debited at exactly the amount its customer approved.
  expect(
    Object.fromEntries(st.statement.entries.filter((e) => e.kind === 'invoice').map((e) => [e.invoice_no, e.debit])),
    `the statement of ${month}`,
  ).toEqual(Object.fromEntries(m.invoices.filter((i) => i.month === month).map((i) => [i.no, i.total])));
}

/**
 * An invoice just issued: exactly the expected items, each at its approved quote with the GST quoted (CGST
 * and SGST halves within the state, IGST between states), and a total that is their sum to the paisa: what
 * the customer approved (decision 090). Answers that total.
 */
export async function checkNewInvoice(m: Model, r: Real, no: string, req: MRequest, itemIds: string[]) {
  const inv = (await ok<TInvoiceReply>(r, '/invoices/getInvoice', { invoice_no: no }, r.staff)).invoice;
  const items = req.items.filter((i) => itemIds.includes(i.id));
  const serials = inv.lines.map((l) => /serial (\S+)$/.exec(l.description)?.[1]).sort();
  expect(serials, `the lines of ${no}`).toEqual(items.map((i) => i.serial).sort());
  for (const line of inv.lines) {
    const q = items.find((i) => line.description.endsWith(`serial ${i.serial}`))?.quote;
    const half = (q?.gst ?? 0) / 2;
    expect(
      { service: line.service, parts: line.parts, rate: line.rate, cgst: line.cgst, sgst: line.sgst, igst: line.igst },
      `a line of ${no}`,
    ).toEqual({
      service: q?.service,
      parts: q?.parts,
      rate: q?.gstPercent,
      cgst: m.intra ? half : 0,
      sgst: m.intra ? half : 0,
      igst: m.intra ? 0 : q?.gst,
    });
    expect(line.total, `a line of ${no}`).toBe(quoteTotal(q ?? null));
  }
  expect(inv.intra_state, `${no} within the state`).toBe(m.intra);
  expect(inv.taxable).toBe(sumMoney(items.map((i) => (i.quote?.service ?? 0) + (i.quote?.parts ?? 0))));
  const total = sumMoney(items.map((i) => quoteTotal(i.quote)));
  expect({ total: inv.total, round_off: inv.round_off, due: inv.due }, `the total of ${no}`).toEqual({
    total,
    round_off: 0,
    due: total,
  });
  return total;
}
