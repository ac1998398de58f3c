import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReadCache } from '../../src/lib/read-cache';

afterEach(() => vi.useRealTimers());

/** A loader that counts its reads and answers the value it is set to. */
function source(value = 'v1') {
  const s = {
    value,
    reads: 0,
    load: async () => {
      s.reads++;
      return s.value;
    },
  };
  return s;
}

describe('ReadCache', () => {
  it('reads once within its time to live, then again', async () => {
    vi.useFakeTimers();
    const cache = new ReadCache(2000);
    const s = source();
    expect(await cache.get('k', s.load)).toBe('v1');
    s.value = 'v2';
    expect(await cache.get('k', s.load)).toBe('v1');
    expect(s.reads).toBe(1);
    vi.advanceTimersByTime(2001);
    expect(await cache.get('k', s.load)).toBe('v2');
    expect(s.reads).toBe(2);
  });

  it('shares one read among callers that ask at the same time', async () => {
    const cache = new ReadCache(2000);
    const s = source();
    const all = await Promise.all(Array.from({ length: 10 }, () => cache.get('k', s.load)));
    expect(all).toEqual(Array(10).fill('v1'));
    expect(s.reads).toBe(1);
  });

  it('reads anew at once after forget (a change saved on this instance)', async () => {
    const cache = new ReadCache(60_000);
    const s = source();
    await cache.get('k', s.load);
    s.value = 'v2';
    cache.forget('k');
    expect(await cache.get('k', s.load)).toBe('v2');
  });

  it('keeps no failed read: the next call reads again', async () => {
    const cache = new ReadCache(60_000);
    let fail = true;
    const load = async () => {
      if (fail) throw new Error('database unavailable');
      return 'ok';
    };
    await expect(cache.get('k', load)).rejects.toThrow('database unavailable');
    fail = false;
    expect(await cache.get('k', load)).toBe('ok');
  });

  it('keeps each key apart, and nothing when turned off', async () => {
    const on = new ReadCache(60_000);
    expect(await on.get('a', async () => 1)).toBe(1);
    expect(await on.get('b', async () => 2)).toBe(2);
    const off = new ReadCache(0);
    const s = source();
    await off.get('k', s.load);
    await off.get('k', s.load);
    expect(s.reads).toBe(2);
  });
});
