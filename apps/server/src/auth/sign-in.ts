/**
 * The one sign-in sequence both `user.connect` and `student.connect` follow: reserve the
 * attempt in the throttle (per account and per client address) before anything else, look the
 * account up, verify the wire hash (against a decoy when the account is unknown, so an unknown
 * name takes as long as a wrong secret); a success forgets the account's attempts, gives the
 * address its attempt back and trusts the device. A device the account signed in from before
 * is counted apart from the others, so wrong guesses from elsewhere do not lock it out.
 * @see spec §4 "Parent session", "Student session"; §8 "Invalid credentials"; issue 9 "Safe"
 */
import { ERROR_REASONS } from '@mathcols/api-client/protocol';
import type { Database } from '../db/open';
import { refusalEnvelope, type ErrorEnvelope } from '../http/error-envelope';
import { hashStoredSecret, verifyStoredSecret } from './passwords';
import {
  clearAttempts,
  clearAttemptsWithSubkeys,
  refundAttempt,
  reserveAttempt,
  type ThrottleHit,
} from './throttle';
import { isTrustedDevice, trustDevice } from './trusted-devices';
import {
  SIGN_IN_PER_ACCOUNT,
  SIGN_IN_PER_ADDRESS,
  throttled,
  tooManyAttemptsReason,
  type ThrottledAnswer,
} from './throttle-rules';

let decoyHash: Promise<string> | undefined;

/** Between an account and a trusted device in the subject of the device's own attempts. */
const ON_DEVICE = ' on ';

/** The sign-in account of a parent: `parent:<normalised e-mail>` (see {@link SignInAttempt}). */
export const parentAccount = (email: string): string => `parent:${email}`;

/** A stored hash no wire hash matches, checked when the account is unknown. */
function decoy(): Promise<string> {
  decoyHash ??= hashStoredSecret('decoy: no wire hash has this form');
  return decoyHash;
}

/** What {@link signIn} needs: who is signing in, from where, with which wire hash. */
export interface SignInAttempt<R> {
  db: Database;
  /** The request tag (`user.connect`, `student.connect`); refusals answer `<tag>_error`. */
  tag: string;
  /**
   * The account: `parent:<normalised e-mail>` or `student:<normalised handle>` (throttle key
   * `sign-in-account:<it>`).
   */
  account: string;
  /** The client address (`HandlerContext.clientAddress`; key `sign-in-address:<it>`). */
  address: string;
  /** The request's `deviceid`, lower-cased (see `trusted-devices.ts`). */
  device: string;
  /** The client's wire hash of the password or passcode. */
  wireHash: string;
  now: Date;
  /** Finds the account and its stored hash; undefined when there is none. */
  find: () => Promise<{ record: R; passwordHash: string } | undefined>;
}

/** The account signed in, or the answer refusing it (HTTP 429 while locked, else 200). */
export type SignInOutcome<R> =
  | { ok: true; record: R }
  | {
      ok: false;
      answer: ThrottledAnswer | { status: 200; body: ErrorEnvelope; headers?: undefined };
    };

/**
 * Checks a sign-in. The attempt is first reserved under `SIGN_IN_PER_ACCOUNT` and
 * `SIGN_IN_PER_ADDRESS` (atomically, in the database): the 5th attempt on an account within 15
 * minutes locks it for 1 minute, the next lock 2, then 4 … up to 30; while locked, HTTP 429
 * with `Retry-After` and 'Too many failed sign-in attempts. Please wait N minutes and try
 * again.', even for the right secret, and nothing is hashed. Unknown account or wrong secret:
 * 200 `{ tag: '<tag>_error', reason: 'Invalid credentials' }`. Success forgets the attempts and
 * back-off it was counted in, gives the address its attempt back, and trusts the device.
 *
 * The account's attempts are counted per account for every device but the trusted ones, and
 * per account and device for each trusted device (key `sign-in-account:<account> on
 * <device>`, the same rule): a trusted device's 5 wrong guesses lock only itself, and a lock
 * from elsewhere does not refuse it.
 */
export async function signIn<R>(attempt: SignInAttempt<R>): Promise<SignInOutcome<R>> {
  const { db, tag, now, device } = attempt;
  const trusted = await isTrustedDevice(db, attempt.account, device, now);
  const account: ThrottleHit = {
    rule: SIGN_IN_PER_ACCOUNT,
    subject: trusted ? `${attempt.account}${ON_DEVICE}${device}` : attempt.account,
  };
  const address: ThrottleHit = { rule: SIGN_IN_PER_ADDRESS, subject: attempt.address };
  const verdict = await reserveAttempt(db, [account, address], now);
  if (!verdict.allowed) {
    const wait = verdict.retryAfterSeconds;
    return { ok: false, answer: throttled(tag, wait, tooManyAttemptsReason(wait)) };
  }

  const found = await attempt.find();
  const matches = await verifyStoredSecret(
    found?.passwordHash ?? (await decoy()),
    attempt.wireHash,
  );
  if (!found || !matches) {
    return {
      ok: false,
      answer: {
        status: 200,
        body: refusalEnvelope(tag, ERROR_REASONS.invalidCredentials),
      },
    };
  }
  await clearAttempts(db, [account]);
  await refundAttempt(db, [address]);
  await trustDevice(db, attempt.account, device, now);
  return { ok: true, record: found.record };
}

/**
 * Forgets every sign-in attempt, lock and back-off of an account under `SIGN_IN_PER_ACCOUNT`:
 * the account-wide key and each trusted device's own key. For an owner who proved who they are
 * otherwise (a password reset through the e-mailed link), so a locked-out parent gets in.
 * @param account as in {@link SignInAttempt}, e.g. {@link parentAccount}
 */
export async function forgetSignInAttempts(db: Database, account: string): Promise<void> {
  await clearAttemptsWithSubkeys(db, { rule: SIGN_IN_PER_ACCOUNT, subject: account }, ON_DEVICE);
}
