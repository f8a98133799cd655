/**
 * Test helpers for the learning tags: students made directly in the database with a
 * student-scope session (no passcode hashing: sign-in itself is tested in `students/`), a
 * request helper per path, and a snapshot of everything the learning tags write.
 */
import { asc, eq } from 'drizzle-orm';
import { API_PATHS } from '@mathcols/api-client/protocol';
import { createSession } from '../../auth/sessions';
import type { Database } from '../../db/open';
import { errorReports, sessions, studentSets, students, type StudentRow } from '../../db/schema';
import { post, type JsonAnswer } from '../../testing/http';
import type { TestApp } from '../../testing/app';
import { makeParent, type TestParent } from '../students/test-support';

let studentCount = 0;

/** A student in the database and a student-scope token of theirs. */
export interface TestStudent {
  studentId: string;
  accountname: string;
  usertoken: string;
  parent: TestParent;
}

/** How {@link makeStudent} makes a student. */
export interface MakeStudentOptions {
  /** The parent's premium flag (a new parent). @defaultValue false */
  premium?: boolean;
  /** An existing parent instead of a new one. */
  parent?: TestParent;
  /** Stored levels. @defaultValue `{}` (level '0' everywhere) */
  mathlevels?: StudentRow['mathlevels'];
  /** The zone kept with the session, as `student.connect` keeps it. @defaultValue null */
  timeZone?: string | null;
  /** When the session starts (it lasts 7 days). @defaultValue the app clock's time */
  sessionStart?: Date;
}

/** Inserts a student (who cannot sign in with a passcode) and opens a session for them. */
export async function makeStudent(
  t: TestApp,
  options: MakeStudentOptions = {},
): Promise<TestStudent> {
  studentCount += 1;
  const parent = options.parent ?? (await makeParent(t.db, { premium: options.premium ?? false }));
  const accountname = `learner${studentCount}`;
  const [row] = await t.db
    .insert(students)
    .values({
      parentId: parent.parentId,
      accountname,
      passwordHash: 'not a stored hash: cannot sign in',
      firstname: 'lee',
      lastname: `learner${studentCount}`,
      gradelevel: 3,
      mathlevels: options.mathlevels ?? {},
    })
    .returning({ id: students.id });
  if (!row) throw new Error('Inserting a student returned no row');
  const usertoken = await createSession(
    t.db,
    { scope: 'student', studentId: row.id },
    options.sessionStart ?? t.clock.now,
    options.timeZone ?? null,
  );
  return { studentId: row.id, accountname, usertoken, parent };
}

/** POSTs a learning tag to `/api` as the student (the body's own fields win). */
export function ask(
  t: TestApp,
  student: Pick<TestStudent, 'usertoken'>,
  tag: string,
  fields: Record<string, unknown> = {},
): Promise<JsonAnswer> {
  return t.call({ tag, usertoken: student.usertoken, ...fields });
}

/** POSTs `{ deviceid, ...body }` to `/api/practice` (a string body is sent as it is). */
export function postPractice(
  t: TestApp,
  body: Record<string, unknown> | string,
): Promise<JsonAnswer> {
  return post(
    t.app,
    API_PATHS.practice,
    typeof body === 'string' ? body : { deviceid: t.deviceid, ...body },
  );
}

/** A `student.practiceget` as the student. */
export function practise(
  t: TestApp,
  student: Pick<TestStudent, 'usertoken'>,
  subject: string,
  level: string,
): Promise<JsonAnswer> {
  return postPractice(t, {
    tag: 'student.practiceget',
    usertoken: student.usertoken,
    subject,
    level,
  });
}

/** Sets the app clock. */
export function setClock(t: TestApp, iso: string): void {
  t.clock.now = new Date(iso);
}

/** A student's row (levels with completion dates), or undefined. */
export async function studentRow(db: Database, studentId: string) {
  const [row] = await db.select().from(students).where(eq(students.id, studentId));
  return row;
}

/** A student's finished sets, in the order they were recorded. */
export function setsOf(db: Database, studentId: string) {
  return db
    .select()
    .from(studentSets)
    .where(eq(studentSets.studentId, studentId))
    .orderBy(asc(studentSets.id));
}

/** A student's error reports, in the order they arrived. */
export function reportsOf(db: Database, studentId: string) {
  return db
    .select()
    .from(errorReports)
    .where(eq(errorReports.studentId, studentId))
    .orderBy(asc(errorReports.createdAt), asc(errorReports.id));
}

/**
 * Everything the learning tags (and sign-in) can write, in a stable order: students (levels and
 * completion dates), sessions, finished sets and error reports of every student.
 */
export async function snapshotLearning(db: Database) {
  return {
    students: await db.select().from(students).orderBy(asc(students.accountname)),
    sessions: await db.select().from(sessions).orderBy(asc(sessions.tokenHash)),
    sets: await db.select().from(studentSets).orderBy(asc(studentSets.id)),
    reports: await db.select().from(errorReports).orderBy(asc(errorReports.id)),
  };
}
