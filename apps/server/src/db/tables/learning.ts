/**
 * Tables of the student's learning loop: finished sets, reported wrong answers and the
 * procedural bugs diagnosed in the student's work.
 * @see spec §3 "Student" (history, overall), "Progress"; §7 `student.*`; issue 12
 */
import type { DiagnosisTrackerState } from '@mathcols/engine/diagnosis';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { students } from './accounts';

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
 * The level a student's started set of a subject was served at (`student.mathget`), so a set
 * keeps its level until it is finished: a parent's level change meanwhile shows from the next
 * set, and the child's half-done set (its questions come from the same seed) is not replaced,
 * even after signing out and in again.
 * - `student_id`, `subject`: whose set (one row per student and subject, replaced by the next);
 * - `local_date`: the student's date the set was served, `YYYY-MM-DD`; `round`: how many sets
 *   of the subject the student had finished that day before it (0 for the first);
 * - `level` 0–19 the set was served at.
 * @see spec §4 "Level Updated Successfully"; §7 `student.mathget`, `student.mathcomplete`
 */
export const servedSets = pgTable(
  'served_sets',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    localDate: text('local_date').notNull(),
    round: integer('round').notNull(),
    level: integer('level').notNull(),
  },
  (table) => [primaryKey({ columns: [table.studentId, table.subject] })],
);

/**
 * Wrong answers a student reported from an assignment (`student.mathreporterror`), kept for the
 * parent's view: `subject`, `level` 0–19, `payload` the question as sent (operands, the child's
 * and the correct answer and working, error count, box answers when sent), `local_date` the
 * student's calendar date (`YYYY-MM-DD`, for the daily cap), `created_at` when it arrived,
 * `bugs` the ids of the procedural bugs the engine's `diagnose` named for the box answers
 * (`[]` when none did; null when the report carried no box answers or they fit no worksheet).
 * @see spec §6 ("Error reports are sent only when a device id and user token exist"), §7;
 *   issue 12
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
    bugs: jsonb('bugs').$type<string[]>(),
  },
  (table) => [index('error_reports_student_date_idx').on(table.studentId, table.localDate)],
);

/**
 * The procedural bugs diagnosed in a student's work, one row per student and subject: `state`
 * is the engine's diagnosis tracker state (`DiagnosisTrackerState`, plain JSON: each tracked
 * bug's status suspected/confirmed/retired, first and last seen, problems explained, clean
 * solves, last example), fed with the first submissions of each finished set's problems
 * (`student.mathcomplete`'s `work`); `updated_at` when it last changed. The report card's
 * trouble spots and the weekly e-mail read it.
 * @see issue 12; docs/diagnosis.md "Tracking a child"
 */
export const studentBugs = pgTable(
  'student_bugs',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    state: jsonb('state').$type<DiagnosisTrackerState>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.studentId, table.subject] })],
);

export type StudentSetRow = typeof studentSets.$inferSelect;
export type ErrorReportRow = typeof errorReports.$inferSelect;
export type StudentBugsRow = typeof studentBugs.$inferSelect;
