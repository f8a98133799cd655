/**
 * Log lines about requests that never hold a request value: no body, no query, no e-mail
 * address, no token, no SQL parameters. A line names the method, the path (a route's pattern
 * where the path carries an id or a token), the status and the time, or for an unexpected error
 * the error's class and code only.
 * @see issue 9 "Safe": logs never hold request values; client aborts logged as such, not as 500
 */
import type { Context, ErrorHandler, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import { GENERIC_ERROR_TAG } from './body';
import { errorEnvelope } from './error-envelope';

/** How deep {@link errorSummary} follows `cause`. */
const MAX_CAUSES = 4;

/**
 * The path as logged: the pattern of the route that answered when it has parameters
 * (`/local-billing/:token`, never the token itself), else the path without its query.
 */
export function loggedPath(c: Context): string {
  const pattern = routePath(c);
  return pattern.includes(':') ? pattern : c.req.path;
}

/**
 * Whether the client went away before the answer was sent (an aborted upload, a closed tab): the
 * Node adapter aborts the request's signal when the connection closes early.
 */
export function clientAborted(c: Context): boolean {
  return c.req.raw.signal.aborted;
}

/**
 * An error's class and code, and those of its causes, never its message (a Drizzle error's
 * message holds the query's parameters, a driver's may quote a value):
 * `DrizzleQueryError caused by PostgresError 22021`, `TypeError`, `non-Error value (string)`.
 */
export function errorSummary(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSES && current !== undefined; depth += 1) {
    parts.push(describeOne(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.join(' caused by ');
}

function describeOne(error: unknown): string {
  if (!(error instanceof Error)) return `non-Error value (${typeof error})`;
  const name = error.constructor.name || error.name;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' || typeof code === 'number'
    ? `${name} ${String(code).slice(0, 40)}`
    : name;
}

/**
 * Where an error was thrown: the `at …` lines of its stack (file, line, function), without the
 * first lines, which repeat the message.
 */
export function stackFrames(error: unknown): string[] {
  if (!(error instanceof Error) || !error.stack) return [];
  return error.stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .map((line) => line.trim());
}

/**
 * Middleware logging one line per request once it is answered: `POST /api 200 3ms`, or
 * `POST /api aborted by client` when the client closed the connection first.
 * @param log receives each line
 */
export function requestLogger(log: (line: string) => void): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    if (clientAborted(c)) {
      log(`${c.req.method} ${loggedPath(c)} aborted by client`);
      return;
    }
    const ms = Math.round(performance.now() - started);
    log(`${c.req.method} ${loggedPath(c)} ${c.res.status} ${ms}ms`);
  };
}

/**
 * The app's `onError`: an `HTTPException` answers as it says; a client that went away gets a
 * 400 nobody reads (the request logger notes the abort, nothing else is logged); anything else
 * is a bug: 500 `{ tag: 'error', reason: 'internal error' }` and one log line
 * `Unhandled error on POST /api: DrizzleQueryError caused by PostgresError 22021` followed by
 * the stack's `at …` lines.
 * @param logError receives the line (`console.error` in the app by default)
 */
export function errorHandler(logError: (line: string) => void): ErrorHandler {
  return (error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    if (clientAborted(c)) {
      return c.json(errorEnvelope(GENERIC_ERROR_TAG, 'aborted by client'), 400);
    }
    const frames = stackFrames(error);
    logError(
      [
        `Unhandled error on ${c.req.method} ${loggedPath(c)}: ${errorSummary(error)}`,
        ...frames.map((frame) => `    ${frame}`),
      ].join('\n'),
    );
    return c.json(errorEnvelope(GENERIC_ERROR_TAG, 'internal error'), 500);
  };
}
