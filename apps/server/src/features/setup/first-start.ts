import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Settings } from '../../config/settings';
import type { Db } from '../../db/client';
import { brandMaster, employeeCodeSeq, itemMaster, users } from '../../db/schema';
import { framed, type Notices, stdoutNotices, writePrivateFile } from '../../lib/notices';
import { clientDigest, hashPassword } from '../../lib/passwords';
import { ensureCompanySettings } from '../company';
import { backfillAtRisk } from '../item-flow';
import { tellMobilesTaken } from '../profile';
import { DEFAULT_BRANDS, DEFAULT_ITEM_SAC, DEFAULT_ITEMS } from './default-lists';

/** The first start's file beside the database: the generated admin password, until it is changed. */
const FIRST_START_FILE = 'first-start.txt';

/** Deletes the file; answers whether there was one. */
const forget = (file: string) =>
  fs.rm(file).then(
    () => true,
    (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return false;
      throw err;
    },
  );

/**
 * Creates what an empty database needs, idempotently: the admin account, the default item and brand
 * lists, the company-settings record (empty: the admin's checklist asks for it), the at-risk instants
 * of promises made before they were stored, and the mail to accounts whose mobile another holds confirmed. A
 * generated admin password is printed once, in a frame, and kept in `DATA_DIR/first-start.txt` (0600) until
 * the admin changes it (decision 096); never logged again.
 */
export async function firstStart(
  db: Db,
  settings: Settings,
  log: Pick<FastifyBaseLogger, 'info'>,
  notices: Notices = stdoutNotices,
): Promise<void> {
  const [admin] = await db
    .select({ id: users.id, passwordChangedAt: users.passwordChangedAt })
    .from(users)
    .where(eq(users.role, 'admin'))
    .limit(1);
  const file = path.join(settings.dataDir, FIRST_START_FILE);
  if (admin?.passwordChangedAt && (await forget(file))) {
    log.info({ file }, 'the admin password was changed: the first start’s file with the generated one is deleted');
  }
  if (!admin) {
    const generated = settings.ADMIN_PASSWORD ? null : randomBytes(12).toString('base64url');
    const password = settings.ADMIN_PASSWORD ?? (generated as string);
    const [seq] = await db.select({ n: sql<string>`nextval(${employeeCodeSeq.seqName})` }).from(sql`(select 1) as one`);
    const created = await db
      .insert(users)
      .values({
        username: settings.ADMIN_USERNAME,
        code: `E${String(seq?.n).padStart(4, '0')}`,
        displayName: 'Administrator',
        // The name a Tamil reader sees beside what the admin did (the audit's `by_tamil`): theirs to change.
        nameTamil: 'நிர்வாகி',
        role: 'admin',
        passwordHash: await hashPassword(clientDigest(password)),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    // Two instances starting on one empty database: only the one whose row went in has a password to tell.
    if (created.length > 0) log.info({ username: settings.ADMIN_USERNAME }, 'admin account created');
    if (generated && created.length > 0) {
      const lines = [`User name: ${settings.ADMIN_USERNAME}`, `Password:  ${generated}`];
      await writePrivateFile(
        file,
        `Admin account created ${new Date().toISOString()}\n${lines.join('\n')}\nChange the password after signing in: this file is deleted at the next start after that.\n`,
      );
      notices(
        framed([
          'Admin account created',
          ...lines,
          `Also in ${file} (only its owner may read it),`,
          'deleted at the next start once the password is changed.',
        ]),
      );
    }
  }
  await db
    .insert(itemMaster)
    .values(DEFAULT_ITEMS.map((name) => ({ name, sacCode: DEFAULT_ITEM_SAC[name] ?? '998713' })))
    .onConflictDoNothing();
  await db
    .insert(brandMaster)
    .values(DEFAULT_BRANDS.map((name) => ({ name })))
    .onConflictDoNothing();
  await ensureCompanySettings(db);
  // Promises made before migration 0025 get their at-risk instant (decision 059).
  await backfillAtRisk(db);
  // Accounts whose mobile another account holds confirmed are asked, once, to confirm theirs (decision 089).
  await tellMobilesTaken(db, settings);
}
