/**
 * The original public path `POST /dev/publicmathget`, tried the way the two public web clients
 * written against the original API call it (docs/protocol.md "Compatibility"): the exact
 * request, the answer they read, CORS for it alone, the tag and device rules, the throttle.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PATHS, MAX_REQUEST_BYTES } from '@mathcols/api-client/protocol';
import { problemText, type RawProblem } from '@mathcols/engine';
import { createApp } from '../app';
import { PUBLIC_MATH_PER_ADDRESS } from '../auth/throttle-rules';
import type { DatabaseHandle } from '../db/open';
import { devices } from '../db/schema';
import { openTestDatabase } from '../testing/database';
import { newDevice, post } from '../testing/http';

const NOW = new Date('2025-03-14T09:30:00Z');
const SUBJECTS = ['addition', 'subtraction', 'multiplication', 'division'] as const;
/** The fixed device id both clients send: the original server's format, 24 hex characters. */
const LEGACY_DEVICE_ID = '680810a0737ab55963f6223b';
/** The origin a client is served from (its own, not ours). */
const CLIENT_ORIGIN = 'http://localhost:5173';

/**
 * The clients' request exactly as their code makes it (`fetch(url, { method: 'POST', headers:
 * { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) })`), with the headers
 * the browser adds to a cross-origin fetch.
 */
function clientRequest(payload: object, extraHeaders: Record<string, string> = {}) {
  return {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: '*/*',
      'Accept-Encoding': 'gzip, deflate, br, zstd',
      Origin: CLIENT_ORIGIN,
      ...extraHeaders,
    },
    body: JSON.stringify(payload),
  };
}

/** The answer's JSON, decompressed as the browser does. */
async function jsonOf(response: Response): Promise<Record<string, unknown>> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const encoding = response.headers.get('Content-Encoding');
  const text =
    encoding === 'br'
      ? brotliDecompressSync(bytes).toString()
      : encoding === 'gzip'
        ? gunzipSync(bytes).toString()
        : new TextDecoder().decode(bytes);
  return JSON.parse(text) as Record<string, unknown>;
}

async function deviceCount(): Promise<number> {
  const [row] = await database.db.select({ rows: count() }).from(devices);
  return row?.rows ?? 0;
}

let database: DatabaseHandle;
let app: Hono;
beforeAll(async () => {
  database = await openTestDatabase();
  app = createApp({ db: database.db, now: () => NOW });
});
afterAll(async () => {
  await database?.close();
});

describe('the original clients’ request', () => {
  it('gets 200 and the same sets as POST /api: 80 keys of 10 items with question, number_0, number_1, operator as strings', async () => {
    const response = await app.request(
      API_PATHS.publicMath,
      clientRequest({ tag: 'publicmath.get', deviceid: LEGACY_DEVICE_ID }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBeNull();
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = await jsonOf(response);
    expect(body.tag).toBe('publicmath.get');

    const sets = body.public as Record<string, Record<string, unknown>[]>;
    const keys = SUBJECTS.flatMap((s) => Array.from({ length: 20 }, (_, l) => `${s}_${l}`));
    expect(Object.keys(sets).sort()).toEqual(keys.sort());
    for (const key of keys) {
      expect(sets[key], key).toHaveLength(10);
      for (const item of sets[key] ?? []) {
        expect(Object.keys(item).sort()).toEqual(['number_0', 'number_1', 'operator', 'question']);
        for (const value of Object.values(item)) expect(typeof value).toBe('string');
        expect(item.number_0).toMatch(/^\d+$/);
        expect(item.number_1).toMatch(/^\d+$/);
        expect(item.question).toBe(problemText(item as unknown as RawProblem));
      }
    }
    // What the multiplication tutor shows: `question`, and the operands it lays out.
    const first = sets.multiplication_0?.[0];
    expect(first?.operator).toBe('*');
    expect(first?.question).toBe(`${String(first?.number_0)} × ${String(first?.number_1)}`);

    const ours = await post(app, API_PATHS.api, {
      tag: 'publicmath.get',
      deviceid: await newDevice(app),
    });
    expect(ours.body).toEqual(body);
  });

  it('gets the same answer with an unknown UUID, an empty id, null, no id or an X-Device-ID header', async () => {
    const reference = await jsonOf(
      await app.request(API_PATHS.publicMath, clientRequest({ tag: 'publicmath.get' })),
    );
    const variants = [
      clientRequest({ tag: 'publicmath.get', deviceid: '6e842fd4-6940-41fc-a73a-f9676f631e81' }),
      clientRequest({ tag: 'publicmath.get', deviceid: '' }),
      clientRequest({ tag: 'publicmath.get', deviceid: null }),
      clientRequest({ tag: 'publicmath.get', usertoken: 'whatever', extra: [1, 2] }),
      clientRequest(
        { tag: 'publicmath.get', deviceid: LEGACY_DEVICE_ID },
        { 'X-Device-ID': LEGACY_DEVICE_ID },
      ),
    ];
    for (const request of variants) {
      const response = await app.request(API_PATHS.publicMath, request);
      expect(response.status, request.body).toBe(200);
      expect(await jsonOf(response), request.body).toEqual(reference);
    }
  });

  it('writes nothing to the devices table', async () => {
    const before = await deviceCount();
    for (const deviceid of [LEGACY_DEVICE_ID, '0b5e8f0a-6a8e-4a53-9a43-2f1f6f0c9d11', undefined]) {
      const response = await app.request(
        API_PATHS.publicMath,
        clientRequest({ tag: 'publicmath.get', deviceid }),
      );
      expect(response.status).toBe(200);
    }
    expect(await deviceCount()).toBe(before);
  });

  it('reads an error’s message the way the multiplication tutor does: the same text as reason, with CORS', async () => {
    const response = await app.request(
      API_PATHS.publicMath,
      clientRequest({ tag: 'publicmath.get', deviceid: 'x'.repeat(129) }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(await jsonOf(response)).toEqual({
      tag: 'publicmath.get_error',
      reason: 'deviceid: Too big: expected string to have <=128 characters',
      message: 'deviceid: Too big: expected string to have <=128 characters',
    });
  });
});

describe('CORS', () => {
  const preflight = (path: string, requestHeaders = 'content-type') =>
    app.request(path, {
      method: 'OPTIONS',
      headers: {
        Origin: CLIENT_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': requestHeaders,
      },
    });

  it('answers the public path’s preflight 204, allowing POST, Content-Type and X-Device-ID, without credentials', async () => {
    const response = await preflight(API_PATHS.publicMath, 'content-type, x-device-id');
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Access-Control-Allow-Methods')).toBe('POST');
    const allowed = (response.headers.get('Access-Control-Allow-Headers') ?? '')
      .toLowerCase()
      .split(',');
    expect(allowed).toEqual(expect.arrayContaining(['content-type', 'x-device-id']));
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBeNull();
    expect(Number(response.headers.get('Access-Control-Max-Age'))).toBeGreaterThan(0);
  });

  it('gives /api, /api/device and /api/practice no CORS permission: preflight 405, POST without the header', async () => {
    for (const path of [API_PATHS.api, API_PATHS.device, API_PATHS.practice]) {
      const response = await preflight(path);
      expect(response.status, path).toBe(405);
      expect(response.headers.get('Access-Control-Allow-Origin'), path).toBeNull();
      expect(response.headers.get('Access-Control-Allow-Methods'), path).toBeNull();
    }
    const deviceid = await newDevice(app);
    const answer = await app.request(
      API_PATHS.api,
      clientRequest({ tag: 'publicmath.get', deviceid }),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('lets a page read the 429’s Retry-After', async () => {
    const response = await app.request(
      API_PATHS.publicMath,
      clientRequest({ tag: 'publicmath.get' }),
    );
    expect(response.headers.get('Access-Control-Expose-Headers')).toBe('Retry-After');
  });
});

describe('what the public path refuses', () => {
  it('refuses every other tag with 400, and answers nothing else', async () => {
    const deviceid = await newDevice(app);
    const bodies = [
      { tag: 'student.mathget', deviceid, usertoken: 'x'.repeat(43), subjects: ['addition'] },
      { tag: 'student.practiceget', deviceid, subject: 'addition', level: '1' },
      { tag: 'device.create', devicetype: 'web' },
      { tag: 'user.connect', deviceid, email: 'a@example.test', emailpassword: 'x' },
      { deviceid },
    ];
    for (const body of bodies) {
      const response = await app.request(API_PATHS.publicMath, clientRequest(body));
      const answer = await jsonOf(response);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(answer.tag).toBe('error');
      expect(answer.reason).toMatch(/^tag: /);
      expect(answer.message).toBe(answer.reason);
    }
    const malformed = await app.request(API_PATHS.publicMath, {
      ...clientRequest({}),
      body: '{"tag": "publicmath.get"',
    });
    expect(malformed.status).toBe(400);
    expect(await jsonOf(malformed)).toMatchObject({ reason: '(root): malformed JSON' });
  });

  it('has the body limit of /api (413) and takes POST only (405)', async () => {
    const big = await app.request(
      API_PATHS.publicMath,
      clientRequest({ tag: 'publicmath.get', pad: 'x'.repeat(MAX_REQUEST_BYTES) }),
    );
    expect(big.status).toBe(413);
    expect(big.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const get = await app.request(API_PATHS.publicMath, { headers: { Origin: CLIENT_ORIGIN } });
    expect(get.status).toBe(405);
    expect(get.headers.get('Allow')).toBe('POST');
  });

  it('leaves the device check of POST /api as it was: a legacy id is a 400, an unknown UUID an unknown device', async () => {
    const legacyBodies = [
      { tag: 'publicmath.get', deviceid: LEGACY_DEVICE_ID },
      {
        tag: 'student.mathget',
        deviceid: LEGACY_DEVICE_ID,
        usertoken: 'x'.repeat(43),
        subjects: ['multiplication'],
      },
      { tag: 'user.connect', deviceid: LEGACY_DEVICE_ID, email: 'a@example.test' },
    ];
    for (const body of legacyBodies) {
      const answer = await post(app, API_PATHS.api, body);
      expect(answer.status, body.tag).toBe(400);
      expect(answer.body.reason, body.tag).toMatch(/(^|; )deviceid: Invalid UUID/);
    }
    const unknown = await post(app, API_PATHS.api, {
      tag: 'publicmath.get',
      deviceid: '6e842fd4-6940-41fc-a73a-f9676f631e81',
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({
      tag: 'publicmath.get_error',
      reason: 'unknown device',
      message: 'unknown device',
    });
  });
});

describe('the throttle per client address', () => {
  /** Two apps (as two server processes) on the one database, behind one trusted proxy. */
  function proxiedApps(clock: { now: Date }) {
    vi.stubEnv('TRUST_PROXY', '1');
    try {
      return [0, 1].map(() => createApp({ db: database.db, now: () => clock.now }));
    } finally {
      vi.unstubAllEnvs();
    }
  }

  it('answers 429 with Retry-After past 600 a minute from one address, across apps; other addresses go on', async () => {
    const clock = { now: new Date('2025-04-01T10:00:00Z') };
    const apps = proxiedApps(clock);
    const from = (index: number, address: string) =>
      apps[index % 2]!.request(
        API_PATHS.publicMath,
        clientRequest(
          { tag: 'publicmath.get', deviceid: LEGACY_DEVICE_ID },
          { 'X-Forwarded-For': address, 'Accept-Encoding': 'br' },
        ),
      );
    const classroom = '203.0.113.9';
    const statuses: number[] = [];
    for (let i = 0; i < PUBLIC_MATH_PER_ADDRESS.limit; i += 1) {
      statuses.push((await from(i, classroom)).status);
    }
    expect(statuses).toEqual(Array<number>(PUBLIC_MATH_PER_ADDRESS.limit).fill(200));

    clock.now = new Date('2025-04-01T10:00:20Z');
    const refused = await from(0, classroom);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('40');
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const reason =
      'Too many requests for the problem sets from this address. Please wait 1 minute and try again.';
    expect(await jsonOf(refused)).toEqual({
      tag: 'publicmath.get_error',
      reason,
      message: reason,
    });
    expect((await from(1, classroom)).status).toBe(429);

    expect((await from(0, '198.51.100.20')).status).toBe(200);
    expect((await from(1, '198.51.100.21')).status).toBe(200);

    clock.now = new Date('2025-04-01T10:01:00Z');
    expect((await from(0, classroom)).status).toBe(200);
  }, 120_000);

  it('does not count refused bodies', async () => {
    const clock = { now: new Date('2025-04-02T10:00:00Z') };
    const [proxied] = proxiedApps(clock);
    const send = (body: string) =>
      proxied!.request(API_PATHS.publicMath, {
        ...clientRequest({}, { 'X-Forwarded-For': '192.0.2.77' }),
        body,
      });
    for (let i = 0; i < PUBLIC_MATH_PER_ADDRESS.limit + 5; i += 1) {
      expect((await send('{"tag":"student.mathget"}')).status).toBe(400);
    }
    expect((await send('{"tag":"publicmath.get"}')).status).toBe(200);
  }, 120_000);
});
