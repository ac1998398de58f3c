import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Settings } from '../../config/settings';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';

/**
 * The key that signs access tokens, tracking links, grants and file addresses lives outside the database
 * (decision 041): JWT_SECRET, else this file in the data folder, made on first start with mode 0600. A
 * backup of the database therefore holds no key; the file is backed up apart, as GitLab keeps its secrets
 * file apart from its backups.
 */
const KEY_FILE = 'signing.key';
/** Versions before issue 25 kept a generated key in the database under this name. */
const LEGACY_ROW = 'jwt';
/** What the database keeps instead: a check of the key (an HMAC of a constant), which cannot sign anything. */
const CHECK_ROW = 'signing-key-check';

export const keyCheckOf = (key: string) => createHmac('sha256', key).update('signing-key-check-v1').digest('hex');

export class SigningKeyMismatch extends Error {}

/** The key this instance would sign with, or null when there is none yet (no JWT_SECRET, no key file). */
export async function presentSigningKey(settings: Pick<Settings, 'JWT_SECRET' | 'dataDir'>): Promise<string | null> {
  if (settings.JWT_SECRET) return settings.JWT_SECRET;
  return fs
    .readFile(path.join(settings.dataDir, KEY_FILE), 'utf8')
    .then((text) => text.trim() || null)
    .catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return null;
      throw err;
    });
}

/**
 * Writes the key file unless one exists; instances sharing the data folder race here, so the file
 * appears complete under its name (a hard link of a finished file) and the loser reads the winner's.
 */
async function ensureKeyFile(dataDir: string, key: string): Promise<string> {
  await fs.mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, KEY_FILE);
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await fs.writeFile(draft, `${key}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await fs.link(draft, file);
    return key;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return (await fs.readFile(file, 'utf8')).trim();
  } finally {
    await fs.rm(draft, { force: true });
  }
}

/**
 * The signing key for this start, and whether the database takes it now (a first start, a restore
 * without the key, a new key on purpose). A key the database still holds from an older version moves to the key
 * file (so sessions and printed links go on working) and leaves the database. The database keeps the key's
 * check, so an instance started with another key (another machine without the file, a JWT_SECRET typed
 * differently) stops with a message instead of failing every token the others issued.
 */
export async function signingSecret(db: Db, settings: Settings): Promise<{ key: string; adopted: boolean }> {
  const [legacy] = await db.select().from(appSecrets).where(eq(appSecrets.name, LEGACY_ROW));
  const key =
    (await presentSigningKey(settings)) ??
    (await ensureKeyFile(settings.dataDir, legacy?.value ?? randomBytes(48).toString('base64url')));
  if (legacy) await db.delete(appSecrets).where(eq(appSecrets.name, LEGACY_ROW));
  const check = keyCheckOf(key);
  const adopted = await db
    .insert(appSecrets)
    .values({ name: CHECK_ROW, value: check })
    .onConflictDoNothing()
    .returning({ name: appSecrets.name });
  const [stored] = await db.select().from(appSecrets).where(eq(appSecrets.name, CHECK_ROW));
  if (stored && stored.value !== check) {
    throw new SigningKeyMismatch(
      `The signing key of this instance (${settings.JWT_SECRET ? 'JWT_SECRET' : path.join(settings.dataDir, KEY_FILE)}) is not the one this database is used with.
  Copy ${KEY_FILE} from the data folder of the other instances (or set the same JWT_SECRET), then start again.
  To start over with a new key on purpose (everyone signs in again; every tracking link sent or printed so far stops working):
  npm run migrate -- --new-signing-key`,
    );
  }
  return { key, adopted: adopted.length > 0 };
}

/** The database's check of the key as a backup has it (null when it has none). */
export async function storedKeyCheck(db: Db): Promise<string | null> {
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, CHECK_ROW));
  return row?.value ?? null;
}

/** A key an older version kept in the database (moved to the key file at the next start). */
export async function legacyKey(db: Db): Promise<string | null> {
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, LEGACY_ROW));
  return row?.value ?? null;
}

/** Forgets which key the database was used with: the next start adopts the key it has. */
export async function forgetKeyCheck(db: Db): Promise<void> {
  await db.delete(appSecrets).where(eq(appSecrets.name, CHECK_ROW));
}
