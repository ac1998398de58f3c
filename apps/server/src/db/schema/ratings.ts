import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { repairRequests } from './requests';

/**
 * The customer's rating of a request after delivery (issue 28): one per request, given through the signed
 * one-tap link without signing in; the primary key makes a second use of the link count once.
 */
export const requestRatings = pgTable(
  'request_ratings',
  {
    requestId: uuid('request_id')
      .primaryKey()
      .references(() => repairRequests.id),
    stars: smallint('stars').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [check('request_ratings_stars', sql`${t.stars} between 1 and 5`)],
);
