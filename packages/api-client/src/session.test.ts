import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COOKIE_CHECK_INTERVAL_MS,
  SESSION_KEYS,
  createSessionStore,
  isSameLocalDay,
  memoryCookieStore,
  memoryKeyValueStore,
  webStorageStore,
  type KeyValueStore,
} from './index';
import { ALEX, NOW, PARENT, SAM, SAM_CONNECT, TOKEN, fakeClient } from './test-support';

const PARENT_ANSWER = { usertoken: TOKEN, data: PARENT, students: [SAM] };

function store() {
  const cookies = memoryCookieStore();
  const storage = memoryKeyValueStore();
  return { cookies, storage, session: createSessionStore({ cookies, storage, secure: false }) };
}

const stored = (storage: KeyValueStore) =>
  Object.fromEntries(
    Object.entries(SESSION_KEYS)
      .map(([name, key]) => [name, storage.get(key)] as const)
      .filter(([, value]) => value !== undefined),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the usertoken cookie', () => {
  const signIn = { 'user.connect': () => ({ tag: 'user.connect', ...PARENT_ANSWER }) };

  it('lives 7 days, Path=/, SameSite=Strict, not Secure over http', async () => {
    const { client, doc } = fakeClient(signIn, { baseUrl: 'http://localhost:3000' });
    await client.parentSignIn({ email: PARENT.email, password: 'Secret123' });
    expect(doc.lastWritten).toBe(`usertoken=${TOKEN}; Max-Age=604800; Path=/; SameSite=Strict`);
  });

  it('is Secure when the API is on https', async () => {
    const { client, doc } = fakeClient(signIn, { baseUrl: 'https://mathcols.example' });
    await client.parentSignIn({ email: PARENT.email, password: 'Secret123' });
    expect(doc.lastWritten).toBe(
      `usertoken=${TOKEN}; Max-Age=604800; Path=/; SameSite=Strict; Secure`,
    );
  });
});

describe('parent session', () => {
  it('counts as signed in only while the flag is set and the token cookie exists', () => {
    const { cookies, storage, session } = store();
    expect(session.getSnapshot().parent).toBeNull();
    session.setParentSession(PARENT_ANSWER);
    expect(session.getSnapshot().parent).toEqual({ user: PARENT, students: [SAM], ftue: [] });
    cookies.delete('usertoken');
    expect(session.getSnapshot().parent).toBeNull();
    session.setParentSession(PARENT_ANSWER);
    storage.delete(SESSION_KEYS.parentSignedIn);
    expect(session.getSnapshot().parent).toBeNull();
  });

  it('tells its listeners within 2 s when the token cookie expires or is deleted', () => {
    vi.useFakeTimers();
    try {
      const { cookies, session } = store();
      const heard = vi.fn();
      // Listening before the sign-in, and the cookie gone before the next look.
      const stop = session.subscribe(heard);
      session.setParentSession(PARENT_ANSWER);
      cookies.delete('usertoken');
      vi.advanceTimersByTime(COOKIE_CHECK_INTERVAL_MS);
      expect(heard).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(COOKIE_CHECK_INTERVAL_MS * 3);
      expect(heard).toHaveBeenCalledTimes(2);
      expect(session.getSnapshot().parent).toBeNull();
      stop();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps e-mail, names, user data, students and FTUE in local keys', () => {
    const { storage, session } = store();
    session.setParentSession({ ...PARENT_ANSWER, data: { ...PARENT, ftue: ['create_student'] } });
    expect(stored(storage)).toEqual({
      parentSignedIn: 'true',
      email: 'parent@example.com',
      firstname: 'Pat',
      lastname: 'Parker',
      user: JSON.stringify({ ...PARENT, ftue: ['create_student'] }),
      students: JSON.stringify([SAM]),
      ftue: '["create_student"]',
    });
  });

  it('sign-out clears the flags, user data (address and names too), students, FTUE and the token cookie, nothing else', () => {
    const { cookies, storage, session } = store();
    session.setStudentSession(SAM_CONNECT, NOW);
    session.setParentSession(PARENT_ANSWER);
    storage.set(SESSION_KEYS.studentSignedIn, 'true');
    const before = stored(storage);
    session.signOut();
    const after = stored(storage);
    expect(
      Object.keys(before)
        .filter((key) => !(key in after))
        .sort(),
    ).toEqual(
      [
        'email',
        'firstname',
        'ftue',
        'lastname',
        'parentSignedIn',
        'studentSignedIn',
        'students',
        'user',
      ].sort(),
    );
    expect(Object.entries(after).every(([key, value]) => before[key] === value)).toBe(true);
    expect(JSON.stringify(after)).not.toContain('parent@example.com');
    expect(cookies.get('usertoken')).toBeUndefined();
    expect(session.getSnapshot()).toEqual({ parent: null, student: null });
  });

  it('ignores stored data it cannot read instead of failing', () => {
    const { storage, session } = store();
    session.setParentSession(PARENT_ANSWER);
    storage.set(SESSION_KEYS.user, '{not json');
    expect(session.getSnapshot().parent).toBeNull();
    session.setParentSession(PARENT_ANSWER);
    storage.set(SESSION_KEYS.students, '[{"id":1}]');
    expect(session.getSnapshot().parent?.students).toEqual([]);
  });

  it('updateParent changes nothing when no parent is signed in', () => {
    const { storage, session } = store();
    session.updateParent({ students: [ALEX] });
    expect(stored(storage)).toEqual({});
  });
});

describe('student session', () => {
  it('stores the record, math, progress and history, and drops completions of other days', () => {
    const { session } = store();
    session.setStudentSession(SAM_CONNECT, NOW);
    const student = session.getSnapshot().student;
    expect(student?.session.fullName).toBe('sam smithson');
    expect(student?.session.math).toEqual({
      addition: { schedule: 'mwf', level: '2', completionDate: '2025-06-02' },
      subtraction: { schedule: 'tr', level: '1' },
    });
    expect(student?.progress).toEqual(SAM_CONNECT.progress);
    expect(student?.history).toEqual(SAM_CONNECT.history);
  });

  it('clears the earlier student’s data and any parent session on sign-in', () => {
    const { storage, session } = store();
    session.setParentSession(PARENT_ANSWER);
    session.setStudentSession(SAM_CONNECT, NOW);
    session.setStudentSession(
      {
        ...SAM_CONNECT,
        student: { ...SAM_CONNECT.student, accountname: 'alex', fullName: 'alex s', math: {} },
        progress: {},
        history: {},
      },
      NOW,
    );
    expect(session.getSnapshot()).toEqual({
      parent: null,
      student: {
        session: expect.objectContaining({ accountname: 'alex', math: {} }),
        progress: {},
        history: {},
      },
    });
    expect(storage.get(SESSION_KEYS.user)).toBeUndefined();
  });

  it('expireCompletions drops completion dates once the day is over, and tells listeners', () => {
    const { session } = store();
    session.setStudentSession(SAM_CONNECT, NOW);
    const listener = vi.fn();
    session.subscribe(listener);
    const sameDay = session.getSnapshot();
    session.expireCompletions(new Date(2025, 5, 2, 23, 59));
    expect(listener).not.toHaveBeenCalled();
    expect(session.getSnapshot()).toBe(sameDay);
    session.expireCompletions(new Date(2025, 5, 3, 0, 1));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot().student?.session.math.addition).toEqual({
      schedule: 'mwf',
      level: '2',
    });
  });

  it("keeps a completion date while it is today in the student's zone, not the runtime's", () => {
    const cookies = memoryCookieStore();
    const storage = memoryKeyValueStore();
    const session = createSessionStore({
      cookies,
      storage,
      secure: false,
      timeZone: 'Pacific/Honolulu',
    });
    const done = { ...SAM_CONNECT.student.math.addition!, completionDate: '2025-06-02' };
    const answer = {
      ...SAM_CONNECT,
      student: { ...SAM_CONNECT.student, math: { ...SAM_CONNECT.student.math, addition: done } },
    };
    // 09:50 UTC on 3 June is still 23:50 on 2 June in Honolulu: the date is today there.
    session.setStudentSession(answer, new Date('2025-06-03T09:50:00Z'));
    expect(session.getSnapshot().student?.session.math.addition?.completionDate).toBe('2025-06-02');
    // Ten minutes later the day is over in Honolulu too.
    session.expireCompletions(new Date('2025-06-03T10:01:00Z'));
    expect(session.getSnapshot().student?.session.math.addition?.completionDate).toBeUndefined();
    expect(isSameLocalDay('2025-06-02', new Date('2025-06-03T09:50:00Z'), 'Mars/Olympus')).toBe(
      false,
    );
  });

  it('compares year-month-day dates with the local date', () => {
    expect(isSameLocalDay('2025-06-02', NOW)).toBe(true);
    expect(isSameLocalDay('2025-6-2-14:03', NOW)).toBe(true);
    expect(isSameLocalDay(' 2025-06-02T23:59', NOW)).toBe(true);
    expect(isSameLocalDay('2025-06-01', NOW)).toBe(false);
    expect(isSameLocalDay('2025-06-02', new Date(2025, 5, 3, 0, 0))).toBe(false);
    expect(isSameLocalDay('yesterday', NOW)).toBe(false);
    expect(isSameLocalDay('2025-02-30', new Date(2025, 2, 2))).toBe(false);
    expect(isSameLocalDay('2025-06-02', new Date(Number.NaN))).toBe(false);
  });
});

describe('updateStudent (learning results)', () => {
  const ENTRY = { createdDate: '2025-06-02-09:30', level: '1', questions: 10, errors: 0 };

  it('stores the completion date, appends the history entry, sets progress and the level', () => {
    const { session } = store();
    session.setStudentSession(SAM_CONNECT, NOW);
    const listener = vi.fn();
    session.subscribe(listener);
    const before = session.getSnapshot();
    session.updateStudent({
      subject: 'subtraction',
      level: 2,
      completionDate: '2025-06-02',
      historyEntry: ENTRY,
      progress: { complete: 15, score: 100 },
    });
    const after = session.getSnapshot();
    expect(after).not.toBe(before);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(after.student?.session.math).toEqual({
      addition: { schedule: 'mwf', level: '2', completionDate: '2025-06-02' },
      subtraction: { schedule: 'tr', level: '2', completionDate: '2025-06-02' },
    });
    expect(after.student?.history).toEqual({ ...SAM_CONNECT.history, subtraction: [ENTRY] });
    expect(after.student?.progress).toEqual({
      ...SAM_CONNECT.progress,
      subtraction_progress: { complete: '15', score: '100' },
    });
    session.updateStudent({ subject: 'addition', historyEntry: ENTRY });
    expect(session.getSnapshot().student?.history.addition?.at(-1)).toEqual(ENTRY);
    expect(session.getSnapshot().student?.history.addition).toHaveLength(2);
  });

  it('keeps the same snapshot and tells nobody when nothing changes', () => {
    const { session } = store();
    session.setStudentSession(SAM_CONNECT, NOW);
    const listener = vi.fn();
    session.subscribe(listener);
    const before = session.getSnapshot();
    session.updateStudent({ subject: 'addition', level: '2' });
    session.updateStudent({ subject: 'addition', progress: { complete: '40', score: 90 } });
    session.updateStudent({ subject: 'multiplication', completionDate: '2025-06-02' });
    expect(session.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('adds a subject the record lacks once a level is known', () => {
    const { session } = store();
    session.setStudentSession(SAM_CONNECT, NOW);
    session.updateStudent({ subject: 'division', level: 0, completionDate: '2025-06-02' });
    expect(session.getSnapshot().student?.session.math.division).toEqual({
      schedule: '',
      level: '0',
      completionDate: '2025-06-02',
    });
  });

  it('refuses a level outside 0–19 and changes nothing', () => {
    const { storage, session } = store();
    session.setStudentSession(SAM_CONNECT, NOW);
    const before = stored(storage);
    expect(() =>
      session.updateStudent({ subject: 'addition', level: 20, historyEntry: ENTRY }),
    ).toThrow(RangeError);
    expect(stored(storage)).toEqual(before);
  });

  it('does nothing when no student is signed in', () => {
    const { storage, session } = store();
    session.setParentSession(PARENT_ANSWER);
    const before = stored(storage);
    session.updateStudent({ subject: 'addition', level: 3, historyEntry: ENTRY });
    expect(stored(storage)).toEqual(before);
  });
});

describe('replaceStudent (fresh data from the server)', () => {
  const { student, history, progress } = SAM_CONNECT;
  const SAM_DATA = { student, history, progress };

  it('replaces record, math, progress and history, keeps the token cookie, drops old completions', () => {
    const { cookies, session } = store();
    session.setStudentSession(SAM_CONNECT, NOW);
    const setCookie = vi.spyOn(cookies, 'set');
    const listener = vi.fn();
    session.subscribe(listener);
    session.replaceStudent(
      {
        student: {
          ...SAM_DATA.student,
          premium: 'true',
          math: {
            addition: { schedule: 'tr', level: '4', completionDate: '2025-06-01' },
            division: { schedule: 'm', level: '0' },
          },
        },
        history: {},
        progress: { addition_progress: { complete: '20', score: '95' } },
      },
      NOW,
    );
    expect(session.getSnapshot().student).toEqual({
      session: expect.objectContaining({
        premium: 'true',
        math: {
          addition: { schedule: 'tr', level: '4' },
          division: { schedule: 'm', level: '0' },
        },
      }),
      history: {},
      progress: { addition_progress: { complete: '20', score: '95' } },
    });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(setCookie).not.toHaveBeenCalled();
    expect(session.getUserToken()).toBe(SAM_CONNECT.usertoken);
  });

  it('keeps the same snapshot and tells nobody when the data are what is stored', () => {
    const { session } = store();
    session.setStudentSession(SAM_CONNECT, NOW);
    const listener = vi.fn();
    session.subscribe(listener);
    const before = session.getSnapshot();
    session.replaceStudent(SAM_DATA, NOW);
    expect(session.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('does nothing when no student is signed in (a parent keeps their session)', () => {
    const { storage, session } = store();
    session.setParentSession(PARENT_ANSWER);
    const before = stored(storage);
    session.replaceStudent(SAM_DATA, NOW);
    expect(stored(storage)).toEqual(before);
    expect(session.getSnapshot().student).toBeNull();
  });
});

describe('snapshot', () => {
  it('is the same object until something changes, then a new one', () => {
    const { cookies, session } = store();
    const empty = session.getSnapshot();
    expect(session.getSnapshot()).toBe(empty);
    session.setParentSession(PARENT_ANSWER);
    const signedIn = session.getSnapshot();
    expect(signedIn).not.toBe(empty);
    expect(session.getSnapshot()).toBe(signedIn);
    expect(session.getSnapshot().parent).toBe(signedIn.parent);
    session.updateParent({ students: [SAM, ALEX] });
    const twoStudents = session.getSnapshot();
    expect(twoStudents).not.toBe(signedIn);
    expect(twoStudents.parent?.students).toEqual([SAM, ALEX]);
    cookies.delete('usertoken');
    expect(session.getSnapshot().parent).toBeNull();
  });

  it('tells subscribers about every change until they unsubscribe', () => {
    const { session } = store();
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    session.setParentSession(PARENT_ANSWER);
    session.updateParent({ students: [] });
    session.signOut();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    session.setParentSession(PARENT_ANSWER);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('follows changes other tabs make to localStorage', () => {
    const handlers = new Set<(event: { storageArea: unknown }) => void>();
    vi.stubGlobal('addEventListener', (_: string, handler: never) => handlers.add(handler));
    vi.stubGlobal('removeEventListener', (_: string, handler: never) => handlers.delete(handler));
    const values = new Map<string, string>();
    const local = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    };
    const cookies = memoryCookieStore();
    const session = createSessionStore({ cookies, storage: webStorageStore(local), secure: false });
    session.setParentSession(PARENT_ANSWER);
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    values.delete(SESSION_KEYS.parentSignedIn);
    handlers.forEach((handler) => handler({ storageArea: local }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot().parent).toBeNull();
    unsubscribe();
    expect(handlers.size).toBe(0);
  });
});
