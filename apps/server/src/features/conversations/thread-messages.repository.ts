import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { brandMaster, itemImages, itemMaster, requestItems, threadMessages } from '../../db/schema';

// Reading a conversation's messages: a page of a thread, the customer's unanswered ones, one by its id; each
// with the item it is about and its files (decision 086).

// With the model and serial number: two laptops of one brand on a request must read apart (a trial's
// "1. Laptop, Acer" and "2. Laptop, Acer").
const itemLabel = sql<string | null>`case when ${requestItems.id} is null then null
  else ${requestItems.lineNo}::text || '. ' || ${itemMaster.name} || ', ' || ${brandMaster.name}
    || ' ' || ${requestItems.modelNumber} || ' (' || ${requestItems.serialNumber} || ')' end`;

/** A message's file as its row names it. */
interface FileRow {
  id: string;
  contentType: string;
  fileName: string | null;
}
// Each message's files, in the order they were uploaded, in the message's own row: a thread's read is one
// statement, not two (every statement costs a round trip: decision 086).
const messageFiles = sql<FileRow[]>`(select coalesce(json_agg(json_build_object('id', f.id,
    'contentType', f.content_type, 'fileName', f.file_name) order by f.created_at), '[]'::json)
  from ${itemImages} f where f.message_id = ${threadMessages.id})`;

/** Messages with the item each is about (its label as the item's card names it). */
function messageQuery(db: DbOrTx) {
  return db
    .select({
      id: threadMessages.id,
      requestId: threadMessages.requestId,
      seq: threadMessages.seq,
      side: threadMessages.side,
      authorId: threadMessages.authorId,
      authorName: threadMessages.authorName,
      channel: threadMessages.channel,
      body: threadMessages.body,
      itemId: threadMessages.itemId,
      itemLabel,
      createdAt: threadMessages.createdAt,
      readAt: threadMessages.readAt,
      files: messageFiles,
    })
    .from(threadMessages)
    .leftJoin(requestItems, eq(requestItems.id, threadMessages.itemId))
    .leftJoin(itemMaster, eq(itemMaster.id, requestItems.itemId))
    .leftJoin(brandMaster, eq(brandMaster.id, requestItems.brandId))
    .$dynamic();
}

/**
 * A page of a request's messages, oldest first: the newest `limit` (before the message numbered `before`,
 * when given), with whether earlier ones remain. A thread's `seq` numbers its messages, so a page read while
 * new messages arrive neither skips nor repeats one.
 */
export async function messagesOf(db: DbOrTx, requestId: string, limit: number, before?: number) {
  // The page's messages are picked from the thread's (request, seq) index first and only they are joined to
  // their items: a join before the limit read the whole thread (6 ms for 8,500 messages, decision 086).
  const query = preparedOnce(db, 'thread_page', (name) => {
    const page = db
      .select({ id: threadMessages.id })
      .from(threadMessages)
      .where(
        and(
          eq(threadMessages.requestId, sql.placeholder('requestId')),
          lt(threadMessages.seq, sql.placeholder('before')),
        ),
      )
      .orderBy(desc(threadMessages.seq))
      .limit(sql.placeholder('limit'));
    return messageQuery(db).where(inArray(threadMessages.id, page)).orderBy(desc(threadMessages.seq)).prepare(name);
  });
  // No `before`: past the largest message number (an int).
  const rows = await query.execute({ requestId, before: before ?? 2_147_483_647, limit: limit + 1 });
  return { rows: rows.slice(0, limit).reverse(), earlier: rows.length > limit };
}

/**
 * The customer's messages since the last staff answer on each of the requests, oldest first: the newest
 * `limit` of each. A thread's `seq` counts its messages without gaps, so the last `limit` of them after the
 * last staff message are exactly these (every message after that one is the customer's).
 */
export async function waitingOf(db: DbOrTx, requestIds: string[], limit: number) {
  if (!requestIds.length) return [];
  return messageQuery(db)
    .where(
      and(
        inArray(threadMessages.requestId, requestIds),
        sql`${threadMessages.seq} > (select greatest(coalesce(max(s.seq) filter (where s.side = 'staff'), 0),
          max(s.seq) - ${limit}) from thread_messages s where s.request_id = ${threadMessages.requestId})`,
      ),
    )
    .orderBy(asc(threadMessages.requestId), asc(threadMessages.seq));
}

/** One message with its item's label (the answer to a post). */
export async function messageById(db: DbOrTx, id: string) {
  const [row] = await messageQuery(db).where(eq(threadMessages.id, id));
  return row;
}
export type MessageRow = NonNullable<Awaited<ReturnType<typeof messageById>>>;
