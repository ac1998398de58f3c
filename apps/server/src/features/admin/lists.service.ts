import {
  AdminMsg,
  AppMsg,
  Code,
  StatusFlag,
  type TBranchSave,
  type TMasterKind,
  type TMasterSave,
} from '@svc/contract';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { violatedUnique } from '../../lib/db-errors';
import { recordAudit } from '../audit';
import { forgetActiveMasters } from '../catalogue';
import * as repo from './lists.repository';

const ok = (message: string, code: string) => ({ statusFlag: StatusFlag.ok, message, code });
const exists = (message: string) => new AppError(Code.exists, message, { issues: [{ path: 'name', message }] });

/** The item and brand lists and the branches: add, rename, deactivate; entries are never deleted. */
export function createListsService(deps: Pick<Deps, 'db' | 'cache'>) {
  const { db } = deps;

  async function masters(kind: TMasterKind) {
    const rows = await repo.masterEntries(db, kind);
    return {
      statusFlag: StatusFlag.ok,
      message: 'OK',
      master_list: rows.map((r) => ({
        id: r.id,
        name: r.name,
        active: r.active,
        in_use: Number(r.inUse),
        ...(r.sacCode ? { sac_code: r.sacCode } : {}),
      })),
    };
  }

  async function saveMaster(caller: Caller, body: TMasterSave) {
    try {
      const id = await db.transaction(async (tx) => {
        if (await repo.nameTaken(tx, body.kind, body.name, body.id)) throw exists(AdminMsg.nameExists);
        const before = body.id ? await repo.findMaster(tx, body.kind, body.id) : null;
        if (body.id && !before) throw new AppError(Code.notFound, AppMsg.notFound);
        const fields = { name: body.name, active: body.active, sacCode: body.sac_code };
        const id = body.id ?? (await repo.insertMaster(tx, body.kind, fields));
        if (body.id) await repo.updateMaster(tx, body.kind, body.id, fields);
        await recordAudit(tx, {
          actorId: caller.userId,
          entity: 'master',
          entityId: `${body.kind}:${id}`,
          action: before ? 'update' : 'create',
          before: before ? { name: before.name, active: before.active } : null,
          after: { name: body.name, active: body.active, ...(body.sac_code ? { sacCode: body.sac_code } : {}) },
        });
        return id;
      });
      forgetActiveMasters(deps.cache);
      return ok(AdminMsg.saved, String(id));
    } catch (err) {
      if (violatedUnique(err) !== null) throw exists(AdminMsg.nameExists);
      throw err;
    }
  }

  async function branches() {
    const rows = await repo.branchEntries(db);
    return {
      statusFlag: StatusFlag.ok,
      message: 'OK',
      branch_list: rows.map((r) => ({ ...r, employees: Number(r.employees) })),
    };
  }

  async function saveBranch(caller: Caller, body: TBranchSave) {
    const { id: wanted, ...fields } = body;
    try {
      const id = await db.transaction(async (tx) => {
        const before = wanted ? await repo.findBranch(tx, wanted) : null;
        if (wanted && !before) throw new AppError(Code.notFound, AppMsg.notFound);
        const id = await repo.saveBranch(tx, fields, wanted);
        await recordAudit(tx, {
          actorId: caller.userId,
          entity: 'branch',
          entityId: String(id),
          action: before ? 'update' : 'create',
          before: before
            ? {
                name: before.name,
                address: before.address,
                phone: before.phone,
                email: before.email,
                active: before.active,
              }
            : null,
          after: fields,
        });
        return id;
      });
      forgetActiveMasters(deps.cache);
      return ok(AdminMsg.saved, String(id));
    } catch (err) {
      if (violatedUnique(err) === 'branches_name_key') throw exists(AdminMsg.branchExists);
      throw err;
    }
  }

  return { masters, saveMaster, branches, saveBranch };
}
export type ListsService = ReturnType<typeof createListsService>;
