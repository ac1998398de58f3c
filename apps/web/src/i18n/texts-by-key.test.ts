import { AppMsg, PeopleMsg, ServerMsg, TEXTS } from '@svc/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { activateLanguage, loadAppCatalogue, localize } from '.';
import { messages as en } from './catalogues/en';
import { messages as enApp } from './catalogues/en-app';
import { messages as ta } from './catalogues/ta';
import { messages as taApp } from './catalogues/ta-app';

describe("the contract's texts in the catalogues", () => {
  afterAll(() => activateLanguage('en'));

  it('are held under their key with the words the server sends, so a text found by key reads the same', () => {
    const english: Record<string, string> = { ...en, ...enApp };
    const differ = Object.entries(TEXTS).filter(([key, words]) => english[key] !== words);
    expect(differ.map(([key]) => key)).toEqual([]);
  });

  it('are shown in Tamil by their key: two texts whose names clash in the contract each keep their own', async () => {
    await loadAppCatalogue();
    await activateLanguage('ta');
    expect(localize(PeopleMsg.customerExists)).toBe(taApp.adminCustomerExists);
    expect(localize(AppMsg.customerExists)).toBe(ta.customerExists);
    expect(localize(ServerMsg.serviceCentre)).toBe(ta.serviceCentre);
    // Words the contract does not hold stay as they came, even where a screen's label has the same words.
    expect(localize(en.signIn)).toBe(en.signIn);
  });
});
