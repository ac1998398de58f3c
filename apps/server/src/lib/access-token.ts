import type { TRole } from '@svc/contract';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

export interface AccessClaims {
  userId: string;
  sessionId: string;
  role: TRole;
  customercode: string;
}

/** Tokens verified recently, kept at most: a bound on memory, far above the tokens in use at once. */
const MAX_VERIFIED = 10_000;

/**
 * Short-lived HS256 access tokens; the key comes from JWT_SECRET or the database's generated secret.
 * A token already verified is remembered until it expires, so the HMAC runs once per token rather than on
 * every call (the session behind it is still checked on every call).
 */
export class AccessTokens {
  private readonly key: Uint8Array;
  private readonly verified = new LRUCache<string, AccessClaims>({ max: MAX_VERIFIED, perf: Date });
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(c: AccessClaims): Promise<string> {
    return new SignJWT({ sid: c.sessionId, role: c.role, cc: c.customercode })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(c.userId)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /**
   * The claims of a token verified before and not yet expired, without a turn of the loop (an entry lives
   * exactly as long as its token); else undefined, and `verify` decides.
   */
  known(token: string): AccessClaims | undefined {
    return this.verified.get(token);
  }

  /** The claims of a valid, unexpired token, or null for anything else. */
  async verify(token: string): Promise<AccessClaims | null> {
    // An entry lives exactly as long as its token, so a hit is always an unexpired token.
    const known = this.verified.get(token);
    if (known) return known;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const { sub, sid, role, cc, exp } = payload as Record<string, unknown>;
      if (typeof sub !== 'string' || typeof sid !== 'string' || typeof cc !== 'string') return null;
      if (role !== 'customer' && role !== 'staff' && role !== 'admin') return null;
      if (typeof exp !== 'number') return null;
      const claims: AccessClaims = { userId: sub, sessionId: sid, role, customercode: cc };
      const ttl = exp * 1000 - Date.now();
      if (ttl <= 0) return null;
      this.verified.set(token, claims, { ttl });
      return claims;
    } catch {
      return null;
    }
  }
}
