import { describe, expect, it } from 'vitest';
import { intraStateSupply, invoiceTotals, placeOfSupply, quoteGst, splitGst, taxLine } from './gst';
import { documentNumber, financialYear, financialYearAt } from './series';
import { upiPayLink } from './upi';

describe('financial year and numbers', () => {
  it('runs April to March, by India’s calendar', () => {
    expect(financialYear('2026-04-01')).toBe('2026-27');
    expect(financialYear('2027-03-31')).toBe('2026-27');
    expect(financialYear('2099-12-31')).toBe('2099-00');
    // 31 March 18:31 UTC is 1 April 00:01 in India.
    expect(financialYearAt(new Date('2027-03-31T18:29:00Z'))).toBe('2026-27');
    expect(financialYearAt(new Date('2027-03-31T18:31:00Z'))).toBe('2027-28');
  });

  it('numbers fit Rule 46’s 16 characters', () => {
    expect(documentNumber('invoice', '2026-27', 1)).toBe('INV/26-27/00001');
    expect(documentNumber('credit_note', '2026-27', 123)).toBe('CRN/26-27/00123');
    expect(documentNumber('invoice', '2026-27', 999_999)).toHaveLength(16);
  });
});

describe('GST', () => {
  it('taxes a quote as its invoice will: two halves rounded within the state, the rate rounded once across', () => {
    // Issue 39: ₹1,500.00 + ₹2,499.50 at 18 %. Half of 719.91 is 359.955, rounded up twice: 719.92.
    const c = { service: 1500, parts: 2499.5, gstPercent: 18 };
    expect(quoteGst(c, true)).toBe(719.92);
    expect(quoteGst(c, false)).toBe(719.91);
    expect(quoteGst({ service: 12.5, parts: 0, gstPercent: 18 }, true)).toBe(2.26);
    expect(quoteGst({ service: 12.5, parts: 0, gstPercent: 18 }, false)).toBe(2.25);
    // 3025.25 × 9 % is 272.2725 exactly (binary floating point: a hair below): 272.27 each.
    expect(quoteGst({ service: 1638.56, parts: 1386.69, gstPercent: 18 }, true)).toBe(544.54);
    expect(quoteGst({ service: 1638.56, parts: 1386.69, gstPercent: 18 }, false)).toBe(544.55);
    for (const rate of [0, 5, 12, 18, 28]) {
      expect(quoteGst({ service: 100, parts: 0, gstPercent: rate }, true)).toBe(rate);
      expect(quoteGst({ service: 100, parts: 0, gstPercent: rate }, false)).toBe(rate);
    }
  });

  it('splits the stored tax into CGST and SGST within the state, IGST across states', () => {
    expect(taxLine({ service: 1500, parts: 2499.5, gst: 719.92 }, true)).toEqual({
      taxable: 3999.5,
      cgst: 359.96,
      sgst: 359.96,
      igst: 0,
      total: 4719.42,
    });
    expect(taxLine({ service: 1500, parts: 2499.5, gst: 719.91 }, false)).toEqual({
      taxable: 3999.5,
      cgst: 0,
      sgst: 0,
      igst: 719.91,
      total: 4719.41,
    });
    // Quoted across states, invoiced within (the customer moved): the total stays what was approved.
    expect(splitGst(719.91, true)).toEqual({ cgst: 359.96, sgst: 359.95, igst: 0 });
  });

  it('adds the lines to the paisa, with no round-off (decision 090)', () => {
    const totals = invoiceTotals([
      taxLine({ service: 100.5, parts: 0, gst: 0 }, true),
      taxLine({ service: 1500, parts: 2499.5, gst: 719.92 }, true),
    ]);
    expect(totals).toEqual({ taxable: 4100, cgst: 359.96, sgst: 359.96, igst: 0, total: 4819.92, round_off: 0 });
    expect(invoiceTotals([])).toMatchObject({ total: 0, round_off: 0 });
  });

  it('takes the place of supply from the GSTIN, else from the address', () => {
    expect(placeOfSupply({ gstin: '29ABCDE1234F1Z5', stateCode: '33' })).toBe('29');
    expect(placeOfSupply({ gstin: '', stateCode: '27' })).toBe('27');
  });

  it("is within the state when the place of supply is the company GSTIN's state, or the company has none yet", () => {
    expect(intraStateSupply('33AABCS1234F1ZY', { gstin: '33AAACM4321K1Z5', stateCode: '29' })).toBe(true);
    expect(intraStateSupply('33AABCS1234F1ZY', { gstin: '29ABCDE1234F1Z5', stateCode: '33' })).toBe(false);
    expect(intraStateSupply('33AABCS1234F1ZY', { gstin: '', stateCode: '32' })).toBe(false);
    expect(intraStateSupply('', { gstin: '29ABCDE1234F1Z5', stateCode: '29' })).toBe(true);
  });
});

describe('UPI', () => {
  it('links the exact amount, the payee and the invoice number, percent-encoded', () => {
    expect(upiPayLink({ upiId: 'shop@okaxis', payeeName: 'Kumar & Sons', amount: 1180, note: 'INV/26-27/00001' })).toBe(
      'upi://pay?pa=shop%40okaxis&pn=Kumar%20%26%20Sons&am=1180.00&tn=INV%2F26-27%2F00001&cu=INR',
    );
  });
});
