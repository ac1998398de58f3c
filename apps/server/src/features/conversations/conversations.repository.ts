import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
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

/** Messages one person wrote in the last minute, across every thread. */
export async function countRecentByAuthor(db: DbOrTx, authorId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(threadMessages)
    .where(and(eq(threadMessages.authorId, authorId), sql`${threadMessages.createdAt} > now() - interval '1 minute'`));
  return row?.n ?? 0;
}

/**
 * Adds a message and settles its thread in the caller's transaction. The thread's row is written by an
 * upsert, which locks it: messages to one request settle one after another, so its counts stay exact. A
 * customer's message starts the wait for a reply (if none is running); a staff message ends it.
 */
export async function insertMessage(tx: DbOrTx, m: NewMessage) {
  const [row] = await tx.insert(threadMessages).values(m).returning();
  if (!row) throw new Error('message insert returned no row');
  const customer = m.side === 'customer';
  await tx
    .insert(requestThreads)
    .values({
      requestId: m.requestId,
      awaitingSince: customer ? row.createdAt : null,
      lastMessageAt: row.createdAt,
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
    });
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
 * Marks the other side's messages read, once, and clears the reader's unread count: a no-op (no write)
 * when nothing was unread.
 */
export async function markRead(tx: DbOrTx, requestId: string, reader: Side) {
  const [thread] = await tx
    .select({ customer: requestThreads.unreadForCustomer, staff: requestThreads.unreadForStaff })
    .from(requestThreads)
    .where(eq(requestThreads.requestId, requestId));
  if (!thread || (reader === 'customer' ? thread.customer : thread.staff) === 0) return;
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

const itemLabel = sql<string | null>`case when ${requestItems.id} is null then null
  else ${requestItems.lineNo}::text || '. ' || ${itemMaster.name} || ', ' || ${brandMaster.name} end`;

/** The newest `limit` messages of a request, oldest first, with the item each is about. */
export async function messagesOf(db: DbOrTx, requestId: string, limit: number) {
  const rows = await db
    .select({
      id: threadMessages.id,
      side: threadMessages.side,
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
    .where(eq(threadMessages.requestId, requestId))
    .orderBy(desc(threadMessages.createdAt), desc(threadMessages.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit).reverse(), earlier: rows.length > limit };
}

/** The files of the given messages, in the order they were uploaded. */
export async function filesOf(db: DbOrTx, messageIds: string[]) {
  if (!messageIds.length) return [];
  return db
    .select({ id: itemImages.id, messageId: itemImages.messageId, contentType: itemImages.contentType })
    .from(itemImages)
    .where(inArray(itemImages.messageId, messageIds))
    .orderBy(asc(itemImages.createdAt));
}

/** One message with its item's label (the answer to a post). */
export async function messageById(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: threadMessages.id,
      side: threadMessages.side,
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
    .where(eq(threadMessages.id, id));
  return row;
}
export type MessageRow = NonNullable<Awaited<ReturnType<typeof messageById>>>;

/** The requests among `requestIds` with messages the reader's side has not read, and how many. */
export async function unreadOf(db: DbOrTx, requestIds: string[], reader: Side) {
  if (!requestIds.length) return [];
  const count = reader === 'customer' ? requestThreads.unreadForCustomer : requestThreads.unreadForStaff;
  return db
    .select({ requestId: requestThreads.requestId, n: count })
    .from(requestThreads)
    .where(and(inArray(requestThreads.requestId, requestIds), sql`${count} > 0`));
}
