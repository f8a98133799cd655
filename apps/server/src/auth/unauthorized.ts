/**
 * The answer to a request whose `usertoken` is missing, unknown, expired or of the wrong scope.
 * @see spec §8 "Authentication token not found. Please log in again."
 */
import { ERROR_REASONS } from '@mathcols/api-client/protocol';
import { refusalEnvelope, type ErrorEnvelope } from '../http/error-envelope';

/** The reason text of a refused token (`ERROR_REASONS.unauthorized`). @see spec §8 */
export const UNAUTHORIZED_REASON = ERROR_REASONS.unauthorized;

/** HTTP 401 `{ tag: '<tag>_error', reason: UNAUTHORIZED_REASON, message }`. */
export function unauthorized(tag: string): { status: 401; body: ErrorEnvelope } {
  return { status: 401, body: refusalEnvelope(tag, UNAUTHORIZED_REASON) };
}
