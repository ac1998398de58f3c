import {
  AppMsg,
  Code,
  PeopleMsg,
  ServerMsg,
  StatusFlag,
  type TCustomerRow,
  type TCustomerSave,
  type TLanguage,
  type ZCustomerListRequest,
} from '@svc/contract';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { violatedUnique } from '../../lib/db-errors';
import { clientDigest, hashPassword } from '../../lib/passwords';
import { randomToken } from '../../lib/random';
import { recordAudit } from '../audit';
import * as auth from '../auth';
import { addMember, colleagueIdsOf } from '../members';
import { codePage } from './code-page';
import * as repo from './people.repository';

type Customer = NonNullable<Awaited<ReturnType<typeof repo.findCustomerByCode>>>['customer'];
const row = (c: Customer, username: string, language: TLanguage): TCustomerRow => ({
  customercode: c.code,
  ...auth.customerFields(c),
  username,
  language,
  active: c.active,
  mobile_verified: c.mobileVerifiedAt !== null,
});
const notFound = () => new AppError(Code.notFound, ServerMsg.customerNotFound);

function duplicate(err: unknown): AppError | null {
  const constraint = violatedUnique(err);
  if (constraint === null) return null;
  return constraint === 'users_username_key'
    ? new AppError(Code.inUse, AppMsg.userNameInUse, { issues: [{ path: 'username', message: AppMsg.userNameInUse }] })
    : new AppError(Code.exists, PeopleMsg.customerExists);
}

type MailedUser = { id: string; email: string | null; username: string; language: TLanguage };

/** Admins create (and welcome), edit and deactivate customers, and send them a password reset. */
export function createCustomersService(
  deps: Pick<Deps, 'db' | 'sessions'>,
  recovery: { sendResetCode(u: MailedUser): Promise<void>; sendWelcome(u: MailedUser): Promise<void> },
) {
  const { db } = deps;

  async function list(q: z.output<typeof ZCustomerListRequest>) {
    const rows = await repo.listCustomers(db, {
      search: q.search || undefined,
      after: q.cursor,
      limit: q.limit,
      inactive: q.include_inactive,
    });
    const { page, nextCursor } = codePage(rows, q.limit, (r) => r.customer.code);
    return {
      statusFlag: StatusFlag.ok,
      message: 'OK',
      customer_list: page.map((r) => row(r.customer, r.username, r.language)),
      next_cursor: nextCursor,
    };
  }

  async function save(caller: Caller, b: TCustomerSave) {
    const fields = {
      companyName: b.companyname,
      gstin: b.gstin,
      mobile: b.mobile,
      city: b.city,
      address: b.address,
      contactPerson: b.contactperson,
      email: b.email,
      pincode: b.pincode,
      stateCode: b.state,
      active: b.active,
    };
    try {
      // argon2 runs before the transaction, so no row stays locked while it hashes.
      const unknownPassword = b.customercode ? null : await hashPassword(clientDigest(randomToken()));
      const saved = await db.transaction(async (tx) => {
        if (b.customercode) {
          const found = await repo.findCustomerByCode(tx, b.customercode);
          if (!found) throw notFound();
          // A number staff set is the customer's to confirm (decision 089): a changed one is not confirmed.
          await repo.updateCustomer(tx, found.customer.id, {
            ...fields,
            mobileVerifiedAt: auth.mobileConfirmationAfter(fields.mobile),
          });
          await repo.updateUser(tx, found.user.id, {
            email: b.email,
            displayName: b.companyname,
            active: b.active,
            ...(b.language ? { language: b.language } : {}),
          });
          if (!b.active) await auth.revokeUserSessions(tx, found.user.id, 'deactivated');
          // The account's colleagues open and close with it (decision 067).
          const colleagues = await colleagueIdsOf(tx, found.customer.id);
          for (const id of colleagues) {
            await repo.updateUser(tx, id, { active: b.active });
            if (!b.active) await auth.revokeUserSessions(tx, id, 'deactivated');
          }
          const { id: _id, createdAt: _c, ...before } = found.customer;
          await audit(tx, caller, b.customercode, 'update', before, fields);
          return { code: b.customercode, user: found.user, created: false, colleagues };
        }
        const code = await auth.nextCustomerCode(tx);
        const customer = await auth.insertCustomer(tx, { code, ...fields });
        const user = await auth.insertUser(tx, {
          username: b.username as string,
          code,
          displayName: b.companyname,
          email: b.email,
          role: 'customer',
          customerId: customer.id,
          active: b.active,
          language: b.language ?? 'en',
          // Nobody knows this password: the customer sets their own from the welcome mail sent below.
          passwordHash: unknownPassword as string,
        });
        await addMember(tx, customer.id, user.id, 'owner');
        await audit(tx, caller, code, 'create', null, { ...fields, username: b.username });
        return { code, user, created: true, colleagues: [] as string[] };
      });
      if (!b.active) for (const id of [saved.user.id, ...saved.colleagues]) deps.sessions.forgetUser(id);
      if (saved.created && b.active) await recovery.sendWelcome(saved.user);
      const message = saved.created && b.active ? PeopleMsg.customerCreated : PeopleMsg.customerSaved;
      return { statusFlag: StatusFlag.ok, message, code: saved.code };
    } catch (err) {
      throw duplicate(err) ?? err;
    }
  }

  async function sendReset(caller: Caller, code: string) {
    const found = await repo.findCustomerByCode(db, code);
    if (!found) throw notFound();
    if (!found.user.active) throw new AppError(Code.badRequest, ServerMsg.customerDeactivated);
    await recovery.sendResetCode(found.user);
    await audit(db, caller, code, 'password reset sent', null, null);
    return { statusFlag: StatusFlag.ok, message: PeopleMsg.resetSent, code };
  }

  return { list, save, sendReset };
}

function audit(
  tx: Parameters<typeof recordAudit>[0],
  caller: Caller,
  code: string,
  action: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  return recordAudit(tx, { actorId: caller.userId, entity: 'customer', entityId: code, action, before, after });
}
export type CustomersService = ReturnType<typeof createCustomersService>;
