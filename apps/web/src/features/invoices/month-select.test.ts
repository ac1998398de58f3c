import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, loadAppCatalogue } from '../../i18n';
import { monthChoices } from './month-select';

describe("the month picker's months", () => {
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => activateLanguage('en'));

  it('are the last 24, newest first, across the turn of a year', async () => {
    await loadAppCatalogue();
    await activateLanguage('en');
    const months = monthChoices('2026-02-10');
    expect(months).toHaveLength(24);
    expect(months.slice(0, 3)).toEqual([
      { value: '2026-02', label: 'February 2026' },
      { value: '2026-01', label: 'January 2026' },
      { value: '2025-12', label: 'December 2025' },
    ]);
    expect(months[23]).toEqual({ value: '2024-03', label: 'March 2024' });
  });

  it("are named as the platform's date formatter names them, in English and in Tamil, without building one", async () => {
    await loadAppCatalogue();
    const expected = (locale: string) => {
      const intl = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
      return monthChoices('2026-11-29').map(({ value }) => intl.format(new Date(`${value}-01T00:00:00Z`)));
    };
    const english = expected('en-IN');
    const tamil = expected('ta-IN');
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    await activateLanguage('en');
    expect(monthChoices('2026-11-29').map((m) => m.label)).toEqual(english);
    await activateLanguage('ta');
    expect(monthChoices('2026-11-29').map((m) => m.label)).toEqual(tamil);
    expect(built).not.toHaveBeenCalled();
  });
});
