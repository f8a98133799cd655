/**
 * The one error type the client throws.
 * @see spec §8 The error catalogue
 */
import type { ApiErrorMessage } from './messages';

/**
 * What went wrong:
 * - `http`: the server answered with a non-2xx status (see `status`);
 * - `timeout`: no answer within the timeout (spec §9: 30000 ms);
 * - `network`: fetch itself failed (offline, DNS, CORS);
 * - `business`: the server answered `{ tag: '<tag>_error', reason }` (see `reason`);
 * - `unauthorized`: no user token, or the server answered 401 (missing, unknown or expired
 *   token); the client has cleared the stored session;
 * - `format`: the answer was not JSON or failed its schema;
 * - `placeholder`: the answer looked like test/placeholder data.
 */
export type ApiErrorCode =
  'http' | 'timeout' | 'network' | 'business' | 'unauthorized' | 'format' | 'placeholder';

/** A refusal's `reason` as the server wrote it, used as the message of business errors. */
export type ServerReason = string;

/** Extra details of an {@link ApiError}. */
export interface ApiErrorDetails {
  /** HTTP status of the answer, when there was one. */
  status?: number;
  /** The server's `reason` (business errors and 400 answers). */
  reason?: string;
  /** The underlying error (a fetch `TypeError`, a `ZodError`, …). */
  cause?: unknown;
}

/**
 * Error thrown by every client call. `message` is ready to show as it is: a text of the spec's
 * catalogue (see `API_ERROR_MESSAGES`, `httpErrorMessage`), or, for account and student tags,
 * the server's own `reason` of a refusal (e.g. 'Invalid credentials', 'Premium Feature').
 * @see spec §8 The error catalogue
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** What went wrong. */
  readonly code: ApiErrorCode;
  /** HTTP status of the answer, when there was one. */
  readonly status?: number;
  /** The server's `reason`, when it gave one. */
  readonly reason?: string;

  /**
   * @param message a catalogue text ({@link ApiErrorMessage}) or a server's reason
   */
  constructor(
    message: ApiErrorMessage | ServerReason,
    code: ApiErrorCode,
    details: ApiErrorDetails = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = code;
    if (details.status !== undefined) this.status = details.status;
    if (details.reason !== undefined) this.reason = details.reason;
  }
}
