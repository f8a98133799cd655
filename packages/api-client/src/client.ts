/**
 * The typed API client: device identity, the day's free problems, and a generic `call`.
 * @see spec §4 Device identity, §7 The calls it makes, §9 (cookie, timeout)
 */
import { ERROR_REASONS, deviceIdSchema } from './protocol';
import type { ApiRequestOf, ApiResponseOf, ApiTag } from './protocol';
import { ENDPOINTS } from './protocol';
import { defaultCookieStore, type CookieStore } from './cookies';
import { ApiError } from './errors';
import { API_ERROR_MESSAGES } from './messages';
import { looksLikePlaceholder, type PublicMath } from './public-math';
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
  /** Abort a request after this many ms. @defaultValue 30000 */
  timeoutMs?: number;
}

/** The request body of `call(tag, …)`: the tag's fields minus `tag` and `deviceid`. */
export type CallBody<T extends ApiTag> = Omit<ApiRequestOf<T>, 'tag' | 'deviceid'>;

/** A client bound to one API origin and one cookie store. */
export interface ApiClient {
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
   * `device.create` the device id as `deviceid` and `X-Device-ID`.
   * @throws {ApiError} with the tag's catalogue texts (see `TAG_ERROR_MESSAGES`)
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
    if (deviceId !== undefined) return Promise.resolve(deviceId);
    const stored = cookies.get(DEVICE_ID_COOKIE);
    if (stored !== undefined && deviceIdSchema.safeParse(stored).success) {
      deviceId = stored;
      return Promise.resolve(stored);
    }
    devicePending ??= createDevice().finally(() => {
      devicePending = undefined;
    });
    return devicePending;
  }

  function forgetDeviceId(): void {
    deviceId = undefined;
    cookies.delete(DEVICE_ID_COOKIE);
  }

  async function send<T extends ApiTag>(
    tag: T,
    body: CallBody<T>,
    onInvalid?: (json: unknown) => ApiError | undefined,
  ): Promise<ApiResponseOf<T>> {
    if (!ENDPOINTS[tag].needsDevice) {
      return roundTrip(tag, { ...body, tag }, { ...transport, ...(onInvalid && { onInvalid }) });
    }
    const id = await getDeviceId();
    return roundTrip(
      tag,
      { ...body, tag, deviceid: id },
      { ...transport, deviceId: id, ...(onInvalid && { onInvalid }) },
    );
  }

  async function fetchPublicMath(retryUnknownDevice: boolean): Promise<PublicMath> {
    try {
      const answer = await send('publicmath.get', {}, placeholderCheck);
      return answer.public as PublicMath;
    } catch (error) {
      const unknownDevice =
        error instanceof ApiError &&
        error.code === 'business' &&
        error.reason === ERROR_REASONS.unknownDevice;
      if (!retryUnknownDevice || !unknownDevice) throw error;
      forgetDeviceId();
      return fetchPublicMath(false);
    }
  }

  function getPublicMath(): Promise<PublicMath> {
    publicMathPending ??= fetchPublicMath(true).catch((error: unknown) => {
      publicMathPending = undefined;
      throw error;
    });
    return publicMathPending;
  }

  return { getDeviceId, getPublicMath, call: (tag, body) => send(tag, body) };
}

function placeholderCheck(json: unknown): ApiError | undefined {
  const field =
    typeof json === 'object' && json !== null ? (json as { public?: unknown }).public : undefined;
  return looksLikePlaceholder(field)
    ? new ApiError(API_ERROR_MESSAGES.placeholderData, 'placeholder')
    : undefined;
}

function isHttps(baseUrl: string): boolean {
  if (/^https:/i.test(baseUrl)) return true;
  if (/^[a-z][a-z\d+.-]*:/i.test(baseUrl)) return false;
  return globalThis.location?.protocol === 'https:';
}
