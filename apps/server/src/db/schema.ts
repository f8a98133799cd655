/**
 * The database schema (Drizzle, PostgreSQL dialect — the same on PGlite and PostgreSQL).
 * Migrations in `apps/server/drizzle` are generated from this file with `npm run db:generate`.
 * @see spec §3 "Device"; architecture.md "Persistence"
 */
import {
  bigint,
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
 * a request names none; null for parents.
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
  },
  (table) => [index('sessions_expires_idx').on(table.expiresAt)],
);

/**
 * E-mail verification requests: a 6-digit `code` (typed in the dashboard) and a link token
 * (`/#/verifyemail?emailtoken=…`), both stored as SHA-256 hex; valid until `expires_at`, once.
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
    index('email_verifications_parent_idx').on(table.parentId),
  ],
);

/**
 * The e-mail outbox: every message the server sends is written here first; `sent_at` is set
 * when an SMTP transport (`SMTP_URL`) delivered it. Without SMTP it is the local default,
 * readable at the dev-only route. `text` is the plain-text part; `html` the HTML part when the
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

/**
 * Failed sign-ins, for rate limiting per account and per device: `key` is `account:<email or
 * handle>` or `device:<deviceid>`.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sign_in_failures_key_at_idx').on(table.key, table.at)],
);

/**
 * Finished sets of the student's learning loop (`student.mathcomplete`), one row per set; the
 * source of the history, progress and level offers a student sees.
 * - `id`: increasing with insertion (identity), so sets recorded in the same instant still have
 *   an order ("the latest set");
 * - `subject`: addition, subtraction, multiplication or division; `level` 0–19 the set was
 *   worked at; `questions` in the set (≥ 1); `errors` wrong answers (0 … questions);
 * - `created_at`: when it was recorded (timestamp with time zone);
 * - `local_date`: the student's calendar date then, `YYYY-MM-DD` in their time zone ("completed
 *   today" compares it with today's date in the zone of the request);
 * - `created_date`: the history entry's date, `YYYY-MM-DD-HH:MM` in the same zone;
 * - `offered_options`: the level actions offered after it (`advance`, `repeat`, `decrease`;
 *   `[]` when none); `chosen_action`: the one the student took with `student.levelupdate`, null
 *   until then (an offer is taken at most once).
 * @see spec §3 "Student" (history, overall), "Progress"; §7 `student.mathcomplete`,
 *   `student.levelupdate`
 */
export const studentSets = pgTable(
  'student_sets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    level: integer('level').notNull(),
    questions: integer('questions').notNull(),
    errors: integer('errors').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    localDate: text('local_date').notNull(),
    createdDate: text('created_date').notNull(),
    offeredOptions: jsonb('offered_options').$type<string[]>().notNull().default([]),
    chosenAction: text('chosen_action'),
  },
  (table) => [
    index('student_sets_student_subject_created_idx').on(
      table.studentId,
      table.subject,
      table.createdAt,
    ),
  ],
);

/**
 * Wrong answers a student reported from an assignment (`student.mathreporterror`), kept for the
 * parent's view: `subject`, `level` 0–19, `payload` the question as sent (operands, the child's
 * and the correct answer and working, error count), `local_date` the student's calendar date
 * (`YYYY-MM-DD`, for the daily cap), `created_at` when it arrived.
 * @see spec §6 ("Error reports are sent only when a device id and user token exist"), §7
 */
export const errorReports = pgTable(
  'error_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    level: integer('level').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    localDate: text('local_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('error_reports_student_date_idx').on(table.studentId, table.localDate)],
);

/**
 * Checkout sessions started with `payment.checkout`, one row per hosted checkout.
 * - `id`: the provider's session id (Stripe `cs_…`, or `cs_local_…` from the local provider);
 * - `provider`: `stripe` | `local`; `parent_id`: who started it; `plan`: `monthly` | `annual`;
 * - `request_key`: `<parent id>:<plan>:<client sessionid>`, unique, so a repeated request gets the
 *   same checkout; `url`: where the browser is sent;
 * - `status`: `open` until paid (`complete`) or given up (`canceled`); `confirmed_at`: when it
 *   made the parent premium (once: confirming again changes nothing).
 * @see spec §7 `payment.checkout`, `payment.success`
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: text('id').primaryKey(),
    provider: text('provider').$type<'stripe' | 'local'>().notNull(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    plan: text('plan').$type<'monthly' | 'annual'>().notNull(),
    requestKey: text('request_key').notNull(),
    url: text('url').notNull(),
    status: text('status').$type<'open' | 'complete' | 'canceled'>().notNull().default('open'),
    subscriptionId: text('subscription_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_sessions_request_key_unique').on(table.requestKey),
    index('payment_sessions_parent_idx').on(table.parentId),
  ],
);

/**
 * Billing-page links of the local payment provider (its stand-in for Stripe's portal sessions):
 * the SHA-256 (hex) of the random `bps_local_…` token in the link, the customer whose billing it
 * shows, where "back" goes, and when the link stops working. In the database so every server on
 * it opens the link another made.
 */
export const localPortalSessions = pgTable(
  'local_portal_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    customer: text('customer').notNull(),
    returnUrl: text('return_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('local_portal_sessions_expires_idx').on(table.expiresAt)],
);

/**
 * Payment-provider events already handled (Stripe webhook event ids `evt_…`), so an event
 * delivered twice changes nothing the second time. `type` e.g. `customer.subscription.deleted`.
 */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Messages parents sent to support (`user.message`): `subject` one of question,
 * usability-feedback, bug-report, payment-issue, other; `body` up to 768 characters; `outbox_id`
 * the e-mail to support that carried it. Also the count behind the per-parent hourly limit.
 * @see spec §3 "Contact message", §5 "Contact"
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    outboxId: uuid('outbox_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_parent_created_idx').on(table.parentId, table.createdAt)],
);

/**
 * Runs of scheduled jobs, one row per job and period (e.g. `weekly-summary`, `2026-W48`): a run
 * inserts its row first, so a restart or a second server never runs the same period twice.
 * `finished_at` is set when the run is done.
 * @see architecture.md "Scheduled jobs"
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('job_runs_job_period_unique').on(table.job, table.period)],
);

/**
 * Weekly summary e-mails sent, one row per student and ISO week (`2026-W48`), claimed in a
 * transaction before the e-mail goes to the outbox: never the same week twice for a student.
 * @see issue 7 "Weekly summary e-mails"
 */
export const weeklySummaries = pgTable(
  'weekly_summaries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    week: text('week').notNull(),
    outboxId: uuid('outbox_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('weekly_summaries_student_week_unique').on(table.studentId, table.week)],
);

/**
 * Secrets the server makes for itself on first use and shares through the database, so every
 * server on one database signs and checks the same way: `name` e.g. `unsubscribe-hmac`, `value`
 * random bytes as base64url.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ParentRow = typeof parents.$inferSelect;
export type PaymentSessionRow = typeof paymentSessions.$inferSelect;
export type StudentRow = typeof students.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type StudentSetRow = typeof studentSets.$inferSelect;
export type ErrorReportRow = typeof errorReports.$inferSelect;
