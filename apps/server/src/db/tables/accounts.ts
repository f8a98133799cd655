/**
 * Tables of devices and accounts: devices, parents, students, sign-in sessions, e-mail
 * verifications, password resets, e-mail change undo links and the e-mail outbox.
 * @see spec §3 "Parent user", "Student", "Device"; architecture.md "Persistence"
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Devices the server issued an id to (`device.create`).
 * - `id`: the device id (random UUID) the client stores in its `deviceid` cookie;
 * - `devicetype`: the kind of client it said it is (e.g. `web`), 1–64 characters;
 * - `created_at`: when it was issued (timestamp with time zone).
 */
export const devices = pgTable('devices', {
  id: uuid('id').primaryKey().defaultRandom(),
  devicetype: text('devicetype').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A row of {@link devices}. */
export type DeviceRow = typeof devices.$inferSelect;

/**
 * Parents (accounts that register with an e-mail address).
 * - `email`: trimmed and lower-cased, unique;
 * - `password_hash`: the client's wire hash (spec §9) under the server's own scrypt hash with a
 *   per-user salt (`scrypt$N$r$p$salt$hash`, base64 parts) — never the value as received;
 * - `premium`: subscribed (4 students) or not (1 student); `email_verified`, `emails` (weekly
 *   summary e-mails on/off); `ftue`: first-time steps done (`create_student`, `update_schedule`);
 * - `customer`: the payment provider's customer id (Stripe `cus_…`, or `cus_local_…` from the
 *   local provider), unique, null until the first checkout; `subscription_id`,
 *   `subscription_status` (the provider's status: `active`, `trialing`, `past_due`, `unpaid`,
 *   `canceled`, …) and `plan` (`monthly` | `annual`) of the latest subscription.
 * @see spec §3 "Parent user", §9
 */
export const parents = pgTable(
  'parents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    premium: boolean('premium').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    emails: boolean('emails').notNull().default(true),
    ftue: jsonb('ftue').$type<string[]>().notNull().default([]),
    deviceId: uuid('device_id'),
    customer: text('customer'),
    subscriptionId: text('subscription_id'),
    subscriptionStatus: text('subscription_status'),
    plan: text('plan').$type<'monthly' | 'annual'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('parents_email_unique').on(table.email),
    uniqueIndex('parents_customer_unique').on(table.customer),
  ],
);

/**
 * Students, each belonging to one parent (deleted with it).
 * - `accountname`: the handle, trimmed and lower-cased, unique across all students;
 * - `password_hash`: the wire hash of the passcode under the server's scrypt hash;
 * - `gradelevel` 1–7; `mathlevels` `{ subject: { level: '0'–'19', completionDate? } }`;
 *   `mathschedule` `{ subject: { schedule: 'mwf' } }`.
 * @see spec §3 "Student", "Schedule"
 */
export const students = pgTable(
  'students',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    accountname: text('accountname').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    gradelevel: integer('gradelevel').notNull(),
    mathlevels: jsonb('mathlevels')
      .$type<Record<string, { level: string; completionDate?: string }>>()
      .notNull()
      .default({}),
    mathschedule: jsonb('mathschedule')
      .$type<Record<string, { schedule: string }>>()
      .notNull()
      .default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('students_accountname_unique').on(table.accountname),
    index('students_parent_idx').on(table.parentId),
  ],
);

/**
 * Sign-in sessions. The `usertoken` handed out is random (32 bytes, base64url); only its
 * SHA-256 (hex) is stored. `scope` is `parent` or `student`, with the matching id set.
 * Sessions expire 7 days after creation (`expires_at`). `timezone`: the IANA time-zone name a
 * student gave at sign-in (`student.connect`), the zone of "today" for their learning tags when
 * a request names none; null for parents. `device_id`: the device that signed in (null for
 * sessions made before it was kept); a new sign-in of the same account from the same device
 * ends that device's older sessions of the account.
 * @see spec §4 "Parent session", "Student session", §7 `student.connect`, §9 "Cookie default
 *   lifetime 7 days"
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    scope: text('scope').$type<'parent' | 'student'>().notNull(),
    parentId: uuid('parent_id').references(() => parents.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    timezone: text('timezone'),
    deviceId: uuid('device_id'),
  },
  (table) => [
    index('sessions_expires_idx').on(table.expiresAt),
    index('sessions_device_idx').on(table.deviceId),
  ],
);

/**
 * E-mail verification codes, at most one row per parent: the live 6-digit `code` (typed in the
 * dashboard) and link token (`/#/verifyemail?emailtoken=…`), both stored only as HMAC-SHA-256
 * (hex) under the server's secret; valid until `expires_at`, once. A new e-mail replaces the
 * row, so an older code or link stops working.
 * @see spec §4 "Email verification"
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    linkTokenHash: text('link_token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('email_verifications_link_unique').on(table.linkTokenHash),
    uniqueIndex('email_verifications_parent_unique').on(table.parentId),
  ],
);

/**
 * Forgotten-password links, at most one row per parent (`parent_id` is the key): the live link
 * token (`/#/reset-password?emailtoken=…`) stored only as HMAC-SHA-256 (hex) under the server's
 * secret, valid until `expires_at` (1 hour), once (`used_at`). A new e-mail replaces the row, so
 * an older link stops working. Used and expired rows are deleted by the scheduled purge.
 * @see docs/protocol.md "Forgotten passwords"
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    parentId: uuid('parent_id')
      .primaryKey()
      .references(() => parents.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('password_resets_token_unique').on(table.tokenHash),
    index('password_resets_expires_idx').on(table.expiresAt),
  ],
);

/**
 * Undo links of e-mail address changes, at most one row per parent (`parent_id` is the key): the
 * live link token (`/#/undo-email-change?emailtoken=…`) e-mailed to the address the account had
 * before its latest change (`old_email`, trimmed and lower-cased), stored only as HMAC-SHA-256
 * (hex) under the server's secret, valid until `expires_at` (7 days), once (`used_at`). A newer
 * change replaces the row, so only its link undoes. Used and expired rows are deleted by the
 * scheduled purge.
 * @see docs/protocol.md "Changing the e-mail address"
 */
export const emailChangeUndos = pgTable(
  'email_change_undos',
  {
    parentId: uuid('parent_id')
      .primaryKey()
      .references(() => parents.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    oldEmail: text('old_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('email_change_undos_token_unique').on(table.tokenHash),
    index('email_change_undos_expires_idx').on(table.expiresAt),
  ],
);

/**
 * The e-mail outbox: every message the server sends is written here first; `sent_at` is set
 * when an SMTP transport (`SMTP_URL`) delivered it. With SMTP, secrets of a message (codes,
 * link tokens) are masked in the stored copy; without SMTP it is the local default, readable at
 * the dev-only route, and keeps them. `text` is the plain-text part; `html` the HTML part when the
 * message has one (weekly summaries), else null.
 */
export const emailOutbox = pgTable('email_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
});

export type ParentRow = typeof parents.$inferSelect;
export type StudentRow = typeof students.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
