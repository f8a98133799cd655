/**
 * The client against the real Hono app (in-memory PGlite): the happy path end to end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import type { DatabaseHandle } from './db/open';
import { openTestDatabase } from './testing/database';
import { devices } from './db/schema';
import {
  createApiClient,
  documentCookieStore,
  memoryCookieStore,
  problemsFor,
} from '@mathcols/api-client';
import type { Hono } from 'hono';

let database: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  database = await openTestDatabase();
  app = createApp({ db: database.db, now: () => new Date('2025-06-02T10:00:00Z') });
}, 30_000);
afterAll(async () => {
  await database?.close();
});

const appFetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
  app.request(input instanceof URL ? input.href : (input as string), init)) as typeof fetch;

describe('client against the real server', () => {
  it('gets a device id the server stored, and reuses it from the cookie', async () => {
    const doc = { cookie: '' };
    const client = createApiClient({ fetch: appFetch, cookies: documentCookieStore(doc) });
    const deviceid = await client.getDeviceId();
    const rows = await database.db.select({ id: devices.id }).from(devices);
    expect(rows.map((row) => row.id)).toContain(deviceid);
    const again = createApiClient({ fetch: appFetch, cookies: documentCookieStore(doc) });
    expect(await again.getDeviceId()).toBe(deviceid);
    expect(await database.db.select({ id: devices.id }).from(devices)).toHaveLength(rows.length);
  });

  it('loads every subject and level of the day’s free problems', async () => {
    const client = createApiClient({ fetch: appFetch, cookies: memoryCookieStore() });
    const math = await client.getPublicMath();
    expect(Object.keys(math)).toHaveLength(80);
    for (const subject of ['addition', 'subtraction', 'multiplication', 'division'] as const) {
      expect(problemsFor(math, subject, 0)).toHaveLength(10);
      expect(problemsFor(math, subject, 19)).toHaveLength(10);
    }
    expect(problemsFor(math, 'division', 20)).toEqual([]);
    expect(await client.getPublicMath()).toBe(math);
  });

  it('recovers when the stored device id is unknown to the server', async () => {
    const stale = crypto.randomUUID();
    const doc = { cookie: `deviceid=${stale}` };
    const client = createApiClient({ fetch: appFetch, cookies: documentCookieStore(doc) });
    const math = await client.getPublicMath();
    expect(problemsFor(math, 'addition', 3)).toHaveLength(10);
    const fresh = await client.getDeviceId();
    expect(fresh).not.toBe(stale);
    expect(doc.cookie).toContain(`deviceid=${fresh}`);
  });

  it('returns typed answers from the generic call', async () => {
    const client = createApiClient({ fetch: appFetch, cookies: memoryCookieStore() });
    const answer = await client.call('publicmath.get', {});
    expect(answer.tag).toBe('publicmath.get');
    expect(answer.public['subtraction_7']).toHaveLength(10);
  });
});
