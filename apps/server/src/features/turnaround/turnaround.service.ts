import {
  AdminMsg,
  Code,
  StatusFlag,
  type TCalendarSave,
  type TTurnaroundRuleKey,
  type TTurnaroundRuleSave,
  TurnaroundMsg,
} from '@svc/contract';
import type { Deps } from '../../app/deps';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { recordAudit } from '../audit';
import { forgetCompanySettings, readCompanySettings, updateCompanySettings } from '../company';
import * as repo from './turnaround.repository';

const ok = (message: string) => ({ statusFlag: StatusFlag.ok, message });
const refused = (path: string, message: string) =>
  new AppError(Code.badRequest, message, { issues: [{ path, message }] });

/**
 * The admin's turnaround settings (issue 28, decision 052): the company's working hours and holidays and
 * its default turnaround (on the company settings row), and the working days per item type, for every
 * branch or for one. `turnaroundFor` is the one answer to how many working days an item gets.
 */
export function createTurnaroundService(deps: Pick<Deps, 'db' | 'cache'>) {
  const { db } = deps;

  async function settingsRow(tx: DbOrTx) {
    const row = await readCompanySettings(tx);
    if (!row) throw new AppError(Code.error, 'Company settings are missing');
    return row;
  }

  async function get() {
    const [row, rules, { items, branches }] = await Promise.all([
      settingsRow(db),
      repo.listRules(db),
      repo.choices(db),
    ]);
    return {
      ...ok('OK'),
      calendar: row.workingCalendar,
      default_days: row.defaultTurnaroundDays,
      rules: rules.map((r) => ({
        item_id: r.itemId,
        item_name: r.itemName,
        branch_id: r.branchId,
        branch_name: r.branchName,
        working_days: r.workingDays,
      })),
      items,
      branches,
    };
  }

  async function saveCalendar(caller: Caller, body: TCalendarSave) {
    // One holiday once, in date order: the clock and the screen read them sorted.
    const calendar = { week: body.calendar.week, holidays: [...new Set(body.calendar.holidays)].sort() };
    await db.transaction(async (tx) => {
      const before = await settingsRow(tx);
      await updateCompanySettings(tx, { workingCalendar: calendar, defaultTurnaroundDays: body.default_days });
      await recordAudit(tx, {
        actorId: caller.userId,
        entity: 'turnaround',
        entityId: 'calendar',
        action: 'update',
        before: { calendar: before.workingCalendar, default_days: before.defaultTurnaroundDays },
        after: { calendar, default_days: body.default_days },
      });
    });
    // Mails and moves read the settings row through this instance's cache.
    forgetCompanySettings(deps.cache);
    return ok(AdminMsg.saved);
  }

  async function checkNames(tx: DbOrTx, key: TTurnaroundRuleKey) {
    if (!(await repo.itemExists(tx, key.item_id))) throw refused('item_id', TurnaroundMsg.unknownItem);
    if (key.branch_id !== null && !(await repo.branchExists(tx, key.branch_id))) {
      throw refused('branch_id', TurnaroundMsg.unknownBranch);
    }
  }

  async function saveRule(caller: Caller, body: TTurnaroundRuleSave) {
    await db.transaction(async (tx) => {
      await checkNames(tx, body);
      const before = await repo.findRule(tx, body.item_id, body.branch_id);
      await repo.upsertRule(tx, { itemId: body.item_id, branchId: body.branch_id, workingDays: body.working_days });
      await recordAudit(tx, {
        actorId: caller.userId,
        entity: 'turnaround',
        entityId: ruleId(body),
        action: before ? 'update' : 'create',
        before: before ? { working_days: before.workingDays } : null,
        after: { ...body },
      });
    });
    return ok(AdminMsg.saved);
  }

  /** Removing a rule that is not there (a second tab, a double tap) answers the same and writes nothing. */
  async function removeRule(caller: Caller, key: TTurnaroundRuleKey) {
    await db.transaction(async (tx) => {
      const before = await repo.findRule(tx, key.item_id, key.branch_id);
      if (!before) return;
      await repo.deleteRule(tx, key.item_id, key.branch_id);
      await recordAudit(tx, {
        actorId: caller.userId,
        entity: 'turnaround',
        entityId: ruleId(key),
        action: 'delete',
        before: { ...key, working_days: before.workingDays },
        after: null,
      });
    });
    return ok(TurnaroundMsg.ruleRemoved);
  }

  /**
   * The working days an item gets when it is received at a branch (null: no branch known): the branch's
   * rule, else the item type's rule, else the company's default. `tx` lets a move ask inside its own
   * transaction.
   */
  async function turnaroundFor(itemId: number, branchId: number | null, tx: DbOrTx = db): Promise<number> {
    const days = await repo.ruleDaysFor(tx, itemId, branchId);
    return days ?? (await settingsRow(tx)).defaultTurnaroundDays;
  }

  return { get, saveCalendar, saveRule, removeRule, turnaroundFor };
}
export type TurnaroundService = ReturnType<typeof createTurnaroundService>;

/** The history's name of a rule: its item, and its branch or "all". */
const ruleId = (key: TTurnaroundRuleKey) => `rule:${key.item_id}:${key.branch_id ?? 'all'}`;
