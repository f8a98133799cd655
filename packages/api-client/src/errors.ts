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
 * - `format`: the answer was not JSON or failed its schema;
 * - `placeholder`: the answer looked like test/placeholder data.
 */
export type ApiErrorCode = 'http' | 'timeout' | 'network' | 'business' | 'format' | 'placeholder';

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
 * Error thrown by every client call. `message` is always a text of the spec's catalogue
 * (see `API_ERROR_MESSAGES`, `httpErrorMessage`), so the site can show it as it is.
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

  constructor(message: ApiErrorMessage, code: ApiErrorCode, details: ApiErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = code;
    if (details.status !== undefined) this.status = details.status;
    if (details.reason !== undefined) this.reason = details.reason;
  }
}
