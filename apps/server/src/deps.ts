import type { FastifyBaseLogger } from 'fastify';
import type { Settings } from './config/settings';
import type { Db } from './db/client';
import type { Reads } from './db/read-replica';
import type { AccessTokens } from './lib/access-token';
import type { ReadCache } from './lib/read-cache';
import type { SessionCache } from './lib/session-cache';
import type { TrackingTokens } from './lib/tracking-tokens';
import type { UrlSigner } from './lib/url-signer';
import type { Mailer } from './mail/mailer';

/** What every service is built from; wired once in app/services.ts. */
export interface Deps {
  db: Db;
  /** Reads that may come from a replica (reports); the primary when there is none. */
  reads: Reads;
  settings: Settings;
  tokens: AccessTokens;
  mailer: Mailer;
  signer: UrlSigner;
  sessions: SessionCache;
  /** The company's settings and the active lists, as this instance last read them (SETTINGS_CACHE_MS). */
  cache: ReadCache;
  tracking: TrackingTokens;
  log: FastifyBaseLogger;
  /** The time: invoices take their date and financial year from it (tests set it to 31 March). */
  now: () => Date;
}
