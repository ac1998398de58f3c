import { loadSettings } from '../config/settings';
import { openDatabase } from '../db/client';
import { firstStart, SEED_PASSWORD, seed } from '../features/setup';

// npm run seed -- --requests 100000   (fills the database the app is configured for)
const arg = process.argv.indexOf('--requests');
const requests = arg > 0 ? Number(process.argv[arg + 1]) : 1000;
if (!Number.isInteger(requests) || requests < 1 || requests > 10_000_000) {
  process.stderr.write('Usage: npm run seed -- --requests N   (1 to 10,000,000)\n');
  process.exit(1);
}
const settings = loadSettings();
const database = await openDatabase({ url: settings.DATABASE_URL, dataDir: settings.dataDir });
await database.migrate();
const quiet = { info: () => {} };
await firstStart(database.db, settings, quiet);
const started = Date.now();
await seed(database.db, { requests, log: (l) => process.stdout.write(`  ${l}\n`) });
await database.close();
process.stdout.write(
  `Seeded ${requests} requests in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind}). Customers sign in as seed<N> with ${SEED_PASSWORD}.\n`,
);
