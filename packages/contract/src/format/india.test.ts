import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatCount,
  formatDate,
  formatDateTime,
  formatRupees,
  indiaToday,
  parseIndianDate,
} from './india';

describe('Indian formats', () => {
  it('shows dates as DD-MM-YYYY in India time', () => {
    expect(formatDateTime('2026-01-31T20:00:00Z')).toBe('01-02-2026 01:30');
    expect(formatDate('2026-11-22T10:00:00Z')).toBe('22-11-2026');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
  it("agrees with the platform's Asia/Kolkata clock for any instant from 1950 to 2100", () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const from = Date.UTC(1950, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    for (let i = 0; i < 2000; i++) {
      const at = new Date(from + Math.floor(Math.random() * (to - from)));
      const p = Object.fromEntries(intl.formatToParts(at).map((x) => [x.type, x.value]));
      expect(formatDateTime(at)).toBe(`${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute}`);
      expect(indiaToday(at)).toBe(`${p.year}-${p.month}-${p.day}`);
    }
    // Either side of India's midnight and of a year's end.
    expect(formatDateTime('2026-12-31T18:29:59Z')).toBe('31-12-2026 23:59');
    expect(formatDateTime('2026-12-31T18:30:00Z')).toBe('01-01-2027 00:00');
  });
  it('groups amounts the Indian way', () => {
    expect(formatAmount(123456)).toBe('1,23,456.00');
    expect(formatAmount(1234567.5)).toBe('12,34,567.50');
  });
  it("writes amounts as the platform's en-IN formatter does, rounding and signs included, without it", () => {
    const intl = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const edges = [0, -0, 0.005, 0.004, -0.001, -0.005, 1.005, 2.675, 1.045, 9.995, 99.995, 999.995, 99999.995];
    const more = [1e-7, 123456789012345.67, 1e21, 999999999999.999, -1234567.891, Number.MAX_SAFE_INTEGER];
    for (const v of [...edges, ...more]) expect(formatAmount(v), String(v)).toBe(intl.format(v));
    for (let i = 0; i < 5000; i++) {
      const digits = Math.floor(Math.random() * 12);
      const v = (Math.random() - 0.2) * 10 ** digits;
      // Whole paise, half paise (the rounding's edge) and any double.
      for (const x of [Math.round(v * 100) / 100, (Math.floor(v * 100) + 0.5) / 100, v])
        expect(formatAmount(x), String(x)).toBe(intl.format(x));
    }
  });
  it('groups counts the Indian way from 1,000 on, as the catalogues showed them', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    expect([1, 999, 1000, 100000, 12345678].map(formatCount)).toEqual(['1', '999', '1,000', '1,00,000', '1,23,45,678']);
    for (let i = 0; i < 2000; i++) {
      const n = Math.floor(Math.random() * 10 ** Math.floor(Math.random() * 16));
      expect(formatCount(n)).toBe(intl.format(n));
    }
  });
});

describe('the rupee sign', () => {
  it('stands before the Indian grouping, as mails and screens show amounts', () => {
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
    expect(formatDate(new Date('2026-03-31T20:00:00Z'))).toBe('01-04-2026');
  });
});

describe('dates as typed in India', () => {
  it('reads DD-MM-YYYY, with - / or . and short days and months', () => {
    expect(parseIndianDate('05-11-2026')).toBe('2026-11-05');
    expect(parseIndianDate('5/1/2026')).toBe('2026-01-05');
    expect(parseIndianDate(' 31.03.2027 ')).toBe('2027-03-31');
  });
  it('refuses what is not a real date, and the US order where it cannot be a day', () => {
    expect(parseIndianDate('31-02-2026')).toBeNull();
    expect(parseIndianDate('11-13-2026')).toBeNull();
    expect(parseIndianDate('2026-11-05')).toBeNull();
    expect(parseIndianDate('')).toBeNull();
  });
  it("knows today's date in India, a day ahead of UTC late in the evening", () => {
    expect(indiaToday(new Date('2026-11-22T19:00:00Z'))).toBe('2026-11-23');
    expect(indiaToday(new Date('2026-11-22T10:00:00Z'))).toBe('2026-11-22');
  });
});
