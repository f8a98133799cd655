import {
  createSessionStore,
  memoryCookieStore,
  memoryKeyValueStore,
  type SessionStore,
  type StudentHistory,
  type StudentProgress,
} from '@mathcols/api-client';
import type { ParentData, StudentData, StudentSession } from '@mathcols/api-client/protocol';

/** The parent of tests: pat doe, `pat@example.com`, verified, free plan. */
export function testParent(overrides: Partial<ParentData> = {}): ParentData {
  return {
    userId: 'parent-1',
    email: 'pat@example.com',
    firstname: 'pat',
    lastname: 'doe',
    studentsMax: 1,
    createdDate: '2026-01-05T10:00:00.000Z',
    userpremium: 'false',
    emailverified: 'true',
    emails: 'true',
    ftue: [],
    ...overrides,
  };
}

/** A student as a parent sees it: sam lee, handle `samlee`, grade 3. */
export function testStudentData(overrides: Partial<StudentData> = {}): StudentData {
  return {
    id: 'student-1',
    accountname: 'samlee',
    firstname: 'sam',
    lastname: 'lee',
    gradelevel: '3',
    premium: 'false',
    mathlevels: {},
    mathschedule: {},
    ...overrides,
  };
}

/** A signed-in student's record: sam lee, no subjects scheduled. */
export function testStudentSession(overrides: Partial<StudentSession> = {}): StudentSession {
  return {
    accountname: 'samlee',
    firstname: 'sam',
    lastname: 'lee',
    fullName: 'sam lee',
    premium: 'false',
    gradelevel: '3',
    math: {},
    ...overrides,
  };
}

/** Who is signed in when a test starts. */
export interface InitialSession {
  /** A signed-in parent and their students. */
  parent?: { user?: ParentData; students?: StudentData[] };
  /**
   * A signed-in student, their history and their progress (`{subject}_progress` →
   * `{ complete, score }`, percents as strings; none by default).
   */
  student?: { session?: StudentSession; history?: StudentHistory; progress?: StudentProgress };
}

/**
 * The client's real session store over an in-memory cookie jar and key/value store, signed in
 * as `initial` says (nobody by default).
 */
export function createTestSessionStore(initial: InitialSession = {}): SessionStore {
  const store = createSessionStore({
    cookies: memoryCookieStore(),
    storage: memoryKeyValueStore(),
    secure: false,
  });
  if (initial.parent) {
    store.setParentSession({
      usertoken: 'parent-token',
      data: initial.parent.user ?? testParent(),
      students: initial.parent.students ?? [],
    });
  }
  if (initial.student) {
    store.setStudentSession(
      {
        tag: 'student.connect',
        usertoken: 'student-token',
        student: initial.student.session ?? testStudentSession(),
        history: initial.student.history ?? {},
        progress: initial.student.progress ?? {},
      },
      new Date(),
    );
  }
  return store;
}
