import { createHmac } from 'node:crypto';
import { safeEqual } from './random';

/**
 * HMAC-signed addresses for image uploads and downloads. The signature binds the method, the object,
 * the content type and size limit (uploads) and the expiry, so none of them can be changed.
 */
export class UrlSigner {
  private readonly key: Buffer;
  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('signed-urls-v1').digest();
  }

  private mac(parts: (string | number)[]): string {
    return createHmac('sha256', this.key).update(parts.join('\n')).digest('base64url');
  }

  sign(parts: (string | number)[], ttlSeconds: number): { exp: number; sig: string } {
    const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
    return { exp, sig: this.mac([...parts, exp]) };
  }

  /**
   * A value only this server can compute from `parts`, always the same for the same parts: what a refresh
   * token's successor is derived from, so the grace for tabs racing answers the one successor (decision 088).
   */
  derive(parts: (string | number)[]): string {
    return this.mac(['derived', ...parts]);
  }

  /** True when the signature matches these parts and has not expired. */
  verify(parts: (string | number)[], exp: number, sig: string): boolean {
    if (!Number.isInteger(exp) || exp < Math.floor(Date.now() / 1000)) return false;
    return safeEqual(this.mac([...parts, exp]), sig);
  }
}
