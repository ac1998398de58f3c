import path from 'node:path';
import { MESSAGES_PER_MINUTE } from '@svc/contract';
import { z } from 'zod';
import { serverRoot } from '../lib/server-root';

const int = (def: number, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .default(def);

const ZSettings = z.object({
  PORT: int(3000, 1, 65535),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** A streaming replica the report calls read from (PostgreSQL only); the primary stands in when it lags or is down. */
  REPORTS_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  REPORTS_MAX_LAG_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Service Application <no-reply@service.local>'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  ADMIN_USERNAME: z
    .string()
    .regex(/^[A-Za-z0-9]{3,30}$/, 'must be 3-30 letters and digits')
    .default('admin'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: int(900, 10, 86_400),
  REFRESH_IDLE_SECONDS: int(3600, 60, 86_400),
  SESSION_MAX_HOURS: int(12, 1, 720),
  AUTH_RATE_LIMIT_PER_MINUTE: int(20, 1, 100_000),
  PUBLIC_RATE_LIMIT_PER_MINUTE: int(60, 1, 100_000),
  /** Wrong passwords one address may try, over every account, in 15 minutes (browsers signed in before excepted). */
  SIGNIN_FAILURES_PER_ADDRESS: int(50, 1, 100_000),
  USER_RATE_LIMIT_PER_MINUTE: int(60, 1, 100_000),
  SESSION_CHECK_CACHE_MS: int(2000, 0, 60_000),
  SETTINGS_CACHE_MS: int(2000, 0, 60_000),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name')
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  /** The address customers open from their mails; defaults to this server on localhost. */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).optional(),
  OUTBOX_POLL_MS: int(1000, 20, 60_000),
  /**
   * How long a status message waits for the request's other items making the same change, so that a box
   * moved item by item reaches the customer as one mail and one message (decision 101); 0 sends each at once.
   */
  MESSAGE_WINDOW_SECONDS: int(60, 0, 900),
  /** Photos uploaded but never put on an item (nor the current logo) are deleted after this many hours. */
  ORPHAN_IMAGE_HOURS: int(24, 0, 720),
  /** How often the counters' pending changes are folded into their totals (decision 027). */
  COUNTER_FOLD_MS: int(2000, 20, 60_000),
  /** How often each instance looks whether today's morning digest is due (decision 060). */
  DIGEST_POLL_MS: int(300_000, 20, 3_600_000),
  MAIL_MAX_ATTEMPTS: int(8, 1, 50),
  /** How long after a request's first delivery its rating link is sent (decision 058): a day. */
  RATING_INVITE_DELAY_MINUTES: int(1440, 0, 10_080),
  /** The most conversation messages one person writes in a minute (decision 070; the bench raises it). */
  MESSAGES_PER_MINUTE: int(MESSAGES_PER_MINUTE, 1, 100_000),
  /** The warranty look-ups (one serial number each) one customer's account may make in an hour (decision 088). */
  WARRANTY_LOOKUPS_PER_HOUR: int(60, 1, 1_000_000_000),
  /** WhatsApp Business Cloud API (Meta): all four of the credentials, or none. */
  WHATSAPP_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) address' })
    .default('https://graph.facebook.com/v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,20}$/, 'must be the digits of the phone number id')
    .optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().min(20, 'must be at least 20 characters').optional(),
  WHATSAPP_APP_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** SMS through a DLT-registered provider; MSG91 is the one adapter so far. */
  SMS_PROVIDER: z.enum(['msg91']).default('msg91'),
  MSG91_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) address' })
    .default('https://control.msg91.com'),
  MSG91_AUTH_KEY: z.string().min(10, 'must be at least 10 characters').optional(),
  MSG91_SENDER_ID: z
    .string()
    .regex(/^[A-Z]{6}$/, 'must be the 6-letter DLT header')
    .optional(),
  /** MSG91 does not sign its delivery reports: they are accepted only on the address carrying this token. */
  MSG91_WEBHOOK_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Shiprocket (issue 43): its API user's sign-in (Settings → API in its panel); both, or none. */
  SHIPROCKET_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) address' })
    .default('https://apiv2.shiprocket.in'),
  SHIPROCKET_EMAIL: z.email('must be the API user’s e-mail').optional(),
  SHIPROCKET_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  /** How long a carrier's call may take before it counts as unanswered (a booking then looks itself up). */
  CARRIER_TIMEOUT_MS: int(20_000, 100, 120_000),
  /** A booked box that has told nothing for this long is asked for its scans, and shows on the desk as quiet. */
  COURIER_QUIET_HOURS: int(12, 1, 720),
  /** How often the quiet boxes are looked for. */
  TRACKING_POLL_MS: int(15 * 60_000, 100, 24 * 3_600_000),
  /** Tries per courier booking before it is kept as failed: 10 s, 20 s, 40 s … apart. */
  BOOKING_MAX_ATTEMPTS: int(8, 1, 50),
  /** Shiprocket's tracking webhook (issue 43): its panel's security token, which it sends as `x-api-key`. */
  SHIPROCKET_WEBHOOK_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  PHONE_MAX_ATTEMPTS: int(5, 1, 50),
  /** Tries per provider callback before it is kept as failed (decision 098): 10 s, 20 s, 40 s … apart. */
  WEBHOOK_MAX_ATTEMPTS: int(10, 1, 50),
  /** GET /metrics (Prometheus) answers only with this bearer token; without it there is no /metrics. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
});

const WHATSAPP_KEYS = [
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;
const MSG91_KEYS = ['MSG91_AUTH_KEY', 'MSG91_SENDER_ID', 'MSG91_WEBHOOK_TOKEN'] as const;
const SHIPROCKET_KEYS = ['SHIPROCKET_EMAIL', 'SHIPROCKET_PASSWORD'] as const;

export type Settings = z.output<typeof ZSettings> & { webDist: string; dataDir: string };

/** Parses the environment once at start; a bad value stops the server with a message naming it. */
export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const picked = Object.fromEntries(Object.keys(ZSettings.shape).map((k) => [k, env[k] === '' ? undefined : env[k]]));
  const parsed = ZSettings.safeParse(picked);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new SettingsError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const s = parsed.data;
  const partial = [WHATSAPP_KEYS, MSG91_KEYS, SHIPROCKET_KEYS].flatMap((keys) => {
    const missing = keys.filter((k) => !s[k]);
    return missing.length > 0 && missing.length < keys.length ? missing : [];
  });
  if (partial.length > 0) {
    throw new SettingsError(
      `Invalid settings:\n${partial.map((k) => `  ${k}: must be set with the other settings of its channel`).join('\n')}`,
    );
  }
  if (s.REPORTS_DATABASE_URL && !s.DATABASE_URL) {
    throw new SettingsError('Invalid settings:\n  REPORTS_DATABASE_URL: needs DATABASE_URL (a replica of PostgreSQL)');
  }
  return {
    ...s,
    dataDir: path.resolve(s.DATA_DIR),
    webDist: path.resolve(s.WEB_DIST ?? path.join(serverRoot(), '..', 'web', 'dist')),
  };
}

export class SettingsError extends Error {}
