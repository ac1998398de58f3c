import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { whatsappInbox } from '../../db/schema';

// The customers' WhatsApp messages as the webhook reads them (decision 073): kept once, held, placed.

/** Whether a WhatsApp message was handled already (Meta may post it again). */
export async function inboxHas(db: DbOrTx, providerId: string) {
  const [row] = await db
    .select({ id: whatsappInbox.id })
    .from(whatsappInbox)
    .where(eq(whatsappInbox.providerId, providerId));
  return Boolean(row);
}

export function keepInbound(tx: DbOrTx, row: typeof whatsappInbox.$inferInsert) {
  return tx.insert(whatsappInbox).values(row).onConflictDoNothing({ target: whatsappInbox.providerId }).returning();
}

/**
 * The customer whose account confirmed `phone` (E.164) as its mobile, with its owner and whether it opted in:
 * a number is one account's once confirmed (decision 089), and nobody's before.
 */
export async function customerByPhone(db: DbOrTx, phone: string) {
  const res = await db.execute(sql`
    select c.id as customer_id, c.company_name as name, c.whatsapp_opt_in_at is not null as opted_in,
      cm.user_id as owner_id, coalesce(u.language, 'en') as language, u.active as active
    from customers c
    left join customer_members cm on cm.customer_id = c.id and cm.role = 'owner'
    left join users u on u.id = cm.user_id
    where c.mobile = ${phone} and c.mobile_verified_at is not null`);
  const [row] = rowsOf<{
    customer_id: string;
    name: string;
    opted_in: boolean;
    owner_id: string | null;
    language: 'en' | 'ta';
    active: boolean | null;
  }>(res);
  return row;
}

/** A customer's requests, the most recently active first (its last message, else its creation), open or not. */
export async function requestsForInbound(db: DbOrTx, customerId: string) {
  const res = await db.execute(sql`
    select r.id, r.req_code, r.group_status <> 'completed' as open,
      greatest(r.created_at, coalesce(t.last_message_at, r.created_at)) as active_at
    from repair_requests r left join request_threads t on t.request_id = r.id
    where r.customer_id = ${customerId}
    order by active_at desc, r.id desc
    limit 200`);
  return rowsOf<{ id: string; req_code: string; open: boolean; active_at: unknown }>(res);
}

/** The messages from `phone` held while the customer picks a request, oldest first (the last 24 hours). */
export function heldFrom(db: DbOrTx, phone: string) {
  return db
    .select()
    .from(whatsappInbox)
    .where(
      and(
        eq(whatsappInbox.fromPhone, phone),
        eq(whatsappInbox.outcome, 'asked'),
        sql`${whatsappInbox.createdAt} > now() - interval '24 hours'`,
      ),
    )
    .orderBy(asc(whatsappInbox.id));
}

export async function markHeldPlaced(tx: DbOrTx, id: number, requestId: string, messageId: string | null) {
  await tx.update(whatsappInbox).set({ outcome: 'thread', requestId, messageId }).where(eq(whatsappInbox.id, id));
}

/** Whether `phone` wrote to us (a message we kept) within the last 24 hours: its WhatsApp service window. */
export async function windowOpen(db: DbOrTx, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ id: whatsappInbox.id })
    .from(whatsappInbox)
    .where(
      and(
        eq(whatsappInbox.fromPhone, phone),
        ne(whatsappInbox.outcome, 'aside'),
        sql`${whatsappInbox.createdAt} > now() - interval '24 hours'`,
      ),
    )
    .limit(1);
  return Boolean(row);
}
