import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Settings } from '../../config/settings';
import type { Db } from '../../db/client';
import { brandMaster, employeeCodeSeq, itemMaster, users } from '../../db/schema';
import { clientDigest, hashPassword } from '../../lib/passwords';
import { ensureCompanySettings } from '../company';
import { backfillAtRisk } from '../item-flow';
import { DEFAULT_BRANDS, DEFAULT_ITEM_SAC, DEFAULT_ITEMS } from './default-lists';

/**
 * Creates what an empty database needs, idempotently: the admin account, the default item and brand
 * lists, the company-settings record (empty: the admin's checklist asks for it), and the at-risk instants
 * of promises made before they were stored. A generated admin password is printed once, never logged again.
 */
export async function firstStart(db: Db, settings: Settings, log: Pick<FastifyBaseLogger, 'info'>): Promise<void> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (!admin) {
    const generated = settings.ADMIN_PASSWORD ? null : randomBytes(12).toString('base64url');
    const password = settings.ADMIN_PASSWORD ?? (generated as string);
    const [seq] = await db.select({ n: sql<string>`nextval(${employeeCodeSeq.seqName})` }).from(sql`(select 1) as one`);
    await db
      .insert(users)
      .values({
        username: settings.ADMIN_USERNAME,
        code: `E${String(seq?.n).padStart(4, '0')}`,
        displayName: 'Administrator',
        role: 'admin',
        passwordHash: await hashPassword(clientDigest(password)),
      })
      .onConflictDoNothing();
    log.info({ username: settings.ADMIN_USERNAME }, 'admin account created');
    if (generated) {
      process.stdout.write(
        `\n  Admin account created.\n  User name: ${settings.ADMIN_USERNAME}\n  Password:  ${generated}\n  (shown once: change it after signing in)\n\n`,
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
}
