import { describe, expect, it } from 'vitest';
import { headingKey } from './sales-records';
import { warrantyOn, warrantyUntil } from './warranty';

describe('a warranty from a sale', () => {
  it.each([
    ['2025-01-15', 12, '2026-01-14'],
    ['2025-01-31', 1, '2025-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-03-01', 1, '2025-03-31'],
    ['2025-12-10', 2, '2026-02-09'],
    ['2025-06-30', 24, '2027-06-29'],
    ['2025-05-20', 0, '2025-05-19'],
    ['2025-08-31', 6, '2026-02-28'],
  ])('sold on %s with %i months ends on %s', (sold, months, until) => {
    expect(warrantyUntil(sold, months)).toBe(until);
  });

  it('is in warranty through its last day, not after, and unknown without a date', () => {
    expect(warrantyOn('2026-01-14', '2026-01-14')).toEqual({ until: '2026-01-14', in_warranty: true });
    expect(warrantyOn('2026-01-14', '2026-01-15')).toEqual({ until: '2026-01-14', in_warranty: false });
    expect(warrantyOn(null, '2026-01-15')).toBeNull();
  });

  it('reads column headings as people write them', () => {
    expect(headingKey(' Invoice_No. ')).toBe('invoice no');
    expect(headingKey('SERIAL  NUMBER')).toBe('serial number');
  });
});
