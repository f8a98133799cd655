/**
 * Building blocks shared by every tag of the wire protocol: the device id, the fields every
 * request carries, the business-error envelope and the `{subject}_{level}` keys.
 * @see spec §7 The calls it makes
 */
import * as z from 'zod/mini';
import { en } from 'zod/locales';
import { LEVEL_COUNT, SUBJECTS, type Operator, type Subject } from '@mathcols/engine';

/*
 * zod's settings for every schema of the protocol, set here because every protocol file builds
 * its schemas after importing this one (and a bundler keeps a module's top-level call whenever
 * it keeps the module; a side-effect-only import would be dropped under `sideEffects: false`).
 * - `jitless`: never compile parsers. `zod/mini` compiles none, but full zod (the same core, when
 *   an app or a later change loads `zod` beside us) probes `new Function('')` as it builds its
 *   first object schema, which a page served with `script-src 'self'` (our CSP) reports as a
 *   violation; jitless objects are parsed by zod's interpreter, with the same results.
 * - English messages: `zod/mini` (a fifth of full zod in the browser) ships no locale, and the
 *   server's 400 reasons quote them (`deviceid: Invalid UUID`); `en` alone is about 1 kB gzip.
 * @see issue 9 "Fast" (zod/mini, no locale tables shipped), "Safe" (CSP)
 */
z.config({ jitless: true, ...en() });

/**
 * The four subjects as they appear in `{subject}_{level}` keys, in product order: the engine's
 * `SUBJECTS` (one source of truth; the protocol depends on the engine at runtime).
 * @see spec §1
 */
export const WIRE_SUBJECTS = SUBJECTS;

/**
 * The level numbers 0 … {@link LEVEL_COUNT} − 1 (0 … 19) as a regular-expression alternation
 * (`0|1|…|19`, no leading zeros), built from the engine's `LEVEL_COUNT`.
 * @see spec §9 "Level 0-19"
 */
export const LEVEL_NUMBER_PATTERN = Array.from({ length: LEVEL_COUNT }, (_, level) => level).join(
  '|',
);

/** The four wire operators (`+ - * /`). @see spec §3 "Raw problem" */
export const WIRE_OPERATORS = ['+', '-', '*', '/'] as const satisfies readonly Operator[];

/**
 * A device id as the server issues it: a random UUID (lower- or upper-case hex).
 * @see spec §3 "Device", §4 Device identity
 */
export const deviceIdSchema = z.uuid();

/**
 * The reason a text field holding a control character is refused, after its path (HTTP 400
 * `firstname: must not contain control characters`).
 */
export const CONTROL_CHARACTERS_REASON = 'must not contain control characters';

/** Why a parent's or student's name is refused for its length (after the field's name). */
export const NAME_TOO_LONG_REASON = 'must be at most 64 characters long';

/** One line of text: no control character at all (Unicode `Cc`: U+0000–U+001F, U+007F–U+009F). */
const SINGLE_LINE_TEXT = /^\P{Cc}*$/u;

/** Several lines of text: no control character but tab, line feed and carriage return. */
const MULTI_LINE_TEXT = /^[\P{Cc}\t\n\r]*$/u;

/**
 * The reason a text field holding half of a UTF-16 surrogate pair is refused (JSON can carry
 * `"\ud800"`, but it is no character and PostgreSQL cannot store it), after its path.
 */
export const BROKEN_TEXT_REASON = 'must be valid Unicode text';

/** Text without a lone surrogate (Unicode `Cs`: U+D800–U+DFFF not in a pair). */
const WELL_FORMED_TEXT = /^\P{Cs}*$/u;

/**
 * The string schema every free-text request field starts from: it refuses NUL and the other
 * control characters (Unicode `Cc`: C0 U+0000–U+001F, DEL, C1 U+0080–U+009F) with
 * {@link CONTROL_CHARACTERS_REASON}, and half a surrogate pair with {@link BROKEN_TEXT_REASON},
 * and stops there, so later checks add no second reason. A
 * `multiline` field (a contact message) keeps tab, line feed and carriage return. Chain the
 * field's own rules after it, e.g.
 * `freeTextSchema().check(z.trim(), z.minLength(2), z.maxLength(64))`; the check sees the text
 * before trimming, so `'Ada\n'` is refused too.
 * PostgreSQL cannot store U+0000 in text, and the others have no place in a name or a token.
 * @param options.multiline allow tab, line feed and carriage return @defaultValue false
 * @see issue 9 "NUL and other control characters refused with 400 by the protocol schemas"
 */
export function freeTextSchema(options: { multiline?: boolean } = {}) {
  return z.string().check(
    z.regex(options.multiline ? MULTI_LINE_TEXT : SINGLE_LINE_TEXT, {
      message: CONTROL_CHARACTERS_REASON,
      abort: true,
    }),
    z.regex(WELL_FORMED_TEXT, { message: BROKEN_TEXT_REASON, abort: true }),
  );
}

/** A session token as the client sends it back: 1–512 characters, no control characters. */
export const userTokenSchema = freeTextSchema().check(z.minLength(1), z.maxLength(512));

/**
 * Fields every `POST /api` request carries next to its `tag`: the device id and, once signed in,
 * the user token.
 * @see spec §7 ("every request carries deviceid and, when signed in, usertoken")
 */
export const requestBaseShape = {
  deviceid: deviceIdSchema,
  usertoken: z.optional(userTokenSchema),
};

/**
 * The fields of a request that needs a signed-in parent or student: {@link requestBaseShape}
 * with a required `usertoken` (a request without one gets HTTP 401).
 */
export const signedInShape = { ...requestBaseShape, usertoken: userTokenSchema };

/** A business error's tag: the request tag with `_error` appended, e.g. `publicmath.get_error`. */
export type ErrorTag<T extends string> = `${T}_error`;

/**
 * The business-error envelope `{ tag: '<tag>_error', reason, message? }`, answered with HTTP 200
 * for a handled failure (and with 400 when the body fails its schema: `reason` then names the
 * path). `message` is the same text as `reason`, for generic clients that read `message`; this
 * server always sends it, older servers did not, so it is optional here.
 * @param tag the request tag, e.g. `'publicmath.get'`
 * @see spec §7, docs/protocol.md "Errors"
 */
export function businessErrorSchema<T extends string>(tag: T) {
  return z.object({
    tag: z.literal(`${tag}_error` as ErrorTag<T>),
    reason: z.string(),
    message: z.optional(z.string()),
  });
}

/**
 * The error envelope of any failure: a `tag` ending in `_error` (or the bare `'error'` when the
 * request had no known tag), a human-readable `reason`, and `message`, the same text (optional:
 * older servers sent `reason` only). Read `reason`; `message` is there for generic clients that
 * show the `message` of any error body.
 */
export const errorEnvelopeSchema = z.object({
  tag: z.string().check(z.regex(/(^|_)error$/)),
  reason: z.string(),
  message: z.optional(z.string()),
});

/** Any error envelope. */
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/**
 * Reasons the server gives in business errors that clients act on (compare with `===`).
 * - `unknownDevice`: the `deviceid` was never issued by this server (for instance after its
 *   data folder was reset); get a new one from `POST /api/device`.
 * - `studentLimitReached`: `student.create` refused, the parent already has the most students
 *   any parent may have (4); the site opens its 'Student Limit Reached' dialog (to contact).
 * - `premiumFeature`: `student.create` refused, a non-premium parent already has their one
 *   student; the site opens its 'Premium Feature' dialog (to pricing).
 * - `unauthorized` (HTTP 401): the `usertoken` is missing, unknown, expired or of the other
 *   kind of account (parent/student); sign in again. @see spec §8
 * - `currentPasswordWrong`: `user.update` changing the password, or `user.emailchange`, with a
 *   wrong current one.
 * - `invalidCredentials`: `user.connect` with an unknown e-mail or a wrong password, and
 *   `student.connect` with an unknown handle or a wrong passcode (the same text for all).
 *   @see spec §8 Login
 * - `emailTaken`: `user.create` or `user.emailchange` with an e-mail address another parent
 *   already uses.
 * - `emailUnchanged`: `user.emailchange` to the address the account has already.
 * - `newEmailTokenSent`: `user.emailverify` without a code sent a new verification e-mail (a
 *   success, given in `reason`). @see spec §8 Verification
 * - `invalidVerificationCode`: `user.emailverify` with a wrong, used or expired code.
 * - `invalidEmailToken`: `public.emailverify` with a wrong, used or expired link token.
 * - `passwordResetSent`: `public.passwordforgot`'s answer (a success, given in `reason`), the
 *   same whether or not a parent uses the address.
 * - `invalidPasswordResetToken`: `public.passwordreset` with an unknown, used, expired or
 *   replaced link token.
 * - `invalidEmailUndoToken`: `public.emailundo` with an unknown, used or expired link
 *   token.
 * - `emailUndoTaken`: `public.emailundo` when another parent uses the old address by now.
 * - `tooManyVerificationCodes` (HTTP 429): 5 wrong codes within 15 minutes; request a new
 *   e-mail (that resets the count).
 * - `alreadyCompletedToday`: `student.mathcomplete` by a free student for a subject already
 *   completed today in their time zone (premium students may repeat). @see spec §6
 * - `tooManyErrors`: `student.mathcomplete` with more `errors` than the set has questions.
 * - `noProblemsForLevel`: `student.practiceget` above the student's level + 1. @see spec §8
 * - `noQuestions`: no level of the subject has problems. @see spec §8 Assignments
 * - `levelChangeUnavailable`: `student.levelupdate` with an action the latest set of that
 *   subject did not offer, an offer already taken, or a set from an earlier day.
 * - `reportCardsPremium`: `student.report` by a parent without premium; the site shows its
 *   sign-up prompt to /pricing. @see spec §2 "Report Cards", §6
 * - `noPaymentSession`: `payment.success` without a usable session id. @see spec §8 Payment
 * - `paymentNotConfirmed`: `payment.success` for a session that is not paid, not the parent's,
 *   or unknown. @see spec §8 Payment
 * - `paymentFailed`: `payment.checkout` could not create a checkout (the payment provider
 *   refused or did not answer). @see spec §8 Payment
 * - `billingPortalUnavailable`: `payment.manage` for a parent without a subscription customer,
 *   or the portal could not be opened. @see spec §8 Payment (billing)
 * - `alreadySubscribed`: `payment.checkout` by a parent who is premium already.
 * - `tooManyMessages` (HTTP 429): `user.message` more than the hourly limit for one parent.
 * Too many failed sign-ins answer HTTP 429 with 'Too many failed sign-in attempts. Please wait
 * N minutes and try again.' (N varies: match the 429 status, not the text).
 * @see spec §2 Configure Students, §5 "Non-premium parents may add only 1 student", §8, §9
 */
export const ERROR_REASONS = {
  unknownDevice: 'unknown device',
  unauthorized: 'Authentication token not found. Please log in again.',
  invalidCredentials: 'Invalid credentials',
  currentPasswordWrong: 'Your current password is not right',
  emailTaken: 'An account with this email already exists',
  emailUnchanged: 'This is already the email address of your account',
  newEmailTokenSent: 'We are sending you a new email token, please go look for it.',
  invalidVerificationCode: 'Invalid verification code',
  invalidEmailToken: 'Something went wrong, this token is not valid',
  passwordResetSent:
    'If a parent account uses this email, we have sent it a link to choose a new password.',
  invalidPasswordResetToken: 'This link has expired or was used already. Ask for a new one below.',
  invalidEmailUndoToken: 'This link has expired or was used already.',
  emailUndoTaken: 'Another account uses that email address now. Please write to us.',
  tooManyVerificationCodes: 'Too many wrong codes. Please request a new verification email.',
  studentLimitReached: 'Student Limit Reached',
  premiumFeature: 'Premium Feature',
  alreadyCompletedToday: "You already completed today's work!",
  tooManyErrors: 'More errors than questions',
  noProblemsForLevel: 'No problems available for this level',
  noQuestions: 'No questions received from server',
  levelChangeUnavailable: 'That level change is not available now',
  reportCardsPremium: 'Report cards are part of premium. See Pricing to sign up.',
  noPaymentSession: 'No payment session found',
  paymentNotConfirmed: 'There was an error processing your payment. Please contact support.',
  paymentFailed: 'There was an error processing your payment. Please try again.',
  billingPortalUnavailable: 'There was an error accessing your billing portal. Please try again.',
  alreadySubscribed: "You're Already Subscribed!",
  tooManyMessages: 'Too many messages. Please wait a while and try again.',
} as const;

/** Pattern of a `{subject}_{level}` key, e.g. `addition_0`, `division_19`. */
export const SUBJECT_LEVEL_KEY_PATTERN = new RegExp(
  `^(${WIRE_SUBJECTS.join('|')})_(${LEVEL_NUMBER_PATTERN})$`,
);

/** A `{subject}_{level}` key as used by `publicmath.get` and `student.mathget`. @see spec §3 */
export type SubjectLevelKey = `${Subject}_${number}`;

/** Schema of a `{subject}_{level}` key (levels 0–19). */
export const subjectLevelKeySchema = z
  .string()
  .check(z.regex(SUBJECT_LEVEL_KEY_PATTERN, 'expected a {subject}_{level} key'));
