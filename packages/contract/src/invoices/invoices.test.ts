import { describe, expect, it } from 'vitest';
import { invoiceTotals, placeOfSupply, taxLine } from './gst';
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
  it('splits the rate into CGST and SGST within the state, IGST across states', () => {
    expect(taxLine({ service: 100, parts: 0, rate: 18 }, true)).toEqual({
      taxable: 100,
      cgst: 9,
      sgst: 9,
      igst: 0,
      total: 118,
    });
    expect(taxLine({ service: 100, parts: 0, rate: 18 }, false)).toMatchObject({ cgst: 0, sgst: 0, igst: 18 });
  });

  it('rounds half a paisa up, and the total to the rupee with a round-off', () => {
    expect(taxLine({ service: 12.5, parts: 0, rate: 18 }, true)).toMatchObject({ cgst: 1.13, sgst: 1.13 });
    const totals = invoiceTotals([taxLine({ service: 100.5, parts: 0, rate: 0 }, true)]);
    expect(totals).toMatchObject({ total: 100.5, round_off: 0.5, payable: 101 });
    expect(invoiceTotals([taxLine({ service: 100.49, parts: 0, rate: 0 }, true)])).toMatchObject({
      round_off: -0.49,
      payable: 100,
    });
    expect(invoiceTotals([])).toMatchObject({ total: 0, payable: 0, round_off: 0 });
  });

  it('takes the place of supply from the GSTIN, else from the address', () => {
    expect(placeOfSupply({ gstin: '29ABCDE1234F1Z5', stateCode: '33' })).toBe('29');
    expect(placeOfSupply({ gstin: '', stateCode: '27' })).toBe('27');
  });
});

describe('UPI', () => {
  it('links the exact amount, the payee and the invoice number, percent-encoded', () => {
    expect(upiPayLink({ upiId: 'shop@okaxis', payeeName: 'Kumar & Sons', amount: 1180, note: 'INV/26-27/00001' })).toBe(
      'upi://pay?pa=shop%40okaxis&pn=Kumar%20%26%20Sons&am=1180.00&tn=INV%2F26-27%2F00001&cu=INR',
    );
  });
});
