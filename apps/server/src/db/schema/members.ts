import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers, users } from './auth';
import { createdAt } from './columns';

/**
 * The people of a customer's account and their role in it (decisions 049, 067). The owner, the account
 * admin, is the one who signed the customer up (or the account staff created); one owner per customer. The
 * owner invites colleagues: a `member` raises requests, an `approver` also answers charges and sees invoices.
 * A user belongs to one customer at most (`users.customer_id` says the same and is what a session reads).
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
    role: text('role', { enum: ['owner', 'approver', 'member'] }).notNull(),
    /** Who invited them (null: the owner, and members from before invitations). */
    invitedBy: uuid('invited_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.userId] }),
    uniqueIndex('customer_members_user_key').on(t.userId),
    uniqueIndex('customer_members_owner_key').on(t.customerId).where(sql`${t.role} = 'owner'`),
    check('customer_members_role', sql`${t.role} in ('owner', 'approver', 'member')`),
  ],
);
