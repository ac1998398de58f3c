import {
  AdminMsg,
  Code,
  DEFAULT_TURNAROUND_DAYS,
  StatusFlag,
  type TCalendarSave,
  type TTurnaroundRuleKey,
  type TTurnaroundRuleSave,
  type Turnaround,
  TurnaroundMsg,
  turnaroundOf,
} from '@svc/contract';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { recordAudit } from '../audit';
import { forgetCompanySettings, readCompanySettings, updateCompanySettings } from '../company';
import * as repo from './turnaround.repository';

// The schema's check keeps one of the two columns set; this only answers should a row ever hold neither.
const DEFAULT_TURNAROUND: Turnaround = { amount: DEFAULT_TURNAROUND_DAYS, unit: 'days' };
const ok = (message: string) => ({ statusFlag: StatusFlag.ok, message });
const refused = (path: string, message: string) =>
  new AppError(Code.badRequest, message, { issues: [{ path, message }] });

/**
 * The admin's turnaround settings (issue 28, decision 052): the company's working hours and holidays and
 * its default turnaround (on the company settings row), and the turnaround per item type, for every branch
 * or for one, in working days or working hours. `turnaroundFor` is the one answer to what an item gets.
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
      default_hours: row.defaultTurnaroundHours,
      rules: rules.map((r) => ({
        item_id: r.itemId,
        item_name: r.itemName,
        branch_id: r.branchId,
        branch_name: r.branchName,
        working_days: r.workingDays,
        working_hours: r.workingHours,
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
      const fallback = { days: body.default_days ?? null, hours: body.default_hours ?? null };
      await updateCompanySettings(tx, {
        workingCalendar: calendar,
        defaultTurnaroundDays: fallback.days,
        defaultTurnaroundHours: fallback.hours,
      });
      await recordAudit(tx, {
        actorId: caller.userId,
        entity: 'turnaround',
        entityId: 'calendar',
        action: 'update',
        before: {
          calendar: before.workingCalendar,
          default_days: before.defaultTurnaroundDays,
          default_hours: before.defaultTurnaroundHours,
        },
        after: { calendar, default_days: fallback.days, default_hours: fallback.hours },
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
      const rule = { workingDays: body.working_days ?? null, workingHours: body.working_hours ?? null };
      await repo.upsertRule(tx, { itemId: body.item_id, branchId: body.branch_id, ...rule });
      await recordAudit(tx, {
        actorId: caller.userId,
        entity: 'turnaround',
        entityId: ruleId(body),
        action: before ? 'update' : 'create',
        before: before ? { working_days: before.workingDays, working_hours: before.workingHours } : null,
        after: { ...body, working_days: rule.workingDays, working_hours: rule.workingHours },
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
        before: { ...key, working_days: before.workingDays, working_hours: before.workingHours },
        after: null,
      });
    });
    return ok(TurnaroundMsg.ruleRemoved);
  }

  /**
   * The turnaround an item gets when it is received at a branch (null: no branch known): the branch's rule,
   * else the item type's rule, else the company's default; in working hours or working days (decision 092).
   * `tx` lets a move ask inside its own transaction.
   */
  async function turnaroundFor(itemId: number, branchId: number | null, tx: DbOrTx = db): Promise<Turnaround> {
    const rule = await repo.ruleFor(tx, itemId, branchId);
    if (rule) return rule;
    const row = await settingsRow(tx);
    return turnaroundOf(row.defaultTurnaroundDays, row.defaultTurnaroundHours) ?? DEFAULT_TURNAROUND;
  }

  return { get, saveCalendar, saveRule, removeRule, turnaroundFor };
}
export type TurnaroundService = ReturnType<typeof createTurnaroundService>;

/** The history's name of a rule: its item, and its branch or "all". */
const ruleId = (key: TTurnaroundRuleKey) => `rule:${key.item_id}:${key.branch_id ?? 'all'}`;
