/**
 * One request/response round trip for a tag: JSON POST with a timeout, HTTP status check,
 * business-error envelope, response schema. Used by the client's `call`.
 * @see spec §7, §9 ("request timeout 30000 ms")
 */
import { ENDPOINTS, type ApiResponseOf, type ApiTag } from './protocol';
import { ApiError } from './errors';
import { isRecord } from './public-math';
import {
  API_ERROR_MESSAGES,
  errorTextsFor,
  httpErrorMessage,
  type TagErrorTexts,
} from './messages';

/** What a round trip needs besides the tag and payload. */
export interface TransportOptions {
  /** Prefix of every path; `''` = same origin. */
  baseUrl: string;
  /** The fetch implementation. */
  fetch: typeof fetch;
  /** Abort the request after this many ms (covers reading the body too). */
  timeoutMs: number;
  /** Sent as `X-Device-ID` when present. */
  deviceId?: string;
  /**
   * Called when the answer fails its schema, with the parsed JSON; may return a more specific
   * error (e.g. placeholder data) to throw instead of the tag's `invalid` message.
   */
  onInvalid?: (json: unknown) => ApiError | undefined;
}

/** Joins a base URL and an absolute path without doubling the slash. */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

/**
 * Posts `payload` for `tag` and returns the parsed success response. Error texts come from
 * `errorTextsFor(tag, payload)`.
 * @throws {ApiError} `unauthorized` (HTTP 401: 'Authentication token not found. Please log in
 *   again.'), `http` (other non-2xx; `status` and the server's `reason` kept on the error: on a
 *   tag that shows reasons, the reason of a 429, else the tag's `refused` text such as 'Failed
 *   to add student'; on other tags 'HTTP error! status: N'), `timeout`, `network`, `business`
 *   (`<tag>_error`: the server's reason on a tag that shows reasons, else the tag's `refused`
 *   text), `format` (not JSON or schema failure), or whatever `onInvalid` returns
 * @see spec §8 The error catalogue
 */
export async function roundTrip<T extends ApiTag>(
  tag: T,
  payload: Record<string, unknown>,
  options: TransportOptions,
): Promise<ApiResponseOf<T>> {
  const endpoint = ENDPOINTS[tag];
  const messages = errorTextsFor(tag, payload);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.deviceId !== undefined) headers['X-Device-ID'] = options.deviceId;
  let response: Response;
  let text: string;
  try {
    response = await options.fetch(joinUrl(options.baseUrl, endpoint.path), {
      method: 'POST',
      headers,
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    text = await response.text();
  } catch (cause) {
    const code = controller.signal.aborted ? 'timeout' : 'network';
    throw new ApiError(messages.unavailable, code, { cause });
  } finally {
    clearTimeout(timer);
  }
  const json = parseJson(text);
  if (!response.ok) {
    const reason = reasonOf(json);
    const details = { status: response.status, ...(reason === undefined ? {} : { reason }) };
    if (response.status === 401)
      throw new ApiError(API_ERROR_MESSAGES.noToken, 'unauthorized', details);
    throw new ApiError(httpFailureText(response.status, reason, messages), 'http', details);
  }
  if (json === undefined) {
    throw new ApiError(messages.invalid, 'format', { status: response.status });
  }
  if (isRecord(json) && json.tag === `${tag}_error`) {
    const reason = reasonOf(json) ?? '';
    const message = messages.showReason && reason.trim() !== '' ? reason : messages.refused;
    throw new ApiError(message, 'business', { status: response.status, reason });
  }
  const parsed = endpoint.response.safeParse(json);
  if (!parsed.success) {
    throw (
      options.onInvalid?.(json) ??
      new ApiError(messages.invalid, 'format', { status: response.status, cause: parsed.error })
    );
  }
  return parsed.data as ApiResponseOf<T>;
}

/**
 * The text of a non-2xx answer other than 401, for a tag whose texts are `messages`.
 *
 * - Tags that show reasons (`showReason`: the account and student calls, whose pages show the
 *   catalogue's 'server reason or …' texts): a 429 with a reason shows that reason (e.g. 'Too
 *   many failed sign-in attempts …'); any other status shows the tag's `refused` text (e.g.
 *   'Failed to add student' for a 400 about a malformed handle) — a parent never reads an HTTP
 *   status, and a 400's reason names schema paths, not words for people.
 * - Other tags (`publicmath.get`, `device.create`, …): 'HTTP error! status: N', the
 *   catalogue's text for problem fetches.
 * @see spec §8 "Students" ("server reason or 'Failed to add student'"), "Problems" ("HTTP
 *   error! status: N")
 */
function httpFailureText(
  status: number,
  reason: string | undefined,
  messages: TagErrorTexts,
): string {
  if (!messages.showReason) return httpErrorMessage(status);
  if (status === 429 && reason !== undefined && reason.trim() !== '') return reason;
  return messages.refused;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function reasonOf(json: unknown): string | undefined {
  return isRecord(json) && typeof json.reason === 'string' ? json.reason : undefined;
}
