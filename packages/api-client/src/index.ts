/**
 * @mathcols/api-client — a typed client for the mathcols API, with the local session store.
 * The wire protocol (zod schemas) is the `@mathcols/api-client/protocol` entry.
 * @see spec §3 "Local session storage", §4, §7 The calls it makes, §8 The error catalogue
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
export type { AccountMethods, ParentSignInInput, RegisterInput } from './account-methods';
export type {
  MathLevelsInput,
  MathSchedulesInput,
  NewStudentInput,
  StudentChange,
  StudentMethods,
  StudentSignInInput,
} from './student-methods';
export type { PasswordResetMethods } from './password-reset-methods';
export type {
  Assignment,
  AssignmentCompletion,
  ErrorReport,
  LearningMethods,
  LevelChange,
  ProblemWork,
  SubjectProgress,
} from './learning-types';
export type { ParentMethods, PaymentConfirmation } from './parent-methods';
export { ApiError, type ApiErrorCode, type ApiErrorDetails, type ServerReason } from './errors';
export {
  ACCOUNT_MESSAGES,
  API_ERROR_MESSAGES,
  TAG_ERROR_MESSAGES,
  errorTextsFor,
  httpErrorMessage,
  type ApiErrorMessage,
  type TagErrorEntry,
  type TagErrorTexts,
} from './messages';
export { COOKIE_CHECK_INTERVAL_MS, createSessionStore } from './session';
export { isSameLocalDay } from './session-read';
export {
  SESSION_KEYS,
  USER_TOKEN_COOKIE,
  USER_TOKEN_MAX_AGE_DAYS,
  USER_TOKEN_MAX_AGE_SECONDS,
  type ParentSessionState,
  type SessionSnapshot,
  type SessionStore,
  type SessionStoreOptions,
  type StudentHistory,
  type StudentSessionChange,
  type StudentProgress,
  type StudentSessionState,
} from './session-types';
export {
  defaultKeyValueStore,
  memoryKeyValueStore,
  webStorageStore,
  type KeyValueStore,
  type WebStorage,
} from './key-value-store';
export {
  documentCookieStore,
  memoryCookieStore,
  serializeCookie,
  type CookieAttributes,
  type CookieDocument,
  type CookieStore,
} from './cookies';
export { looksLikePlaceholder, problemsFor, subjectLevelKey, type PublicMath } from './public-math';
export {
  ANNUAL_DISCOUNT_PERCENT,
  CONTACT_MESSAGE_LIMITS,
  CONTACT_SUBJECTS,
  CONTACT_VALIDATION,
  PLAN_PRICES,
  PRICE_IDS,
} from './protocol';
export type {
  ApiTag,
  ApiResponseOf,
  ContactSubject,
  PriceId,
  StudentReportResponse,
  SubjectReportWire,
  ReportedErrorWire,
  FtueStep,
  HistoryEntry,
  ParentData,
  StudentData,
  StudentSession,
  StudentSessionData,
  SubjectLevelKey,
} from './protocol';
