/**
 * The texts of the spec's catalogue that this client raises or returns, word for word, so the
 * site shows exactly the same texts (import them instead of re-typing).
 * @see spec §8 The error catalogue
 */
import { ERROR_REASONS, type ApiTag } from './protocol';

/** Texts of the catalogue used by {@link ApiError}. @see spec §8 */
export const API_ERROR_MESSAGES = {
  /** Device id could not be obtained (network failure, timeout, refusal). @see spec §8 Device */
  deviceUnavailable: 'Unable to get device ID from server',
  /** The device-create answer lacked `deviceid` or had another tag. @see spec §8 Device */
  deviceInvalidResponse: 'Invalid response format from server',
  /** A problems answer failed its schema. @see spec §8 Problems */
  unexpectedStructure: 'API response does not have expected structure',
  /** A problems answer looks like test/placeholder data. @see spec §8 Problems */
  placeholderData:
    'API endpoint appears to be returning test/placeholder data instead of math problems',
  /** Problems could not be loaded (network failure, timeout, refusal). @see spec §8 Problems */
  problemsUnavailable: 'Failed to load problems. Please try again.',
  /** No user token, or the server refused it (HTTP 401). @see spec §8 "No user token" */
  noToken: 'Authentication token not found. Please log in again.',
  /** Parent or student sign-in refused without a reason, or no token in the answer. @see spec §8 Login */
  loginFailed: 'Login failed',
  /** Parent or student sign-in got no answer (network, timeout). @see spec §8 Login */
  loginError: 'An error occurred during login',
  /** A sign-in answer whose `usertoken` is there but unusable (empty, too short). @see spec §8 Login */
  noAuthenticationToken: 'No valid authentication token',
  /** A registration answer without a usable `usertoken`. @see spec §8 Registration */
  noRegistrationToken: 'No valid registration token',
  /** The session could not be stored (cookie or local storage refused it). @see spec §8 Login */
  sessionFailed: 'Session management failed',
  /** Registration refused without a reason, or no token in the answer. @see spec §8 Registration */
  registrationFailed: 'Registration failed',
  /** Registration got no answer (network, timeout). @see spec §8 Registration */
  registrationError: 'An error occurred during registration',
  /** A new verification e-mail was refused without a reason. @see spec §8 Verification */
  sendVerificationFailed: 'Failed to send verification email',
  /** A new verification e-mail could not be requested (no answer). @see spec §8 Verification */
  sendVerificationError: 'Failed to send verification email. Please try again.',
  /** The 6-digit code was refused without a reason. @see spec §8 Verification */
  invalidCode: 'Invalid verification code',
  /** The code could not be checked (no answer, odd answer). @see spec §8 Verification */
  verifyCodeError: 'Failed to verify code. Please try again.',
  /** The e-mailed link's token was refused without a reason. @see spec §8 Verification (page) */
  invalidEmailToken: 'Something went wrong, this token is not valid',
  /** The e-mailed link could not be checked (no answer, odd answer). @see spec §8 Verification */
  verifyEmailError: 'Failed to verify email. Please try again.',
  /** A forgotten-password e-mail could not be asked for. Ours: the spec has no such page. */
  passwordForgotError: 'Failed to send the email. Please try again.',
  /** The link's token was refused without a reason. Ours, like the page. */
  invalidPasswordResetToken: ERROR_REASONS.invalidPasswordResetToken,
  /** The link could not be read (no answer, odd answer). Ours. */
  passwordResetCheckError: 'Failed to check your link. Please try again.',
  /** The new password could not be saved (no answer, odd answer). Ours. */
  passwordResetError: 'Failed to save your new password. Please try again.',
  /** @see spec §8 Students */
  addStudentFailed: 'Failed to add student',
  /** @see spec §8 Students */
  deleteStudentFailed: 'Failed to delete student',
  /** @see spec §8 Students */
  updateGradeFailed: 'Failed to update grade level',
  /** @see spec §8 Students */
  updateScheduleFailed: 'Failed to update schedule',
  /** @see spec §8 Students */
  updatePasswordFailed: 'Failed to update password',
  /** @see spec §8 Students */
  updateLevelFailed: 'Failed to update student level. Please try again.',
  /** @see spec §8 Students */
  updateEmailsFailed: 'Failed to update email settings',
  /** Saving the first-time-guidance steps failed. Not in the spec's catalogue (it shows none). */
  updateFtueFailed: 'Failed to update first-time guidance',
  /** Saving the parent's names on Manage Account failed. Ours: the spec's page saved nothing. */
  updateAccountFailed: 'Failed to update account',
  /** The e-mail address could not be changed (no answer, odd answer). Ours, like the form. */
  changeEmailFailed: 'Failed to change your email address. Please try again.',
  /** `public.emailundo` got no answer or a broken one (ours). */
  undoEmailChangeFailed: 'Failed to undo the email change. Please try again.',
  /**
   * A signed-in student's data could not be read again (`student.get`). Ours: the spec has no
   * such call. The site shows it nowhere (the stored data stay); for other apps.
   */
  refreshStudentFailed: 'Failed to load your latest schedule and levels. Please try again.',
  /**
   * A signed-in parent's data could not be read again (`user.get`). Ours: the spec has no such
   * call. The site shows it nowhere (the stored data stay); for other apps.
   */
  refreshParentFailed: 'Failed to load your latest account details. Please try again.',
  /** An assignment answer without questions for a subject asked for. @see spec §8 Assignments */
  noQuestions: ERROR_REASONS.noQuestions,
  /** Today's assignment could not be loaded. @see spec §8 Assignments */
  assignmentUnavailable: 'Failed to load assignment. Please try again.',
  /** A practice answer with another tag. @see spec §8 Problems */
  invalidPracticeTag: 'Invalid response tag from practice API',
  /** A practice answer without problems for the level asked for. @see spec §8 Problems */
  noProblemsForLevel: ERROR_REASONS.noProblemsForLevel,
  /** Practice problems did not arrive within 10 s. @see spec §8 Practice loading */
  loadingTimeout: 'Loading timeout',
  /** Practice problems were still missing after 50 checks. @see spec §8 Practice loading */
  maxChecksReached: 'Failed to load problems - max checks reached',
  /** A finished set could not be saved. Not in the spec's catalogue (it shows none). */
  saveResultFailed: 'Failed to save your results. Please try again.',
  /** An error report could not be sent (only logged). Not in the spec's catalogue. */
  reportErrorFailed: 'Failed to send error report',
  /** A contact message was refused without a reason. @see spec §8 Contact */
  sendMessageFailed: 'Failed to send message',
  /** A contact message got no answer (network, timeout). @see spec §8 Contact */
  sendMessageError: 'Failed to send message. Please try again.',
  /** A contact answer that is not the expected one. @see spec §8 Contact */
  unexpectedResponse: 'Unexpected response from server',
  /** Checkout could not be started. @see spec §8 Payment */
  paymentError: ERROR_REASONS.paymentFailed,
  /** A returned checkout could not be confirmed. @see spec §8 Payment */
  paymentContactSupport: ERROR_REASONS.paymentNotConfirmed,
  /** The payment page has no session id. @see spec §8 Payment */
  noPaymentSession: ERROR_REASONS.noPaymentSession,
  /** The billing portal could not be opened. @see spec §8 Payment (billing) */
  billingPortalError: ERROR_REASONS.billingPortalUnavailable,
  /** A checkout or portal answer without a URL to go to. @see spec §8 Payment (billing) */
  noRedirectUrl: 'No redirect URL received from server',
  /** Billing was asked for without a parent session. @see spec §8 Payment (billing) */
  noAuthenticationData: 'Authentication data not available',
  /** A plan change failed. @see spec §8 Payment (plan) */
  subscriptionUpdateError: 'There was an error updating your subscription. Please try again.',
  /** A report card could not be loaded. Not in the spec's catalogue (it shows none). */
  reportUnavailable: 'Failed to load the report card. Please try again.',
} as const;

/** Success texts of the catalogue. @see spec §8 Verification */
export const ACCOUNT_MESSAGES = {
  /** A new verification e-mail is on its way (when the server gives no text of its own). */
  verificationEmailSent: 'We are sending you a new email token, please go look for it.',
  /** The 6-digit code was accepted. */
  emailVerified: 'Email verified successfully!',
  /** A forgotten-password e-mail is on its way if the address is a parent's. Ours. */
  passwordResetSent: ERROR_REASONS.passwordResetSent,
} as const;

/** One of the catalogue texts of {@link API_ERROR_MESSAGES}, or an HTTP status text. */
export type ApiErrorMessage =
  (typeof API_ERROR_MESSAGES)[keyof typeof API_ERROR_MESSAGES] | `HTTP error! status: ${number}`;

/**
 * The catalogue text for a non-2xx HTTP answer, e.g. `httpErrorMessage(503)` →
 * `'HTTP error! status: 503'`.
 * @see spec §8 Problems ("HTTP error! status: N")
 */
export function httpErrorMessage(status: number): `HTTP error! status: ${number}` {
  return `HTTP error! status: ${status}`;
}

/** The texts of one kind of call, by what went wrong. */
export interface TagErrorTexts {
  /** No answer: network failure or timeout. */
  readonly unavailable: ApiErrorMessage;
  /** An answer that is not JSON or fails the tag's response schema. */
  readonly invalid: ApiErrorMessage;
  /**
   * A business refusal (`<tag>_error`) without a reason, or any refusal if not `showReason`;
   * on a `showReason` tag also any non-2xx answer but 401 and a 429 with a reason.
   */
  readonly refused: ApiErrorMessage;
  /** Whether the server's `reason` of a refusal (HTTP 200 or 429) becomes the message. */
  readonly showReason: boolean;
}

/** A tag's texts, optionally refined by the request field that says what the call does. */
export interface TagErrorEntry extends TagErrorTexts {
  /** Texts for a request carrying the named field; the first present field wins. */
  readonly byField?: Readonly<Record<string, TagErrorTexts>>;
}

const m = API_ERROR_MESSAGES;

/** Texts that show the server's reason, with `refused` as fallback. */
function showing(
  refused: ApiErrorMessage,
  unavailable: ApiErrorMessage = refused,
  invalid: ApiErrorMessage = refused,
): TagErrorTexts {
  return { unavailable, invalid, refused, showReason: true };
}

/**
 * Per tag, the catalogue texts for a failed call. HTTP errors: 401 is always
 * {@link API_ERROR_MESSAGES}`.noToken`; on a tag that shows reasons a 429 with a reason shows it
 * and any other status shows `refused` (never an HTTP status); on other tags
 * {@link httpErrorMessage}. Every tag of the protocol has an entry (the compiler insists).
 * - `user.update`: `emails` → 'Failed to update email settings'; `ftue` → a text of ours.
 * - `user.emailverify`: without `emailtoken` (new e-mail) 'Failed to send verification email…',
 *   with it (a code) 'Invalid verification code' / 'Failed to verify code. Please try again.'
 * - `student.update`: by field `gradelevel`, `mathschedule`, `accountpassword`, `mathlevels`.
 * @see spec §8 The error catalogue
 */
export const TAG_ERROR_MESSAGES = {
  'device.create': {
    unavailable: m.deviceUnavailable,
    invalid: m.deviceInvalidResponse,
    refused: m.deviceUnavailable,
    showReason: false,
  },
  'publicmath.get': {
    unavailable: m.problemsUnavailable,
    invalid: m.unexpectedStructure,
    refused: m.problemsUnavailable,
    showReason: false,
  },
  'user.connect': showing(m.loginFailed, m.loginError),
  // Signing out never shows an error (the local sign-out happens anyway); here for completeness.
  'user.disconnect': {
    unavailable: m.sessionFailed,
    invalid: m.sessionFailed,
    refused: m.sessionFailed,
    showReason: false,
  },
  'user.create': showing(m.registrationFailed, m.registrationError, m.noRegistrationToken),
  'user.update': {
    ...showing(m.updateFtueFailed),
    byField: {
      emails: showing(m.updateEmailsFailed),
      ftue: showing(m.updateFtueFailed),
      firstname: showing(m.updateAccountFailed),
      emailpassword: showing(m.updatePasswordFailed),
    },
  },
  'user.emailverify': {
    ...showing(m.sendVerificationFailed, m.sendVerificationError, m.sendVerificationError),
    byField: { emailtoken: showing(m.invalidCode, m.verifyCodeError, m.verifyCodeError) },
  },
  'public.emailverify': showing(m.invalidEmailToken, m.verifyEmailError, m.verifyEmailError),
  'user.emailchange': showing(m.changeEmailFailed),
  'public.emailundo': showing(m.undoEmailChangeFailed),
  'public.passwordforgot': showing(m.passwordForgotError),
  'public.passwordreset': {
    ...showing(m.invalidPasswordResetToken, m.passwordResetCheckError, m.passwordResetCheckError),
    byField: {
      emailpassword: showing(
        m.invalidPasswordResetToken,
        m.passwordResetError,
        m.passwordResetError,
      ),
    },
  },
  'student.create': showing(m.addStudentFailed),
  'student.delete': showing(m.deleteStudentFailed),
  'student.update': {
    ...showing(m.updateGradeFailed),
    byField: {
      gradelevel: showing(m.updateGradeFailed),
      mathschedule: showing(m.updateScheduleFailed),
      accountpassword: showing(m.updatePasswordFailed),
      mathlevels: showing(m.updateLevelFailed),
    },
  },
  'student.connect': showing(m.loginFailed, m.loginError),
  'student.get': showing(m.refreshStudentFailed),
  'user.get': showing(m.refreshParentFailed),
  'student.mathget': showing(
    m.assignmentUnavailable,
    m.assignmentUnavailable,
    m.unexpectedStructure,
  ),
  'student.practiceget': showing(
    m.problemsUnavailable,
    m.problemsUnavailable,
    m.unexpectedStructure,
  ),
  'student.mathcomplete': showing(m.saveResultFailed),
  'student.levelupdate': showing(m.updateLevelFailed),
  'user.message': showing(m.sendMessageFailed, m.sendMessageError, m.unexpectedResponse),
  'student.report': showing(m.reportUnavailable),
  'payment.checkout': showing(m.paymentError, m.paymentError, m.noRedirectUrl),
  'payment.success': showing(m.paymentContactSupport),
  'payment.manage': showing(m.billingPortalError, m.billingPortalError, m.noRedirectUrl),
  'student.mathreporterror': {
    unavailable: m.reportErrorFailed,
    invalid: m.reportErrorFailed,
    refused: m.reportErrorFailed,
    showReason: false,
  },
} as const satisfies Record<ApiTag, TagErrorEntry>;

/**
 * The texts for one request: the tag's entry, refined by the first `byField` field the body
 * carries (e.g. `student.update` with `mathschedule` → 'Failed to update schedule').
 */
export function errorTextsFor(tag: ApiTag, body: Readonly<Record<string, unknown>>): TagErrorTexts {
  const entry: TagErrorEntry = TAG_ERROR_MESSAGES[tag];
  for (const [field, texts] of Object.entries(entry.byField ?? {})) {
    if (body[field] !== undefined) return texts;
  }
  return entry;
}
