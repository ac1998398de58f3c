import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionCache } from '../../src/lib/session-cache';

const live = (sessionId: string, userId = 'u1') => ({
  sessionId,
  userId,
  role: 'customer' as const,
  code: 'C1',
  customerId: null,
  accountRole: null,
});

afterEach(() => vi.useRealTimers());

describe('SessionCache', () => {
  it('remembers a session for its time to live only', () => {
    vi.useFakeTimers();
    const cache = new SessionCache(2000);
    cache.set(live('s1'));
    expect(cache.get('s1')?.userId).toBe('u1');
    vi.advanceTimersByTime(2001);
    expect(cache.get('s1')).toBeUndefined();
  });
  it('forgets a session, or every session of a user, at once', () => {
    const cache = new SessionCache(60_000);
    cache.set(live('s1'));
    cache.set(live('s2'));
    cache.set(live('s3', 'u2'));
    cache.forgetSession('s1');
    expect(cache.get('s1')).toBeUndefined();
    cache.forgetUser('u1');
    expect(cache.get('s2')).toBeUndefined();
    expect(cache.get('s3')?.userId).toBe('u2');
  });
  it('keeps nothing when turned off', () => {
    const cache = new SessionCache(0);
    cache.set(live('s1'));
    expect(cache.get('s1')).toBeUndefined();
  });
});
