import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedOnce, runPrepared } from '../../db/prepared';
import { rowsOf } from '../../db/rows';
import { itemImages, repairRequests, requestItems, requestThreads, threadMessages, users } from '../../db/schema';
import { takeSql } from '../../db/sql/rate-window';

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

/**
 * The request a conversation is on, when the reader may see it (a customer: their own; staff: `customerId`
 * null), with what each side has not read: only what a thread's read and write need, in one statement.
 */
export async function threadRequestOf(db: DbOrTx, reqCode: string, customerId: string | null) {
  // Prepared (decision 028): every read and write of a thread starts here.
  const query = preparedOnce(db, customerId ? 'thread_request_own' : 'thread_request_any', (name) =>
    db
      .select({
        id: repairRequests.id,
        reqCode: repairRequests.reqCode,
        customerId: repairRequests.customerId,
        unreadForCustomer: sql<number>`coalesce(${requestThreads.unreadForCustomer}, 0)`,
        unreadForStaff: sql<number>`coalesce(${requestThreads.unreadForStaff}, 0)`,
      })
      .from(repairRequests)
      .leftJoin(requestThreads, eq(requestThreads.requestId, repairRequests.id))
      .where(
        and(
          eq(repairRequests.reqCode, sql.placeholder('reqCode')),
          customerId ? eq(repairRequests.customerId, sql.placeholder('customerId')) : undefined,
        ),
      )
      .prepare(name),
  );
  const [row] = await query.execute({ reqCode, customerId });
  return row;
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
  const query = preparedOnce(db, 'author_name', (name) =>
    db
      .select({ name: users.displayName })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare(name),
  );
  const [row] = await query.execute({ userId });
  return row?.name ?? '';
}

type MessageInsert = typeof threadMessages.$inferSelect;

/** The messages one person may write in a minute (decision 070), counted with the write (decision 088). */
const MESSAGE_WINDOW_SECONDS = 60;

/**
 * Adds a message and settles its thread in one statement, atomic on its own (so a post with nothing else to
 * write needs no transaction; in a caller's transaction it is part of it). The thread's row is written first,
 * by an upsert, which locks it: messages to one request settle one after another, each takes the next `seq`
 * in that order, and the thread's wait and counts are exactly what its messages in `seq` order say. A
 * customer's message starts the wait for a reply (if none is running); a staff message ends it. Prepared,
 * one statement per side (decision 086).
 *
 * With `perMinute`, the statement first takes one from its author's window of messages (decision 088): the
 * message is written only when the window had room, so messages sent at once never pass the limit; answers
 * null when it had none (nothing written).
 */
export async function insertMessage(tx: DbOrTx, m: NewMessage): Promise<MessageInsert>;
export async function insertMessage(tx: DbOrTx, m: NewMessage, perMinute: number): Promise<MessageInsert | null>;
export async function insertMessage(tx: DbOrTx, m: NewMessage, perMinute?: number): Promise<MessageInsert | null> {
  const customer = m.side === 'customer';
  const limited = perMinute !== undefined && m.authorId !== null;
  const p = (name: string) => sql.placeholder(name);
  const taken = limited
    ? sql`taken as (${takeSql(sql`'messages:' || ${p('authorId')}::text`, p('perMinute'), MESSAGE_WINDOW_SECONDS)}), `
    : sql``;
  const result = await runPrepared(
    tx,
    `message_insert_${customer ? 'customer' : 'staff'}${limited ? '_limited' : ''}`,
    () => sql`with ${taken}settled as (
        insert into ${requestThreads} (request_id, awaiting_since, last_message_at, unread_for_customer,
          unread_for_staff, message_count)
        select ${p('requestId')}::uuid, ${customer ? sql`now()` : sql`null::timestamptz`}, now(),
          ${sql.raw(customer ? '0' : '1')}, ${sql.raw(customer ? '1' : '0')}, 1${limited ? sql` from taken` : sql``}
        on conflict (request_id) do update set
          awaiting_since = ${customer ? sql`coalesce(${requestThreads.awaitingSince}, excluded.awaiting_since)` : sql`null::timestamptz`},
          last_message_at = greatest(${requestThreads.lastMessageAt}, excluded.last_message_at),
          unread_for_customer = ${requestThreads.unreadForCustomer} + excluded.unread_for_customer,
          unread_for_staff = ${requestThreads.unreadForStaff} + excluded.unread_for_staff,
          message_count = ${requestThreads.messageCount} + 1
        returning message_count)
      insert into ${threadMessages} (request_id, item_id, side, author_id, author_name, channel, body, seq)
      select ${p('requestId')}, ${p('itemId')}, ${sql.raw(customer ? "'customer'" : "'staff'")}, ${p('authorId')},
        ${p('authorName')}, ${p('channel')}, ${p('body')}, message_count from settled
      returning id, request_id, item_id, side, author_id, author_name, channel, body, seq, read_at, created_at`,
    {
      requestId: m.requestId,
      itemId: m.itemId,
      authorId: m.authorId,
      authorName: m.authorName,
      channel: m.channel,
      body: m.body,
      ...(limited ? { perMinute } : {}),
    },
  );
  const [r] = rowsOf<Record<string, unknown>>(result);
  if (!r) {
    if (limited) return null;
    throw new Error('message insert returned no row');
  }
  return {
    id: r.id as string,
    requestId: r.request_id as string,
    itemId: r.item_id as string | null,
    side: r.side as Side,
    authorId: r.author_id as string | null,
    authorName: r.author_name as string,
    channel: r.channel as Channel,
    body: r.body as string,
    seq: Number(r.seq),
    readAt: r.read_at ? new Date(r.read_at as string | Date) : null,
    createdAt: new Date(r.created_at as string | Date),
  };
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

/** How many requests wait for a staff answer: a count of the thread rows that say so (decision 072). */
/** The count of conversations awaiting the desk's reply, as a statement another's read can embed. */
export const awaitingCountSql = () =>
  sql`select count(*)::int from ${requestThreads} where ${requestThreads.awaitingSince} is not null`;

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
  mobile_confirmed: boolean;
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
      c.mobile_verified_at is not null as mobile_confirmed,
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
export type ThreadRequest = NonNullable<Awaited<ReturnType<typeof threadRequestOf>>>;

export { type MessageRow, messageById, messagesOf, waitingOf } from './thread-messages.repository';
