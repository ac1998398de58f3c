import { describe, expect, it } from 'vitest';
import { itemCharges, requestCost } from './charges';

describe('an item charges', () => {
  it('rounds a tax that lands on the half paisa up, as the database does (found by the workflow model)', () => {
    // 3025.25 × 18 % is 544.545 exactly; in binary floating point it is 544.5449…, which rounded to 544.54.
    const c = itemCharges({ service: 1638.56, parts: 1386.69, gstPercent: 18 });
    expect(c.gst_amount).toBe(544.55);
    expect(c.total).toBe(3569.8);
  });

  it('adds charges and tax in whole paise', () => {
    expect(itemCharges({ service: 0.1, parts: 0.2, gstPercent: 0 }).total).toBe(0.3);
    expect(itemCharges({ service: 1000, parts: 0, gstPercent: 28 })).toMatchObject({ gst_amount: 280, total: 1280 });
    expect(requestCost([{ cost: 0.1 }, { cost: 0.2 }])).toBe(0.3);
  });
});
