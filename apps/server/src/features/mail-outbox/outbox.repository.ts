import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { mailOutbox } from '../../db/schema';
import { rowsFromDoc } from '../../db/sql/doc-write';
import { type Gather, gather } from '../../db/sql/gather';

export interface OutboxMail {
  dedupeKey: string;
  toAddress: string;
  subject: string;
  body: string;
  attachInvoice?: string | null;
  /** Not sent before this time (a mail that waits, e.g. the rating link a day after delivery); now if unset. */
  nextAttemptAt?: Date;
}

/**
 * Queues a mail in the caller's transaction; a second mail with the same key is ignored. Answers whether
 * this call queued it.
 */
export async function enqueueMail(tx: DbOrTx, mail: OutboxMail): Promise<boolean> {
  const rows = await tx
    .insert(mailOutbox)
    .values(mail)
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/**
 * Queues a mail that waits `g.windowSeconds` for others of the same key and goes as one (decision 101):
 * `render` writes its subject and body from the document gathered so far. No window: `enqueueMail`.
 */
export async function gatherMail<D>(
  tx: DbOrTx,
  mail: OutboxMail,
  g: Gather<D>,
  render: (doc: D) => { subject: string; body: string },
): Promise<void> {
  if (g.windowSeconds === 0) {
    await enqueueMail(tx, mail);
    return;
  }
  await gather(tx, mailOutbox, g, {
    async insert(doc, due) {
      const rows = await tx
        .insert(mailOutbox)
        .values({ ...mail, ...render(doc), mergeKey: g.key, mergeDoc: doc, nextAttemptAt: due })
        .onConflictDoNothing()
        .returning({ id: mailOutbox.id });
      return rows.length > 0;
    },
    async update(id, doc, due) {
      await tx
        .update(mailOutbox)
        .set({ ...render(doc), mergeDoc: doc, nextAttemptAt: due })
        .where(eq(mailOutbox.id, id));
    },
  });
}

/** Mails in a write's document (`docWrite`), queued like `enqueueMail`. */
export const mailsFromDoc = () =>
  rowsFromDoc(
    mailOutbox,
    'mails',
    ['dedupeKey', 'toAddress', 'subject', 'body'],
    sql` on conflict (dedupe_key) do nothing`,
  );

export type ClaimedMail = {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  attach_invoice: string | null;
  attempts: number;
};

/**
 * Takes up to `limit` due mails for `leaseSeconds`. SKIP LOCKED lets several instances share the outbox
 * without two of them taking the same row; a row whose lease ran out (its worker died) is due again.
 */
export async function claimDue(db: DbOrTx, limit: number, leaseSeconds: number): Promise<ClaimedMail[]> {
  const result = await db.execute(sql`
    update ${mailOutbox} set locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1,
      merge_key = null
    where id in (
      select id from ${mailOutbox}
      where sent_at is null and failed_at is null and next_attempt_at <= now()
        and (locked_until is null or locked_until < now())
      order by next_attempt_at, id limit ${limit}
      for update skip locked)
    returning id, to_address, subject, body, attach_invoice, attempts`);
  return rowsOf<ClaimedMail>(result).map((r) => ({ ...r, id: Number(r.id) }));
}

export async function markSent(db: DbOrTx, id: number) {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** Tries again later, with a growing pause; after the last attempt the mail is kept as failed. */
export async function markFailed(db: DbOrTx, id: number, error: string, retryInSeconds: number | null) {
  await db
    .update(mailOutbox)
    .set(
      retryInSeconds === null
        ? { failedAt: sql`now()`, lockedUntil: null, lastError: error }
        : {
            nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
            lockedUntil: null,
            lastError: error,
          },
    )
    .where(eq(mailOutbox.id, id));
}
