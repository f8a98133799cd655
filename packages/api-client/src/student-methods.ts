/**
 * The student calls of the client: the parent's students (add, remove, change one thing) and
 * the student's own session (sign-in, reading the data again). Each keeps the local session in
 * step: the parent's stored student list, or the signed-in student.
 * @see spec §4 Student session; §5 "Add student"; §7 student.*
 */
import type { Subject } from '@mathcols/engine';
import type { Sender } from './account-methods';
import { hashStudentPasscode, normalizeIdentifier, type StudentData } from './protocol';
import type { SessionStore, StudentSessionState } from './session-types';
import { createStudentRefresh } from './student-refresh';
import { runtimeTimeZone } from './time-zone';

/** Levels per subject, 0–19 (numbers or strings). @see spec §9 "Level 0-19" */
export type MathLevelsInput = Partial<Record<Subject, { level: number | string }>>;
/** Weekly schedule per subject: day letters `s m t w r f a`, e.g. `'mwf'`. @see spec §3 */
export type MathSchedulesInput = Partial<Record<Subject, { schedule: string }>>;

/** A new student. Names and handle are sent trimmed and lower-cased. @see spec §5 "Add student" */
export interface NewStudentInput {
  firstname: string;
  lastname: string;
  /** The student's handle (at least 3 characters). */
  accountname: string;
  /** The student's passcode in clear (at least 4 characters); sent hashed with the handle. */
  passcode: string;
  /** Grade 1–7. */
  gradelevel: number | string;
  /** Starting levels; subjects left out start at the server's default ('0'). */
  mathlevels?: MathLevelsInput;
}

/** One change to a student: grade, schedule, passcode (in clear) or levels. @see spec §7 */
export type StudentChange =
  | { gradelevel: number | string }
  | { mathschedule: MathSchedulesInput }
  | { passcode: string }
  | { mathlevels: MathLevelsInput };

/** A student's sign-in details. */
export interface StudentSignInInput {
  accountname: string;
  /** In clear; sent hashed with the handle. */
  passcode: string;
  /**
   * IANA time zone. @defaultValue the client's `timeZone` option, else the browser's
   * (`Intl.DateTimeFormat().resolvedOptions()`)
   */
  timezone?: string;
}

/**
 * The student methods of `ApiClient`. Every one throws `ApiError` as the account methods do
 * (see `AccountMethods`).
 * @see spec §8 The error catalogue
 */
export interface StudentMethods {
  /** Adds a student (`student.create`); returns and stores the parent's students. */
  createStudent(input: NewStudentInput): Promise<StudentData[]>;
  /** Removes a student (`student.delete`); returns and stores the parent's students. */
  deleteStudent(accountname: string): Promise<StudentData[]>;
  /** Changes one thing about a student (`student.update`); returns it, updates the stored list. */
  updateStudent(accountname: string, change: StudentChange): Promise<StudentData>;
  /**
   * Signs a student in (`student.connect`): clears earlier student data, stores the session,
   * drops completion dates that are not today. @see spec §4 Student session
   */
  studentSignIn(input: StudentSignInInput): Promise<StudentSessionState>;
  /**
   * Reads the signed-in student's data again (`student.get`, ours) and stores it in place of
   * what the sign-in stored: the record (names, grade, premium), the schedule, level and
   * completion date per subject, history and progress — so a schedule or level a parent
   * changed since the sign-in shows without signing in again. The token stays the same (its
   * cookie's lifetime is not extended). Completion dates that are not today are dropped, as at
   * sign-in. If the stored student changed while the request was out (a set finished, a level
   * moved, another sign-in), the answer is not stored: the newer local data stay. Calls made
   * while one is out share its request.
   * @returns the stored student after the refresh (`{ session, progress, history }`)
   * @throws {ApiError} `code: 'unauthorized'` ('Authentication token not found. Please log in
   *   again.') when no student is signed in (nothing sent; a signed-in parent stays signed in)
   *   or on HTTP 401 (the student's token expired or ended: the local session is cleared, as
   *   every signed-in call does); `network`/`timeout`/`http`/`format` with 'Failed to load
   *   your latest schedule and levels. Please try again.', or the server's reason
   *   (`business`) — on these the stored data stay as they were.
   * @see docs/protocol.md "Reading a student's data again"; spec §4 Student session
   */
  refreshStudent(): Promise<StudentSessionState>;
}

/**
 * The student methods over a sender, the session store, a clock and the student's time zone
 * (the default `timezone` of `studentSignIn`; without it, the runtime's).
 */
export function createStudentMethods(
  send: Sender,
  session: SessionStore,
  now: () => Date,
  timeZone: () => string = runtimeTimeZone,
): StudentMethods {
  const storeStudents = (students: StudentData[]) => {
    session.updateParent({ students });
    return students;
  };

  return {
    async createStudent({ firstname, lastname, accountname, passcode, gradelevel, mathlevels }) {
      const handle = normalizeIdentifier(accountname);
      const answer = await send('student.create', {
        firstname: normalizeIdentifier(firstname),
        lastname: normalizeIdentifier(lastname),
        accountname: handle,
        accountpassword: await hashStudentPasscode(handle, passcode),
        gradelevel: String(gradelevel).trim(),
        ...(mathlevels && { mathlevels: levelsToWire(mathlevels) }),
      });
      return storeStudents(answer.students);
    },
    async deleteStudent(accountname) {
      const answer = await send('student.delete', {
        accountname: normalizeIdentifier(accountname),
      });
      return storeStudents(answer.students);
    },
    async updateStudent(accountname, change) {
      const handle = normalizeIdentifier(accountname);
      const answer = await send('student.update', {
        accountname: handle,
        ...(await changeToWire(handle, change)),
      });
      const students = session.getSnapshot().parent?.students;
      if (students) {
        const found = students.some((s) => s.id === answer.student.id);
        storeStudents(
          found
            ? students.map((s) => (s.id === answer.student.id ? answer.student : s))
            : [...students, answer.student],
        );
      }
      return answer.student;
    },
    async studentSignIn({ accountname, passcode, timezone = timeZone() }) {
      const handle = normalizeIdentifier(accountname);
      const accountpassword = await hashStudentPasscode(handle, passcode);
      const answer = await send('student.connect', {
        accountname: handle,
        accountpassword,
        timezone,
      });
      session.setStudentSession(answer, now());
      return (
        session.getSnapshot().student ?? {
          session: answer.student,
          progress: answer.progress,
          history: answer.history,
        }
      );
    },
    refreshStudent: createStudentRefresh(send, session, now),
  };
}

function levelsToWire(levels: MathLevelsInput): Partial<Record<Subject, { level: string }>> {
  return Object.fromEntries(
    Object.entries(levels)
      .filter(([, entry]) => entry !== undefined)
      .map(([subject, entry]) => [subject, { level: String(entry.level).trim() }]),
  );
}

async function changeToWire(handle: string, change: StudentChange) {
  if ('gradelevel' in change) return { gradelevel: String(change.gradelevel).trim() };
  if ('mathschedule' in change) return { mathschedule: change.mathschedule };
  if ('passcode' in change) {
    return { accountpassword: await hashStudentPasscode(handle, change.passcode) };
  }
  return { mathlevels: levelsToWire(change.mathlevels) };
}
