// The bench's floor (issue 27): a minimal server beside the app, plain Fastify with no sign-in, no
// validation and JSON.stringify, that answers each measured call by running the app's own repository
// functions on the same kind of pool (openDatabase: PostgreSQL's pool, or PGlite's worker). A call's rate
// over the app divided by its rate here is what the app's own layers (sign-in, checks, the reply's
// schema, hooks) cost. Started by server-process.ts with DATABASE_URL or DATA_DIR and PORT.
import path from 'node:path';
import Fastify from 'fastify';
import { loadSettings } from '../../apps/server/src/config/settings';
import { openDatabase } from '../../apps/server/src/db/client';
import { outboxDepth } from '../../apps/server/src/features/health';
import { startCounterFold } from '../../apps/server/src/features/item-flow';
import { startOutboxWorker } from '../../apps/server/src/features/mail-outbox';
import { phoneProviders, startPhoneWorker } from '../../apps/server/src/features/phone-messages';
import { stdoutNotices } from '../../apps/server/src/lib/notices';
import { ReadCache } from '../../apps/server/src/lib/read-cache';
import { createMailer, MAIL_LOG_FILE } from '../../apps/server/src/mail/mailer';
import { floorRoutes } from './floor-routes';

const env = process.env;
const database = await openDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.resolve(env.DATA_DIR as string) },
);
const app = Fastify({ logger: false });
// The app keeps the company's settings and the active lists for SETTINGS_CACHE_MS (2 s): so does the floor.
floorRoutes(app, database.db, new ReadCache(2000));
// As in the app: the counters' pending changes are folded every 2 s, so reads sum a few rows.
const fold = startCounterFold({ db: database.db, log: app.log, everyMs: 2000 });
// As in the app: the mail and phone outboxes are sent by workers of the same process, so the messages a
// create queues cost the floor what they cost the app.
const settings = loadSettings();
const mailer = createMailer({
  smtpUrl: settings.SMTP_URL,
  from: settings.MAIL_FROM,
  log: app.log,
  mailLog: path.join(settings.dataDir, MAIL_LOG_FILE),
  notices: stdoutNotices,
});
const outboxes = [
  startOutboxWorker({
    db: database.db,
    mailer,
    log: app.log,
    pollMs: settings.OUTBOX_POLL_MS,
    maxAttempts: settings.MAIL_MAX_ATTEMPTS,
  }),
  startPhoneWorker({
    db: database.db,
    log: app.log,
    pollMs: settings.OUTBOX_POLL_MS,
    maxAttempts: settings.PHONE_MAX_ATTEMPTS,
    providers: phoneProviders(settings),
  }),
];
// What is waiting in the outboxes (the app's /metrics gauge): the bench waits for none before each call.
app.get('/floor/outbox-waiting', async () => (await outboxDepth(database.db)).reduce((n, o) => n + o.waiting, 0));
await app.listen({ port: Number(env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', async () => {
  await app.close();
  await fold.stop();
  await Promise.all(outboxes.map((w) => w.stop()));
  await database.close();
  process.exit(0);
});
