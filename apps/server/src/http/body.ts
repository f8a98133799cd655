/**
 * Reading and rejecting request bodies the same way on every API path.
 * @see architecture.md "The wire protocol" (400 with the zod issue path in `reason`, 413)
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type * as z from 'zod/mini';
import { MAX_REQUEST_BYTES } from '@mathcols/api-client/protocol';
import { errorEnvelope } from './error-envelope';

/** The error tag used when a request names no known tag. */
export const GENERIC_ERROR_TAG = 'error';

/** The result of {@link readJson}: the parsed value, or `ok: false` for malformed JSON. */
export type JsonBody = { ok: true; value: unknown } | { ok: false };

/** Reads the body as text and parses it as JSON (whatever the Content-Type says). */
export async function readJson(c: Context): Promise<JsonBody> {
  const text = await c.req.text();
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * Turns zod issues into one `reason` line naming each path, e.g.
 * `deviceid: Invalid UUID; tag: unknown tag` (`(root)` for the body itself; each line once, at
 * most 5: an empty value failing two checks with one message says it once).
 */
export function formatIssues(issues: readonly z.core.$ZodIssue[]): string {
  const lines = issues.map(
    (issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`,
  );
  return [...new Set(lines)].slice(0, 5).join('; ');
}

/** A 400 answer `{ tag, reason, message }` for a body that is not JSON or fails its schema. */
export function badRequest(c: Context, tag: string, reason: string): Response {
  return c.json(errorEnvelope(tag, reason), 400);
}

/** The reason given for a body that is not JSON. */
export const MALFORMED_JSON_REASON = '(root): malformed JSON';

/** A top-level field of a parsed body, or undefined when the body is not an object. */
export function bodyField(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

/** A request body read and checked against its schema, or the answer refusing it. */
export type CheckedRequest<T> = { ok: true; request: T } | { ok: false; response: Response };

/** How {@link readRequest} refuses a body. */
export interface RequestRefusals {
  /** The tag of the 400 for malformed JSON. @defaultValue `GENERIC_ERROR_TAG` */
  malformedTag?: string;
  /** The tag of the 400 for a body failing the schema, chosen from the parsed body. */
  errorTag: (body: unknown) => string;
  /**
   * Another answer than the 400 for a body failing the schema (e.g. a 401), or undefined for
   * the 400; `tag` is what `errorTag` chose. @defaultValue always the 400
   */
  refuse?: (
    c: Context,
    body: unknown,
    tag: string,
    issues: readonly z.core.$ZodIssue[],
  ) => Response | undefined;
}

/**
 * Reads a JSON body (whatever the Content-Type says) and checks it against `schema`. Malformed
 * JSON → 400 `{ tag: malformedTag, reason: MALFORMED_JSON_REASON }`; a body failing the schema
 * → `refuse`'s answer when it gives one, else 400 `{ tag: errorTag(body), reason }` naming the
 * failing paths (see {@link formatIssues}).
 * @returns the parsed request, or the answer refusing it
 */
export async function readRequest<S extends z.ZodMiniType>(
  c: Context,
  schema: S,
  refusals: RequestRefusals,
): Promise<CheckedRequest<z.output<S>>> {
  const json = await readJson(c);
  if (!json.ok) {
    const tag = refusals.malformedTag ?? GENERIC_ERROR_TAG;
    return { ok: false, response: badRequest(c, tag, MALFORMED_JSON_REASON) };
  }
  const parsed = schema.safeParse(json.value);
  if (parsed.success) return { ok: true, request: parsed.data };
  const { issues } = parsed.error;
  const tag = refusals.errorTag(json.value);
  const response =
    refusals.refuse?.(c, json.value, tag, issues) ?? badRequest(c, tag, formatIssues(issues));
  return { ok: false, response };
}

/**
 * The 413 answer `{ tag: 'error', reason, message }` for a body over `MAX_REQUEST_BYTES`, with
 * `Connection: close`: the rest of the body is never read, so the connection cannot carry
 * another request, and a client that keeps connections alive must know not to reuse it.
 */
function tooLarge(c: Context): Response {
  return c.json(
    errorEnvelope(GENERIC_ERROR_TAG, `request body larger than ${MAX_REQUEST_BYTES} bytes`),
    413,
    { Connection: 'close' },
  );
}

/** Hono's body limit, for bodies that announce no length (chunked): it counts the stream. */
const limitStreamedBody = bodyLimit({ maxSize: MAX_REQUEST_BYTES, onError: tooLarge });

/**
 * Middleware answering 413 `{ tag: 'error', reason }` for bodies over `MAX_REQUEST_BYTES`
 * (whether announced by Content-Length or streamed). A body with a `Content-Length` (Node's
 * parser reads no more than it announces) is judged by the header alone, as Hono's `bodyLimit`
 * does, but without asking for `c.req.raw.body` first: on the Node adapter that turns the light
 * request into a full web `Request` and its body into a web stream, which made each API call
 * several times slower under load (issue 9 "Fast", `npm run bench:api`). Chunked bodies go to
 * Hono's `bodyLimit`.
 */
export const limitBody: MiddlewareHandler = async (c, next) => {
  const announced = c.req.header('content-length');
  if (announced === undefined || c.req.header('transfer-encoding') !== undefined) {
    return limitStreamedBody(c, next);
  }
  if (Number.parseInt(announced, 10) > MAX_REQUEST_BYTES) return tooLarge(c);
  await next();
};
