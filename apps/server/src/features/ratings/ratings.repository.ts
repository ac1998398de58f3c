import { and, eq, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customers, repairRequests, requestItems, requestRatings, trackingEntries } from '../../db/schema';

export interface SavedRating {
  stars: number;
  comment: string;
  ratedAt: Date;
}

/** A rating's columns: this feature's reads, and the request's view, which joins them (one round trip). */
export const ratingColumns = {
  stars: requestRatings.stars,
  comment: requestRatings.comment,
  ratedAt: requestRatings.createdAt,
};

/** A request's rating, or undefined while it has none. */
export async function findRating(db: DbOrTx, requestId: string): Promise<SavedRating | undefined> {
  const [row] = await db.select(ratingColumns).from(requestRatings).where(eq(requestRatings.requestId, requestId));
  return row;
}

/**
 * Stores the rating unless the request has one: the primary key decides, so the same link used twice (or
 * twice at once) keeps the first. Answers the stored row, or undefined when one was there already.
 */
export async function insertRating(db: DbOrTx, requestId: string, stars: number, comment: string, at: Date) {
  const [row] = await db
    .insert(requestRatings)
    .values({ requestId, stars, comment, createdAt: at })
    .onConflictDoNothing({ target: requestRatings.requestId })
    .returning(ratingColumns);
  return row;
}

/** What the rating link shows and the alert tells of a request: its code, customer and first delivery. */
export async function requestForRating(db: DbOrTx, requestId: string) {
  const [row] = await db
    .select({
      id: repairRequests.id,
      reqCode: repairRequests.reqCode,
      customerId: repairRequests.customerId,
      customerName: customers.companyName,
      customerCode: customers.code,
      firstDeliveredAt: min(trackingEntries.createdAt),
    })
    .from(repairRequests)
    .innerJoin(customers, eq(customers.id, repairRequests.customerId))
    .leftJoin(requestItems, eq(requestItems.requestId, repairRequests.id))
    .leftJoin(
      trackingEntries,
      and(eq(trackingEntries.itemId, requestItems.id), eq(trackingEntries.status, 'delivered')),
    )
    .where(eq(repairRequests.id, sql`${requestId}::uuid`))
    .groupBy(repairRequests.id, customers.id);
  return row;
}
