import { describe, expect, it } from 'vitest';
import { isUserDetails } from './session-store';

const good = {
  accessToken: 'a',
  refreshToken: 'r',
  customercode: 'C000001',
  customername: 'Acme',
  username: 'acme',
  role: 'customer',
  lastLogin: null,
};

describe('the stored session record', () => {
  it('is accepted with exactly its seven fields', () => {
    expect(isUserDetails(good)).toBe(true);
    expect(isUserDetails({ ...good, lastLogin: '2026-11-22T10:00:00Z' })).toBe(true);
  });
  it('is refused when a field is missing, extra or of the wrong type', () => {
    const { accessToken: _a, ...missing } = good;
    for (const bad of [
      missing,
      { ...good, extra: 1 },
      { ...good, role: 'root' },
      { ...good, accessToken: 5 },
      null,
      'x',
    ]) {
      expect(isUserDetails(bad)).toBe(false);
    }
  });
});
