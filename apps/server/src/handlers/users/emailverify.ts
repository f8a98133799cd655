/**
 * `user.emailverify` (send a new e-mail, or submit the code) and `public.emailverify` (the
 * e-mailed link).
 * @see spec §2 Parent Dashboard (banner, 'Enter a Code'), Email verify; §4 "Email
 *   verification"; §7; §8 Verification
 */
import { ERROR_REASONS } from '@mathcols/api-client/protocol';
import { findParentById } from '../../accounts/parents';
import { toParentData } from '../../accounts/serialize';
import { sendVerification, verifyCode, verifyLinkToken } from '../../accounts/verification';
import { authenticate } from '../../auth/sessions';
import {
  THROTTLED_SENTENCES,
  VERIFY_EMAIL_PER_PARENT,
  pleaseWait,
  throttled,
  reserveOrRefuse,
} from '../../auth/throttle-rules';
import { unauthorized } from '../../auth/unauthorized';
import { errorEnvelope } from '../../http/error-envelope';
import type { Handler } from '../types';

/**
 * For a signed-in parent whose address is already verified (say through the e-mailed link, on
 * another device): 200 `{ tag: 'user.emailverify', emailverify: 'true' }` with or without a
 * code, nothing sent or counted, so a dashboard that still shows the banner can catch up.
 * For a signed-in parent not yet verified:
 * - without `emailtoken`: creates a new code and link (24 h; the older ones stop working),
 *   e-mails them and answers 200 `{ tag: 'user.emailverify', reason: 'We are sending you a new
 *   email token, please go look for it.' }`; past `VERIFY_EMAIL_PER_PARENT` (5 per hour) 429
 *   with `Retry-After` and 'Too many verification emails requested. Please wait N minutes and
 *   try again.', nothing sent;
 * - with the 6-digit code: 200 `{ tag: 'user.emailverify', emailverify: 'true' }` and the
 *   address is verified; a wrong, used, expired or replaced code answers 200
 *   `{ tag: 'user.emailverify_error', reason: 'Invalid verification code' }`; the 5th code
 *   within 15 minutes locks codes for 1 minute (then 2, 4 … 30, across new e-mails): 429 with
 *   `Retry-After` and 'Too many wrong codes. Please wait N minutes and try again.'.
 *
 * 401 `user.emailverify_error` for a missing, expired or student token.
 * @see spec §4 "Email verification", §8 Verification
 */
export const userEmailVerify: Handler<'user.emailverify'> = async (request, context) => {
  const { db, mailer, publicUrl } = context;
  const now = context.now();
  const principal = await authenticate(db, request.usertoken, 'parent', now);
  if (!principal) return unauthorized(request.tag);
  const errorTag = 'user.emailverify_error';
  const parent = await findParentById(db, principal.parentId);
  if (!parent) return unauthorized(request.tag);
  if (parent.emailVerified) {
    return { status: 200, body: { tag: 'user.emailverify', emailverify: 'true' } };
  }

  if (request.emailtoken === undefined) {
    const hits = [{ rule: VERIFY_EMAIL_PER_PARENT, subject: parent.id }];
    const refusal = await reserveOrRefuse(db, request.tag, hits, 'verifyEmail', now);
    if (refusal) return refusal;
    await sendVerification(db, mailer, parent, publicUrl, now);
    return {
      status: 200,
      body: { tag: 'user.emailverify', reason: ERROR_REASONS.newEmailTokenSent },
    };
  }
  const checked = await verifyCode(db, principal.parentId, request.emailtoken, now);
  if (checked.outcome === 'blocked') {
    const wait = checked.retryAfterSeconds;
    return throttled(request.tag, wait, pleaseWait(THROTTLED_SENTENCES.verifyCode, wait));
  }
  if (checked.outcome === 'invalid') {
    return { status: 200, body: errorEnvelope(errorTag, ERROR_REASONS.invalidVerificationCode) };
  }
  return { status: 200, body: { tag: 'user.emailverify', emailverify: 'true' } };
};

/**
 * Verifies the address behind an e-mailed link token (no sign-in needed).
 * @returns 200 `{ tag: 'public.emailverify', emailverify: 'true' }`, with the parent's `data`
 *   when the request's `usertoken` is a session of that same parent (so a signed-in browser
 *   can drop its banner at once); 200
 *   `{ tag: 'public.emailverify_error', reason: 'Something went wrong, this token is not valid' }`
 *   for an unknown, used, expired or replaced token
 * @see spec §2 Email verify, §8 Verification
 */
export const publicEmailVerify: Handler<'public.emailverify'> = async (request, { db, now }) => {
  const at = now();
  const parentId = await verifyLinkToken(db, request.emailtoken, at);
  if (parentId) {
    const principal = request.usertoken
      ? await authenticate(db, request.usertoken, 'parent', at)
      : undefined;
    const parent =
      principal?.parentId === parentId ? await findParentById(db, parentId) : undefined;
    return {
      status: 200,
      body: {
        tag: 'public.emailverify',
        emailverify: 'true',
        ...(parent && { data: toParentData(parent) }),
      },
    };
  }
  return {
    status: 200,
    body: errorEnvelope('public.emailverify_error', ERROR_REASONS.invalidEmailToken),
  };
};
