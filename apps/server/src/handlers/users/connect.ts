/**
 * `user.connect`: a parent signs in.
 * @see spec §2 Parent Login, §4 "Parent session", §7 `user.connect`, §8 Login
 */
import { ERROR_REASONS } from '@mathcols/api-client/protocol';
import { findParentByEmail, parentSessionAnswer } from '../../accounts/parents';
import { hashStoredSecret, verifyStoredSecret } from '../../auth/passwords';
import {
  accountKey,
  clearSignInFailures,
  deviceKey,
  recordSignInFailure,
  signInBlocked,
  tooManyAttempts,
} from '../../auth/rate-limit';
import type { Handler } from '../registry';

let decoyHash: Promise<string> | undefined;

/** A stored hash checked for unknown e-mails, so they take as long as a wrong password. */
function decoy(): Promise<string> {
  decoyHash ??= hashStoredSecret('decoy: no wire hash has this form');
  return decoyHash;
}

/**
 * Signs a parent in.
 *
 * Failed attempts are counted per e-mail (`account:<email>`, 5 per 15 minutes) and per device
 * (`device:<deviceid>`, 20); while either is over its limit the answer is HTTP 429
 * `{ tag: 'user.connect_error', reason: 'Too many failed sign-in attempts. Please wait N
 * minutes and try again.' }`, even for the right password. An unknown e-mail and a wrong
 * password both answer 200 `{ tag: 'user.connect_error', reason: 'Invalid credentials' }` and
 * count as a failure. Success forgets the e-mail's failures (the device's stay counted).
 * @returns 200 `{ tag: 'user.connect', usertoken, data, students }` (parent session, 7 days)
 * @see spec §7 `user.connect`, §8 "Invalid credentials"
 */
export const connectUser: Handler<'user.connect'> = async (request, { db, now }) => {
  const at = now();
  const emailKey = accountKey(request.email);
  const keys = [emailKey, deviceKey(request.deviceid)];
  const blocked = await signInBlocked(db, keys, at);
  if (blocked) return tooManyAttempts(request.tag, blocked);

  const parent = await findParentByEmail(db, request.email);
  const matches = await verifyStoredSecret(
    parent?.passwordHash ?? (await decoy()),
    request.emailpassword,
  );
  if (!parent || !matches) {
    await recordSignInFailure(db, keys, at);
    return {
      status: 200,
      body: { tag: 'user.connect_error', reason: ERROR_REASONS.invalidCredentials },
    };
  }
  await clearSignInFailures(db, [emailKey]);
  return { status: 200, body: await parentSessionAnswer(db, 'user.connect', parent, at) };
};
