import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { otpCodes } from '../../db/schema';
import { type RateWindow, reopensAt, takeSql } from '../../db/sql/rate-window';

export type Purpose = (typeof otpCodes.$inferInsert)['purpose'];

/** The key of a target's window of codes: every code made for it counts, whoever asked (decision 088). */
const codesKey = (purpose: Purpose, target: string) => `codes:${purpose}:${target}`;

/**
 * A new code, made only when the target's window of codes has room, in one statement (decision 088): codes
 * asked for at once never pass the window. Answers whether it was made. The earlier codes stay valid until
 * they expire, are used or are guessed at too often.
 */
export async function insertOtp(
  db: DbOrTx,
  code: { purpose: Purpose; target: string; codeHash: string; expiresAt: Date },
  perTarget: RateWindow,
): Promise<boolean> {
  const result =
    await db.execute(sql`with taken as (${takeSql(codesKey(code.purpose, code.target), perTarget.max, perTarget.seconds)})
    insert into ${otpCodes} (purpose, target, code_hash, expires_at)
    select ${code.purpose}, ${code.target}, ${code.codeHash}, ${code.expiresAt.toISOString()}::timestamptz from taken
    returning id`);
  return rowsOf(result).length === 1;
}

/** When the target's window of codes has room again; null while it has. */
export const codesReopenAt = (db: DbOrTx, purpose: Purpose, target: string, perTarget: RateWindow) =>
  reopensAt(db, codesKey(purpose, target), perTarget);

/**
 * Takes one try from each of the target's open codes (unexpired, unused, with tries left) and answers them
 * to compare the guess with: in one statement, the rows locked in one order, each code's tries checked as the
 * guess before left them. So however many guesses come at once, from however many addresses and instances,
 * a code is compared at most `maxTries` times (decision 088); a code with none left is not answered.
 */
export async function takeTries(db: DbOrTx, purpose: Purpose, target: string, maxTries: number) {
  const result = await db.execute(sql`
    update ${otpCodes} set tries = tries + 1
    where id in (
      select id from ${otpCodes}
      where purpose = ${purpose} and target = ${target} and used_at is null and expires_at > now()
        and tries < ${maxTries}
      order by id
      for update)
    returning id, code_hash`);
  return rowsOf<{ id: string; code_hash: string }>(result).map((r) => ({ id: r.id, codeHash: r.code_hash }));
}

/** The tries a right code took are given back: it was no guess (a welcome link's page opened again). */
export async function giveTriesBack(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length)
    await db
      .update(otpCodes)
      .set({ tries: sql`greatest(${otpCodes.tries} - 1, 0)` })
      .where(inArray(otpCodes.id, ids));
}

/** Closes a code; answers false when another call closed it first (single use). */
export async function closeOtp(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.usedAt)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

/** Closes every open code of a target for a purpose (a removed colleague's welcome links). */
export async function closeOpenOtps(db: DbOrTx, purpose: Purpose, target: string): Promise<void> {
  await db
    .update(otpCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(otpCodes.purpose, purpose), eq(otpCodes.target, target), isNull(otpCodes.usedAt)));
}
