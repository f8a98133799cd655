/**
 * The error texts of the spec's catalogue that this client raises, word for word, so the site
 * shows exactly the same texts (import them instead of re-typing).
 * @see spec §8 The error catalogue ("Device", "Problems")
 */
import type { ApiTag } from './protocol';

/** Texts of the catalogue used by {@link ApiError}. */
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

/**
 * Per tag, the catalogue texts for a call that failed to produce an answer (`unavailable`:
 * network failure, timeout, business refusal) and for an answer of the wrong shape (`invalid`).
 * HTTP errors always use {@link httpErrorMessage}. Every tag of the protocol has an entry.
 * @see spec §8 The error catalogue
 */
export const TAG_ERROR_MESSAGES = {
  'device.create': {
    unavailable: API_ERROR_MESSAGES.deviceUnavailable,
    invalid: API_ERROR_MESSAGES.deviceInvalidResponse,
  },
  'publicmath.get': {
    unavailable: API_ERROR_MESSAGES.problemsUnavailable,
    invalid: API_ERROR_MESSAGES.unexpectedStructure,
  },
} as const satisfies Record<ApiTag, { unavailable: ApiErrorMessage; invalid: ApiErrorMessage }>;
