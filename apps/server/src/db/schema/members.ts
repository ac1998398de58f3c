import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers, users } from './auth';
import { createdAt } from './columns';

/**
 * The people of a customer's account and their role in it (decision 049). The owner is the one who
 * signed the customer up (or the account staff created); one owner per customer, and for now a user
 * belongs to one customer at most (`users.customer_id` says the same and is what a session reads).
 */
export const customerMembers = pgTable(
  'customer_members',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role', { enum: ['owner', 'member'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.userId] }),
    uniqueIndex('customer_members_user_key').on(t.userId),
    uniqueIndex('customer_members_owner_key').on(t.customerId).where(sql`${t.role} = 'owner'`),
    check('customer_members_role', sql`${t.role} in ('owner', 'member')`),
  ],
);
