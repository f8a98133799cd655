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
 *   summary e-mails on/off); `ftue`: first-time steps done (`create_student`, `update_schedule`).
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('parents_email_unique').on(table.email)],
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
 * readable at the dev-only route.
 */
export const emailOutbox = pgTable('email_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
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

export type ParentRow = typeof parents.$inferSelect;
export type StudentRow = typeof students.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type StudentSetRow = typeof studentSets.$inferSelect;
export type ErrorReportRow = typeof errorReports.$inferSelect;
