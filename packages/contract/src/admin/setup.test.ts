import { describe, expect, it } from 'vitest';
import { fillMessage, InvoiceMsg } from '../invoices/messages';
import { invoiceGaps, isPlaceholderLetterhead, SETUP_STEPS, setupGaps } from './setup';

const complete = {
  name: 'Kaveri Electronics Service',
  address: '5 Mount Road, Chennai',
  gstin: '33AAACM1234K1ZU',
  phone: '+919840012345',
  upi_id: 'kaveri@okaxis',
  active_branches: 1,
};

describe('the setup rules', () => {
  it('list every open step in the checklist order, and none once all is set', () => {
    const fresh = { name: '', address: '', gstin: '', phone: '', upi_id: '', active_branches: 0 };
    expect(setupGaps(fresh)).toEqual([...SETUP_STEPS]);
    expect(setupGaps(complete)).toEqual([]);
    expect(setupGaps({ ...complete, name: '  ', active_branches: 0 })).toEqual(['company_name', 'branch']);
  });

  it('hold an invoice back for the supplier details Rule 46 needs only', () => {
    expect(invoiceGaps(undefined)).toEqual(['company_name', 'company_address', 'company_gstin']);
    expect(invoiceGaps({ ...complete, gstin: '' })).toEqual(['company_gstin']);
    expect(invoiceGaps({ name: complete.name, address: complete.address, gstin: complete.gstin })).toEqual([]);
  });

  it('call a letterhead without its name or address a placeholder', () => {
    expect(isPlaceholderLetterhead({ name: '', address: 'Chennai' })).toBe(true);
    expect(isPlaceholderLetterhead({ name: 'Kaveri', address: ' ' })).toBe(true);
    expect(isPlaceholderLetterhead(complete)).toBe(false);
  });

  it('fill a message template by name, leaving an unknown place as it is', () => {
    expect(fillMessage(InvoiceMsg.moreThanDue, { due: '₹1,180.00' })).toBe(
      'The amount is more than the due of ₹1,180.00.',
    );
    expect(fillMessage('{a} and {b}', { a: 'x' })).toBe('x and {b}');
  });
});
