import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, loadAppCatalogue, tCount } from '.';

describe('tCount, the two forms of a count', () => {
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => activateLanguage('en'));

  it('reads one and any other number in English, counts from 1,000 in Indian grouping', async () => {
    await loadAppCatalogue();
    await activateLanguage('en');
    expect([0, 1, 2, 1000, 100000].map((n) => tCount('itemsCount', n))).toEqual([
      '0 items',
      '1 item',
      '2 items',
      '1,000 items',
      '1,00,000 items',
    ]);
    expect(tCount('weekOf', 1, { date: '23-11-2026' })).toBe('Week of 23-11-2026: 1 request');
    expect(tCount('weekOf', 12345, { date: '23-11-2026' })).toBe('Week of 23-11-2026: 12,345 requests');
  });

  it('reads them in Tamil, with the same digits', async () => {
    await loadAppCatalogue();
    await activateLanguage('ta');
    expect(tCount('itemsCount', 1)).toBe('1 பொருள்');
    expect(tCount('itemsCount', 100000)).toBe('1,00,000 பொருட்கள்');
    expect(tCount('weekOf', 1, { date: '23-11-2026' })).toBe('23-11-2026 வாரம்: 1 கோரிக்கை');
    expect(tCount('weekOf', 3, { date: '23-11-2026' })).toBe('23-11-2026 வாரம்: 3 கோரிக்கைகள்');
  });

  it('builds no Intl plural rules or number formatter (their locale data was ~40 ms of a phone’s /reports)', async () => {
    await loadAppCatalogue();
    const plural = vi.spyOn(Intl, 'PluralRules');
    const number = vi.spyOn(Intl, 'NumberFormat');
    for (const lang of ['en', 'ta'] as const) {
      await activateLanguage(lang);
      tCount('itemsCount', 2);
      tCount('weekOf', 1234567, { date: '23-11-2026' });
    }
    expect(plural).not.toHaveBeenCalled();
    expect(number).not.toHaveBeenCalled();
  });
});
