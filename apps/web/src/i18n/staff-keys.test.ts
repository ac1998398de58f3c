import { describe, expect, it } from 'vitest';
import { staffOnlyKeys } from '../../catalogues.plugin';

// The staff part of the catalogue (decision 079): what only staff screens name leaves the customers' part;
// a text a customer's screen shows never does, a count's two forms included.
describe('the staff-only texts', () => {
  const staff = staffOnlyKeys();

  it('are taken from every part of the signed-in catalogue', () => {
    expect(staff).toContain('deskTitle');
    expect(staff).toContain('sacCodeHint');
    expect(staff).toContain('colleaguesFor');
  });

  it('keep what a customer screen shows, a count named by its base too', () => {
    for (const key of ['weekOf_one', 'weekOf_other', 'approveAllQuotes', 'chargesApproved', 'menuRequestRepair'])
      expect(staff).not.toContain(key);
  });
});
