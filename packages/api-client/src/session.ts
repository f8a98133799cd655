/**
 * The local session: the `usertoken` cookie plus local keys (signed-in flags, e-mail, names,
 * user data, students, FTUE, the student's record, math, progress and history), observable for
 * React's `useSyncExternalStore`.
 * @see spec §3 "Local session storage", §4 Parent session, Student session, §9 cookie lifetime
 */
import { z } from 'zod';
import { isSameDay, type Subject } from '@mathcols/engine';
import type { CookieStore } from './cookies';
import type { KeyValueStore } from './key-value-store';
import {
  ftueStepSchema,
  levelStringSchema,
  parentDataSchema,
  studentConnectResponseSchema,
  studentDataSchema,
  studentSessionSchema,
  type FtueStep,
  type HistoryEntry,
  type ParentData,
  type StudentConnectResponse,
  type StudentData,
  type StudentSession,
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

const PARENT_SIGN_OUT_KEYS = [SESSION_KEYS.user, SESSION_KEYS.students, SESSION_KEYS.ftue];
const STUDENT_DATA_KEYS = [
  SESSION_KEYS.student,
  SESSION_KEYS.studentMath,
  SESSION_KEYS.studentProgress,
  SESSION_KEYS.studentHistory,
];
const WATCHED_KEYS = Object.values(SESSION_KEYS);

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
  /** Calls `listener` after every change made through this store (or another tab). */
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
}

const NULL_SNAPSHOT: SessionSnapshot = Object.freeze({ parent: null, student: null });
const mathSchema = studentSessionSchema.shape.math;
const studentRecordSchema = studentSessionSchema.omit({ math: true });
const historySchema = studentConnectResponseSchema.shape.history;
const progressSchema = studentConnectResponseSchema.shape.progress;

/**
 * Creates the session store over a cookie store and a key/value store.
 * @see spec §3 "Local session storage", §4
 */
export function createSessionStore({
  cookies,
  storage,
  secure,
}: SessionStoreOptions): SessionStore {
  const listeners = new Set<() => void>();
  let cached: { raw: (string | undefined)[]; snapshot: SessionSnapshot } | undefined;
  let stopWatching: (() => void) | undefined;

  const notify = () => [...listeners].forEach((listener) => listener());
  const write = (key: string, value: unknown) =>
    storage.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  const remove = (keys: readonly string[]) => keys.forEach((key) => storage.delete(key));
  const setToken = (token: string) =>
    cookies.set(USER_TOKEN_COOKIE, token, {
      maxAgeSeconds: USER_TOKEN_MAX_AGE_SECONDS,
      path: '/',
      sameSite: 'Strict',
      secure,
    });

  function getSnapshot(): SessionSnapshot {
    const raw = [...WATCHED_KEYS.map((key) => storage.get(key)), cookies.get(USER_TOKEN_COOKIE)];
    if (cached && raw.every((value, i) => value === cached?.raw[i])) return cached.snapshot;
    const snapshot = readSnapshot(storage, raw.at(-1) !== undefined);
    cached = { raw, snapshot };
    return snapshot;
  }

  function clearParent() {
    remove([SESSION_KEYS.parentSignedIn, ...PARENT_SIGN_OUT_KEYS]);
  }

  function writeParent(user: ParentData) {
    write(SESSION_KEYS.user, user);
    write(SESSION_KEYS.email, user.email);
    write(SESSION_KEYS.firstname, user.firstname);
    write(SESSION_KEYS.lastname, user.lastname);
    write(SESSION_KEYS.ftue, user.ftue);
  }

  /** Drops stored completion dates that are not `now`'s local date; whether any was. */
  function expire(now: Date): boolean {
    const math = readJson(storage, SESSION_KEYS.studentMath, mathSchema);
    const stale = Object.values(math ?? {}).filter(
      (entry) => entry?.completionDate && !isSameLocalDay(entry.completionDate, now),
    );
    stale.forEach((entry) => delete entry?.completionDate);
    if (stale.length > 0) write(SESSION_KEYS.studentMath, math);
    return stale.length > 0;
  }

  function writeStudentChange({
    subject,
    level,
    completionDate,
    historyEntry,
    progress,
  }: StudentSessionChange) {
    const levelText = level === undefined ? undefined : String(level).trim();
    if (levelText !== undefined && !levelStringSchema.safeParse(levelText).success) {
      throw new RangeError(`Level must be a whole number from 0 to 19, got ${String(level)}`);
    }
    if (levelText !== undefined || completionDate !== undefined) {
      const math = readJson(storage, SESSION_KEYS.studentMath, mathSchema) ?? {};
      const current = math[subject];
      const newLevel = levelText ?? current?.level;
      if (newLevel !== undefined) {
        math[subject] = {
          ...(current ?? { schedule: '' }),
          level: newLevel,
          ...(completionDate !== undefined && { completionDate }),
        };
        write(SESSION_KEYS.studentMath, math);
      }
    }
    if (historyEntry) {
      const history = readJson(storage, SESSION_KEYS.studentHistory, historySchema) ?? {};
      history[subject] = [...(history[subject] ?? []), historyEntry];
      write(SESSION_KEYS.studentHistory, history);
    }
    if (progress) {
      const stored = readJson(storage, SESSION_KEYS.studentProgress, progressSchema) ?? {};
      stored[`${subject}_progress`] = {
        complete: String(progress.complete),
        score: String(progress.score),
      };
      write(SESSION_KEYS.studentProgress, stored);
    }
  }

  return {
    getSnapshot,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) stopWatching = storage.watch?.(notify);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stopWatching?.();
      };
    },
    getUserToken: () => cookies.get(USER_TOKEN_COOKIE),
    setParentSession({ usertoken, data, students }) {
      storage.delete(SESSION_KEYS.studentSignedIn);
      writeParent(data);
      write(SESSION_KEYS.students, students);
      write(SESSION_KEYS.parentSignedIn, 'true');
      setToken(usertoken);
      notify();
    },
    updateParent({ user, students }) {
      if (getSnapshot().parent === null) return;
      if (user) writeParent(user);
      if (students) write(SESSION_KEYS.students, students);
      notify();
    },
    setStudentSession(answer, now) {
      const { math, ...record } = answer.student;
      clearParent();
      remove(STUDENT_DATA_KEYS);
      write(SESSION_KEYS.student, record);
      write(SESSION_KEYS.studentMath, math);
      write(SESSION_KEYS.studentProgress, answer.progress);
      write(SESSION_KEYS.studentHistory, answer.history);
      expire(now);
      write(SESSION_KEYS.studentSignedIn, 'true');
      setToken(answer.usertoken);
      notify();
    },
    expireCompletions(now) {
      if (expire(now)) notify();
    },
    updateStudent(change) {
      const before = getSnapshot();
      if (before.student === null) return;
      writeStudentChange(change);
      if (getSnapshot() !== before) notify();
    },
    signOut() {
      clearParent();
      storage.delete(SESSION_KEYS.studentSignedIn);
      cookies.delete(USER_TOKEN_COOKIE);
      notify();
    },
  };
}

function readSnapshot(storage: KeyValueStore, hasToken: boolean): SessionSnapshot {
  if (!hasToken) return NULL_SNAPSHOT;
  const parent = readParent(storage);
  const student = readStudent(storage);
  return parent === null && student === null ? NULL_SNAPSHOT : { parent, student };
}

function readParent(storage: KeyValueStore): ParentSessionState | null {
  if (storage.get(SESSION_KEYS.parentSignedIn) !== 'true') return null;
  const user = readJson(storage, SESSION_KEYS.user, parentDataSchema);
  if (!user) return null;
  return {
    user,
    students: readJson(storage, SESSION_KEYS.students, z.array(studentDataSchema)) ?? [],
    ftue: readJson(storage, SESSION_KEYS.ftue, z.array(ftueStepSchema)) ?? user.ftue,
  };
}

function readStudent(storage: KeyValueStore): StudentSessionState | null {
  if (storage.get(SESSION_KEYS.studentSignedIn) !== 'true') return null;
  const record = readJson(storage, SESSION_KEYS.student, studentRecordSchema);
  if (!record) return null;
  return {
    session: { ...record, math: readJson(storage, SESSION_KEYS.studentMath, mathSchema) ?? {} },
    progress: readJson(storage, SESSION_KEYS.studentProgress, progressSchema) ?? {},
    history: readJson(storage, SESSION_KEYS.studentHistory, historySchema) ?? {},
  };
}

/** The stored JSON value of `key` if it matches `schema`, else `undefined`. */
function readJson<T>(storage: KeyValueStore, key: string, schema: z.ZodType<T>): T | undefined {
  const text = storage.get(key);
  if (text === undefined) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a stored year-month-day date (optionally followed by a time, e.g. `2025-06-02` or
 * `2025-6-2-14:03`) is `now`'s date in the runtime's local time zone. `false` for text that is
 * not a calendar date and for an invalid `now`; never throws. Built on the engine's `isSameDay`.
 * @see spec §4 Student session, §9 "Completion date format"
 */
export function isSameLocalDay(date: string, now: Date): boolean {
  return !Number.isNaN(now.getTime()) && isSameDay(date, now);
}
