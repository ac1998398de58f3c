import { safeEqual } from '../../lib/random';
import type { TrackingTokens } from '../../lib/tracking-tokens';

/** The purpose the tracking tokens' key signs rating links under (decision 058). */
const PURPOSE = 'rating-link-v1';

const idPart = (requestId: string) => Buffer.from(requestId.replace(/-/g, ''), 'hex').toString('base64url');

/**
 * A request's rating link key: its id (16 bytes, 22 base64url characters) and the signature of it (22 more).
 * The link carries the request, so nothing is stored for it; another request's id needs another signature.
 */
export function ratingKey(tokens: TrackingTokens, requestId: string): string {
  return `${idPart(requestId)}${tokens.signFor(PURPOSE, requestId)}`;
}

/** The request a key was signed for, or null for a key the server did not sign. */
export function requestOfKey(tokens: TrackingTokens, key: string): string | null {
  const id = Buffer.from(key.slice(0, 22), 'base64url');
  if (id.length !== 16) return null;
  const h = id.toString('hex');
  const requestId = `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  return safeEqual(tokens.signFor(PURPOSE, requestId), key.slice(22)) ? requestId : null;
}
