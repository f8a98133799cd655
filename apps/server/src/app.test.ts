import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { MAX_REQUEST_BYTES, deviceCreateResponseSchema } from '@mathcols/api-client/protocol';
import { createApp } from './app';
import type { Database } from './db/open';
import { useTestDatabase } from './testing/database';
import { devices } from './db/schema';
import { newDevice, post } from './testing/http';
import type { Mailer } from './email/mailer';
import { freshEmail, PASSWORD, wire } from './handlers/users/test-support';

const NOW = new Date('2025-03-14T09:30:00Z');
const database = useTestDatabase();

describe('POST /api/device', () => {
  it('issues a UUID device id and stores the device with its type and time', async () => {
    const app = createApp({ db: database.db, now: () => NOW });
    const answer = await post(app, '/api/device', { tag: 'device.create', devicetype: 'web' });
    expect(answer.status).toBe(200);
    const { deviceid } = deviceCreateResponseSchema.parse(answer.body);
    const rows = await database.db.select().from(devices);
    expect(rows).toContainEqual({ id: deviceid, devicetype: 'web', createdAt: NOW });
  });

  it('accepts the spec body without a tag and issues a different id each time', async () => {
    const app = createApp({ db: database.db });
    const first = await post(app, '/api/device', { devicetype: 'tablet' });
    const second = await post(app, '/api/device', { devicetype: 'tablet' });
    expect(first.body.tag).toBe('device.create');
    expect(second.body.deviceid).not.toBe(first.body.deviceid);
  });

  it('lets a second app on the same database recognise the device', async () => {
    const deviceid = await newDevice(createApp({ db: database.db }));
    const other = createApp({ db: database.db });
    const answer = await post(other, '/api', { tag: 'publicmath.get', deviceid });
    expect(answer.status).toBe(200);
    expect(answer.body.tag).toBe('publicmath.get');
  });

  it('answers 400 naming the field when devicetype is missing or empty', async () => {
    const app = createApp({ db: database.db });
    const missing = await post(app, '/api/device', { tag: 'device.create' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ tag: 'device.create_error' });
    expect(missing.body.reason).toMatch(/^devicetype: /);
    const empty = await post(app, '/api/device', { devicetype: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.reason).toMatch(/^devicetype: /);
  });
});

describe('POST /api errors', () => {
  const app = () => createApp({ db: database.db, now: () => NOW });

  it('refuses a well-formed device id this server never issued, with 200 and a reason', async () => {
    const answer = await post(app(), '/api', {
      tag: 'publicmath.get',
      deviceid: '0b5e8f0a-6a8e-4a53-9a43-2f1f6f0c9d11',
    });
    expect(answer).toMatchObject({
      status: 200,
      body: { tag: 'publicmath.get_error', reason: 'unknown device' },
    });
    expect(answer.body).not.toHaveProperty('public');
  });

  it('answers 400 with a reason for a body that is not JSON, on both paths', async () => {
    for (const path of ['/api', '/api/device']) {
      const answer = await post(app(), path, '{"tag": "publicmath.get",');
      expect(answer.status).toBe(400);
      expect(answer.body.reason).toBe('(root): malformed JSON');
    }
  });

  it('names the failing path when the body breaks the schema', async () => {
    const badId = await post(app(), '/api', { tag: 'publicmath.get', deviceid: 'not-a-uuid' });
    expect(badId).toMatchObject({ status: 400, body: { tag: 'publicmath.get_error' } });
    expect(badId.body.reason).toMatch(/^deviceid: /);
    const noId = await post(app(), '/api', { tag: 'publicmath.get' });
    expect(noId.body.reason).toMatch(/^deviceid: /);
    const notObject = await post(app(), '/api', '[1, 2]');
    expect(notObject).toMatchObject({ status: 400, body: { tag: 'error' } });
    expect(notObject.body.reason).toMatch(/^\(root\): |^tag: /);
  });

  it('answers 400 at path tag for an unknown or missing tag', async () => {
    const deviceid = await newDevice(app());
    const unknown = await post(app(), '/api', { tag: 'publicmath.steal', deviceid });
    expect(unknown).toMatchObject({
      status: 400,
      body: { tag: 'error', reason: 'tag: unknown tag' },
    });
    const device = await post(app(), '/api', { tag: 'device.create', devicetype: 'web' });
    expect(device).toMatchObject({ status: 400, body: { reason: 'tag: unknown tag' } });
    const missing = await post(app(), '/api', { deviceid });
    expect(missing).toMatchObject({ status: 400, body: { reason: 'tag: unknown tag' } });
  });

  it('answers 413 for a body over the limit, announced or streamed', async () => {
    const padding = 'x'.repeat(MAX_REQUEST_BYTES);
    const body = JSON.stringify({ tag: 'publicmath.get', padding });
    const announced = await app().request('/api', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
      body,
    });
    expect(announced.status).toBe(413);
    const stream = new Blob([body]).stream();
    const streamed = await app().request('/api/device', {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toMatchObject({ tag: 'error' });
  });

  it('answers 405 for other methods on API paths and 404 for unknown API paths', async () => {
    const get = await app().request('/api');
    expect(get.status).toBe(405);
    expect(get.headers.get('Allow')).toBe('POST');
    expect((await app().request('/api/device')).status).toBe(405);
    const unknown = await app().request('/api/nothing', { method: 'POST', body: '{}' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ tag: 'error' });
  });
});

describe('API answers on the wire', () => {
  it('are never cached, and gzip-compressed (once) only when the client accepts it', async () => {
    const app = createApp({ db: database.db, now: () => NOW });
    const deviceid = await newDevice(app);
    const ask = (headers: Record<string, string>) =>
      app.request('/api', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ tag: 'publicmath.get', deviceid }),
      });
    const gzip = await ask({ 'Accept-Encoding': 'gzip' });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.get('Cache-Control')).toBe('no-store');
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gzip.headers.get('Vary')).toMatch(/Accept-Encoding/i);
    const packed = Buffer.from(await gzip.arrayBuffer());
    const unpacked = JSON.parse(gunzipSync(packed).toString('utf8')) as Record<string, unknown>;
    expect(unpacked.tag).toBe('publicmath.get');
    expect(packed.length).toBeLessThan(JSON.stringify(unpacked).length / 3);

    const plain = await ask({});
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Cache-Control')).toBe('no-store');
    expect(await plain.json()).toEqual(unpacked);

    const created = await app.request('/api/device', {
      method: 'POST',
      body: JSON.stringify({ devicetype: 'web' }),
    });
    expect(created.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('links in e-mails', () => {
  it('come from PUBLIC_URL only, never from the request’s Origin or Host', async () => {
    const texts: string[] = [];
    const mailer: Mailer = {
      send: (message) => {
        texts.push(message.text);
        return Promise.resolve(`mail-${texts.length}`);
      },
      flush: () => Promise.resolve(),
      close: () => Promise.resolve(),
    };
    const app = createApp({
      db: database.db,
      now: () => NOW,
      mailer,
      publicUrl: 'https://mathcols.example/',
    });
    const deviceid = await newDevice(app);
    const email = freshEmail('links');
    const answer = await app.request('http://evil.example/api', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: 'https://evil.example',
        Host: 'evil.example',
        'X-Forwarded-Host': 'evil.example',
      },
      body: JSON.stringify({
        tag: 'user.create',
        deviceid,
        email,
        emailpassword: await wire(email, PASSWORD),
        firstname: 'Sam',
        lastname: 'Sender',
      }),
    });
    expect(answer.status).toBe(200);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/https:\/\/mathcols\.example\/#\/verifyemail\?emailtoken=/);
    expect(texts[0]).not.toContain('evil');
  });
});

describe('unexpected failures', () => {
  it('answer 500 with a generic envelope and log the cause, without leaking it', async () => {
    const failing = {
      select: () => {
        throw new Error('connection refused by db.internal:5432');
      },
    } as unknown as Database;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const answer = await post(createApp({ db: failing }), '/api', {
        tag: 'publicmath.get',
        deviceid: '0b5e8f0a-6a8e-4a53-9a43-2f1f6f0c9d11',
      });
      expect(answer).toMatchObject({
        status: 500,
        body: { tag: 'error', reason: 'internal error' },
      });
      expect(JSON.stringify(answer.body)).not.toContain('db.internal');
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});
