import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app/build-app';
import { loadSettings } from '../../src/config/settings';
import { type Database, openDatabase } from '../../src/db/client';
import { restoreBackup, writeBackup } from '../../src/features/backup';
import { describeKeys } from '../../src/features/backup/describe';
import { localImageStore } from '../../src/features/images';
import { SigningKeyMismatch } from '../../src/features/setup/signing-key';
import { AccessTokens } from '../../src/lib/access-token';
import { TrackingTokens } from '../../src/lib/tracking-tokens';
import { UrlSigner } from '../../src/lib/url-signer';
import { login, signUp } from '../helpers/accounts';
import { ADMIN, startTestApp, type TestContext } from '../helpers/app';
import { emptyPostgresDatabase, freshDatabase } from '../helpers/database';
import { walk } from '../helpers/items';
import { rows } from '../helpers/query';
import { createRequest, makeJpeg, upload } from '../helpers/requests';

/**
 * Issue 25, item 1: an archive must not open the live system. The audit took the signing key out of an
 * archive, signed an access token for the admin's live session and computed a grant that approved quoted
 * charges. This test does the same with every value the archive holds, and checks the archive's mode and
 * what a restore says and does about sessions and printed links.
 */
const base = process.env.TEST_DATABASE_URL;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-keys-'));
const dataDir = path.join(tmp, 'live');
const disposers: (() => Promise<void>)[] = [];

let t: TestContext;
let admin: string;
let trackingKey: string;
let reqCode: string;
let imageId: string;
const archive = path.join(tmp, 'backup.tar');

async function emptyTarget(withKey: boolean) {
  const dir = fs.mkdtempSync(path.join(tmp, 'target-'));
  if (withKey) fs.copyFileSync(path.join(dataDir, 'signing.key'), path.join(dir, 'signing.key'));
  if (!base) return { dir, settings: loadSettings({ DATA_DIR: dir }), open: () => openDatabase({ dataDir: dir }) };
  const { name, url } = await emptyPostgresDatabase(base, 'svc_keys');
  disposers.push(async () => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  return {
    dir,
    settings: loadSettings({ DATA_DIR: dir, DATABASE_URL: url.toString() }),
    open: () => openDatabase({ url: url.toString() }),
  };
}

/** Every string stored anywhere in a database, and every string inside its JSON values. */
async function everyString(database: Database): Promise<Set<string>> {
  const found = new Set<string>();
  const walkJson = (v: unknown) => {
    if (typeof v === 'string') {
      if (v.length >= 8) found.add(v);
      if (/^[[{]/.test(v)) {
        try {
          walkJson(JSON.parse(v));
        } catch {
          // Not JSON after all.
        }
      }
    } else if (Array.isArray(v)) for (const x of v) walkJson(x);
    else if (v && typeof v === 'object') for (const x of Object.values(v)) walkJson(x);
  };
  const tables = await rows<{ name: string }>(
    database.db,
    sql`select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  for (const { name } of tables) {
    for (const r of await rows<{ j: unknown }>(database.db, sql.raw(`select row_to_json(x) as j from ${name} x`)))
      walkJson(r.j);
  }
  return found;
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as Record<string, string>;

/** What the audit did with a candidate key: four things the live server would accept if it were the key. */
async function forge(key: string, ids: { requestId: string }) {
  const c = claimsOf(admin);
  const token = await new AccessTokens(key, 900).sign({
    userId: c.sub as string,
    sessionId: c.sid as string,
    role: 'admin',
    customercode: c.cc as string,
  });
  const asAdmin = (await t.post('/admin/getCompanySettings', {}, token)).statusCode;
  const g = new UrlSigner(key).sign(['track-grant', ids.requestId, 1], 600);
  const grant = (
    await t.post('/track/answerCharges', {
      k: trackingKey,
      grant: `${g.exp}.${g.sig}`,
      line_no: 1,
      decision: 'approved',
    })
  ).statusCode;
  const link = (await t.post('/track/view', { k: new TrackingTokens(key).token(ids.requestId, 1) })).statusCode;
  const f = new UrlSigner(key).sign(['GET', imageId, 'full'], 60);
  const file = (await t.app.inject({ method: 'GET', url: `/api/files/${imageId}/full?exp=${f.exp}&sig=${f.sig}` }))
    .statusCode;
  return { asAdmin, grant, link, file };
}

beforeAll(async () => {
  t = await startTestApp({ DATA_DIR: dataDir }, { onDisk: true });
  admin = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
  const c = await signUp(t);
  const customer = (await login(t, c.username, c.password)).accessToken;
  reqCode = (await createRequest(t, customer)).req_code;
  await walk(t, admin, reqCode, 1, ['received', 'estimated']);
  const link = await t.post<{ tracking_url: string }>('/requestrepair/getTrackingLink', { req_code: reqCode }, admin);
  trackingKey = new URL(link.body.tracking_url).searchParams.get('k') as string;
  imageId = (await upload(t, customer, await makeJpeg())).imageId;
  await writeBackup({ database: t.database, store: localImageStore(dataDir), file: archive });
}, 120_000);

afterAll(async () => {
  await t.close();
  for (const dispose of disposers) await dispose();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe(`a backup archive holds no key (${base ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('is written readable by its owner only, and the key file too', () => {
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(dataDir, 'signing.key')).mode & 0o777).toBe(0o600);
  });

  it('from the archive alone no access token, grant, link or file signature the live server accepts can be made', async () => {
    const target = await emptyTarget(false);
    await restoreBackup({ file: archive, settings: target.settings });
    const restored = await target.open();
    let candidates: Set<string>;
    let requestId: string;
    try {
      candidates = await everyString(restored);
      const [r] = await rows<{ id: string }>(
        restored.db,
        sql`select id::text as id from repair_requests where req_code = ${reqCode}`,
      );
      requestId = r?.id as string;
    } finally {
      await restored.close();
    }
    // The manifest's strings too.
    const unpacked = fs.mkdtempSync(path.join(tmp, 'unpacked-'));
    await tar.x({ file: archive, cwd: unpacked });
    for (const s of JSON.stringify(JSON.parse(fs.readFileSync(path.join(unpacked, 'manifest.json'), 'utf8'))).match(
      /"[^"]{8,}"/g,
    ) ?? [])
      candidates.add(s.slice(1, -1));
    expect(candidates.size).toBeGreaterThan(50);

    const key = await t.signingKey();
    expect(candidates.has(key)).toBe(false);
    // Nor anywhere in the archive's bytes (the embedded dump unpacked from its gzip).
    const member = path.join(unpacked, base ? 'database/postgres.dump' : 'database/pgdata.tar.gz');
    const bytes = base
      ? fs.readFileSync(member)
      : await new Promise<Buffer>((resolve, reject) => {
          const chunks: Buffer[] = [];
          fs.createReadStream(member)
            .pipe(createGunzip())
            .on('data', (c: Buffer) => chunks.push(c))
            .on('end', () => resolve(Buffer.concat(chunks)))
            .on('error', reject);
        });
    expect(bytes.includes(Buffer.from(key))).toBe(false);

    const accepted: string[] = [];
    for (const candidate of candidates) {
      const r = await forge(candidate, { requestId });
      for (const [what, status] of Object.entries(r))
        if (status === 200) accepted.push(`${what} with ${candidate.slice(0, 6)}…`);
    }
    expect(accepted).toEqual([]);
    // The same four things made with the live key are accepted: the attempts above were the real ones.
    expect(await forge(key, { requestId })).toEqual({ asAdmin: 200, grant: 200, link: 200, file: 200 });
  }, 300_000);

  it('a restore without the key says what ends, and then the old sessions and links are refused', async () => {
    const target = await emptyTarget(false);
    const summary = await restoreBackup({ file: archive, settings: target.settings });
    expect(summary.keys).toBe('none');
    const said = describeKeys('none');
    expect(said).toContain('everyone signs in again');
    expect(said).toContain('every tracking link sent or printed before stops working');
    expect(said).toContain('signing.key');
    const database = await target.open();
    const other = await startTestApp(
      { DATA_DIR: target.dir, ...(base ? { DATABASE_URL: target.settings.DATABASE_URL as string } : {}) },
      { database: { ...database, reopen: () => target.open(), dispose: async () => {} } },
    );
    try {
      expect((await other.post('/admin/getCompanySettings', {}, admin)).statusCode).toBe(401);
      expect((await other.post('/track/view', { k: trackingKey })).statusCode).toBe(404);
      // People sign in again with their passwords, and the link the app shows now works.
      const fresh = (await login(other, ADMIN.username, ADMIN.password)).accessToken;
      const shown = await other.post<{ tracking_url: string }>(
        '/requestrepair/getTrackingLink',
        { req_code: reqCode },
        fresh,
      );
      const k = new URL(shown.body.tracking_url).searchParams.get('k') as string;
      expect(k).not.toBe(trackingKey);
      expect((await other.post('/track/view', { k })).statusCode).toBe(200);
      expect(await other.signingKey()).not.toBe(await t.signingKey());
    } finally {
      await other.close();
    }
  });

  it('a restore with the key put back keeps sessions and printed links', async () => {
    const target = await emptyTarget(true);
    expect((await restoreBackup({ file: archive, settings: target.settings })).keys).toBe('kept');
    expect(describeKeys('kept')).toContain('keeps working');
    const database = await target.open();
    const other = await startTestApp(
      { DATA_DIR: target.dir },
      { database: { ...database, reopen: () => target.open(), dispose: async () => {} } },
    );
    try {
      expect((await other.post('/admin/getCompanySettings', {}, admin)).statusCode).toBe(200);
      expect((await other.post('/track/view', { k: trackingKey })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('the signing key outside the database', () => {
  it('moves a key an older version kept in the database to the key file, and stops an instance with another key', async () => {
    const database = await freshDatabase({ onDisk: true });
    const legacy = 'legacy-key-kept-in-the-database-by-an-older-version-0123';
    await database.db.execute(sql`insert into app_secrets (name, value) values ('jwt', ${legacy})`);
    const dir = fs.mkdtempSync(path.join(tmp, 'legacy-'));
    const old = await startTestApp({ DATA_DIR: dir }, { database: { ...database, dispose: async () => {} } });
    try {
      expect(await old.signingKey()).toBe(legacy);
      expect(fs.statSync(path.join(dir, 'signing.key')).mode & 0o777).toBe(0o600);
      expect(await rows(old.db, sql`select name from app_secrets where name = 'jwt'`)).toEqual([]);
    } finally {
      await old.app.close();
      await old.smtp.close();
    }
    const again = await database.reopen();
    const settings = loadSettings({ DATA_DIR: dir, JWT_SECRET: 'another-key-typed-on-another-machine-0123456789' });
    await expect(buildApp({ settings, database: again, logger: { level: 'silent' } })).rejects.toThrow(
      SigningKeyMismatch,
    );
    await again.close();
    await database.dispose();
  });
});
