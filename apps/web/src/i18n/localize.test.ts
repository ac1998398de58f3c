import { fillMessage, formatRupees, InvoiceMsg } from '@svc/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { activateLanguage, loadAppCatalogue, localize } from '.';

describe('localize', () => {
  afterAll(() => activateLanguage('en'));

  it('shows a server message with values in the reader language, its values kept', async () => {
    await loadAppCatalogue();
    const english = fillMessage(InvoiceMsg.moreThanDue, { due: formatRupees(118000) });
    expect(localize(english)).toBe(english);
    await activateLanguage('ta');
    expect(localize(english)).toBe('தொகை செலுத்த வேண்டிய ₹1,18,000.00-ஐ விட அதிகம்.');
    expect(localize(InvoiceMsg.companyGstinMissing)).toContain('GSTIN-ஐ உள்ளிடவும்');
    expect(localize('Something no catalogue holds')).toBe('Something no catalogue holds');
  });
});
