/**
 * The current-password proof a parent gives to change a credential (`user.update`'s password
 * change, `user.emailchange`), with the throttle they share.
 * @see docs/protocol.md "Throttles"
 */
import { ERROR_REASONS } from '@mathcols/api-client/protocol';
import { verifyStoredSecret } from '../../auth/passwords';
import { clearAttempts, type ThrottleHit } from '../../auth/throttle';
import { PASSWORD_CHANGE_PER_PARENT, reserveOrRefuse } from '../../auth/throttle-rules';
import type { Database } from '../../db/open';
import type { ParentRow } from '../../db/schema';
import { refusalEnvelope } from '../../http/error-envelope';
import type { HandlerResult } from '../types';

/**
 * Checks `currentpassword` (the wire hash salted with the parent's present address) against
 * the stored password. The attempt is counted first, before anything is hashed
 * (`PASSWORD_CHANGE_PER_PARENT`, key `password-change:<parent id>`: 5 in 15 minutes, then
 * locked 1 minute doubling up to 30); the right password forgets the attempts.
 * @param tag the tag answering (`user.update`, `user.emailchange`)
 * @returns undefined when the password is right; else the answer: 429 with `Retry-After` and
 *   'Too many wrong passwords. Please wait N minutes and try again.' while locked, 200
 *   `{ tag: '<tag>_error', reason: 'Your current password is not right' }` for a wrong one
 */
export async function checkCurrentPassword(
  db: Database,
  tag: 'user.update' | 'user.emailchange',
  parent: ParentRow,
  currentpassword: string,
  now: Date,
): Promise<HandlerResult | undefined> {
  const hit: ThrottleHit = { rule: PASSWORD_CHANGE_PER_PARENT, subject: parent.id };
  const refusal = await reserveOrRefuse(db, tag, [hit], 'passwordChange', now);
  if (refusal) return refusal;
  if (!(await verifyStoredSecret(parent.passwordHash, currentpassword))) {
    return { status: 200, body: refusalEnvelope(tag, ERROR_REASONS.currentPasswordWrong) };
  }
  await clearAttempts(db, [hit]);
  return undefined;
}
