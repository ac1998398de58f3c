import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { phoneOutbox } from '../../db/schema';
import { rowsFromDoc } from '../../db/sql/doc-write';
import { type Gather, gather } from '../../db/sql/gather';

export type NewPhoneRow = Pick<
  typeof phoneOutbox.$inferInsert,
  | 'dedupeKey'
  | 'messageKey'
  | 'kind'
  | 'channel'
  | 'toPhone'
  | 'params'
  | 'sensitive'
  | 'fallback'
  | 'requestId'
  | 'language'
  | 'nextAttemptAt'
  | 'freeText'
>;

/** Queues a message on its first channel in the caller's transaction; the same key twice is ignored. */
export async function insertPhoneMessage(tx: DbOrTx, row: NewPhoneRow) {
  await tx.insert(phoneOutbox).values(row).onConflictDoNothing({ target: phoneOutbox.dedupeKey });
}

/** A phone message waiting its window (decision 101): its values are the gathered document's. */
export async function gatherPhoneRow<D>(tx: DbOrTx, row: NewPhoneRow, g: Gather<D>, paramsOf: (doc: D) => string[]) {
  const mergeKey = g.key;
  await gather(tx, phoneOutbox, g, {
    async insert(doc, due) {
      const rows = await tx
        .insert(phoneOutbox)
        .values({ ...row, params: paramsOf(doc), mergeKey, mergeDoc: doc, nextAttemptAt: due })
        .onConflictDoNothing()
        .returning({ id: phoneOutbox.id });
      return rows.length > 0;
    },
    async update(id, doc, due) {
      await tx
        .update(phoneOutbox)
        .set({ params: paramsOf(doc), mergeDoc: doc, nextAttemptAt: due, updatedAt: sql`now()` })
        .where(eq(phoneOutbox.id, id));
    },
  });
}

const PHONE_FIELDS = [
  'dedupeKey',
  'messageKey',
  'kind',
  'channel',
  'toPhone',
  'params',
  'sensitive',
  'fallback',
  'requestId',
  'language',
] as const;
/** Phone messages in a write's document (`docWrite`), queued like `insertPhoneMessage`. */
export const phonesFromDoc = () =>
  rowsFromDoc(phoneOutbox, 'phones', PHONE_FIELDS, sql` on conflict (dedupe_key) do nothing`);

export type ClaimedPhone = {
  id: number;
  kind: string;
  channel: 'whatsapp' | 'sms';
  to_phone: string;
  params: string[];
  attempts: number;
  language: 'en' | 'ta';
  /** A staff reply's free-form words while the customer's window is open (decision 073). */
  free_text: string | null;
};

/** Takes up to `limit` due messages for `leaseSeconds`, as the mail outbox does (SKIP LOCKED, leases). */
export async function claimDuePhones(db: DbOrTx, limit: number, leaseSeconds: number): Promise<ClaimedPhone[]> {
  const result = await db.execute(sql`
    update ${phoneOutbox} set locked_until = now() + make_interval(secs => ${leaseSeconds}),
      attempts = attempts + 1, updated_at = now(), merge_key = null
    where id in (
      select id from ${phoneOutbox}
      where state = 'queued' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
      order by next_attempt_at, id limit ${limit}
      for update skip locked)
    returning id, kind, channel, to_phone, params, attempts, language, free_text`);
  return rowsOf<ClaimedPhone>(result).map((r) => ({ ...r, id: Number(r.id) }));
}

/** The provider took it: from now on its reports move the state. */
export async function markPhoneSent(db: DbOrTx, id: number, providerId: string) {
  await db
    .update(phoneOutbox)
    .set({
      state: sql`case when ${phoneOutbox.state} = 'queued' then 'sent' else ${phoneOutbox.state} end`,
      providerId,
      sentAt: sql`now()`,
      lockedUntil: null,
      lastError: null,
      updatedAt: sql`now()`,
    })
    .where(eq(phoneOutbox.id, id));
}

export async function retryPhoneLater(db: DbOrTx, id: number, error: string, retryInSeconds: number) {
  await db
    .update(phoneOutbox)
    .set({
      nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
      lockedUntil: null,
      lastError: error,
      updatedAt: sql`now()`,
    })
    .where(eq(phoneOutbox.id, id));
}

/**
 * Marks a message failed on its channel with the provider's reason and, in the same transaction, queues
 * it on the next channel of its order (once: the next row's key is the message's key with that channel).
 */
export async function failPhone(tx: DbOrTx, id: number, reason: string) {
  await tx.execute(sql`
    insert into ${phoneOutbox} (dedupe_key, message_key, kind, channel, to_phone, params, sensitive, fallback, request_id, language)
    select message_key || ':' || fallback[1], message_key, kind, fallback[1], to_phone, params, sensitive,
      coalesce(fallback[2:], '{}'), request_id, language
    from ${phoneOutbox} where id = ${id} and cardinality(fallback) > 0 and state <> 'failed'
    on conflict (dedupe_key) do nothing`);
  await tx
    .update(phoneOutbox)
    .set({
      state: 'failed',
      lastError: reason.slice(0, 500),
      lockedUntil: null,
      updatedAt: sql`now()`,
      params: sql`case when ${phoneOutbox.sensitive} then '[]'::jsonb else ${phoneOutbox.params} end`,
    })
    .where(eq(phoneOutbox.id, id));
}

/**
 * Meta's 24-hour rule refused a free-form reply (131047 "Re-engagement message"): the same message goes again
 * at once as its approved template (decision 073), instead of failing on to the next channel.
 */
export async function backToTemplate(tx: DbOrTx, id: number, reason: string) {
  await tx
    .update(phoneOutbox)
    .set({
      freeText: null,
      state: 'queued',
      providerId: null,
      lockedUntil: null,
      nextAttemptAt: sql`now()`,
      lastError: reason.slice(0, 500),
      updatedAt: sql`now()`,
    })
    .where(eq(phoneOutbox.id, id));
}

/** Meta's error for a free-form message outside the customer's 24-hour window. */
export const isReengagement = (reason: string | null) => /^131047\b/.test(reason ?? '');

async function findByProviderId(tx: DbOrTx, channel: 'whatsapp' | 'sms', providerId: string) {
  const [row] = await tx
    .select({ id: phoneOutbox.id, state: phoneOutbox.state, freeText: phoneOutbox.freeText })
    .from(phoneOutbox)
    .where(and(eq(phoneOutbox.channel, channel), eq(phoneOutbox.providerId, providerId)))
    .for('update');
  return row;
}

/** Codes that were sent but never reported delivered: not kept readable past their 10 minutes. */
export async function forgetOldCodes(db: DbOrTx) {
  await db.execute(sql`
    update ${phoneOutbox} set params = '[]'::jsonb
    where sensitive and params <> '[]'::jsonb and created_at < now() - interval '15 minutes'`);
}

export async function deliveriesOfRequest(db: DbOrTx, requestId: string) {
  return db
    .select()
    .from(phoneOutbox)
    .where(eq(phoneOutbox.requestId, requestId))
    .orderBy(asc(phoneOutbox.createdAt), asc(phoneOutbox.id));
}

const RANK = { queued: 0, sent: 1, delivered: 2, read: 3, failed: -1 } as const;
export type ReportedState = 'sent' | 'delivered' | 'read' | 'failed';

/**
 * A provider's report on a message. States only move on (a late "sent" after "delivered" is ignored);
 * a failure counts only before the message was delivered, and hands it to the next channel.
 * Answers false when no message of ours has that id.
 */
export async function applyReport(
  tx: DbOrTx,
  channel: 'whatsapp' | 'sms',
  providerId: string,
  state: ReportedState,
  reason: string | null,
): Promise<boolean> {
  const row = await findByProviderId(tx, channel, providerId);
  if (!row) return false;
  if (state === 'failed') {
    if (row.freeText !== null && isReengagement(reason)) await backToTemplate(tx, row.id, reason ?? '');
    else if (row.state === 'queued' || row.state === 'sent') await failPhone(tx, row.id, reason ?? 'failed');
  } else if (RANK[state] > RANK[row.state]) {
    await tx
      .update(phoneOutbox)
      .set({
        state,
        updatedAt: sql`now()`,
        params: sql`case when ${phoneOutbox.sensitive} and ${state} <> 'sent' then '[]'::jsonb else ${phoneOutbox.params} end`,
      })
      .where(eq(phoneOutbox.id, row.id));
  }
  return true;
}
