import type { TViewItemReply } from '@svc/contract';
import { expect } from 'vitest';
import { type Leap, leap, nearDue, SIM, simDaysAhead } from './workflow-clock-model';
import { count, type Model, mayMove, moveInModel } from './workflow-model';
import { compare, comparePromises, type Real } from './workflow-real';
import { accepted, type Cmd, itemFor, refused, versionOf } from './workflow-step-helpers';

// The steps of the turnaround clock (issue 28): simulated time passes; staff put an item on parts and back.

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
