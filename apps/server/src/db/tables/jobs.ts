/**
 * Tables of the scheduled jobs: runs per job and period, weekly summaries sent, and the secrets
 * every server on the database shares.
 * @see architecture.md "Scheduled jobs"
 */
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { parents, students } from './accounts';

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
