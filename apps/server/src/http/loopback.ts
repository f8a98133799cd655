/**
 * Whether a request comes from this machine, judged by the TCP socket it arrived on, never by a
 * header (`X-Forwarded-For`, `Host`, `Origin` are whatever the client says). The dev-only routes
 * answer only such requests.
 * @see issue 9 "Safe": the dev outbox answers only loopback requests; docs/runbook.md "E-mail"
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { GENERIC_ERROR_TAG } from './body';
import { errorEnvelope } from './error-envelope';

/**
 * Whether `address` (a socket's `remoteAddress`) is a loopback address: `127.0.0.0/8`, `::1`,
 * or the IPv4-mapped `::ffff:127.x.x.x`. Undefined (a socket already closed) is not.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.toLowerCase().replace(/^::ffff:/, '');
  return address === '::1' || /^127(?:\.\d{1,3}){3}$/.test(ipv4);
}

/**
 * Whether the request came over a loopback socket. A request handed to `app.fetch` without a
 * Node socket (`app.request` in tests, in the same process) counts as local: it never crossed
 * the network. Behind a reverse proxy on the same machine every request is loopback, so keep
 * dev routes off in production (`NODE_ENV=production`).
 */
export function isLoopbackRequest(c: Context): boolean {
  const env = c.env as { incoming?: unknown; server?: { incoming?: unknown } } | undefined;
  if (!env?.incoming && !env?.server?.incoming) return true;
  return isLoopbackAddress(getConnInfo(c).remote.address);
}

/**
 * Middleware for the dev-only routes: requests from another machine get the same 404
 * `{ tag: 'error', reason: 'no API path …' }` as any unknown API path, so the route does not
 * even show that it exists; loopback ones go on.
 */
export const loopbackOnly: MiddlewareHandler = async (c, next) => {
  if (!isLoopbackRequest(c)) {
    return c.json(errorEnvelope(GENERIC_ERROR_TAG, `no API path ${c.req.path}`), 404);
  }
  await next();
};
