/**
 * The parent's account calls of the client: sign-in and registration, sign-out, settings,
 * password and e-mail address, e-mail verification. Each keeps the local session in step. (The
 * parent's students and student sign-in: student-methods.ts.)
 * @see spec §4 Parent session, Email verification; §7 user.*
 */
import { ApiError } from './errors';
import { createParentRefresh } from './parent-refresh';
import { ACCOUNT_MESSAGES, API_ERROR_MESSAGES } from './messages';
import {
  hashParentPassword,
  type ApiRequestOf,
  type ApiResponseOf,
  type ApiTag,
  type FtueStep,
  type ParentData,
  type StudentData,
} from './protocol';
import type { ParentSessionState, SessionStore } from './session-types';

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
  /**
   * Reads the signed-in parent's data again (`user.get`, ours) and stores it in place of what
   * the sign-in stored: the plan (`userpremium`, which ends when a subscription is cancelled in
   * the billing portal), the verified address, the weekly-e-mail setting, the FTUE steps and
   * the students — so the pages show them without signing in again. The token stays the same
   * (its cookie's lifetime is not extended). If the stored parent changed while the request was
   * out (a student added, a setting saved, another sign-in), the answer is not stored: the
   * newer local data stay. Calls made while one is out share its request.
   * @returns the stored parent after the refresh (`{ user, students, ftue }`)
   * @throws {ApiError} `code: 'unauthorized'` ('Authentication token not found. Please log in
   *   again.') when no parent is signed in (nothing sent) or on HTTP 401 (the token expired or
   *   ended: the local session is cleared, as every signed-in call does); `network`/`timeout`/
   *   `http`/`format` with 'Failed to load your latest account details. Please try again.', or
   *   the server's reason (`business`) — on these the stored data stay as they were.
   * @see docs/protocol.md "Reading a parent's data again"; spec §4 Parent session
   */
  refreshParent(): Promise<ParentSessionState>;
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

/** The parent's account methods over a sender and the session store. */
export function createAccountMethods(send: Sender, session: SessionStore): AccountMethods {
  const storeUser = (data: ParentData) => {
    session.updateParent({ user: data });
    return data;
  };
  /** The signed-in parent's address is verified: the stored flag follows. */
  const markVerified = () => {
    const user = session.getSnapshot().parent?.user;
    if (user) session.updateParent({ user: { ...user, emailverified: 'true' } });
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
    refreshParent: createParentRefresh(send, session),
  };
}
