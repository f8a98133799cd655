/**
 * The local session: the `usertoken` cookie plus local keys (signed-in flags, e-mail, names,
 * user data, students, FTUE, the student's record, math, progress and history), observable for
 * React's `useSyncExternalStore`.
 * @see spec §3 "Local session storage", §4 Parent session, Student session, §9 cookie lifetime
 */
import { levelStringSchema, type ParentData, type StudentSessionData } from './protocol';
import {
  historySchema,
  isSameLocalDay,
  mathSchema,
  progressSchema,
  readJson,
  readSnapshot,
} from './session-read';
import {
  PARENT_SIGN_OUT_KEYS,
  SESSION_KEYS,
  STUDENT_DATA_KEYS,
  USER_TOKEN_COOKIE,
  USER_TOKEN_MAX_AGE_SECONDS,
  WATCHED_KEYS,
  type SessionSnapshot,
  type SessionStore,
  type SessionStoreOptions,
  type StudentSessionChange,
} from './session-types';

/**
 * How often a store with listeners looks at the token cookie, in ms. No browser event tells
 * when a cookie expires (7 days, spec §9) or is deleted, so a page would go on showing a
 * session that has ended; within this time its listeners hear of it (and the site's guards send
 * the user to the login page).
 */
export const COOKIE_CHECK_INTERVAL_MS = 2000;

/**
 * Creates the session store over a cookie store and a key/value store.
 * @see spec §3 "Local session storage", §4
 */
export function createSessionStore({
  cookies,
  storage,
  secure,
  timeZone,
}: SessionStoreOptions): SessionStore {
  const listeners = new Set<() => void>();
  let cached: { raw: (string | undefined)[]; snapshot: SessionSnapshot } | undefined;
  let stopWatching: (() => void) | undefined;
  let cookieCheck: ReturnType<typeof setInterval> | undefined;

  /** The snapshot the listeners were last told of (see the cookie check in `subscribe`). */
  let announced: SessionSnapshot | undefined;
  const notify = () => {
    announced = getSnapshot();
    [...listeners].forEach((listener) => listener());
  };
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
      (entry) => entry?.completionDate && !isSameLocalDay(entry.completionDate, now, timeZone),
    );
    stale.forEach((entry) => delete entry?.completionDate);
    if (stale.length > 0) write(SESSION_KEYS.studentMath, math);
    return stale.length > 0;
  }

  /** Writes a student's record, math, progress and history (the keys of `STUDENT_DATA_KEYS`). */
  function writeStudentData({ student, progress, history }: StudentSessionData) {
    const { math, ...record } = student;
    write(SESSION_KEYS.student, record);
    write(SESSION_KEYS.studentMath, math);
    write(SESSION_KEYS.studentProgress, progress);
    write(SESSION_KEYS.studentHistory, history);
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
      if (listeners.size === 1) {
        stopWatching = storage.watch?.(notify);
        announced = getSnapshot();
        cookieCheck = setInterval(() => {
          if (getSnapshot() !== announced) notify();
        }, COOKIE_CHECK_INTERVAL_MS);
        // In Node, a forgotten subscription must not keep the process alive.
        (cookieCheck as { unref?: () => void }).unref?.();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stopWatching?.();
        clearInterval(cookieCheck);
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
      clearParent();
      remove(STUDENT_DATA_KEYS);
      writeStudentData(answer);
      expire(now);
      write(SESSION_KEYS.studentSignedIn, 'true');
      setToken(answer.usertoken);
      notify();
    },
    replaceStudent(data, now) {
      const before = getSnapshot();
      if (before.student === null) return;
      writeStudentData(data);
      expire(now);
      if (getSnapshot() !== before) notify();
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
