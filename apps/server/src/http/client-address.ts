/**
 * The address a request comes from, for the throttles kept per address: the TCP socket's peer,
 * or — only when the operator says a known number of proxies stand in front (`TRUST_PROXY`) —
 * the address those proxies wrote into `X-Forwarded-For`. A client can write anything in that
 * header, so it is never read otherwise. IPv6 addresses count per `/64` (one subscriber's
 * network), IPv4-mapped IPv6 addresses as the IPv4 address.
 * @see issue 9 "Safe" (throttles per address); docs/runbook.md "Several servers"
 */
import { isIPv4, isIPv6 } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The peer address of a request that came without a Node socket (`app.request` in tests, in
 * the same process): 192.0.2.1, from the documentation range TEST-NET-1 (RFC 5737).
 */
export const NO_SOCKET_ADDRESS = '192.0.2.1';

/** The most proxies `TRUST_PROXY` may name. */
export const MAX_TRUSTED_PROXIES = 10;

/**
 * Reads `TRUST_PROXY`: how many proxies (load balancers) stand between the clients and this
 * server and append to `X-Forwarded-For`. Unset, empty, `0` or `false` = none (the socket's peer
 * is the client); `true` = 1; a whole number 1–{@link MAX_TRUSTED_PROXIES} = that many.
 * @param env the environment, `process.env` by default
 * @returns the number of trusted proxies, 0 for none
 * @throws {Error} for any other value (a typo must not silently trust or distrust a header)
 */
export function readTrustProxy(env: Readonly<Record<string, string | undefined>> = process.env) {
  const raw = (env.TRUST_PROXY ?? '').trim().toLowerCase();
  if (raw === '' || raw === 'false') return 0;
  if (raw === 'true') return 1;
  const hops = Number(raw);
  if (!/^\d+$/.test(raw) || hops > MAX_TRUSTED_PROXIES) {
    throw new Error(
      `TRUST_PROXY must be 0 to ${MAX_TRUSTED_PROXIES} (the number of proxies in front), true or false, got ${JSON.stringify(env.TRUST_PROXY)}`,
    );
  }
  return hops;
}

/**
 * The client address of a request, as a throttle key.
 * - `trustedProxies` 0: the socket's peer address;
 * - N > 0: the chain is `X-Forwarded-For`'s entries then the peer; the client is the entry N
 *   places left of the peer (each trusted proxy appended the address it saw), or the leftmost
 *   when the chain is shorter.
 *
 * Without a socket the peer is {@link NO_SOCKET_ADDRESS}.
 * @returns an IPv4 address (`203.0.113.7`), an IPv6 `/64` network (`2001:db8:1:2::/64`), or
 *   the raw text of an entry that is neither (lower-cased, at most 64 characters)
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  const peer = peerAddress(c);
  if (trustedProxies <= 0) return normaliseAddress(peer);
  const forwarded = (c.req.header('X-Forwarded-For') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const chain = [...forwarded, peer];
  return normaliseAddress(chain[Math.max(0, chain.length - 1 - trustedProxies)] ?? peer);
}

/** The socket's peer address, or {@link NO_SOCKET_ADDRESS} for a request without a socket. */
function peerAddress(c: Context): string {
  const env = c.env as { incoming?: unknown; server?: { incoming?: unknown } } | undefined;
  if (!env?.incoming && !env?.server?.incoming) return NO_SOCKET_ADDRESS;
  return getConnInfo(c).remote.address ?? NO_SOCKET_ADDRESS;
}

/**
 * An address as a throttle key: IPv4 as it is, IPv4-mapped IPv6 as IPv4, other IPv6 as its
 * `/64` network (`2001:db8:1:2::/64`); anything else lower-cased and cut to 64 characters.
 */
export function normaliseAddress(address: string): string {
  const text = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(text)) return text;
  const withoutZone = text.replace(/%.*$/, '');
  if (!isIPv6(withoutZone)) return text.slice(0, 64);
  const [head = '', tail] = withoutZone.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  // A dotted IPv4 tail (`::ffff:0:1.2.3.4`) fills two groups.
  const dotted = tailGroups.at(-1)?.includes('.') ? 1 : 0;
  const missing = 8 - headGroups.length - tailGroups.length - dotted;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
  const network = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}
