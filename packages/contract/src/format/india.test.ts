import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatDateTime, formatRupees } from './india';

describe('Indian formats', () => {
  it('shows dates as DD-MM-YYYY in India time', () => {
    expect(formatDateTime('2026-01-31T20:00:00Z')).toBe('01-02-2026 01:30');
    expect(formatDate('2026-11-22T10:00:00Z')).toBe('22-11-2026');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
  it('groups amounts the Indian way', () => {
    expect(formatAmount(123456)).toBe('1,23,456.00');
    expect(formatAmount(1234567.5)).toBe('12,34,567.50');
  });
});

describe('the rupee sign', () => {
  it('stands before the Indian grouping, as mails and screens show amounts', () => {
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
    expect(formatDate(new Date('2026-03-31T20:00:00Z'))).toBe('01-04-2026');
  });
});
