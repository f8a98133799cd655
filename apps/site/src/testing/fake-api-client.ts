import {
  ACCOUNT_MESSAGES,
  API_ERROR_MESSAGES,
  ApiError,
  type ApiClient,
  type ErrorReport,
  type PublicMath,
} from '@mathcols/api-client';
import { ERROR_REASONS, type ParentData, type StudentData } from '@mathcols/api-client/protocol';
import type { RawProblem, Subject } from '@mathcols/engine';
import {
  createTestSessionStore,
  testParent,
  testStudentData,
  testStudentSession,
  type InitialSession,
} from './fake-session';
import { fakeLearningMethods, type CompletionCall } from './fake-learning';

export type { CompletionCall } from './fake-learning';

/** The parent the fake accepts: `pat@example.com` / {@link FAKE_PARENT_PASSWORD}. */
export const FAKE_PARENT_PASSWORD = 'Secret123';
/** The student the fake accepts: handle `samlee` / {@link FAKE_STUDENT_PASSCODE}. */
export const FAKE_STUDENT_PASSCODE = '1234';
/** The e-mailed link token the fake accepts. */
export const FAKE_EMAIL_TOKEN = 'good-token-0123456789';
/** The forgotten-password link token the fake accepts, once: it is `pat@example.com`'s. */
export const FAKE_RESET_TOKEN = 'reset-token-0123456789';
/** The undo link token (of an e-mail change) the fake accepts: it answers {@link FAKE_RESET_TOKEN}. */
export const FAKE_UNDO_TOKEN = 'undo-token-0123456789';
/** The e-mailed code the fake accepts. */
export const FAKE_EMAIL_CODE = '123456';
/** An address another parent uses: `changeEmail` to it is refused ('An account with this email…'). */
export const FAKE_TAKEN_EMAIL = 'taken@example.com';

/** Options of {@link fakeApiClient}. */
export interface FakeApiOptions {
  /** Who is signed in at first. @defaultValue nobody */
  session?: InitialSession;
  /** Methods to replace (e.g. a `parentSignIn` that never settles, to see the busy label). */
  overrides?: Partial<ApiClient>;
  /**
   * The questions `getAssignments` serves per subject. @defaultValue the engine's set for the
   * student's level (`generateProblems(subject, level, 10, 'fake')`)
   */
  assignments?: Partial<Record<Subject, RawProblem[]>>;
  /** Receives every `reportError` call. */
  reports?: ErrorReport[];
  /** Receives every `completeAssignment` call's arguments. */
  completions?: CompletionCall[];
  /** Receives every `changeEmail` call's argument, refused or not. */
  emailChanges?: EmailChangeCall[];
  /**
   * What `refreshStudent` finds on the server: the signed-in student's data now (a schedule or
   * level a parent changed since the sign-in; parts left out are as stored), or a promise of
   * them that the test settles (a rejection is the refresh failing, e.g. an `ApiError` with
   * code 'network'). @defaultValue nothing changed: the stored data are returned as they are
   */
  freshStudent?: FreshStudent | Promise<FreshStudent>;
  /**
   * What `refreshParent` finds on the server: the signed-in parent's data now (a plan that
   * ended, an address verified elsewhere; parts left out are as stored), or a promise of them
   * that the test settles (a rejection is the refresh failing).
   * @defaultValue nothing changed: the stored data are returned as they are
   */
  freshParent?: FreshParent | Promise<FreshParent>;
}

/** A signed-in parent's data on the fake server (see {@link FakeApiOptions.freshParent}). */
export type FreshParent = { user?: ParentData; students?: StudentData[] };

/** A signed-in student's data on the fake server (see {@link FakeApiOptions.freshStudent}). */
export type FreshStudent = NonNullable<InitialSession['student']>;

/** The argument of one `changeEmail` call, as {@link FakeApiOptions.emailChanges} keeps it. */
export interface EmailChangeCall {
  /** The new address as the page sent it. */
  readonly email: string;
  /** The current password as typed. */
  readonly current: string;
}

/**
 * Marks the signed-in parent's address verified in `session`, as the real client does after the
 * server accepted it (a code, the link, or 'verified already'); nothing when no parent is in.
 */
export function markParentVerified(session: ApiClient['session']): void {
  const user = session.getSnapshot().parent?.user;
  if (user) session.updateParent({ user: { ...user, emailverified: 'true' } });
}

/** A refusal shaped as the real client raises it: the server's reason as the message. */
const refuse = (reason: string) => Promise.reject(new ApiError(reason, 'business', { reason }));

/**
 * A stand-in API client for component tests, with no network and no module mocking:
 * `getPublicMath` as given, a fixed device id, the client's real session store kept in memory,
 * account methods that accept one parent (`pat@example.com` / 'Secret123'), one student
 * (`samlee` / '1234'), one link token, one code and one forgotten-password token (used up by
 * the new password it saves, which signs the parent in), and refuse anything else with the
 * server's texts (`changeEmail` also refuses the parent's own address and
 * {@link FAKE_TAKEN_EMAIL}, and otherwise stores the new address, not yet verified); and learning methods that behave like the server on the engine's own rules
 * (today's questions at the stored level, adaptive options, level moves, progress kept in the
 * session; `refreshStudent` stores {@link FakeApiOptions.freshStudent}, `refreshParent`
 * {@link FakeApiOptions.freshParent}).
 */
export function fakeApiClient(
  getPublicMath: ApiClient['getPublicMath'] = () => Promise.resolve({} as PublicMath),
  {
    session: initial,
    overrides = {},
    assignments,
    reports,
    completions,
    emailChanges,
    freshStudent,
    freshParent,
  }: FakeApiOptions = {},
): ApiClient {
  const session = createTestSessionStore(initial);
  const student = () => {
    const state = session.getSnapshot().student;
    if (!state) throw new Error('Authentication token not found. Please log in again.');
    return state;
  };
  const parent = () => {
    const state = session.getSnapshot().parent;
    if (!state) throw new Error('Authentication token not found. Please log in again.');
    return state;
  };
  const setStudents = (students: StudentData[]) => {
    session.updateParent({ students });
    return students;
  };
  let resetTokenUsed = false;
  const resetTokenGood = (token: string) => token === FAKE_RESET_TOKEN && !resetTokenUsed;
  const signInParent = (data = testParent()) => {
    session.setParentSession({ usertoken: 'parent-token', data, students: [] });
    return parent();
  };
  return {
    session,
    getDeviceId: () => Promise.resolve('test-device'),
    getPublicMath,
    call: (tag) => Promise.reject(new Error(`unexpected call ${tag}`)),
    async parentSignIn({ email, password }) {
      if (email !== testParent().email || password !== FAKE_PARENT_PASSWORD) {
        return refuse('Invalid credentials');
      }
      return signInParent();
    },
    async register({ firstname, lastname, email }) {
      return signInParent(testParent({ firstname, lastname, email, emailverified: 'false' }));
    },
    async signOut() {
      session.signOut();
    },
    async updateFtue(steps) {
      const user = { ...parent().user, ftue: [...steps] };
      session.updateParent({ user });
      return user;
    },
    async setEmails(on) {
      const user = { ...parent().user, emails: on ? ('true' as const) : ('false' as const) };
      session.updateParent({ user });
      return user;
    },
    async updateNames({ firstname, lastname }) {
      const user = { ...parent().user, firstname: firstname.trim(), lastname: lastname.trim() };
      session.updateParent({ user });
      return user;
    },
    async changePassword({ current }) {
      const { user } = parent();
      if (current !== FAKE_PARENT_PASSWORD) return refuse('Your current password is not right');
      return user;
    },
    async changeEmail(change) {
      emailChanges?.push({ ...change });
      const { user } = parent();
      if (change.current !== FAKE_PARENT_PASSWORD)
        return refuse(ERROR_REASONS.currentPasswordWrong);
      // As the real client sends it: trimmed and lower-cased.
      const email = change.email.trim().toLowerCase();
      if (email === user.email) return refuse(ERROR_REASONS.emailUnchanged);
      if (email === FAKE_TAKEN_EMAIL) return refuse(ERROR_REASONS.emailTaken);
      const moved = { ...user, email, emailverified: 'false' as const };
      session.updateParent({ user: moved });
      return moved;
    },
    async requestEmailVerification() {
      parent();
      return 'We are sending you a new email token, please go look for it.';
    },
    async verifyEmailCode(code) {
      parent();
      if (code !== FAKE_EMAIL_CODE) return refuse('Invalid verification code');
      markParentVerified(session);
    },
    async verifyEmailLink(token) {
      if (token !== FAKE_EMAIL_TOKEN) return refuse('Failed to verify email. Please try again.');
      // The one link is the one parent's: signed in here, their stored flag follows.
      markParentVerified(session);
    },
    async requestPasswordReset() {
      return ACCOUNT_MESSAGES.passwordResetSent;
    },
    async checkPasswordReset(token) {
      if (!resetTokenGood(token)) return refuse(API_ERROR_MESSAGES.invalidPasswordResetToken);
      return { email: testParent().email };
    },
    async resetPassword({ emailtoken }) {
      if (!resetTokenGood(emailtoken)) return refuse(API_ERROR_MESSAGES.invalidPasswordResetToken);
      resetTokenUsed = true;
      return signInParent();
    },
    async undoEmailChange(token) {
      if (token !== FAKE_UNDO_TOKEN) return refuse(ERROR_REASONS.invalidEmailUndoToken);
      return { email: testParent().email, emailtoken: FAKE_RESET_TOKEN };
    },
    async createStudent({ firstname, lastname, accountname, gradelevel }) {
      const { students } = parent();
      const created = testStudentData({
        id: `student-${students.length + 1}`,
        firstname: firstname.trim().toLowerCase(),
        lastname: lastname.trim().toLowerCase(),
        accountname: accountname.trim().toLowerCase(),
        gradelevel: String(gradelevel),
      });
      return setStudents([...students, created]);
    },
    async deleteStudent(accountname) {
      return setStudents(parent().students.filter((s) => s.accountname !== accountname));
    },
    async updateStudent(accountname, change) {
      const students = parent().students;
      const current = students.find((s) => s.accountname === accountname);
      if (!current) return refuse('Student not found');
      const updated: StudentData =
        'gradelevel' in change
          ? { ...current, gradelevel: String(change.gradelevel) }
          : 'mathschedule' in change
            ? { ...current, mathschedule: { ...current.mathschedule, ...change.mathschedule } }
            : current;
      setStudents(students.map((s) => (s === current ? updated : s)));
      return updated;
    },
    async studentSignIn({ accountname, passcode }) {
      if (accountname !== 'samlee' || passcode !== FAKE_STUDENT_PASSCODE) {
        return refuse('Invalid credentials');
      }
      session.setStudentSession(
        {
          tag: 'student.connect',
          usertoken: 'student-token',
          student: testStudentSession(),
          history: {},
          progress: {},
        },
        new Date(),
      );
      const state = session.getSnapshot().student;
      if (!state) throw new Error('the fake session did not keep the student');
      return state;
    },
    async refreshParent() {
      const stored = session.getSnapshot().parent;
      if (!stored) throw new ApiError(API_ERROR_MESSAGES.noToken, 'unauthorized');
      if (freshParent === undefined) return stored;
      const fresh = await freshParent;
      session.updateParent({
        user: fresh.user ?? stored.user,
        students: fresh.students ?? stored.students,
      });
      return parent();
    },
    async refreshStudent() {
      const stored = session.getSnapshot().student;
      if (!stored) throw new ApiError(API_ERROR_MESSAGES.noToken, 'unauthorized');
      if (freshStudent === undefined) return stored;
      const fresh = await freshStudent;
      session.replaceStudent(
        {
          student: fresh.session ?? stored.session,
          history: fresh.history ?? stored.history,
          progress: fresh.progress ?? stored.progress,
        },
        new Date(),
      );
      return student();
    },
    ...fakeLearningMethods(session, { assignments, reports, completions }),
    async startCheckout(plan) {
      parent();
      return `http://localhost/local-checkout/cs_local_${plan}`;
    },
    async confirmPayment(sessionId) {
      const { user } = parent();
      if (!sessionId.startsWith('cs_')) {
        return refuse('There was an error processing your payment. Please contact support.');
      }
      const premium = { ...user, userpremium: 'true' as const, studentsMax: 4 };
      session.updateParent({ user: premium });
      return { plan: 'monthly' as const, user: premium };
    },
    async openBillingPortal() {
      if (parent().user.userpremium !== 'true') {
        return refuse('There was an error accessing your billing portal. Please try again.');
      }
      return 'http://localhost/local-billing/cus_local_fake';
    },
    async sendMessage() {
      parent();
      return 'Message sent';
    },
    async getStudentReport() {
      parent();
      return refuse('Report cards are part of premium. See Pricing to sign up.');
    },
    ...overrides,
  };
}
