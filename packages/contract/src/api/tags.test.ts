import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';
import { tagOf } from './tags';

describe('the API document’s groups', () => {
  it('name a group for every call, from the first part of its path', () => {
    const groups = Object.values(endpoints).map((e) => tagOf(e.path));
    expect(new Set(groups)).toEqual(
      new Set([
        'login',
        'profile',
        'account',
        'requests',
        'tracking',
        'ratings',
        'conversations',
        'reports',
        'invoices',
        'admin',
        'shipments',
        'webhooks',
        'health',
      ]),
    );
    expect(tagOf(endpoints.bookPickup.path)).toBe('shipments');
    expect(tagOf(endpoints.uploadFile.path)).toBe('requests');
  });

  it('refuses a path of no known group', () => {
    expect(() => tagOf('/parts/getStock')).toThrow(/no API group/);
  });
});
