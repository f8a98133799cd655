/**
 * The original API's path of the public problem sets, `POST /dev/publicmathget`, kept so that
 * the web clients written against that API work with this server unchanged: `publicmath.get`
 * only, any `deviceid` or none, open to every origin (CORS), throttled per client address.
 * @see spec §7 "publicmath.get"; docs/protocol.md "Paths", "Compatibility"; issue 13
 */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import {
  API_PATHS,
  PUBLICMATH_GET,
  publicMathAliasRequestSchema,
} from '@mathcols/api-client/protocol';
import { createAttemptBlocks } from '../auth/attempt-blocks';
import {
  PUBLIC_MATH_BLOCK_SIZE,
  PUBLIC_MATH_PER_ADDRESS,
  THROTTLED_SENTENCES,
  pleaseWait,
  throttled,
} from '../auth/throttle-rules';
import type { Database } from '../db/open';
import type { PublicMathSource } from '../handlers/public-math';
import { GENERIC_ERROR_TAG, bodyField, limitBody, readRequest } from '../http/body';
import { clientAddress, readTrustProxy } from '../http/client-address';
import { errorEnvelope } from '../http/error-envelope';

/** What {@link publicMathAliasRoutes} needs. */
export interface PublicMathAliasOptions {
  /**
   * Holds the throttle ({@link PUBLIC_MATH_PER_ADDRESS}, counted in blocks of
   * {@link PUBLIC_MATH_BLOCK_SIZE}); nothing else is read or written.
   */
  db: Database;
  now: () => Date;
  /** The app's day set (the same object `POST /api` answers from). */
  publicMath: PublicMathSource;
  /** Proxies in front (see `readTrustProxy`). @defaultValue `TRUST_PROXY` from the environment */
  trustProxy?: number;
}

/**
 * Request headers a cross-origin page may send: `Content-Type` (a JSON body is not a "simple"
 * request, so every such call is preflighted) and `X-Device-ID`, which generic fetch wrappers
 * add (spec §7 "An X-Device-ID header is added by generic wrappers"); the server ignores its
 * value, but a preflight asking for a header not listed here fails in the browser.
 */
export const PUBLIC_MATH_CORS_HEADERS = ['Content-Type', 'X-Device-ID'] as const;

/**
 * How long a browser may reuse a preflight's answer, in seconds: 2 hours, the most Chromium
 * keeps (Firefox keeps up to a day).
 */
export const PUBLIC_MATH_PREFLIGHT_MAX_AGE_S = 7200;

/**
 * CORS of the public path only (Hono's `cors`): `Access-Control-Allow-Origin: *` on every answer
 * (errors and 429 included, so a page can read them), never `Access-Control-Allow-Credentials`
 * (the sets need no cookie; a page sending `credentials: 'include'` is refused by its browser),
 * `Retry-After` readable by the page; an `OPTIONS` preflight answers 204 allowing `POST` and
 * {@link PUBLIC_MATH_CORS_HEADERS}. Every other path stays same-origin: a preflight has no body,
 * so a tag cannot be told there, and `/api` carries tokens.
 */
export const publicMathCors = cors({
  origin: '*',
  allowMethods: ['POST'],
  allowHeaders: [...PUBLIC_MATH_CORS_HEADERS],
  exposeHeaders: ['Retry-After'],
  maxAge: PUBLIC_MATH_PREFLIGHT_MAX_AGE_S,
});

/**
 * `POST /dev/publicmathget` (`API_PATHS.publicMath`), with the CORS of {@link publicMathCors}:
 * - body `{ tag: 'publicmath.get', deviceid? }` (`publicMathAliasRequestSchema`: any `deviceid`
 *   up to 128 characters, `null` or none; never looked up, never stored) → 200, the day's sets
 *   exactly as `POST /api` answers them (the same cached, precompressed bytes);
 * - past `PUBLIC_MATH_PER_ADDRESS` (600 a minute per client address, counted in the database in
 *   blocks of `PUBLIC_MATH_BLOCK_SIZE`) → 429 `{ tag: 'publicmath.get_error', reason, message }`
 *   with `Retry-After` in seconds;
 * - malformed JSON → 400 `{ tag: 'error' }`; another tag or a bad `deviceid` → 400 naming the
 *   path (`tag: 'publicmath.get_error'` when the body's tag is `publicmath.get`, else `error`);
 *   over `MAX_REQUEST_BYTES` → 413; `OPTIONS` → 204 (the preflight); other methods → 405.
 */
export function publicMathAliasRoutes(options: PublicMathAliasOptions): Hono {
  const { db, now, publicMath, trustProxy = readTrustProxy() } = options;
  const path = API_PATHS.publicMath;
  const attempts = createAttemptBlocks(db, PUBLIC_MATH_PER_ADDRESS, {
    blockSize: PUBLIC_MATH_BLOCK_SIZE,
  });
  const routes = new Hono();
  routes.use(path, publicMathCors);
  routes.post(path, limitBody, async (c) => {
    const read = await readRequest(c, publicMathAliasRequestSchema, { errorTag: aliasErrorTagFor });
    if (!read.ok) return read.response;
    const verdict = await attempts.reserve(clientAddress(c, trustProxy), now());
    if (!verdict.allowed) {
      const wait = verdict.retryAfterSeconds;
      const refusal = throttled(
        PUBLICMATH_GET,
        wait,
        pleaseWait(THROTTLED_SENTENCES.publicMath, wait),
      );
      return c.json(refusal.body, refusal.status, refusal.headers);
    }
    const answer = publicMath.encoded(c.req.header('Accept-Encoding'));
    return c.body(answer.body, 200, answer.headers);
  });
  routes.all(path, (c) => {
    c.header('Allow', 'POST');
    return c.json(errorEnvelope(GENERIC_ERROR_TAG, `use POST for ${path}`), 405);
  });
  return routes;
}

/** `publicmath.get_error` when the body names that tag, else the generic `error`. */
function aliasErrorTagFor(body: unknown): string {
  const tag = bodyField(body, 'tag');
  return tag === PUBLICMATH_GET ? `${PUBLICMATH_GET}_error` : GENERIC_ERROR_TAG;
}
