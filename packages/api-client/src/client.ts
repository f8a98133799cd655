/**
 * The typed API client: device identity, the day's free problems, the account calls and the
 * student's learning calls with their local session, and a generic `call`.
 * @see spec §3 "Local session storage", §4, §7 The calls it makes, §9 (cookies, timeout)
 */
import * as z from 'zod/mini';
import { ERROR_REASONS, deviceIdSchema } from './protocol';
import type { ApiRequestOf, ApiResponseOf, ApiTag } from './protocol';
import { ENDPOINTS } from './protocol';
import { createAccountMethods, type AccountMethods } from './account-methods';
import { createPasswordResetMethods, type PasswordResetMethods } from './password-reset-methods';
import { createStudentMethods, type StudentMethods } from './student-methods';
import { defaultCookieStore, type CookieStore } from './cookies';
import { ApiError } from './errors';
import { createLearningMethods } from './learning-methods';
import type { LearningMethods } from './learning-types';
import { createParentMethods, type ParentMethods } from './parent-methods';
import { defaultKeyValueStore, type KeyValueStore } from './key-value-store';
import { API_ERROR_MESSAGES, errorTextsFor } from './messages';
import { placeholderError, type PublicMath } from './public-math';
import { createSessionStore } from './session';
import type { SessionStore } from './session-types';
import { roundTrip } from './transport';

/** Name of the cookie holding the device id. @see spec §3 "Device" */
export const DEVICE_ID_COOKIE = 'deviceid';
/** Lifetime of the device id cookie: 30 days, in seconds. @see spec §9 */
export const DEVICE_ID_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Default request timeout in ms. @see spec §9 ("request timeout 30000 ms") */
export const DEFAULT_TIMEOUT_MS = 30_000;
/** The `devicetype` this client registers with. */
export const DEVICE_TYPE = 'web';

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /**
   * Origin (and optional path prefix) of the API, e.g. `https://mathcols.example`.
   * @defaultValue `''` (same origin: paths such as `/api` are fetched as they are)
   */
  baseUrl?: string;
  /** @defaultValue the global `fetch` */
  fetch?: typeof fetch;
  /** @defaultValue `document.cookie` when a document exists, else an in-memory store */
  cookies?: CookieStore;
  /** Where the session's local keys live. @defaultValue `localStorage` when usable, else memory */
  storage?: KeyValueStore;
  /** The clock (student completion dates are compared with its local date). @defaultValue `() => new Date()` */
  now?: () => Date;
  /** Abort a request after this many ms. @defaultValue 30000 */
  timeoutMs?: number;
  /**
   * The student's IANA time zone (e.g. `'Europe/Berlin'`), sent as `timezone` with
   * `student.connect` (unless `studentSignIn` is given one), `student.mathget`,
   * `student.mathcomplete` and `student.levelupdate`; the server dates the day's questions and
   * completions in it, and the stored session keeps a completion date only while it is today
   * there.
   * @defaultValue the runtime's (`Intl.DateTimeFormat().resolvedOptions().timeZone`, else 'UTC')
   */
  timeZone?: string;
}

/**
 * The request body of `call(tag, …)`: the tag's fields minus `tag` and `deviceid` (added by the
 * client), with `usertoken` optional (the client adds the stored one).
 */
export type CallBody<T extends ApiTag> = Omit<ApiRequestOf<T>, 'tag' | 'deviceid' | 'usertoken'> & {
  usertoken?: string;
};

/**
 * A client bound to one API origin, one cookie store and one session store. Every request to
 * `POST /api` carries `deviceid` (body and `X-Device-ID`) and, when signed in, `usertoken`.
 */
export interface ApiClient
  extends AccountMethods, StudentMethods, PasswordResetMethods, LearningMethods, ParentMethods {
  /** The local session (parent and student), observable. @see spec §3, §4 */
  readonly session: SessionStore;
  /**
   * The device id: the `deviceid` cookie when set, else a new one from `POST /api/device`
   * (stored for 30 days, `SameSite=Strict`, `Secure` over https). Concurrent calls share one
   * request.
   * @throws {ApiError} 'Unable to get device ID from server' (network, timeout, refusal),
   *   'Invalid response format from server' (no `deviceid`, other tag), 'HTTP error! status: N'
   * @see spec §4 Device identity, §8 Device
   */
  getDeviceId(): Promise<string>;
  /**
   * The day's free problems, keyed `{subject}_{level}`. Fetched once per client (the first call
   * and any concurrent ones share one request; a failure is not cached, so a later call
   * retries). If the server no longer knows the stored device id, a new one is obtained and the
   * request is repeated once.
   * @throws {ApiError} 'HTTP error! status: N', 'API response does not have expected structure',
   *   'API endpoint appears to be returning test/placeholder data instead of math problems',
   *   'Failed to load problems. Please try again.' (network, timeout, refusal), or a device error
   * @see spec §7 "publicmath.get", §8 Problems
   */
  getPublicMath(): Promise<PublicMath>;
  /**
   * Sends one tag and returns its parsed success response. Adds `tag`, and for every tag but
   * `device.create` the device id as `deviceid` and `X-Device-ID`, and the stored `usertoken`
   * (not for the sign-in tags). A business refusal with reason 'unknown device' gets a new
   * device id and is sent again once.
   * @throws {ApiError} with the tag's catalogue texts (see `TAG_ERROR_MESSAGES`); `unauthorized`
   *   when the tag needs a token and none is stored, or on HTTP 401 (both clear the session)
   */
  call<T extends ApiTag>(tag: T, body: CallBody<T>): Promise<ApiResponseOf<T>>;
}

/**
 * Creates an API client. Nothing is fetched until a method is called.
 * @example
 * const api = createApiClient();
 * const problems = problemsFor(await api.getPublicMath(), 'addition', 0);
 * @see spec §7 The calls it makes
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const cookies = options.cookies ?? defaultCookieStore();
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeZone = options.timeZone;
  const session = createSessionStore({
    cookies,
    storage: options.storage ?? defaultKeyValueStore(),
    secure: isHttps(baseUrl),
    ...(timeZone !== undefined && { timeZone }),
  });
  let deviceId: string | undefined;
  let devicePending: Promise<string> | undefined;
  let publicMathPending: Promise<PublicMath> | undefined;

  const transport = { baseUrl, fetch: fetchImpl, timeoutMs };

  async function createDevice(): Promise<string> {
    const answer = await roundTrip(
      'device.create',
      { tag: 'device.create', devicetype: DEVICE_TYPE },
      transport,
    );
    cookies.set(DEVICE_ID_COOKIE, answer.deviceid, {
      maxAgeSeconds: DEVICE_ID_MAX_AGE_SECONDS,
      path: '/',
      sameSite: 'Strict',
      secure: isHttps(baseUrl),
    });
    deviceId = answer.deviceid;
    return answer.deviceid;
  }

  function getDeviceId(): Promise<string> {
    const known = storedDeviceId();
    if (known !== undefined) {
      deviceId = known;
      return Promise.resolve(known);
    }
    devicePending ??= createDevice().finally(() => {
      devicePending = undefined;
    });
    return devicePending;
  }

  /** The device id known without asking the server: memory, else a well-formed cookie. */
  function storedDeviceId(): string | undefined {
    if (deviceId !== undefined) return deviceId;
    const stored = cookies.get(DEVICE_ID_COOKIE);
    return stored !== undefined && deviceIdSchema.safeParse(stored).success ? stored : undefined;
  }

  function forgetDeviceId(): void {
    deviceId = undefined;
    cookies.delete(DEVICE_ID_COOKIE);
  }

  async function send<T extends ApiTag>(
    tag: T,
    body: CallBody<T>,
    onInvalid?: (json: unknown) => ApiError | undefined,
    retryUnknownDevice = true,
  ): Promise<ApiResponseOf<T>> {
    const extra = onInvalid && { onInvalid };
    if (!ENDPOINTS[tag].needsDevice)
      return roundTrip(tag, { ...body, tag }, { ...transport, ...extra });
    const token = SIGN_IN_TAGS.has(tag) ? undefined : (body.usertoken ?? session.getUserToken());
    if (token === undefined && needsUserToken(tag)) {
      session.signOut();
      throw new ApiError(API_ERROR_MESSAGES.noToken, 'unauthorized');
    }
    // No answer to the device request fails the call as no answer to the call would: with the
    // tag's own text ('An error occurred during registration'), not the device's.
    const id = await getDeviceId().catch((error: unknown) => {
      const unanswered = error instanceof ApiError && /^(network|timeout)$/.test(error.code);
      throw unanswered
        ? new ApiError(errorTextsFor(tag, body).unavailable, error.code, { cause: error })
        : error;
    });
    try {
      return await roundTrip(
        tag,
        { ...body, tag, deviceid: id, ...(token !== undefined && { usertoken: token }) },
        { ...transport, deviceId: id, ...extra },
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === 'unauthorized' && token === session.getUserToken()) session.signOut();
      const unknownDevice =
        error.code === 'business' && error.reason === ERROR_REASONS.unknownDevice;
      if (!retryUnknownDevice || !unknownDevice) throw error;
      forgetDeviceId();
      return send(tag, body, onInvalid, false);
    }
  }

  async function fetchPublicMath(): Promise<PublicMath> {
    const answer = await send('publicmath.get', {}, placeholderError('public'));
    return answer.public as PublicMath;
  }

  function getPublicMath(): Promise<PublicMath> {
    publicMathPending ??= fetchPublicMath().catch((error: unknown) => {
      publicMathPending = undefined;
      throw error;
    });
    return publicMathPending;
  }

  return {
    session,
    getDeviceId,
    getPublicMath,
    call: (tag, body) => send(tag, body),
    ...createAccountMethods(send, session),
    ...createStudentMethods(
      send,
      session,
      options.now ?? (() => new Date()),
      timeZone === undefined ? undefined : () => timeZone,
    ),
    ...createLearningMethods({
      send,
      session,
      storedDeviceId,
      ...(timeZone !== undefined && { timeZone: () => timeZone }),
    }),
    ...createPasswordResetMethods(send, session),
    ...createParentMethods(send, session),
  };
}

/** Tags that sign in: they never carry an earlier `usertoken`. */
const SIGN_IN_TAGS: ReadonlySet<ApiTag> = new Set<ApiTag>([
  'user.connect',
  'user.create',
  'student.connect',
]);

/** Whether the tag's request schema requires `usertoken` (read from the protocol). */
function needsUserToken(tag: ApiTag): boolean {
  const request: z.ZodMiniType = ENDPOINTS[tag].request;
  if (!(request instanceof z.ZodMiniObject)) return false;
  const token = (request.shape as Record<string, z.ZodMiniType | undefined>).usertoken;
  return token !== undefined && !token.safeParse(undefined).success;
}

function isHttps(baseUrl: string): boolean {
  if (/^https:/i.test(baseUrl)) return true;
  if (/^[a-z][a-z\d+.-]*:/i.test(baseUrl)) return false;
  return globalThis.location?.protocol === 'https:';
}
