import { describe, expect, it } from 'vitest';
import { awaitingParcel, FLOW, movesFrom, NEEDS_STATUSES, needsOf, owedAfterMove, TRANSITIONS } from './flow';
import { ITEM_STATUSES, NEEDS, type TItemStatus } from './statuses';

describe('the flow table', () => {
  it('reaches every status from a new request, and only delivered and cancelled end it', () => {
    const seen = new Set<TItemStatus>(['pending']);
    const queue: TItemStatus[] = ['pending'];
    while (queue.length) {
      for (const m of movesFrom(queue.shift() as TItemStatus, 'staff')) {
        if (!seen.has(m.to)) {
          seen.add(m.to);
          queue.push(m.to);
        }
      }
    }
    expect([...seen].sort()).toEqual([...ITEM_STATUSES].sort());
    expect(ITEM_STATUSES.filter((s) => TRANSITIONS[s].length === 0).sort()).toEqual(['cancelled', 'delivered']);
  });

  it('lets a customer only cancel what has not been received and answer quoted charges', () => {
    const customer = ITEM_STATUSES.flatMap((from) => movesFrom(from, 'customer').map((m) => `${from}→${m.to}`));
    expect(customer).toEqual(['pending→cancelled', 'estimated→approved', 'estimated→declined']);
  });

  it('makes "Charges quoted" only by a quote with its charges, and owes charges only after an approval', () => {
    for (const [from, row] of Object.entries(FLOW)) {
      for (const [to, m] of Object.entries(row.moves)) {
        expect(!!m.quote, `${from}→${to}`).toBe(to === 'estimated');
        if (m.quote) expect(m.needs).toContain('charges');
        if (m.owed === true) expect(to).toBe('approved');
      }
    }
    expect(owedAfterMove('estimated', 'approved', false)).toBe(true);
    expect(owedAfterMove('approved', 'in_repair', true)).toBe(true);
    expect(owedAfterMove('in_repair', 'not_repairable', true)).toBe(false);
    expect(owedAfterMove('repaired', 'dispatched', true)).toBe(true);
    expect(owedAfterMove('declined', 'dispatched', false)).toBe(false);
  });

  it('puts every status a person must act on in exactly one queue', () => {
    const queued = NEEDS.flatMap((n) => NEEDS_STATUSES[n]);
    expect(new Set(queued).size).toBe(queued.length);
    expect(ITEM_STATUSES.filter((s) => !queued.includes(s)).sort()).toEqual(['cancelled', 'delivered', 'estimated']);
    expect(needsOf('received')).toEqual(['docket']);
    expect(needsOf('dispatched')).toEqual(['return']);
    expect(needsOf('not_repairable')).toEqual(['remark']);
    expect(needsOf('waiting_for_parts')).toEqual(['remark', 'expected']);
    expect(NEEDS_STATUSES.repair).toEqual(['approved', 'in_repair', 'waiting_for_parts']);
  });

  it('puts "waiting for parts" inside repair: in from in_repair, out to in_repair or not repairable, staff only', () => {
    expect(TRANSITIONS.in_repair).toContain('waiting_for_parts');
    expect(TRANSITIONS.waiting_for_parts).toEqual(['in_repair', 'not_repairable']);
    expect(movesFrom('waiting_for_parts', 'customer')).toEqual([]);
    expect(owedAfterMove('waiting_for_parts', 'in_repair', true)).toBe(true);
    expect(owedAfterMove('waiting_for_parts', 'not_repairable', true)).toBe(false);
  });

  it('awaits the parcel (cancel, courier corrections) only while nothing of the request has been received', () => {
    expect(awaitingParcel(['pending', 'pending'])).toBe(true);
    expect(awaitingParcel(['pending', 'cancelled'])).toBe(true);
    expect(awaitingParcel(['cancelled'])).toBe(false);
    expect(awaitingParcel(['pending', 'received'])).toBe(false);
  });
});
