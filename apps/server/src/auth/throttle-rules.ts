/**
 * What the server throttles, how much, and how it words a refusal (HTTP 429 with
 * `Retry-After`). Every rule goes through the one throttle of throttle.ts.
 * @see issue 9 "Safe"; spec §8 (error catalogue); docs/protocol.md (429 answers)
 */
import type { Database } from '../db/open';
import { reserveAttempt, type ThrottleHit, type ThrottleRule } from './throttle';
import { refusalEnvelope, type ErrorEnvelope } from '../http/error-envelope';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Sign-in attempts per account (normalised e-mail or student handle): 5 per 15 minutes, then
 * locked 1 minute, 2, 4, 8, 16, at most 30 minutes; the owner's successful sign-in forgets
 * everything, and the back-off is forgotten a day after the last lock.
 * @see spec §4 "Parent session", "Student session"
 */
export const SIGN_IN_PER_ACCOUNT: ThrottleRule = {
  name: 'sign-in-account',
  limit: 5,
  windowMs: 15 * MINUTE_MS,
  lockMs: MINUTE_MS,
  maxLockMs: 30 * MINUTE_MS,
  memoryMs: 24 * HOUR_MS,
};

/**
 * Failed sign-ins per client address, on any accounts (password spraying): 30 per 15 minutes,
 * then the same back-off as {@link SIGN_IN_PER_ACCOUNT}. A successful sign-in gives its attempt
 * back, so a classroom behind one address signing in is not counted.
 */
export const SIGN_IN_PER_ADDRESS: ThrottleRule = {
  name: 'sign-in-address',
  limit: 30,
  windowMs: 15 * MINUTE_MS,
  lockMs: MINUTE_MS,
  maxLockMs: 30 * MINUTE_MS,
  memoryMs: 24 * HOUR_MS,
};

/**
 * Verification codes typed per parent (`user.emailverify` with a code), across new e-mails: 5
 * per 15 minutes, then locked 1 minute doubling up to 30 minutes; the right code forgets them.
 * @see spec §4 "Email verification"
 */
export const VERIFY_CODE_PER_PARENT: ThrottleRule = {
  name: 'verify-code',
  limit: 5,
  windowMs: 15 * MINUTE_MS,
  lockMs: MINUTE_MS,
  maxLockMs: 30 * MINUTE_MS,
  memoryMs: 24 * HOUR_MS,
};

/**
 * Current passwords typed per parent when changing the password (`user.update` with
 * `currentpassword`) or the e-mail address (`user.emailchange`), counted together under one key
 * per parent: 5 per 15 minutes, then locked 1 minute doubling up to 30 minutes; the right one
 * forgets them. Apart from the sign-in lock, so a parent's own slips here do not lock
 * their sign-in, and a stolen session cannot guess the password faster than a sign-in could.
 */
export const PASSWORD_CHANGE_PER_PARENT: ThrottleRule = {
  name: 'password-change',
  limit: 5,
  windowMs: 15 * MINUTE_MS,
  lockMs: MINUTE_MS,
  maxLockMs: 30 * MINUTE_MS,
  memoryMs: 24 * HOUR_MS,
};

/**
 * New device ids per client address (`device.create`): 100 per 10 minutes (from the first); the
 * next waits until those 10 minutes are over.
 */
export const DEVICE_CREATE_PER_ADDRESS: ThrottleRule = {
  name: 'device-create',
  limit: 100,
  windowMs: 10 * MINUTE_MS,
  lockMs: 0,
  maxLockMs: 0,
  memoryMs: 0,
};

/** Registrations per client address (`user.create`): 20 per hour (from the first). */
export const REGISTER_PER_ADDRESS: ThrottleRule = {
  name: 'register',
  limit: 20,
  windowMs: HOUR_MS,
  lockMs: 0,
  maxLockMs: 0,
  memoryMs: 0,
};

/**
 * Verification e-mails asked for per parent (`user.emailverify` without a code): 5 per hour
 * (from the first). The e-mail sent at registration is not counted.
 */
export const VERIFY_EMAIL_PER_PARENT: ThrottleRule = {
  name: 'verify-email',
  limit: 5,
  windowMs: HOUR_MS,
  lockMs: 0,
  maxLockMs: 0,
  memoryMs: 0,
};

/**
 * Forgotten-password e-mails asked for per address e-mailed (`public.passwordforgot`, the
 * normalised e-mail): 3 per hour (from the first), counted whether or not a parent uses the
 * address, so a 429 tells nobody who has an account.
 */
export const PASSWORD_FORGOT_PER_EMAIL: ThrottleRule = {
  name: 'password-forgot-email',
  limit: 3,
  windowMs: HOUR_MS,
  lockMs: 0,
  maxLockMs: 0,
  memoryMs: 0,
};

/**
 * Forgotten-password e-mails asked for per client address (`public.passwordforgot`, any
 * addresses e-mailed): 20 per hour (from the first), as registrations.
 */
export const PASSWORD_FORGOT_PER_ADDRESS: ThrottleRule = {
  name: 'password-forgot-address',
  limit: 20,
  windowMs: HOUR_MS,
  lockMs: 0,
  maxLockMs: 0,
  memoryMs: 0,
};

/**
 * E-mail address changes per parent (`user.emailchange` with the right password and a free
 * address): 5 per hour (from the first). Each change e-mails both addresses.
 */
export const EMAIL_CHANGE_PER_PARENT: ThrottleRule = {
  name: 'email-change',
  limit: 5,
  windowMs: HOUR_MS,
  lockMs: 0,
  maxLockMs: 0,
  memoryMs: 0,
};

/**
 * Accounts moved to one address (`user.emailchange`, the normalised new e-mail), by any
 * parents: 3 per hour (from the first), so that several accounts cannot flood one mailbox with
 * verification e-mails by moving to it in turn.
 */
export const EMAIL_CHANGE_PER_EMAIL: ThrottleRule = {
  name: 'email-change-email',
  limit: 3,
  windowMs: HOUR_MS,
  lockMs: 0,
  maxLockMs: 0,
  memoryMs: 0,
};

/** Contact messages per parent (`user.message`): 5 per hour (from the first). @see spec §7 */
export const CONTACT_PER_PARENT: ThrottleRule = {
  name: 'contact',
  limit: 5,
  windowMs: HOUR_MS,
  lockMs: 0,
  maxLockMs: 0,
  memoryMs: 0,
};

/**
 * Requests for the public problem sets on the original path (`POST /dev/publicmathget`) per
 * client address: 600 per minute (from the first), the next waits until that minute is over.
 * Generous on purpose: a classroom (or a school) behind one address loads the sets once per
 * child and page, and each answer is the day's cached, precompressed body. Only requests that
 * pass the schema count. Kept in the database like every rule, so it holds across server
 * processes, but counted in blocks of {@link PUBLIC_MATH_BLOCK_SIZE} (see `createAttemptBlocks`)
 * so that the hot path asks the database once per block, not once per request.
 * @see issue 13 (throttle the public path per address)
 */
export const PUBLIC_MATH_PER_ADDRESS: ThrottleRule = {
  name: 'public-math',
  limit: 600,
  windowMs: MINUTE_MS,
  lockMs: 0,
  maxLockMs: 0,
  memoryMs: 0,
};

/**
 * Attempts of {@link PUBLIC_MATH_PER_ADDRESS} a server process reserves from the database at a
 * time: one small transaction per 20 requests of an address. The cost: with several processes,
 * a busy address may be refused up to 19 requests per process before the 600th (attempts other
 * processes hold unspent), never after it.
 */
export const PUBLIC_MATH_BLOCK_SIZE = 20;

/**
 * `<first sentence> Please wait N minutes and try again.`, N the wait rounded up to whole
 * minutes (at least 1; "1 minute").
 */
export function pleaseWait(firstSentence: string, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${firstSentence} Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`;
}

/**
 * The reason of a refused sign-in: 'Too many failed sign-in attempts. Please wait N minutes and
 * try again.' (see {@link pleaseWait}).
 */
export const tooManyAttemptsReason = (retryAfterSeconds: number): string =>
  pleaseWait('Too many failed sign-in attempts.', retryAfterSeconds);

/** First sentences of the other refusals (each followed by {@link pleaseWait}'s). */
export const THROTTLED_SENTENCES = {
  verifyCode: 'Too many wrong codes.',
  passwordChange: 'Too many wrong passwords.',
  verifyEmail: 'Too many verification emails requested.',
  passwordForgot: 'Too many password emails requested.',
  emailChange: 'Too many email changes.',
  deviceCreate: 'Too many new devices from this address.',
  register: 'Too many new accounts from this address.',
  publicMath: 'Too many requests for the problem sets from this address.',
} as const;

/**
 * An HTTP 429 answer: `{ tag: '<tag>_error', reason, message }` with `Retry-After` in seconds.
 */
export interface ThrottledAnswer {
  status: 429;
  headers: { 'Retry-After': string };
  body: ErrorEnvelope;
}

/**
 * The answer to a throttled request.
 * @param tag the request's tag; the answer's tag is `<tag>_error`
 * @param retryAfterSeconds from the throttle's verdict
 * @param reason the refusal text
 */
export function throttled(tag: string, retryAfterSeconds: number, reason: string): ThrottledAnswer {
  return {
    status: 429,
    headers: { 'Retry-After': String(retryAfterSeconds) },
    body: refusalEnvelope(tag, reason),
  };
}

/**
 * Reserves one attempt under every hit (see `reserveAttempt`: all count, or none when any is
 * past its limit) and words a refusal as '<sentence> Please wait N minutes and try again.'.
 * Call it before the work it guards.
 * @param tag the request's tag; a refusal's tag is `<tag>_error`
 * @param sentence which first sentence of {@link THROTTLED_SENTENCES} a refusal starts with
 * @returns undefined when the attempt counted; else the 429 answer (see {@link throttled})
 * @throws on database errors
 */
export async function reserveOrRefuse(
  db: Database,
  tag: string,
  hits: readonly ThrottleHit[],
  sentence: keyof typeof THROTTLED_SENTENCES,
  now: Date,
): Promise<ThrottledAnswer | undefined> {
  const verdict = await reserveAttempt(db, hits, now);
  if (verdict.allowed) return undefined;
  const wait = verdict.retryAfterSeconds;
  return throttled(tag, wait, pleaseWait(THROTTLED_SENTENCES[sentence], wait));
}
