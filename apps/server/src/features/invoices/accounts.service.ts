import {
  Code,
  ServerMsg,
  StatusFlag,
  type TGstr1Sheet,
  type TPaymentMethod,
  type TStatementEntry,
  toPaise,
} from '@svc/contract';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { type Caller, isStaff, seesInvoices } from '../../lib/caller';
import * as repo from './accounts.repository';
import { gstr1Csv } from './gstr1';

/** The first and last India dates of a month '2026-11'. */
function monthRange(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

const paise = toPaise;

/** What the accountant needs: a customer's monthly statement and the month's GSTR-1 sheets. */
export function createAccountsService(deps: Pick<Deps, 'db'>) {
  async function statement(caller: Caller, body: { month: string; customercode?: string }) {
    if (!seesInvoices(caller)) throw new AppError(Code.notFound, ServerMsg.customerNotFound);
    const customer = isStaff(caller)
      ? body.customercode
        ? await repo.customerByCode(deps.db, body.customercode)
        : undefined
      : caller.customerId
        ? await repo.customerById(deps.db, caller.customerId)
        : undefined;
    if (!customer) throw new AppError(Code.notFound, ServerMsg.customerNotFound);
    const { from, to } = monthRange(body.month);
    const [opening, rows] = await Promise.all([
      repo.balanceBefore(deps.db, customer.id, from),
      repo.ledgerBetween(deps.db, customer.id, from, to),
    ]);
    let balance = paise(opening);
    let debit = 0;
    let credit = 0;
    const entries: TStatementEntry[] = rows.map((r) => {
      const amount = paise(r.amount);
      const isDebit = r.kind === 'invoice';
      balance += isDebit ? amount : -amount;
      if (isDebit) debit += amount;
      else credit += amount;
      return {
        id: r.kind === 'payment' ? `payment:${r.ord}` : `${r.kind}:${r.invoice_no}`,
        date: r.date,
        kind: r.kind,
        invoice_no: r.invoice_no,
        method: r.kind === 'payment' ? (r.method as TPaymentMethod) : null,
        reference: r.reference,
        debit: isDebit ? amount / 100 : 0,
        credit: isDebit ? 0 : amount / 100,
        balance: balance / 100,
      };
    });
    return {
      statusFlag: StatusFlag.ok,
      message: '',
      statement: {
        customercode: customer.code,
        customer_name: customer.name,
        gstin: customer.gstin,
        month: body.month,
        opening_balance: paise(opening) / 100,
        entries,
        total_debit: debit / 100,
        total_credit: credit / 100,
        closing_balance: balance / 100,
      },
    };
  }

  async function gstr1(month: string, sheet: TGstr1Sheet) {
    const { from, to } = monthRange(month);
    return gstr1Csv(sheet, await repo.linesIssuedBetween(deps.db, from, to));
  }

  return { statement, gstr1 };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
