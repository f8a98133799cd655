/**
 * `public.passwordforgot` (e-mail a link to choose a new password) and `public.passwordreset`
 * (read the link's token, or save the new password through it). Neither needs a sign-in.
 * @see docs/protocol.md "Forgotten passwords"
 */
import { ERROR_REASONS } from '@mathcols/api-client/protocol';
import { findParentByEmail, parentSessionAnswer } from '../../accounts/parents';
import {
  findPasswordReset,
  sendPasswordReset,
  usePasswordReset,
} from '../../accounts/password-reset';
import { forgetSignInAttempts, parentAccount } from '../../auth/sign-in';
import {
  PASSWORD_FORGOT_PER_ADDRESS,
  PASSWORD_FORGOT_PER_EMAIL,
  reserveOrRefuse,
} from '../../auth/throttle-rules';
import { trustDevice } from '../../auth/trusted-devices';
import { refusalEnvelope } from '../../http/error-envelope';
import type { Handler } from '../types';

/**
 * E-mails a link to choose a new password when a parent uses the (normalised) address: a new
 * token valid 1 hour, replacing the parent's earlier one. Each request first counts under
 * `PASSWORD_FORGOT_PER_EMAIL` (3 per hour per address, whether or not it has an account) and
 * `PASSWORD_FORGOT_PER_ADDRESS` (20 per hour per client address).
 * @returns 200 `{ tag: 'public.passwordforgot', reason: ERROR_REASONS.passwordResetSent }`,
 *   the same whether or not a parent uses the address; 429 with `Retry-After` and 'Too many
 *   password emails requested. Please wait N minutes and try again.' past either limit, nothing
 *   sent
 */
export const publicPasswordForgot: Handler<'public.passwordforgot'> = async (request, context) => {
  const { db, mailer, publicUrl } = context;
  const now = context.now();
  const hits = [
    { rule: PASSWORD_FORGOT_PER_EMAIL, subject: request.email },
    { rule: PASSWORD_FORGOT_PER_ADDRESS, subject: context.clientAddress },
  ];
  const refusal = await reserveOrRefuse(db, request.tag, hits, 'passwordForgot', now);
  if (refusal) return refusal;
  const parent = await findParentByEmail(db, request.email);
  if (parent) await sendPasswordReset(db, mailer, parent, publicUrl, now);
  return {
    status: 200,
    body: { tag: 'public.passwordforgot', reason: ERROR_REASONS.passwordResetSent },
  };
};

/**
 * Without `emailpassword`: checks the link's token, using nothing up. With it: uses the token
 * (see `usePasswordReset`: the new password stored, the address verified, every session of the
 * parent ended), forgets the account's sign-in attempts and locks, trusts the device as a
 * sign-in would, and opens a new parent session for it, as `user.connect` does. Not throttled:
 * tokens are 32 random bytes, too many to guess.
 * @returns 200 `{ tag: 'public.passwordreset', email }` for a live token without a password;
 *   200 `{ tag: 'public.passwordreset', email, usertoken, data, students }` after a change; 200
 *   `{ tag: 'public.passwordreset_error', reason: ERROR_REASONS.invalidPasswordResetToken }`
 *   for an unknown, used, expired or replaced token (nothing changed)
 */
export const publicPasswordReset: Handler<'public.passwordreset'> = async (
  request,
  { db, now },
) => {
  const at = now();
  const invalid = {
    status: 200 as const,
    body: refusalEnvelope(request.tag, ERROR_REASONS.invalidPasswordResetToken),
  };
  if (request.emailpassword === undefined) {
    const parent = await findPasswordReset(db, request.emailtoken, at);
    return parent
      ? { status: 200, body: { tag: 'public.passwordreset', email: parent.email } }
      : invalid;
  }
  const parent = await usePasswordReset(db, request.emailtoken, request.emailpassword, at);
  if (!parent) return invalid;
  const account = parentAccount(parent.email);
  await forgetSignInAttempts(db, account);
  await trustDevice(db, account, request.deviceid.toLowerCase(), at);
  const { tag, ...session } = await parentSessionAnswer(
    db,
    'public.passwordreset',
    parent,
    at,
    request.deviceid,
  );
  return { status: 200, body: { tag, email: parent.email, ...session } };
};
