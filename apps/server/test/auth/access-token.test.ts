import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessTokens } from '../../src/lib/access-token';

const claims = { userId: 'u1', sessionId: 's1', role: 'customer' as const, customercode: 'C1' };

afterEach(() => vi.useRealTimers());

describe('AccessTokens', () => {
  it('answers the claims of a token it signed, also when asked again', async () => {
    const tokens = new AccessTokens('a-secret-of-thirty-two-characters!', 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = new AccessTokens('a-secret-of-thirty-two-characters!', 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(Date.now() + 61_000);
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another key, and a changed one', async () => {
    const tokens = new AccessTokens('a-secret-of-thirty-two-characters!', 60);
    const other = new AccessTokens('another-secret-of-thirty-two-chars', 60);
    const token = await other.sign(claims);
    expect(await tokens.verify(token)).toBeNull();
    const mine = await tokens.sign(claims);
    expect(await tokens.verify(mine)).toEqual(claims);
    expect(await tokens.verify(`${mine.slice(0, -2)}xx`)).toBeNull();
  });
});
