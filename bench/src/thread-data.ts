import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { conversationQueries } from '../../apps/server/src/features/conversations';

const { insertMessage } = conversationQueries;

/**
 * A request's conversation of `n` messages, the customer and the desk in turn, written as the app writes
 * them (each message and its thread row in one transaction): the bench's thread to read. Answers seconds.
 */
export async function seedThread(db: Db, requestId: string, n: number): Promise<number> {
  const t0 = Date.now();
  for (let i = 0; i < n; i++) {
    const side = i % 2 ? 'staff' : 'customer';
    await db.transaction((tx) =>
      insertMessage(tx, {
        requestId,
        itemId: null,
        side,
        authorId: null,
        authorName: side === 'staff' ? 'Desk' : 'Customer',
        channel: 'web',
        body: `Message ${i + 1}: is the charger needed? See https://example.com/${i}`,
      }),
    );
  }
  // The statistics as autovacuum would keep them: the seed's analyze saw no messages, and with none the
  // planner reads the whole thread before its limit (decision 086).
  await db.execute(sql`analyze thread_messages, request_threads`);
  return (Date.now() - t0) / 1000;
}
