/**
 * The one sign-in sequence both `user.connect` and `student.connect` follow: refuse while rate
 * limited, look the account up, verify the wire hash (against a decoy when the account is
 * unknown, so an unknown name takes as long as a wrong secret), count a failure or forget the
 * account's failures.
 * @see spec §4 "Parent session", "Student session"; §8 "Invalid credentials"
 */
import { ERROR_REASONS } from '@mathcols/api-client/protocol';
import type { Database } from '../db/open';
import { hashStoredSecret, verifyStoredSecret } from './passwords';
import {
  accountKey,
  clearSignInFailures,
  deviceKey,
  recordSignInFailure,
  signInBlocked,
  tooManyAttempts,
} from './rate-limit';

let decoyHash: Promise<string> | undefined;

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
  /** The normalised e-mail address or handle (rate-limit key `account:<it>`). */
  account: string;
  deviceid: string;
  /** The client's wire hash of the password or passcode. */
  wireHash: string;
  now: Date;
  /** Finds the account and its stored hash; undefined when there is none. */
  find: () => Promise<{ record: R; passwordHash: string } | undefined>;
}

/** The account signed in, or the answer refusing it (HTTP 429 while blocked, else 200). */
export type SignInOutcome<R> =
  | { ok: true; record: R }
  | { ok: false; answer: { status: 200 | 429; body: { tag: string; reason: string } } };

/**
 * Checks a sign-in. Blocked (5 failures per account or 20 per device in 15 minutes): HTTP 429
 * with 'Too many failed sign-in attempts. Please wait N minutes and try again.', even for the
 * right secret. Unknown account or wrong secret: 200 `{ tag: '<tag>_error', reason: 'Invalid
 * credentials' }`, counted as a failure. Success forgets the account's failures (the device's
 * stay counted).
 */
export async function signIn<R>(attempt: SignInAttempt<R>): Promise<SignInOutcome<R>> {
  const { db, tag, now } = attempt;
  const ownKey = accountKey(attempt.account);
  const keys = [ownKey, deviceKey(attempt.deviceid)];
  const blocked = await signInBlocked(db, keys, now);
  if (blocked) return { ok: false, answer: tooManyAttempts(tag, blocked) };

  const found = await attempt.find();
  const matches = await verifyStoredSecret(
    found?.passwordHash ?? (await decoy()),
    attempt.wireHash,
  );
  if (!found || !matches) {
    await recordSignInFailure(db, keys, now);
    return {
      ok: false,
      answer: {
        status: 200,
        body: { tag: `${tag}_error`, reason: ERROR_REASONS.invalidCredentials },
      },
    };
  }
  await clearSignInFailures(db, [ownKey]);
  return { ok: true, record: found.record };
}
