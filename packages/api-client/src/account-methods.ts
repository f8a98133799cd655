/**
 * The account calls of the client: parent sign-in and registration, e-mail verification,
 * settings, the parent's students, and student sign-in. Each keeps the local session in step.
 * @see spec §4 Parent session, Email verification, Student session; §7 user.* and student.*
 */
import type { Subject } from '@mathcols/engine';
import { runtimeTimeZone } from './time-zone';
import { ApiError } from './errors';
import { ACCOUNT_MESSAGES, API_ERROR_MESSAGES } from './messages';
import {
  hashParentPassword,
  hashStudentPasscode,
  normalizeIdentifier,
  type ApiRequestOf,
  type ApiResponseOf,
  type ApiTag,
  type FtueStep,
  type ParentData,
  type StudentData,
} from './protocol';
import type { ParentSessionState, SessionStore, StudentSessionState } from './session-types';
import { createStudentRefresh } from './student-refresh';

/** A parent's sign-in details. `password` in clear; only its salted hash is sent. */
export interface ParentSignInInput {
  email: string;
  password: string;
}

/** A new parent account. `password` in clear; only its salted hash is sent. */
export interface RegisterInput extends ParentSignInInput {
  firstname: string;
  lastname: string;
}

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
 * The account methods of `ApiClient`. Every one throws {@link ApiError}: the server's reason
 * for a refusal (`code: 'business'`, e.g. 'Invalid credentials', 'Premium Feature'), the tag's
 * catalogue text otherwise (see `TAG_ERROR_MESSAGES`), and `code: 'unauthorized'` with
 * 'Authentication token not found. Please log in again.' when a signed-in call has no token or
 * the server answers 401 (the stored session is then cleared).
 * @see spec §8 The error catalogue
 */
export interface AccountMethods {
  /** Signs a parent in (`user.connect`) and stores the session. @see spec §4 Parent session */
  parentSignIn(input: ParentSignInInput): Promise<ParentSessionState>;
  /** Registers a parent (`user.create`) and stores the session, as sign-in does. */
  register(input: RegisterInput): Promise<ParentSessionState>;
  /**
   * Clears the local session (spec §4 list: flags, user data, students, FTUE, token cookie) at
   * once, and asks the server to end the session too (`user.disconnect`, parent or student
   * token), best effort: resolves once the server answered or could not be reached. Never
   * rejects; offline, the local sign-out still happens.
   */
  signOut(): Promise<void>;
  /** Saves the FTUE steps done (`user.update`); returns and stores the parent's data. */
  updateFtue(steps: readonly FtueStep[]): Promise<ParentData>;
  /** Weekly e-mails on or off (`user.update`); returns and stores the parent's data. */
  setEmails(on: boolean): Promise<ParentData>;
  /**
   * Changes the parent's first and last name (`user.update`, Manage Account); returns and
   * stores the parent's data. @throws {ApiError} 'Failed to update account' (or the server's
   * reason)
   */
  updateNames(names: { firstname: string; lastname: string }): Promise<ParentData>;
  /**
   * Changes the parent's password (`user.update`), both sent only as wire hashes salted with
   * the signed-in parent's e-mail. @throws {ApiError} 'Your current password is not right'
   * (`business`), the server's wait after 5 wrong ones (HTTP 429), 'Failed to update password'
   */
  changePassword(passwords: { current: string; next: string }): Promise<ParentData>;
  /**
   * Moves the account to another e-mail address (`user.emailchange`, ours), proven with the
   * current password. The address salts the password's wire hash, so the password is sent
   * hashed with the present address (the proof) and with the new one (what signs in from now
   * on); it never travels itself. On success the stored parent has the new `email`, not yet
   * verified (the banner comes back): a verification e-mail went to the new address.
   * @param change `email`: the new address (trimmed and lower-cased here); `current`: the
   *   password as typed.
   * @returns the parent's data after the change
   * @throws {ApiError} 'Your current password is not right', 'An account with this email
   *   already exists', 'This is already the email address of your account' (`business`), the
   *   server's wait after 5 wrong passwords (HTTP 429), 'Failed to change your email address.
   *   Please try again.'
   */
  changeEmail(change: { email: string; current: string }): Promise<ParentData>;
  /**
   * Asks for a new verification e-mail (`user.emailverify`). When the server says the address
   * is verified already (through the link, say), nothing is sent: the stored `emailverified`
   * becomes 'true' (the banner goes) and the text is 'Email verified successfully!'.
   * @returns the server's text, or 'We are sending you a new email token, please go look for it.'
   */
  requestEmailVerification(): Promise<string>;
  /**
   * Submits the 6-digit code (`user.emailverify`); on success the stored `emailverified`
   * becomes 'true' (the banner goes). A code that is not 6 digits (after trimming) is refused
   * at once with 'Invalid verification code' (`code: 'business'`), nothing sent.
   * @see spec §4 Email verification
   */
  verifyEmailCode(code: string): Promise<void>;
  /**
   * Verifies the e-mailed link's token (`public.emailverify`); no sign-in needed. When the
   * link is the signed-in parent's own, the server's answer carries their data and the stored
   * `emailverified` becomes 'true' (in every tab: the banner goes).
   */
  verifyEmailLink(emailtoken: string): Promise<void>;
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

/** Sends a tag (adding `tag`, `deviceid`, `usertoken`) and returns its parsed answer. */
export type Sender = <T extends ApiTag>(
  tag: T,
  body: Omit<ApiRequestOf<T>, 'tag' | 'deviceid' | 'usertoken'>,
) => Promise<ApiResponseOf<T>>;

/** Tokens the server issues are 43 characters (32 bytes, base64url); anything under 16 is not one. */
const MIN_TOKEN_LENGTH = 16;

/** The state of a signed-in parent from a session answer's `data` and `students`. */
export const parentState = (data: ParentData, students: StudentData[]): ParentSessionState => ({
  user: data,
  students,
  ftue: data.ftue,
});

/**
 * Stores a parent session answer in `session`. An unusable token (shorter than any the server
 * issues) is `noToken`; a store that refuses the session (cookies or storage blocked) is
 * 'Session management failed'.
 * @throws {ApiError} `code: 'format'` in both cases
 */
export function storeParentSession(
  session: SessionStore,
  answer: Parameters<SessionStore['setParentSession']>[0],
  noToken: string,
): void {
  if (answer.usertoken.trim().length < MIN_TOKEN_LENGTH) {
    throw new ApiError(noToken, 'format');
  }
  try {
    session.setParentSession(answer);
  } catch (cause) {
    throw new ApiError(API_ERROR_MESSAGES.sessionFailed, 'format', { cause });
  }
}

/**
 * The account methods over a sender, the session store, a clock and the student's time zone
 * (the default `timezone` of `studentSignIn`; without it, the runtime's).
 */
export function createAccountMethods(
  send: Sender,
  session: SessionStore,
  now: () => Date,
  timeZone: () => string = runtimeTimeZone,
): AccountMethods {
  const storeUser = (data: ParentData) => {
    session.updateParent({ user: data });
    return data;
  };
  /** The signed-in parent's address is verified: the stored flag follows. */
  const markVerified = () => {
    const user = session.getSnapshot().parent?.user;
    if (user) session.updateParent({ user: { ...user, emailverified: 'true' } });
  };
  const storeStudents = (students: StudentData[]) => {
    session.updateParent({ students });
    return students;
  };

  return {
    async parentSignIn({ email, password }) {
      const address = email.trim();
      const emailpassword = await hashParentPassword(address, password);
      const answer = await send('user.connect', { email: address, emailpassword });
      storeParentSession(session, answer, API_ERROR_MESSAGES.noAuthenticationToken);
      return parentState(answer.data, answer.students);
    },
    async register({ firstname, lastname, email, password }) {
      const address = email.trim();
      const emailpassword = await hashParentPassword(address, password);
      const answer = await send('user.create', {
        email: address,
        emailpassword,
        firstname: firstname.trim(),
        lastname: lastname.trim(),
      });
      storeParentSession(session, answer, API_ERROR_MESSAGES.noRegistrationToken);
      return parentState(answer.data, answer.students);
    },
    async signOut() {
      // `send` reads the stored token before its first await, so clearing the session right
      // after still sends it; the local sign-out never waits for the network.
      const disconnect = send('user.disconnect', {}).then(
        () => undefined,
        () => undefined,
      );
      session.signOut();
      await disconnect;
    },
    async updateFtue(steps) {
      return storeUser((await send('user.update', { ftue: [...steps] })).data);
    },
    async setEmails(on) {
      return storeUser((await send('user.update', { emails: on ? 'true' : 'false' })).data);
    },
    async updateNames({ firstname, lastname }) {
      const names = { firstname: firstname.trim(), lastname: lastname.trim() };
      return storeUser((await send('user.update', names)).data);
    },
    async changePassword({ current, next }) {
      const email = session.getSnapshot().parent?.user.email ?? '';
      const answer = await send('user.update', {
        currentpassword: await hashParentPassword(email, current),
        emailpassword: await hashParentPassword(email, next),
      });
      return storeUser(answer.data);
    },
    async changeEmail({ email, current }) {
      const present = session.getSnapshot().parent?.user.email ?? '';
      const address = email.trim().toLowerCase();
      const answer = await send('user.emailchange', {
        email: address,
        currentpassword: await hashParentPassword(present, current),
        emailpassword: await hashParentPassword(address, current),
      });
      return storeUser(answer.data);
    },
    async requestEmailVerification() {
      const answer = await send('user.emailverify', {});
      if (answer.emailverify === 'true') {
        markVerified();
        return ACCOUNT_MESSAGES.emailVerified;
      }
      return answer.reason?.trim() || ACCOUNT_MESSAGES.verificationEmailSent;
    },
    async verifyEmailCode(code) {
      const emailtoken = code.trim();
      if (!/^\d{6}$/.test(emailtoken)) {
        const reason = API_ERROR_MESSAGES.invalidCode;
        throw new ApiError(reason, 'business', { reason });
      }
      const answer = await send('user.emailverify', { emailtoken });
      if (answer.emailverify !== 'true') {
        const reason = answer.reason?.trim() ?? '';
        throw new ApiError(reason || API_ERROR_MESSAGES.invalidCode, 'business', { reason });
      }
      markVerified();
    },
    async verifyEmailLink(emailtoken) {
      const answer = await send('public.emailverify', { emailtoken: emailtoken.trim() });
      if (answer.data) storeUser(answer.data);
    },
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
