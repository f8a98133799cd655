import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import { createApp } from '../app';
import { DEVICE_CREATE_PER_ADDRESS } from '../auth/throttle-rules';
import type { DatabaseHandle } from '../db/open';
import { openTestDatabase } from '../testing/database';
import {
  NO_SOCKET_ADDRESS,
  clientAddress,
  normaliseAddress,
  readTrustProxy,
} from './client-address';

/** What `clientAddress` says for a request from `peer` (a socket address, or no socket). */
async function addressOf(
  trustedProxies: number,
  peer: string | undefined,
  forwardedFor?: string,
): Promise<string> {
  const app = new Hono();
  app.get('/', (c) => c.text(clientAddress(c, trustedProxies)));
  const headers = forwardedFor === undefined ? undefined : { 'X-Forwarded-For': forwardedFor };
  const env = peer === undefined ? undefined : { incoming: { socket: { remoteAddress: peer } } };
  return (await app.request('/', { headers }, env)).text();
}

describe('clientAddress', () => {
  it('takes the socket’s peer and ignores X-Forwarded-For unless proxies are trusted', async () => {
    expect(await addressOf(0, '198.51.100.4', '203.0.113.9')).toBe('198.51.100.4');
    expect(await addressOf(0, '::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(await addressOf(0, undefined, '203.0.113.9')).toBe(NO_SOCKET_ADDRESS);
  });

  it('behind N trusted proxies, takes the entry N places left of the peer', async () => {
    // The client forged the first entry; the one proxy appended what it saw.
    expect(await addressOf(1, '10.0.0.2', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(await addressOf(2, '10.0.0.2', '6.6.6.6, 203.0.113.9, 10.0.0.1')).toBe('203.0.113.9');
    // Fewer entries than proxies: the leftmost; none: the peer.
    expect(await addressOf(3, '10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
    expect(await addressOf(1, '10.0.0.2')).toBe('10.0.0.2');
  });

  it('counts IPv6 per /64 network', () => {
    expect(normaliseAddress('2001:DB8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(normaliseAddress('2001:db8:1:2::7')).toBe('2001:db8:1:2::/64');
    expect(normaliseAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(normaliseAddress('::1')).toBe('0:0:0:0::/64');
    expect(normaliseAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(normaliseAddress('  203.0.113.9 ')).toBe('203.0.113.9');
    expect(normaliseAddress('not an address')).toBe('not an address');
  });
});

describe('readTrustProxy', () => {
  it('reads 0 to 10 proxies, true and false, and refuses anything else', () => {
    expect(readTrustProxy({})).toBe(0);
    expect(readTrustProxy({ TRUST_PROXY: '' })).toBe(0);
    expect(readTrustProxy({ TRUST_PROXY: 'false' })).toBe(0);
    expect(readTrustProxy({ TRUST_PROXY: 'TRUE' })).toBe(1);
    expect(readTrustProxy({ TRUST_PROXY: '2' })).toBe(2);
    for (const bad of ['yes', '-1', '1.5', '11', 'loopback']) {
      expect(() => readTrustProxy({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY must be/);
    }
  });
});

describe('device.create per address', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  const create = (app: ReturnType<typeof createApp>, forwardedFor?: string) =>
    app.request('/api/device', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(forwardedFor !== undefined && { 'X-Forwarded-For': forwardedFor }),
      },
      body: JSON.stringify({ tag: 'device.create', devicetype: 'web' }),
    });

  it('issues 100 device ids per address in 10 minutes, then 429 with Retry-After', async () => {
    const clock = { now: new Date('2025-03-14T09:30:00Z') };
    const app = createApp({ db: database.db, now: () => clock.now });
    for (let i = 0; i < DEVICE_CREATE_PER_ADDRESS.limit; i += 1) {
      // A forged X-Forwarded-For changes nothing without TRUST_PROXY.
      expect((await create(app, `203.0.113.${i}`)).status).toBe(200);
    }
    clock.now = new Date(clock.now.getTime() + 4 * 60_000);
    const refused = await create(app);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe(String(6 * 60));
    expect(await refused.json()).toEqual({
      tag: 'device.create_error',
      reason: 'Too many new devices from this address. Please wait 6 minutes and try again.',
      message: 'Too many new devices from this address. Please wait 6 minutes and try again.',
    });

    // Behind a trusted proxy, another client address gets its own count.
    vi.stubEnv('TRUST_PROXY', '1');
    const proxied = (() => {
      try {
        return createApp({ db: database.db, now: () => clock.now });
      } finally {
        vi.unstubAllEnvs();
      }
    })();
    expect((await create(proxied, '203.0.113.77')).status).toBe(200);
    expect((await create(proxied, NO_SOCKET_ADDRESS)).status).toBe(429);

    clock.now = new Date(clock.now.getTime() + 6 * 60_000);
    expect((await create(app)).status).toBe(200);
  });
});
