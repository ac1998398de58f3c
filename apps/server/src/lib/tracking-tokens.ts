import { createHash, createHmac } from 'node:crypto';

/**
 * Tokens of the password-free tracking links: HMAC of the request and the link's version under a key
 * derived from the signing secret, cut to 22 base64url characters (132 bits). Deriving them means a mail
 * or a print can show the link again while the database keeps only its hash.
 */
export class TrackingTokens {
  private readonly key: Buffer;
  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('tracking-links-v1').digest();
  }

  token(requestId: string, version: number): string {
    return createHmac('sha256', this.key).update(`${requestId}:${version}`).digest('base64url').slice(0, 22);
  }

  /**
   * The signature of `subject` for another of the request's links (`purpose`, e.g. the rating link): the
   * message names the purpose, so it never equals a tracking token or another purpose's signature.
   */
  signFor(purpose: string, subject: string): string {
    return createHmac('sha256', this.key).update(`${purpose}|${subject}`).digest('base64url').slice(0, 22);
  }

  /** What the database keeps and looks the token up by. */
  static hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }
}
