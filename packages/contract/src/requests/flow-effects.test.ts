import { describe, expect, it } from 'vitest';
import { effectsOf, FLOW, flowMove, issuesInvoice, MOVE_EFFECTS } from './flow';
import { ITEM_STATUSES } from './statuses';

// A move's effects as data (decision 103): the flow table names what each move sets off, in one order.

describe('the effects a move names', () => {
  it('audits every move, settles its request and tells the customer, in the table order', () => {
    for (const from of ITEM_STATUSES)
      for (const move of Object.values(FLOW[from].moves)) {
        const effects = effectsOf(move);
        expect(effects).toEqual(expect.arrayContaining(['audit', 'request_state', 'notify']));
        expect(effects).toEqual(MOVE_EFFECTS.filter((e) => effects.includes(e)));
      }
  });

  it('issues the invoice on a dispatch, and only there; counts and rates a delivery', () => {
    for (const from of ['repaired', 'declined', 'not_repairable'] as const) {
      expect(effectsOf(flowMove(from, 'dispatched') ?? { by: [] })).toEqual([
        'shipment',
        'audit',
        'request_state',
        'invoice',
        'notify',
      ]);
      expect(issuesInvoice(flowMove(from, 'dispatched'))).toBe(true);
    }
    expect(issuesInvoice(flowMove('received', 'estimated'))).toBe(false);
    expect(effectsOf(flowMove('dispatched', 'delivered') ?? { by: [] })).toEqual([
      'shipment',
      'delivery_count',
      'audit',
      'request_state',
      'notify',
      'rating',
    ]);
    // The boxes move on receipt, dispatch, delivery and a cancel (decision 106), and on no other move.
    const moving = ITEM_STATUSES.flatMap((from) =>
      Object.entries(FLOW[from].moves).flatMap(([to, m]) =>
        effectsOf(m).includes('shipment') ? [`${from}>${to}`] : [],
      ),
    );
    expect(moving.sort()).toEqual(
      [
        'pending>received',
        'pending>cancelled',
        'declined>dispatched',
        'repaired>dispatched',
        'not_repairable>dispatched',
        'dispatched>delivered',
      ].sort(),
    );
    // A cancel may complete a request beside delivered items: its rating handler asks whether it did.
    expect(effectsOf(flowMove('pending', 'cancelled') ?? { by: [] })).toContain('rating');
    const invoicing = ITEM_STATUSES.flatMap((from) =>
      Object.entries(FLOW[from].moves).flatMap(([to, m]) => (issuesInvoice(m) ? [to] : [])),
    );
    expect(new Set(invoicing)).toEqual(new Set(['dispatched']));
  });
});
