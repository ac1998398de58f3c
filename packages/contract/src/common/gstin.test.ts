import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GSTIN_EXAMPLE, gstinCheckChar, gstinStateMismatch, isValidGstin } from './gstin';

describe('GSTIN', () => {
  it('accepts published valid GSTINs', () => {
    // check characters computed by the GSTN algorithm for these public examples
    for (const g of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AAACH7409R1Z8']) {
      expect(isValidGstin(g), g).toBe(true);
    }
  });

  it('shows the forms an example that passes the check', () => {
    expect(isValidGstin(GSTIN_EXAMPLE)).toBe(true);
  });

  it('refuses a wrong check character, shape or state code', () => {
    expect(isValidGstin('27AAPFU0939F1ZX')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
    expect(isValidGstin('99AAPFU0939F1ZV')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1YV')).toBe(false);
    expect(isValidGstin('')).toBe(false);
  });

  it('finds every single-character change through the check character', () => {
    const chars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 13 }), fc.integer({ min: 1, max: 35 }), (pos, shift) => {
        const base = '27AAPFU0939F1Z';
        const changed = chars.charAt((chars.indexOf(base.charAt(pos)) + shift) % 36);
        const other = base.slice(0, pos) + changed + base.slice(pos + 1);
        return gstinCheckChar(other) !== gstinCheckChar(base) || other === base;
      }),
    );
  });

  it('compares the first two digits with the chosen state', () => {
    expect(gstinStateMismatch('27AAPFU0939F1ZV', '27')).toBe(false);
    expect(gstinStateMismatch('27AAPFU0939F1ZV', '33')).toBe(true);
    expect(gstinStateMismatch('', '33')).toBe(false);
  });
});
