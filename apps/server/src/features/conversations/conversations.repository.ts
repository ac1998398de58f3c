import { and, asc, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  brandMaster,
  itemImages,
  itemMaster,
  requestItems,
  requestThreads,
  threadMessages,
  users,
} from '../../db/schema';

export type Side = 'customer' | 'staff';
type Channel = 'web' | 'tracking' | 'whatsapp';

export interface NewMessage {
  requestId: string;
  itemId: string | null;
  side: Side;
  authorId: string | null;
  authorName: string;
  channel: Channel;
  body: string;
}

/** The item on this request, or undefined: a message is only about one of its own request's items. */
export async function itemOfRequest(db: DbOrTx, requestId: string, itemId: string) {
  const [row] = await db
    .select({ id: requestItems.id })
    .from(requestItems)
    .where(and(eq(requestItems.id, itemId), eq(requestItems.requestId, requestId)));
  return row;
}

export async function displayNameOf(db: DbOrTx, userId: string): Promise<string> {
  const [row] = await db.select({ name: users.displayName }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}

/**
 * Messages one person wrote in the last minute, across every thread, counted up to `upTo`: the rate limit
 * asks only whether the limit is reached, so a person at it costs no more to check than one below it.
 */
export async function countRecentByAuthor(db: DbOrTx, authorId: string, upTo: number): Promise<number> {
  const recent = db
    .select({ one: sql`1` })
    .from(threadMessages)
    .where(and(eq(threadMessages.authorId, authorId), sql`${threadMessages.createdAt} > now() - interval '1 minute'`))
    .limit(upTo)
    .as('recent');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(recent);
  return row?.n ?? 0;
}

/**
 * Adds a message and settles its thread in the caller's transaction. The thread's row is written first, by
 * an upsert, which locks it: messages to one request settle one after another, each takes the next `seq`
 * in that order, and the thread's wait and counts are exactly what its messages in `seq` order say. A
 * customer's message starts the wait for a reply (if none is running); a staff message ends it.
 */
export async function insertMessage(tx: DbOrTx, m: NewMessage) {
  const customer = m.side === 'customer';
  const [thread] = await tx
    .insert(requestThreads)
    .values({
      requestId: m.requestId,
      awaitingSince: customer ? sql`now()` : null,
      lastMessageAt: sql`now()`,
      unreadForCustomer: customer ? 0 : 1,
      unreadForStaff: customer ? 1 : 0,
      messageCount: 1,
    })
    .onConflictDoUpdate({
      target: requestThreads.requestId,
      set: {
        awaitingSince: customer
          ? sql`coalesce(${requestThreads.awaitingSince}, excluded.awaiting_since)`
          : sql`null::timestamptz`,
        lastMessageAt: sql`greatest(${requestThreads.lastMessageAt}, excluded.last_message_at)`,
        unreadForCustomer: sql`${requestThreads.unreadForCustomer} + excluded.unread_for_customer`,
        unreadForStaff: sql`${requestThreads.unreadForStaff} + excluded.unread_for_staff`,
        messageCount: sql`${requestThreads.messageCount} + 1`,
      },
    })
    .returning({ seq: requestThreads.messageCount });
  if (!thread) throw new Error('thread upsert returned no row');
  const [row] = await tx
    .insert(threadMessages)
    .values({ ...m, seq: thread.seq })
    .returning();
  if (!row) throw new Error('message insert returned no row');
  return row;
}

/**
 * Puts the author's finished, unattached uploads on a message; answers how many it took (photos and
 * PDFs alike; a photo already on an item, or another's upload, is not taken).
 */
export async function attachFiles(tx: DbOrTx, messageId: string, fileIds: string[], ownerId: string) {
  if (!fileIds.length) return 0;
  const rows = await tx
    .update(itemImages)
    .set({ messageId })
    .where(
      and(
        inArray(itemImages.id, fileIds),
        eq(itemImages.ownerId, ownerId),
        eq(itemImages.state, 'ready'),
        isNull(itemImages.itemId),
        isNull(itemImages.messageId),
      ),
    )
    .returning({ id: itemImages.id });
  return rows.length;
}

/**
 * Marks the other side's messages read, once, and clears the reader's unread count: no write when nothing
 * was unread.
 */
export async function markRead(tx: DbOrTx, requestId: string, reader: Side) {
  // Nothing unread (most reads): no write and no lock, so readers of one thread never queue behind each other.
  const unread = (t: { customer: number; staff: number } | undefined) =>
    t ? (reader === 'customer' ? t.customer : t.staff) : 0;
  const counts = { customer: requestThreads.unreadForCustomer, staff: requestThreads.unreadForStaff };
  const [seen] = await tx.select(counts).from(requestThreads).where(eq(requestThreads.requestId, requestId));
  if (unread(seen) === 0) return;
  // Then the thread's row, locked: a message written meanwhile waits, so none is marked or counted twice.
  const [thread] = await tx
    .select(counts)
    .from(requestThreads)
    .where(eq(requestThreads.requestId, requestId))
    .for('update');
  if (unread(thread) === 0) return;
  await tx
    .update(threadMessages)
    .set({ readAt: sql`now()` })
    .where(
      and(eq(threadMessages.requestId, requestId), ne(threadMessages.side, reader), isNull(threadMessages.readAt)),
    );
  await tx
    .update(requestThreads)
    .set(reader === 'customer' ? { unreadForCustomer: 0 } : { unreadForStaff: 0 })
    .where(eq(requestThreads.requestId, requestId));
}

// With the model and serial number: two laptops of one brand on a request must read apart (a trial's
// "1. Laptop, Acer" and "2. Laptop, Acer").
const itemLabel = sql<string | null>`case when ${requestItems.id} is null then null
  else ${requestItems.lineNo}::text || '. ' || ${itemMaster.name} || ', ' || ${brandMaster.name}
    || ' ' || ${requestItems.modelNumber} || ' (' || ${requestItems.serialNumber} || ')' end`;

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
  const rows = await messageQuery(db)
    .where(
      and(eq(threadMessages.requestId, requestId), before === undefined ? undefined : lt(threadMessages.seq, before)),
    )
    .orderBy(desc(threadMessages.seq))
    .limit(limit + 1);
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

/** The files of the given messages, in the order they were uploaded. */
export async function filesOf(db: DbOrTx, messageIds: string[]) {
  if (!messageIds.length) return [];
  return db
    .select({
      id: itemImages.id,
      messageId: itemImages.messageId,
      contentType: itemImages.contentType,
      fileName: itemImages.fileName,
    })
    .from(itemImages)
    .where(inArray(itemImages.messageId, messageIds))
    .orderBy(asc(itemImages.createdAt));
}

/** One message with its item's label (the answer to a post). */
export async function messageById(db: DbOrTx, id: string) {
  const [row] = await messageQuery(db).where(eq(threadMessages.id, id));
  return row;
}
export type MessageRow = NonNullable<Awaited<ReturnType<typeof messageById>>>;
export type FileRow = Awaited<ReturnType<typeof filesOf>>[number];

/** How many requests wait for a staff answer: a count of the thread rows that say so (decision 072). */
export async function awaitingCount(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(requestThreads)
    .where(sql`${requestThreads.awaitingSince} is not null`);
  return row?.n ?? 0;
}

export interface AwaitingRow {
  request_id: string;
  cursor_at: string;
  awaiting_since: Date | string;
  req_code: string;
  customer_name: string;
  customer_code: string;
  language: 'en' | 'ta';
  last_message: string;
  item_label: string | null;
  item_id: string | null;
  waiting_messages: number;
  branch_id: number | null;
  whatsapp_opted_in: boolean;
  customer_active: boolean;
}

/**
 * The requests waiting for a staff answer, the longest wait first, after the cursor (keyset on
 * awaiting_since and the request's id, the partial index's order), with the customer's latest message and
 * whether they take WhatsApp (the channels a reply reaches them by).
 * `before`: only the waits that started at or before it (the digest's working day).
 */
export async function awaitingPage(
  db: DbOrTx,
  o: { after?: { at: string; id: string }; limit: number; before?: Date },
): Promise<AwaitingRow[]> {
  const after = o.after
    ? sql`and (t.awaiting_since, t.request_id) > (${o.after.at}::timestamptz, ${o.after.id}::uuid)`
    : sql``;
  const before = o.before ? sql`and t.awaiting_since <= ${o.before.toISOString()}::timestamptz` : sql``;
  const res = await db.execute(sql`
    select t.request_id, t.awaiting_since,
      to_char(t.awaiting_since at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at,
      r.req_code, c.company_name as customer_name, c.code as customer_code,
      coalesce(u.language, 'en') as language, c.whatsapp_opt_in_at is not null as whatsapp_opted_in,
      -- The tracking link's rule (tracking.repository): the customer and its account admin both active.
      (c.active and coalesce(u.active, false)) as customer_active,
      left(last.body, 300) as last_message, last.item_id,
      case when i.id is null then null else i.line_no::text || '. ' || im.name || ', ' || bm.name end as item_label,
      (select count(*)::int from thread_messages w
        where w.request_id = t.request_id and w.side = 'customer' and w.created_at >= t.awaiting_since) as waiting_messages,
      (select ri.branch_id from request_items ri
        where ri.request_id = t.request_id and ri.branch_id is not null order by ri.line_no limit 1) as branch_id
    from request_threads t
    join repair_requests r on r.id = t.request_id
    join customers c on c.id = r.customer_id
    left join customer_members cm on cm.customer_id = c.id and cm.role = 'owner'
    left join users u on u.id = cm.user_id
    left join lateral (
      select m.body, m.item_id from thread_messages m
      where m.request_id = t.request_id and m.side = 'customer'
      order by m.seq desc limit 1) last on true
    left join request_items i on i.id = last.item_id
    left join item_master im on im.id = i.item_id
    left join brand_master bm on bm.id = i.brand_id
    where t.awaiting_since is not null ${after} ${before}
    order by t.awaiting_since, t.request_id
    limit ${o.limit}`);
  return rowsOf<AwaitingRow>(res);
}
