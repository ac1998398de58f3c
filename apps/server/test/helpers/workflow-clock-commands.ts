import { type Turnaround, TurnaroundMsg, type TViewItemReply } from '@svc/contract';
import { expect } from 'vitest';
import { type Leap, leap, nearDue, RULE_DAYS, RULES, SIM, simDaysAhead } from './workflow-clock-model';
import { count, type Model, mayMove, moveInModel } from './workflow-model';
import type { Real } from './workflow-product';
import { compare, comparePromises } from './workflow-real';
import { MASTERS } from './workflow-request-commands';
import { accepted, type Cmd, itemFor, pick, refused, versionOf } from './workflow-step-helpers';

// The steps of the turnaround clock (issue 28): simulated time passes; staff put an item on parts and back;
// the admin changes a rule (in working hours or days, decision 092).

/** Time passes (nothing else happens): every promise is read again at the new "now". */
export class Advance implements Cmd {
  constructor(
    readonly kind: Leap,
    readonly n: number,
  ) {}
  check = (m: Model) => m.requests.length > 0;
  async run(m: Model, r: Real) {
    if (this.kind === 'near due') {
      const running = m.requests.flatMap((q) => q.items).filter((i) => i.clock.receivedAt && i.status !== 'pending');
      const item = running[this.n % Math.max(1, running.length)];
      if (item) SIM.now = nearDue(item.clock, item.status, SIM.now, 1 + (this.n % 20));
    } else SIM.now = leap(SIM.now, this.kind, this.n);
    count(m, `time: ${this.kind}`);
    await comparePromises(m, r);
  }
  toString = () => `advance(${this.kind}, ${this.n})`;
}

/**
 * Staff put an item on "waiting for parts" (a remark and the day they are expected, `days` ahead) or take
 * it back to repair when they arrive. `bad`: 1 gives yesterday as the day, 2 leaves out the remark.
 */
export class Parts implements Cmd {
  constructor(
    readonly req: number,
    readonly line: number,
    readonly on: boolean,
    readonly days: number,
    readonly bad: 0 | 1 | 2,
    readonly aim: boolean,
  ) {}
  check = (m: Model) => m.requests.length > 0;
  async run(m: Model, r: Real) {
    const from = this.on ? 'in_repair' : 'waiting_for_parts';
    const to = this.on ? 'waiting_for_parts' : 'in_repair';
    const { req, item } = itemFor(m, this.req, this.line, this.aim, (i) => i.status === from);
    const expectedOn = simDaysAhead(this.bad === 1 ? -1 : this.days);
    const remark = this.bad === 2 ? '' : `Display panel ordered from Chennai (${this.days} days)`;
    const facts = this.on ? { remark, expected_on: expectedOn } : {};
    const res = await r.t.post(
      '/requestrepair/updateItemStatus',
      { item_id: item.id, status: to, version: await versionOf(r, req, item), ...facts },
      r.staff,
    );
    const what = `staff ${item.status} → ${to}`;
    // Back to repair is also the move after an approval: the flow decides, not the step's aim.
    if (!mayMove('staff', item.status, to)) refused(m, res, what);
    else if (this.on && this.bad) refused(m, res, `${what}: ${this.bad === 1 ? 'a past date' : 'no remark'}`);
    else {
      accepted(m, res, what);
      moveInModel(item, to, this.on ? expectedOn : null);
      // The timeline keeps the step with its remark and the day, as the customer's explanation says it.
      const view = await r.t.post<TViewItemReply>('/requestrepair/viewRRItemdetails', { item_id: item.id }, r.customer);
      const last = view.body.request_tracking_details.findLast((e) => e.status === to);
      if (this.on) expect([last?.remark, last?.expected_on], what).toEqual([remark, expectedOn]);
    }
    await compare(m, r, req);
  }
  toString = () =>
    `parts(${this.req}, ${this.line}, ${this.on ? `on, ${this.days} days` : 'off'}${['', ', past date', ', no remark'][this.bad]})`;
}

/**
 * Admin sets an item type's turnaround for every branch (decision 092): whole working hours or working days,
 * drawn; now and then a value the settings refuse (no hours, more than 24, half a day) with its message, and
 * nothing changes. Items received afterwards are promised the new rule; those received before keep theirs.
 */
export class SetRule implements Cmd {
  constructor(
    readonly type: number,
    readonly turnaround: Turnaround,
    readonly bad: 0 | 1 | 2 | 3,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const item = pick(MASTERS.items, this.type);
    const amount = this.turnaround.amount;
    const asked =
      this.bad === 1
        ? { working_hours: 0 }
        : this.bad === 2
          ? { working_hours: 25 }
          : this.bad === 3
            ? { working_days: 0.5 }
            : this.turnaround.unit === 'hours'
              ? { working_hours: amount }
              : { working_days: amount };
    const res = await r.t.post('/admin/saveTurnaroundRule', { item_id: item.id, branch_id: null, ...asked }, r.staff);
    if (this.bad) {
      refused(m, res, `a rule of ${JSON.stringify(asked)}`);
      const unit = this.bad === 3 ? 'working_days' : 'working_hours';
      const message = this.bad === 3 ? TurnaroundMsg.enterWorkingDays : TurnaroundMsg.enterWorkingHours;
      expect((res.body as { issues?: unknown[] }).issues).toEqual([{ path: unit, message }]);
    } else {
      accepted(m, res, `a rule in ${this.turnaround.unit}`);
      RULES.set(item.name, this.turnaround);
    }
    await comparePromises(m, r);
  }
  toString = () =>
    `rule(${this.type}, ${['', '0 hours, ', '25 hours, ', 'half a day, '][this.bad]}${this.turnaround.amount} ${this.turnaround.unit})`;
}

/** Each sequence starts from the same rules: the second item type 1 working day, the others the default. */
export async function resetRules(r: Real) {
  RULES.clear();
  for (const [i, item] of MASTERS.items.entries()) {
    const key = { item_id: item.id, branch_id: null };
    const res =
      i === 1
        ? await r.t.post('/admin/saveTurnaroundRule', { ...key, working_days: RULE_DAYS }, r.staff)
        : await r.t.post('/admin/removeTurnaroundRule', key, r.staff);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    if (i === 1) RULES.set(item.name, { amount: RULE_DAYS, unit: 'days' });
  }
}
