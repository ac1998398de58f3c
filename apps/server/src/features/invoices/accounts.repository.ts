import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

export interface PeriodLine {
  kind: 'invoice' | 'credit_note';
  number: string;
  issued_on: string;
  total: number;
  /** The value of the invoice, or of the invoice a credit note reverses: what B2C large is judged by. */
  invoice_value: number;
  /** Whether the invoice (a credit note's: its invoice) was within the supplier's state. */
  intra_state: boolean;
  place_of_supply: string;
  gstin: string;
  name: string;
  sac: string;
  rate: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** Every line of the invoices and credit notes issued between two India dates (inclusive), in series order. */
export async function linesIssuedBetween(db: DbOrTx, from: string, to: string): Promise<PeriodLine[]> {
  const res = await db.execute(sql`
    select i.kind, i.number, i.issued_on::text as issued_on, i.total::float8 as total,
      coalesce(o.total, i.total)::float8 as invoice_value, coalesce(o.intra_state, i.intra_state) as intra_state,
      i.place_of_supply, coalesce(i.recipient->>'gstin', '') as gstin, coalesce(i.recipient->>'name', '') as name,
      l.sac, l.rate::float8 as rate, l.taxable::float8 as taxable, l.cgst::float8 as cgst,
      l.sgst::float8 as sgst, l.igst::float8 as igst
    from invoices i join invoice_lines l on l.invoice_id = i.id
      left join invoices o on o.id = i.credit_of
    where i.issued_on between ${from}::date and ${to}::date
    order by i.kind, i.fy, i.seq, l.line_no`);
  return rowsOf<PeriodLine>(res);
}

export interface LedgerRow {
  kind: 'invoice' | 'credit_note' | 'payment';
  date: string;
  invoice_no: string;
  amount: number;
  method: string;
  reference: string;
  /** A payment's id; a document's number in its series. */
  ord: string;
}

/** The customer found by code, with what the statement heads with. */
export async function customerByCode(db: DbOrTx, code: string) {
  const res = await db.execute(sql`select id, code, company_name as name, gstin from customers where code = ${code}`);
  return rowsOf<{ id: string; code: string; name: string; gstin: string }>(res)[0];
}

export async function customerById(db: DbOrTx, id: string) {
  const res = await db.execute(sql`select id, code, company_name as name, gstin from customers where id = ${id}`);
  return rowsOf<{ id: string; code: string; name: string; gstin: string }>(res)[0];
}

const ledger = (customerId: string) => sql`
  select kind, issued_on as date, number as invoice_no, total as amount, '' as method, '' as reference, seq::bigint as ord
  from invoices where customer_id = ${customerId}
  union all
  select 'payment', p.received_on, i.number, p.amount, p.method, p.reference, p.id
  from payments p join invoices i on i.id = p.invoice_id where i.customer_id = ${customerId}`;

/** What the customer owed before `from`: invoices less credit notes and payments. */
export async function balanceBefore(db: DbOrTx, customerId: string, from: string): Promise<number> {
  const res = await db.execute(sql`
    select coalesce(sum(case when kind = 'invoice' then amount else -amount end), 0)::float8 as balance
    from (${ledger(customerId)}) e where e.date < ${from}::date`);
  return rowsOf<{ balance: number }>(res)[0]?.balance ?? 0;
}

/** The customer's invoices, credit notes and payments between two dates, in date order. */
export async function ledgerBetween(db: DbOrTx, customerId: string, from: string, to: string) {
  const res = await db.execute(sql`
    select kind, date::text as date, invoice_no, amount::float8 as amount, method, reference, ord::text as ord
    from (${ledger(customerId)}) e where e.date between ${from}::date and ${to}::date
    order by e.date, case kind when 'invoice' then 0 when 'credit_note' then 1 else 2 end, e.ord
    limit 5000`);
  return rowsOf<LedgerRow>(res);
}
