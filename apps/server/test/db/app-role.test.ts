import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { serverRoot } from '../../src/lib/server-root';
import { login, signUp } from '../helpers/accounts';
import { ADMIN, startTestApp, type TestContext } from '../helpers/app';
import { emptyPostgresDatabase } from '../helpers/database';
import { issueInvoice, readyToInvoice, repairedRequest } from '../helpers/invoices';

/**
 * Issue 25, item 6: on PostgreSQL the app runs as a role that owns nothing; the tables' owner runs the
 * migrations (`npm run migrate -- --app-role`). The app works as usual, and neither it nor anyone with its
 * password can drop, disable or get around the triggers that keep the books.
 */
const base = process.env.TEST_DATABASE_URL;
const suffix = randomBytes(4).toString('hex');
const OWNER = `svc_owner_${suffix}`;
const APP = `svc_app_${suffix}`;
let dbName = '';
let t: TestContext;
const urlAs = (role: string) => {
  const url = new URL(base as string);
  url.username = role;
  url.password = 'x';
  url.pathname = `/${dbName}`;
  return url.toString();
};
const asApp = () => new pg.Client({ connectionString: urlAs(APP) });

async function superuser(sqlText: string) {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    await c.query(sqlText);
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  if (!base) return;
  await superuser(`create role ${OWNER} login password 'x'; create role ${APP} login password 'x'`);
  const { name } = await emptyPostgresDatabase(base, 'svc_roles');
  dbName = name;
  await superuser(`alter database ${name} owner to ${OWNER}`);
  // The schema public of PostgreSQL 15 belongs to pg_database_owner: the owner of the database.
  // The owner migrates, with the command an operator runs.
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(serverRoot(), 'src', 'cli', 'migrate.ts'), '--app-role', APP],
    { env: { ...process.env, DATABASE_URL: urlAs(OWNER) }, cwd: serverRoot() },
  );
  const database = await openDatabase({ url: urlAs(APP) });
  t = await startTestApp(
    {},
    { database: { ...database, reopen: () => openDatabase({ url: urlAs(APP) }), dispose: async () => {} } },
  );
}, 120_000);

afterAll(async () => {
  if (!base) return;
  await t?.close();
  await superuser(`drop database if exists ${dbName} with (force)`);
  await superuser(`drop role if exists ${APP}; drop role if exists ${OWNER}`);
});

describe.skipIf(!base)('the app as a role that owns nothing (PostgreSQL)', () => {
  it('starts (migrations already applied by the owner), signs in, invoices and records a payment', async () => {
    const admin = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
    const c = await signUp(t);
    const customer = (await login(t, c.username, c.password)).accessToken;
    await readyToInvoice(t, admin);
    const req = await repairedRequest(t, { staff: admin, customer }, [[500, 0, 18]]);
    const invoice = await issueInvoice(t, admin, req);
    const paid = await t.post(
      '/invoices/recordPayment',
      { invoice_no: invoice.invoice_no, amount: 100, method: 'cash', idempotency_key: randomUUID() },
      admin,
    );
    expect(paid.statusCode).toBe(200);
  });

  it('cannot drop, disable or get around the triggers, nor change the schema', async () => {
    const c = asApp();
    await c.connect();
    try {
      const refused = [
        'alter table payments disable trigger all',
        'alter table payments disable trigger payments_never_change',
        'drop trigger payments_never_change on payments',
        'drop function refuse_payment_change() cascade',
        "set session_replication_role = 'replica'",
        'truncate payments',
        'truncate invoice_lines',
        'update payments set amount = 1',
        'delete from payments',
        'update document_series set last_no = 0',
        'delete from invoices',
        'create table sneaky (x int)',
        'alter table payments add column note text',
      ];
      const accepted: string[] = [];
      for (const statement of refused) {
        const ok = await c.query(statement).then(
          () => true,
          () => false,
        );
        if (ok) accepted.push(statement);
      }
      expect(accepted).toEqual([]);
      expect((await c.query('select count(*)::int as n from payments')).rows[0].n).toBe(1);
      // It owns nothing at all.
      const owned = await c.query(
        `select c.relname from pg_class c join pg_roles r on r.oid = c.relowner where r.rolname = current_user`,
      );
      expect(owned.rows).toEqual([]);
    } finally {
      await c.end();
    }
  });

  it('a start with a migration pending says to run it as the owner', async () => {
    const c = new pg.Client({ connectionString: urlAs(OWNER) });
    await c.connect();
    try {
      // As if the folder held one more migration than the database has had.
      await c.query(
        'update drizzle.__drizzle_migrations set created_at = created_at - 1 where id = (select max(id) from drizzle.__drizzle_migrations)',
      );
      const database = await openDatabase({ url: urlAs(APP) });
      try {
        await expect(database.migrate()).rejects.toThrow(/npm run migrate.*owner/);
      } finally {
        await database.close();
      }
    } finally {
      await c.query(
        'update drizzle.__drizzle_migrations set created_at = created_at + 1 where id = (select max(id) from drizzle.__drizzle_migrations)',
      );
      await c.end();
    }
  });
});
