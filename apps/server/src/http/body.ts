/**
 * Reading and rejecting request bodies the same way on every API path.
 * @see architecture.md "The wire protocol" (400 with the zod issue path in `reason`, 413)
 */
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { MAX_REQUEST_BYTES } from '@mathcols/api-client/protocol';

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
 * `deviceid: Invalid UUID; tag: unknown tag` (`(root)` for the body itself; at most 5 issues).
 */
export function formatIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('; ');
}

/** A 400 answer `{ tag, reason }` for a body that is not JSON or fails its schema. */
export function badRequest(c: Context, tag: string, reason: string): Response {
  return c.json({ tag, reason }, 400);
}

/** The reason given for a body that is not JSON. */
export const MALFORMED_JSON_REASON = '(root): malformed JSON';

/**
 * Middleware answering 413 `{ tag: 'error', reason }` for bodies over `MAX_REQUEST_BYTES`
 * (whether announced by Content-Length or streamed).
 */
export const limitBody = bodyLimit({
  maxSize: MAX_REQUEST_BYTES,
  onError: (c) =>
    c.json(
      {
        tag: GENERIC_ERROR_TAG,
        reason: `request body larger than ${MAX_REQUEST_BYTES} bytes`,
      },
      413,
    ),
});
