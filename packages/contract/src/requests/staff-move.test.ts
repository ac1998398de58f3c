import { describe, expect, it } from 'vitest';
import { docketKey, sameDocket, staffMoveIssues } from './staff-move';

// The parcel's docket on receipt (issue 42, the new-user trial): staff type it off the label, without the
// customer's spaces, dashes or slashes, in any case; anything else in it must match.
describe('a docket number typed off the parcel', () => {
  it('matches whatever its separators and case', () => {
    expect(sameDocket('ST-4471 22', 'st447122')).toBe(true);
    expect(sameDocket('DL/2026.55_1', 'dl2026551')).toBe(true);
    expect(docketKey(' Bd 55-01 ')).toBe('bd5501');
  });

  it('does not match another number', () => {
    expect(sameDocket('ST-4471 22', 'ST447123')).toBe(false);
    expect(sameDocket('ST447122', 'ST4471220')).toBe(false);
    expect(staffMoveIssues({ status: 'received', docket_number: 'ST447123' }, 'ST-4471 22').map((i) => i.path)).toEqual(
      ['docket_number'],
    );
    expect(staffMoveIssues({ status: 'received', docket_number: 'st447122' }, 'ST-4471 22')).toEqual([]);
  });
});
