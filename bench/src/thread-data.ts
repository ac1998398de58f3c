import type { Db } from '../../apps/server/src/db/client';
import { insertMessage } from '../../apps/server/src/features/conversations/conversations.repository';

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
  return (Date.now() - t0) / 1000;
}
