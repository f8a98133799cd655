/**
 * The shapes of the local session: the token cookie, the local keys, what is signed in, and the
 * store's interface. The store itself is `session.ts`; reading the keys is `session-read.ts`.
 * @see spec §3 "Local session storage", §4 Parent session, Student session, §9 cookie lifetime
 */
import type { Subject } from '@mathcols/engine';
import type { CookieStore } from './cookies';
import type { KeyValueStore } from './key-value-store';
import type {
  FtueStep,
  HistoryEntry,
  ParentData,
  StudentConnectResponse,
  StudentData,
  StudentSession,
  StudentSessionData,
} from './protocol';

/** Name of the cookie holding the session token. @see spec §3 */
export const USER_TOKEN_COOKIE = 'usertoken';
/** Default lifetime of the `usertoken` cookie: 7 days. @see spec §9 ("Cookie default lifetime 7 days") */
export const USER_TOKEN_MAX_AGE_DAYS = 7;
/** {@link USER_TOKEN_MAX_AGE_DAYS} in seconds (604800), the cookie's `Max-Age`. */
export const USER_TOKEN_MAX_AGE_SECONDS = USER_TOKEN_MAX_AGE_DAYS * 24 * 60 * 60;

/** The local keys of the session (values are strings; objects as JSON). @see spec §3 */
export const SESSION_KEYS = {
  /** 'true' while a parent is signed in. */
  parentSignedIn: 'mathcols.parentSignedIn',
  /** 'true' while a student is signed in. */
  studentSignedIn: 'mathcols.studentSignedIn',
  /** The parent's e-mail address. */
  email: 'mathcols.email',
  /** The parent's first name. */
  firstname: 'mathcols.firstname',
  /** The parent's last name. */
  lastname: 'mathcols.lastname',
  /** The parent's data (`ParentData` JSON). */
  user: 'mathcols.user',
  /** The parent's students (`StudentData[]` JSON). */
  students: 'mathcols.students',
  /** The FTUE steps done (`FtueStep[]` JSON). */
  ftue: 'mathcols.ftue',
  /** The signed-in student's record without `math` (JSON). */
  student: 'mathcols.student',
  /** The student's math per subject: schedule, level, completion date (JSON). */
  studentMath: 'mathcols.studentMath',
  /** The student's progress, `{subject}_progress` → `{ complete, score }` (JSON). */
  studentProgress: 'mathcols.studentProgress',
  /** The student's history per subject (JSON). */
  studentHistory: 'mathcols.studentHistory',
} as const;

/**
 * Keys a sign-out clears (with the flags and the token): the parent's data, their address and
 * names among it, so nothing of theirs stays on a shared computer.
 */
export const PARENT_SIGN_OUT_KEYS = [
  SESSION_KEYS.user,
  SESSION_KEYS.email,
  SESSION_KEYS.firstname,
  SESSION_KEYS.lastname,
  SESSION_KEYS.students,
  SESSION_KEYS.ftue,
];
/** Keys of a student's data, cleared by the next student sign-in. */
export const STUDENT_DATA_KEYS = [
  SESSION_KEYS.student,
  SESSION_KEYS.studentMath,
  SESSION_KEYS.studentProgress,
  SESSION_KEYS.studentHistory,
];
/** Every key the snapshot reads. */
export const WATCHED_KEYS = Object.values(SESSION_KEYS);

/** A signed-in parent: data, students, FTUE steps done. @see spec §3 "Parent user" */
export interface ParentSessionState {
  readonly user: ParentData;
  readonly students: readonly StudentData[];
  readonly ftue: readonly FtueStep[];
}

/** A student's progress: `{subject}_progress` → `{ complete, score }`, percents as strings. */
export type StudentProgress = StudentConnectResponse['progress'];
/** A student's history per subject: `{ createdDate, level, questions, errors }` entries. */
export type StudentHistory = StudentConnectResponse['history'];

/** A signed-in student. `session.math[subject].completionDate` is only ever today's date. */
export interface StudentSessionState {
  readonly session: StudentSession;
  readonly progress: StudentProgress;
  readonly history: StudentHistory;
}

/**
 * What a finished set or a level change does to the signed-in student's stored record, for one
 * subject. Every field is optional; those left out stay as they are.
 * @see spec §3 "Student session record", "Progress"; §4 Student session
 */
export interface StudentSessionChange {
  /** The subject changed. */
  readonly subject: Subject;
  /**
   * The subject's level now, 0–19 (number or wire string). A subject the record does not have
   * yet is added with an empty schedule, and only when a level is given.
   */
  readonly level?: number | string;
  /** The day the subject was completed, year-month-day (`'2025-06-02'`). */
  readonly completionDate?: string;
  /** One finished set, appended to the subject's history (the latest entry comes last). */
  readonly historyEntry?: HistoryEntry;
  /** The subject's progress now: percent of the curriculum done and report score, 0–100. */
  readonly progress?: { readonly complete: number | string; readonly score: number | string };
}

/** What is signed in: each `null` when nobody of that kind is. */
export interface SessionSnapshot {
  readonly parent: ParentSessionState | null;
  readonly student: StudentSessionState | null;
}

/** The local session: read it, watch it, change it. */
export interface SessionStore {
  /**
   * The current session; the same object until something changes (stored keys or the token
   * cookie), so it suits `useSyncExternalStore`. A parent (student) counts as signed in only if
   * the flag is 'true', the `usertoken` cookie exists and the stored data are well-formed.
   * @see spec §4 Parent session
   */
  getSnapshot(): SessionSnapshot;
  /**
   * Calls `listener` after every change made through this store (or another tab), and when the
   * token cookie expires or is deleted (looked at every `COOKIE_CHECK_INTERVAL_MS`, 2 s, while
   * anyone listens).
   */
  subscribe(listener: () => void): () => void;
  /** The `usertoken` cookie, or `undefined`. */
  getUserToken(): string | undefined;
  /** Stores a parent's sign-in answer; drops any student sign-in (one token per browser). */
  setParentSession(answer: { usertoken: string; data: ParentData; students: StudentData[] }): void;
  /** Replaces the signed-in parent's data and/or students. No effect when no parent is signed in. */
  updateParent(change: { user?: ParentData; students?: readonly StudentData[] }): void;
  /**
   * Stores a student's sign-in answer: first clears earlier student data and any parent
   * session, then drops completion dates that are not `now`'s local date.
   * @see spec §4 Student session
   */
  setStudentSession(answer: StudentConnectResponse, now: Date): void;
  /**
   * Replaces the signed-in student's record, math, progress and history with fresh data from
   * the server (`student.get`), then drops completion dates that are not `now`'s local date.
   * The token cookie stays as it is (its lifetime is not extended: the server's session is not
   * either). Listeners are told, and the snapshot is a new object, only when something stored
   * changed; no effect when no student is signed in.
   * @see spec §4 Student session
   */
  replaceStudent(data: StudentSessionData, now: Date): void;
  /** Drops the student's stored completion dates that are not `now`'s local date. @see spec §4 */
  expireCompletions(now: Date): void;
  /**
   * Applies a learning result to the signed-in student's record: `math[subject]` level and
   * completion date, an entry appended to `history[subject]`, `progress['{subject}_progress']`
   * (stored as the wire's strings, e.g. `{ complete: '10', score: '90' }`). Listeners are told
   * and the snapshot is a new object only when something stored actually changed; no effect
   * when no student is signed in.
   * @throws {RangeError} when `level` is not a whole number from 0 to 19 (nothing is changed)
   * @see spec §4 Student session ("A student's level is updated locally when the server returns
   *   a different level"; "completed today if the latest history entry falls on today's date")
   */
  updateStudent(change: StudentSessionChange): void;
  /**
   * Clears exactly what spec §4 lists: the signed-in flags, user data, students, FTUE and the
   * `usertoken` cookie. E-mail, names and the student's record, math, progress and history stay
   * (a student's are cleared by the next student sign-in).
   */
  signOut(): void;
}

/** Options of {@link createSessionStore}. */
export interface SessionStoreOptions {
  /** Holds the `usertoken` cookie. */
  cookies: CookieStore;
  /** Holds the local keys. */
  storage: KeyValueStore;
  /** Whether the token cookie gets `Secure` (the API is on https). */
  secure: boolean;
  /**
   * The student's IANA time zone: completion dates are kept only while they are today's date
   * there (the server dates them in the zone the client sends). @defaultValue the runtime's
   */
  timeZone?: string;
}
