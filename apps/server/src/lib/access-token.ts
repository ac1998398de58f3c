import type { TRole } from '@svc/contract';
import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: string;
  sessionId: string;
  role: TRole;
  customercode: string;
}

/** Short-lived HS256 access tokens; the key comes from JWT_SECRET or the database's generated secret. */
export class AccessTokens {
  private readonly key: Uint8Array;
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

  /** The claims of a valid, unexpired token, or null for anything else. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const { sub, sid, role, cc } = payload as Record<string, unknown>;
      if (typeof sub !== 'string' || typeof sid !== 'string' || typeof cc !== 'string') return null;
      if (role !== 'customer' && role !== 'staff' && role !== 'admin') return null;
      return { userId: sub, sessionId: sid, role, customercode: cc };
    } catch {
      return null;
    }
  }
}
