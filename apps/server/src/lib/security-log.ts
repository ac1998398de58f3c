import type { FastifyBaseLogger } from 'fastify';

/** What a security monitor watches for; each is one structured log line `{ security: <event>, … }`. */
export type SecurityEvent =
  | 'login_failed'
  | 'account_locked'
  | 'code_failed'
  | 'refresh_token_reused'
  | 'access_refused'
  | 'common_password_refused';

/**
 * One warn line per security event, with the facts a person needs (who, what, why) and never a password,
 * hash, code or token: callers pass names and reasons only.
 */
export function securityEvent(
  log: FastifyBaseLogger,
  event: SecurityEvent,
  facts: Record<string, string | number | undefined>,
) {
  log.warn({ security: event, ...facts }, `security: ${event.replaceAll('_', ' ')}`);
}
