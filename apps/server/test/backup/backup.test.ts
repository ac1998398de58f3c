import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSettings } from '../../src/config/settings';
import { openDatabase } from '../../src/db/client';
import { restoreBackup, tableChecksums, writeBackup } from '../../src/features/backup';
import { localImageStore } from '../../src/features/images';
import { login, signUp } from '../helpers/accounts';
import { startTestApp, type TestContext } from '../helpers/app';
import { emptyPostgresDatabase } from '../helpers/database';
import { createRequest, makeJpeg, requestBody, upload } from '../helpers/requests';

const base = process.env.TEST_DATABASE_URL;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-backup-'));
const dataDir = path.join(tmp, 'source');
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

let t: TestContext;
let token: string;
const imageIds: string[] = [];
const disposers: (() => Promise<void>)[] = [];

/** An empty place to restore into: a new data folder, and on PostgreSQL a new empty database. */
async function emptyTarget() {
  const dir = fs.mkdtempSync(path.join(tmp, 'target-'));
  // The signing key travels apart from the archive (decision 041): here it is put in place by hand.
  fs.copyFileSync(path.join(dataDir, 'signing.key'), path.join(dir, 'signing.key'));
  if (!base) return { settings: loadSettings({ DATA_DIR: dir }), open: () => openDatabase({ dataDir: dir }) };
  const { name, url } = await emptyPostgresDatabase(base, 'svc_restore');
  disposers.push(async () => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  return {
    settings: loadSettings({ DATA_DIR: dir, DATABASE_URL: url.toString() }),
    open: () => openDatabase({ url: url.toString() }),
  };
}

async function readManifest(file: string) {
  const dir = fs.mkdtempSync(path.join(tmp, 'manifest-'));
  await tar.x({ file, cwd: dir }, ['manifest.json']);
  return JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {
    tables: Record<string, { rows: number; md5: string }>;
    files: Record<string, string>;
  };
}

const countRequests = async (database: { snapshot: typeof t.database.snapshot }) =>
  database.snapshot(
    async (s) => (await s.query<{ n: number }>('select count(*)::int as n from repair_requests'))[0]?.n ?? 0,
  );

beforeAll(async () => {
  t = await startTestApp({ DATA_DIR: dataDir }, { onDisk: true });
  const c = await signUp(t);
  token = (await login(t, c.username, c.password)).accessToken;
  for (let i = 0; i < 3; i++) {
    const { imageId } = await upload(t, token, await makeJpeg({ width: 80 + i, height: 60 }));
    imageIds.push(imageId);
  }
  const body = requestBody();
  await createRequest(t, token, { ...body, items: [{ ...(body.items[0] as object), image_ids: imageIds }] });
});

afterAll(async () => {
  await t.close();
  for (const dispose of disposers) await dispose();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe(`backup and restore (${base ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('restores a quiet database to the same table checksums and the same images', async () => {
    const file = path.join(tmp, 'quiet.tar');
    // The mail outbox still works through the sign-up's mails: wait for a moment with no write around the backup.
    let live = await t.database.snapshot(tableChecksums);
    let summary = await writeBackup({ database: t.database, store: localImageStore(dataDir), file });
    for (let i = 0; i < 20; i++) {
      const after = await t.database.snapshot(tableChecksums);
      if (isDeepStrictEqual(after, live)) break;
      live = after;
      summary = await writeBackup({ database: t.database, store: localImageStore(dataDir), file });
    }
    expect(summary).toMatchObject({ kind: base ? 'postgres' : 'pglite', images: 6, missingImages: 0 });
    expect((await readManifest(file)).tables).toEqual(live);

    const target = await emptyTarget();
    expect((await restoreBackup({ file, settings: target.settings })).keys).toBe('kept');
    const restored = await target.open();
    try {
      expect(await restored.snapshot(tableChecksums)).toEqual(live);
    } finally {
      await restored.close();
    }
    const source = localImageStore(dataDir);
    const copy = localImageStore(target.settings.dataDir);
    for (const id of imageIds) {
      for (const variant of ['full', 'thumb'] as const) {
        const original = await source.get(id, variant);
        expect(original).not.toBeNull();
        expect(sha((await copy.get(id, variant)) as Buffer)).toBe(sha(original as Buffer));
      }
    }
  });

  it('a backup taken while requests are being created restores exactly the state it saw', async () => {
    const file = path.join(tmp, 'busy.tar');
    const before = await countRequests(t.database);
    let stop = false;
    let created = 0;
    const writers = Array.from({ length: 3 }, async () => {
      while (!stop) {
        await createRequest(t, token);
        created++;
      }
    });
    while (created < 5) await new Promise((r) => setTimeout(r, 20));
    await writeBackup({ database: t.database, store: localImageStore(dataDir), file });
    const createdDuringBackup = created;
    stop = true;
    await Promise.all(writers);
    expect(createdDuringBackup).toBeGreaterThanOrEqual(5);
    const after = await countRequests(t.database);

    const manifest = await readManifest(file);
    const target = await emptyTarget();
    await restoreBackup({ file, settings: target.settings });
    const restored = await target.open();
    try {
      expect(await restored.snapshot(tableChecksums)).toEqual(manifest.tables);
      const n = await countRequests(restored);
      expect(n).toBe(manifest.tables['public.repair_requests']?.rows);
      expect(n).toBeGreaterThanOrEqual(before + 5);
      expect(n).toBeLessThanOrEqual(after);
    } finally {
      await restored.close();
    }
  });

  it('refuses a damaged archive, a backup of the other kind and a target that is not empty, writing nothing', async () => {
    const file = path.join(tmp, 'good.tar');
    await writeBackup({ database: t.database, store: localImageStore(dataDir), file });

    // One image member changed: its checksum no longer matches the manifest.
    const unpacked = fs.mkdtempSync(path.join(tmp, 'unpacked-'));
    await tar.x({ file, cwd: unpacked });
    const member = `images/${imageIds[0]}.full.jpg`;
    fs.appendFileSync(path.join(unpacked, member), 'x');
    const damaged = path.join(tmp, 'damaged.tar');
    await tar.c({ file: damaged, cwd: unpacked }, ['manifest.json', 'database', 'images']);
    const target = await emptyTarget();
    await expect(restoreBackup({ file: damaged, settings: target.settings })).rejects.toThrow(
      `${member} does not match its checksum in the manifest: the archive is damaged.`,
    );
    expect(fs.readdirSync(target.settings.dataDir)).toEqual(['signing.key']);

    const junk = path.join(tmp, 'junk.tar');
    fs.writeFileSync(junk, 'not an archive');
    await expect(restoreBackup({ file: junk, settings: target.settings })).rejects.toThrow(
      'The file is not a backup archive (tar) or it is damaged.',
    );

    const otherKind = base
      ? loadSettings({ DATA_DIR: target.settings.dataDir })
      : loadSettings({ DATA_DIR: target.settings.dataDir, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/none' });
    await expect(restoreBackup({ file, settings: otherKind })).rejects.toThrow('restore it into the same kind');

    await restoreBackup({ file, settings: target.settings });
    await expect(restoreBackup({ file, settings: target.settings })).rejects.toThrow(
      /is not empty: restore into an empty/,
    );
  });
});
