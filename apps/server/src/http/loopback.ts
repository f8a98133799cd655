/**
 * Whether a request comes from this machine, judged by the TCP socket it arrived on, never by a
 * header (`X-Forwarded-For`, `Host`, `Origin` are whatever the client says). The dev-only routes
 * answer only such requests, and of those only the ones that name this machine in `Host` and,
 * when they carry one, in `Origin`: a page elsewhere that a developer's browser opens reaches
 * the socket from this machine too (through DNS rebinding, or a cross-site form post), but its
 * `Host` or `Origin` gives it away.
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
 * Whether `host` (a `Host` header or a URL's host, with or without its port) names this machine:
 * `localhost` or a name under `.localhost`, `127.0.0.0/8` or `[::1]`.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  // An address: `[::1]` in brackets in a Host, `127.0.0.1` as it is.
  return isLoopbackAddress(name.replace(/^\[(.*)\]$/, '$1'));
}

/** Whether a request names this machine in `Host` and in `Origin`, when it has one. */
function namesThisMachine(c: Context): boolean {
  const origin = c.req.header('origin');
  if (origin !== undefined && !(URL.canParse(origin) && isLoopbackHost(new URL(origin).host))) {
    return false;
  }
  return isLoopbackHost(c.req.header('host') ?? new URL(c.req.url).host);
}

/**
 * Middleware for the dev-only routes: requests from another machine, or that name another in
 * `Host` or `Origin` ({@link isLoopbackHost}), get the same 404
 * `{ tag: 'error', reason: 'no API path …' }` as any unknown API path, so the route does not
 * even show that it exists; loopback ones go on.
 */
export const loopbackOnly: MiddlewareHandler = async (c, next) => {
  if (!isLoopbackRequest(c) || !namesThisMachine(c)) {
    return c.json(errorEnvelope(GENERIC_ERROR_TAG, `no API path ${c.req.path}`), 404);
  }
  await next();
};
