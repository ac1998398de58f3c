// Benchmarks of the API on the embedded database and on PostgreSQL: requests per second and latency
// (16 connections, autocannon) of the health call, an authenticated call and sign-in, plus the
// server's memory. Prints a table; nothing here asserts, the figures are for the closing notes.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app/build-app';
import { loadSettings } from '../../apps/server/src/config/settings';
import { type Database, openDatabase } from '../../apps/server/src/db/client';
import { insertCustomer, insertUser } from '../../apps/server/src/features/auth/users.repository';
import { clientDigest, hashPassword } from '../../apps/server/src/lib/passwords';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 16;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Row {
  db: string;
  call: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const name = `svc_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function measure(label: string, opts: autocannon.Options): Promise<Omit<Row, 'db'>> {
  const r = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts });
  return { call: label, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.non2xx + r.errors };
}

async function benchOne(kind: string, database: Database): Promise<{ rows: Row[]; peakMb: number }> {
  await database.migrate();
  const settings = loadSettings({
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: 'Admin@12345',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
    WEB_DIST: '/nonexistent',
  });
  const app = await buildApp({ settings, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const customer = await insertCustomer(database.db, {
    code: 'C900001',
    companyName: 'Bench Co',
    gstin: '33AAACH7409R1Z8',
    mobile: '9876543210',
    city: 'Chennai',
    address: '1 Bench Street',
    contactPerson: 'Bench',
    email: 'bench@example.com',
    pincode: '600001',
    stateCode: '33',
  });
  const password = clientDigest('Bench@123');
  await insertUser(database.db, {
    username: 'bench',
    code: 'C900001',
    displayName: 'Bench Co',
    email: 'bench@example.com',
    role: 'customer',
    customerId: customer.id,
    passwordHash: await hashPassword(password),
  });
  const login = await fetch(`${base}/api/login/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench', password }),
  });
  const { userDetails } = (await login.json()) as { userDetails: { accessToken: string } };

  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 100);
  const json = { 'content-type': 'application/json' };
  const rows: Row[] = [];
  rows.push({ db: kind, ...(await measure('GET /api/health (bare, select 1)', { url: `${base}/api/health` })) });
  rows.push({
    db: kind,
    ...(await measure('POST /api/profile/getProfile (token + session + 2 reads)', {
      url: `${base}/api/profile/getProfile`,
      method: 'POST',
      body: '{}',
      headers: { ...json, authorization: `Bearer ${userDetails.accessToken}` },
    })),
  });
  rows.push({
    db: kind,
    ...(await measure('POST /api/login/authenticate (argon2id)', {
      url: `${base}/api/login/authenticate`,
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username: 'bench', password }),
    })),
  });
  for (const [label, identifier] of [
    ['POST /api/login/forgotPassword (known account)', 'bench'],
    ['POST /api/login/forgotPassword (unknown account)', 'nobody-here'],
  ]) {
    rows.push({
      db: kind,
      ...(await measure(label as string, {
        url: `${base}/api/login/forgotPassword`,
        method: 'POST',
        headers: json,
        body: JSON.stringify({ identifier }),
      })),
    });
  }
  clearInterval(sampler);
  await app.close();
  return { rows, peakMb: peak / 1024 / 1024 };
}

const results: Row[] = [];
const memory: string[] = [];
const lite = await benchOne('pglite', await openDatabase({}));
results.push(...lite.rows);
memory.push(`pglite: peak RSS ${lite.peakMb.toFixed(0)} MB`);
const pgDb = await freshPostgres();
if (pgDb) {
  const r = await benchOne('postgres', await openDatabase({ url: pgDb.url }));
  results.push(...r.rows);
  memory.push(`postgres: peak RSS ${r.peakMb.toFixed(0)} MB`);
  await pgDb.drop();
} else {
  memory.push(`postgres: not reachable at ${PG_URL}, skipped`);
}

process.stdout.write(`\n${CONNECTIONS} connections, ${DURATION} s per call, Node ${process.version}\n\n`);
process.stdout.write(
  `${'db'.padEnd(9)}${'call'.padEnd(58)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}\n`,
);
for (const r of results) {
  process.stdout.write(
    `${r.db.padEnd(9)}${r.call.padEnd(58)}${r.rps.toFixed(0).padStart(9)}${String(r.p50).padStart(9)}${String(r.p99).padStart(9)}${String(r.errors).padStart(8)}\n`,
  );
}
process.stdout.write(`\n${memory.join('\n')}\n`);
