import { DEFAULT_TURNAROUND_DAYS, DEFAULT_WORKING_CALENDAR, type TWorkingCalendar } from '@svc/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';

export const customerCodeSeq = pgSequence('customer_code_seq', { startWith: 1 });
export const employeeCodeSeq = pgSequence('employee_code_seq', { startWith: 1 });

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    companyName: text('company_name').notNull(),
    gstin: text('gstin').notNull(),
    mobile: text('mobile').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    contactPerson: text('contact_person').notNull(),
    email: text('email').notNull(),
    pincode: text('pincode').notNull(),
    stateCode: text('state_code').notNull(),
    active: boolean('active').notNull().default(true),
    /** When the customer agreed to WhatsApp messages; null before that and after they withdraw. */
    whatsappOptInAt: ts('whatsapp_opt_in_at'),
    /**
     * When the account's admin confirmed a code sent to `mobile` (decision 089): only then is the number
     * theirs for WhatsApp and SMS, both ways. Null for a number not confirmed (set by staff, changed, or
     * confirmed since by another account).
     */
    mobileVerifiedAt: ts('mobile_verified_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // Unregistered customers (added by staff) have no GSTIN; a registered one belongs to one customer.
    uniqueIndex('customers_gstin_key').on(t.gstin).where(sql`${t.gstin} <> ''`),
    uniqueIndex('customers_email_key').on(sql`lower(${t.email})`),
    // A confirmed number belongs to one account at a time (decision 089).
    uniqueIndex('customers_verified_mobile_key').on(t.mobile).where(sql`${t.mobileVerifiedAt} is not null`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    /** customercode of the session record: the customer's code, or the employee code for staff and admin. */
    code: text('code').notNull().unique(),
    displayName: text('display_name').notNull(),
    email: text('email'),
    role: text('role', { enum: ['customer', 'staff', 'admin'] }).notNull(),
    /** Screens after sign-in, mails and messages: 'en' or 'ta'. */
    language: text('language', { enum: ['en', 'ta'] })
      .notNull()
      .default('en'),
    customerId: uuid('customer_id').references(() => customers.id),
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    lastLoginAt: ts('last_login_at'),
    previousLoginAt: ts('previous_login_at'),
    passwordChangedAt: ts('password_changed_at'),
    /** Employees only (specification's user form): name in Tamil, branch, device and a 4-character passcode. */
    nameTamil: text('name_tamil'),
    branchId: integer('branch_id'),
    deviceId: text('device_id'),
    passcodeHash: text('passcode_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    index('users_email_idx').on(sql`lower(${t.email})`),
    index('users_customer_idx').on(t.customerId),
  ],
);

/** Failed sign-in counts by the name typed, so unknown and known names lock the same way. */
export const loginFailures = pgTable('login_failures', {
  identifier: text('identifier').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: ts('locked_until'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * The windows of the limits that count attempts (decision 088): `taken` of a limit's `max` since
 * `opened_at`; the window renews once its length has passed. Taken by one statement that waits on the row,
 * so attempts at once never take more than `max` (db/sql/rate-window.ts).
 */
export const rateWindows = pgTable('rate_windows', {
  key: text('key').primaryKey(),
  openedAt: ts('opened_at').notNull().defaultNow(),
  taken: integer('taken').notNull().default(0),
});

/** One signed-in browser: the family of its refresh tokens. Revoking it ends the access tokens too. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    revokeReason: text('revoke_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: ['signup', 'reset', 'track', 'welcome', 'mobile'] }).notNull(),
    /**
     * Lower-cased email for sign-up, user id for a reset or a welcome link, request id for a tracking code,
     * customer id and number for a mobile's (`<customer>:<E.164>`).
     */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_target_idx').on(t.purpose, t.target)],
);

export const itemMaster = pgTable('item_master', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** The GST service code (SAC) its repairs are invoiced under. */
  sacCode: text('sac_code').notNull().default('998713'),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const brandMaster = pgTable('brand_master', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/** The company's letterhead: a single row with id 1. */
export const companySettings = pgTable(
  'company_settings',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    address: text('address').notNull(),
    gstin: text('gstin').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    logoKey: text('logo_key'),
    /** The UPI id (VPA) invoices ask to be paid to; '' shows no QR code. */
    upiId: text('upi_id').notNull().default(''),
    /** Item statuses whose customer mail is switched off. */
    mutedStatuses: text('muted_statuses').array().notNull().default(sql`'{}'::text[]`),
    /** WhatsApp and SMS: channels on, their order and each message's template (contract's ZMessagingSettings). */
    messaging: jsonb('messaging').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** Couriers booked from the portal (contract's ZCourierSettings): the centre's address, boxes, who pays. */
    couriers: jsonb('couriers').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** When the company works (contract's ZWorkingCalendar): the turnaround clock counts these hours only. */
    workingCalendar: jsonb('working_calendar')
      .$type<TWorkingCalendar>()
      .notNull()
      .default(sql`${sql.raw(`'${JSON.stringify(DEFAULT_WORKING_CALENDAR)}'::jsonb`)}`),
    /**
     * The turnaround an item gets when no rule names its item type (turnaround_rules): working days, or working
     * hours (decision 092); exactly one is set.
     */
    defaultTurnaroundDays: integer('default_turnaround_days').default(DEFAULT_TURNAROUND_DAYS),
    defaultTurnaroundHours: integer('default_turnaround_hours'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'company_settings_turnaround_one_unit',
      sql`(${t.defaultTurnaroundDays} is null) <> (${t.defaultTurnaroundHours} is null)`,
    ),
  ],
);

/** Secrets generated on first start (the token signing key), shared by every instance through the database. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
