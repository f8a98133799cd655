/**
 * @mathcols/api-client — a typed client for the mathcols API. The wire protocol (zod schemas)
 * is the `@mathcols/api-client/protocol` entry.
 * @see spec §7 The calls it makes, §8 The error catalogue
 */
export {
  createApiClient,
  DEFAULT_TIMEOUT_MS,
  DEVICE_ID_COOKIE,
  DEVICE_ID_MAX_AGE_SECONDS,
  DEVICE_TYPE,
  type ApiClient,
  type ApiClientOptions,
  type CallBody,
} from './client';
export { ApiError, type ApiErrorCode, type ApiErrorDetails } from './errors';
export {
  API_ERROR_MESSAGES,
  TAG_ERROR_MESSAGES,
  httpErrorMessage,
  type ApiErrorMessage,
} from './messages';
export {
  documentCookieStore,
  memoryCookieStore,
  serializeCookie,
  type CookieAttributes,
  type CookieDocument,
  type CookieStore,
} from './cookies';
export { looksLikePlaceholder, problemsFor, subjectLevelKey, type PublicMath } from './public-math';
export type { ApiTag, ApiResponseOf, SubjectLevelKey } from './protocol';
