/**
 * How long the Node HTTP server waits for a client to send its request. Without these a slow
 * client holds a connection (and a parsed request waiting for its body) for Node's default of
 * 300 s; with them it is answered `408 Request Timeout` and disconnected.
 * @see issue 9 "Safe": request and header time-outs
 */
import type { ServerOptions } from 'node:http';

/**
 * Time a client has to send a whole request, headers and body, in ms. Our largest body is a few
 * kB (`MAX_REQUEST_BYTES`), so 30 s is generous even on a poor mobile connection.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Time a client has to send the request line and headers, in ms. */
export const HEADERS_TIMEOUT_MS = 10_000;

/**
 * How often Node checks connections for the two time-outs above, in ms (Node's default is
 * 30 s, so a time-out could fire up to 30 s late).
 */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/** The time-outs of a server; each in ms. */
export interface RequestTimeouts {
  /** @defaultValue {@link REQUEST_TIMEOUT_MS} */
  requestMs?: number;
  /** Capped at `requestMs`, as Node requires. @defaultValue {@link HEADERS_TIMEOUT_MS} */
  headersMs?: number;
  /** @defaultValue {@link TIMEOUT_CHECK_INTERVAL_MS} */
  checkIntervalMs?: number;
}

/**
 * The `node:http` server options for `timeouts` (`requestTimeout`, `headersTimeout`,
 * `connectionsCheckingInterval`), to pass as `serverOptions` to `@hono/node-server`'s `serve`.
 * @throws {RangeError} when a time-out is not a positive number of ms
 */
export function timeoutServerOptions(timeouts: RequestTimeouts = {}): ServerOptions {
  const requestTimeout = timeouts.requestMs ?? REQUEST_TIMEOUT_MS;
  const headersTimeout = Math.min(timeouts.headersMs ?? HEADERS_TIMEOUT_MS, requestTimeout);
  const connectionsCheckingInterval = timeouts.checkIntervalMs ?? TIMEOUT_CHECK_INTERVAL_MS;
  for (const [name, ms] of Object.entries({
    requestMs: requestTimeout,
    headersMs: headersTimeout,
    checkIntervalMs: connectionsCheckingInterval,
  })) {
    if (!(Number.isFinite(ms) && ms > 0)) {
      throw new RangeError(`${name} must be a positive number of ms, got ${ms}`);
    }
  }
  return { requestTimeout, headersTimeout, connectionsCheckingInterval };
}
