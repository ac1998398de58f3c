import { describe, expect, it } from 'vitest';
import { awaitingApprovalTotal, itemCharges, quotedCharges, requestCost } from './charges';

describe('an item charges', () => {
  it('shows the GST stored with the quote, and a total of service, parts and that GST', () => {
    expect(itemCharges({ service: 1500, parts: 2499.5, gstPercent: 18, gstAmount: 719.92 })).toEqual({
      service_charge: 1500,
      parts_charge: 2499.5,
      gst_percent: 18,
      gst_amount: 719.92,
      total: 4719.42,
    });
  });

  it('previews a quote with the tax its invoice will carry, within the state and across', () => {
    const c = { service: 1500, parts: 2499.5, gstPercent: 18 };
    expect(quotedCharges(c, true)).toMatchObject({ gst_amount: 719.92, total: 4719.42 });
    expect(quotedCharges(c, false)).toMatchObject({ gst_amount: 719.91, total: 4719.41 });
    // 3025.25 × 18 % is 544.545 exactly; in binary floating point 544.5449…: rounded up, as the database does.
    expect(quotedCharges({ service: 1638.56, parts: 1386.69, gstPercent: 18 }, false)).toMatchObject({
      gst_amount: 544.55,
      total: 3569.8,
    });
  });

  it('adds charges and tax in whole paise', () => {
    expect(quotedCharges({ service: 0.1, parts: 0.2, gstPercent: 0 }, true).total).toBe(0.3);
    expect(quotedCharges({ service: 1000, parts: 0, gstPercent: 28 }, true)).toMatchObject({
      gst_amount: 280,
      total: 1280,
    });
    expect(requestCost([{ cost: 0.1 }, { cost: 0.2 }])).toBe(0.3);
  });
});

describe('what a request waits for approval on', () => {
  it('adds the quotes of its items awaiting the answer, in paise, and no other item', () => {
    const quote = (total: number) => ({ total });
    expect(
      awaitingApprovalTotal([
        { status: 'estimated', charges: quote(4719.42) },
        { status: 'estimated', charges: quote(0.1) },
        // Approved: owed, in the request's charges; declined: not charged; not quoted yet: nothing to add.
        { status: 'approved', charges: quote(1000) },
        { status: 'declined', charges: quote(500) },
        { status: 'received', charges: null },
      ]),
    ).toBe(4719.52);
    expect(awaitingApprovalTotal([])).toBe(0);
  });
});
