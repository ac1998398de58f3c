import {
  AppMsg,
  Code,
  Msg,
  PeopleMsg,
  ServerMsg,
  StatusFlag,
  type TEmployeeRow,
  type TEmployeeSave,
  type ZEmployeeListRequest,
} from '@svc/contract';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { refuseCommonPassword } from '../../lib/common-passwords';
import { violatedUnique } from '../../lib/db-errors';
import { hashPassword } from '../../lib/passwords';
import { recordAudit } from '../audit';
import * as auth from '../auth';
import { codePage } from './code-page';
import * as repo from './people.repository';

type Found = NonNullable<Awaited<ReturnType<typeof repo.findEmployeeByCode>>>;
const row = ({ user: u, branchName }: Found): TEmployeeRow => ({
  employeecode: u.code,
  employee_name: u.displayName,
  employee_name_tamil: u.nameTamil ?? '',
  username: u.username,
  user_role: u.role === 'admin' ? 'admin' : 'staff',
  branch_id: u.branchId,
  branch_name: branchName,
  device_id: u.deviceId ?? '',
  active: u.active,
});
const fieldError = (status: typeof Code.badRequest | typeof Code.inUse, path: string, message: string) =>
  new AppError(status, message, { issues: [{ path, message }] });

/** Admins keep the staff and admin accounts: the specification's employee/user form. */
export function createEmployeesService(deps: Pick<Deps, 'db' | 'log' | 'sessions'>) {
  const { db } = deps;

  async function list(q: z.output<typeof ZEmployeeListRequest>) {
    const rows = await repo.listEmployees(db, {
      search: q.search || undefined,
      after: q.cursor,
      limit: q.limit,
      inactive: q.include_inactive,
    });
    const { page, nextCursor } = codePage(rows, q.limit, (r) => r.user.code);
    return {
      statusFlag: StatusFlag.ok,
      message: 'OK',
      employee_list: page.map(row),
      next_cursor: nextCursor,
    };
  }

  async function save(caller: Caller, b: TEmployeeSave) {
    if (b.password) refuseCommonPassword(deps.log, b.password, 'employee password');
    const [passwordHash, passcodeHash] = await Promise.all([
      b.password ? hashPassword(b.password) : undefined,
      b.passcode ? hashPassword(b.passcode) : undefined,
    ]);
    const fields = {
      displayName: b.employee_name,
      nameTamil: b.employee_name_tamil,
      username: b.username,
      role: b.user_role,
      branchId: b.branch_id,
      deviceId: b.device_id,
      active: b.active,
    };
    try {
      const saved = await db.transaction(async (tx) => {
        if (!(await repo.activeBranch(tx, b.branch_id))) {
          throw fieldError(Code.badRequest, 'branch_id', Msg.selectBranchName);
        }
        const secrets = {
          ...(passwordHash ? { passwordHash, passwordChangedAt: new Date() } : {}),
          ...(passcodeHash ? { passcodeHash } : {}),
        };
        const changed = {
          ...fields,
          password: passwordHash ? 'changed' : undefined,
          passcode: passcodeHash ? 'changed' : undefined,
        };
        if (b.employeecode) {
          const found = await repo.findEmployeeByCode(tx, b.employeecode);
          if (!found) throw new AppError(Code.notFound, ServerMsg.employeeNotFound);
          const self = found.user.id === caller.userId;
          if (self && !b.active) throw fieldError(Code.badRequest, 'active', PeopleMsg.cannotDeactivateSelf);
          if (self && b.user_role !== 'admin')
            throw fieldError(Code.badRequest, 'user_role', PeopleMsg.cannotDropOwnAdmin);
          await repo.updateUser(tx, found.user.id, { ...fields, ...secrets });
          // A new password or a deactivation ends the employee's sessions at once.
          if (passwordHash || !b.active) await auth.revokeUserSessions(tx, found.user.id, 'changed by admin');
          const u = found.user;
          const before = {
            displayName: u.displayName,
            nameTamil: u.nameTamil,
            username: u.username,
            role: u.role,
            branchId: u.branchId,
            deviceId: u.deviceId,
            active: u.active,
          };
          await recordAudit(tx, {
            actorId: caller.userId,
            entity: 'employee',
            entityId: u.code,
            action: 'update',
            before,
            after: changed,
          });
          return { code: u.code, userId: u.id };
        }
        const code = await repo.nextEmployeeCode(tx);
        const user = await auth.insertUser(tx, {
          ...fields,
          code,
          passwordHash: passwordHash as string,
          passcodeHash,
        });
        await recordAudit(tx, {
          actorId: caller.userId,
          entity: 'employee',
          entityId: code,
          action: 'create',
          before: null,
          after: changed,
        });
        return { code, userId: user.id };
      });
      if (passwordHash || !b.active) deps.sessions.forgetUser(saved.userId);
      return { statusFlag: StatusFlag.ok, message: PeopleMsg.employeeSaved, code: saved.code };
    } catch (err) {
      if (violatedUnique(err) === 'users_username_key') throw fieldError(Code.inUse, 'username', AppMsg.userNameInUse);
      throw err;
    }
  }

  return { list, save };
}
export type EmployeesService = ReturnType<typeof createEmployeesService>;
