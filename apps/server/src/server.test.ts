import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@mathcols/api-client/protocol';
import { startServer } from './server';

let dataDir: string;
let siteDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mathcols-data-'));
  siteDir = await mkdtemp(join(tmpdir(), 'mathcols-site-'));
  await writeFile(join(siteDir, 'index.html'), '<!doctype html><title>mathcols</title>');
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await rm(siteDir, { recursive: true, force: true });
});

async function postJson(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A PostgreSQL wire-protocol ErrorResponse (severity FATAL) with `message`. */
function fatalError(message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C28000\0M${message}\0\0`);
  const head = Buffer.alloc(5);
  head.write('E', 0);
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

/** Each file-backed PGlite open takes seconds; on a busy machine more. */
describe('startServer', () => {
  it('serves the API and the site over HTTP and keeps devices across restarts', async () => {
    const lines: string[] = [];
    const first = await startServer({
      port: 0,
      dataDir,
      siteDir,
      logRequests: true,
      log: (line) => lines.push(line),
    });
    let deviceid: unknown;
    try {
      expect(lines).toContain(`mathcols is running at http://localhost:${first.port}`);
      // No PUBLIC_URL: links lead to this server, whatever a request's headers say.
      expect(lines).toContain(`Links in e-mails: http://localhost:${first.port}`);
      expect(first.url).toBe(`http://localhost:${first.port}`);
      const created = await postJson(`${first.url}/api/device`, { devicetype: 'web' });
      expect(created.status).toBe(200);
      deviceid = created.body.deviceid;
      const home = await fetch(`${first.url}/`);
      expect(await home.text()).toContain('<title>mathcols</title>');
      expect(lines).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^POST \/api\/device 200 \d+ms$/),
          expect.stringMatching(/^GET \/ 200 \d+ms$/),
        ]),
      );
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, 'pglite'))).toBe(true);
    await expect(fetch(`${first.url}/`)).rejects.toThrow();

    const second = await startServer({ port: 0, dataDir, siteDir, log: () => {} });
    try {
      const math = await postJson(`${second.url}/api`, { tag: 'publicmath.get', deviceid });
      expect(math.status).toBe(200);
      expect(math.body.tag).toBe('publicmath.get');
      expect(Object.keys(math.body.public as object)).toHaveLength(80);
    } finally {
      await second.close();
    }
  }, 60_000);

  it('binds the port first, answers 503 starting meanwhile, frees it if the database fails', async () => {
    // A stand-in PostgreSQL server that counts connections and refuses each one.
    let databaseConnections = 0;
    const database = createServer((socket) => {
      databaseConnections += 1;
      socket.once('data', () => socket.end(fatalError('stand-in database refuses')));
    });
    await new Promise<void>((resolve) => database.listen(0, '127.0.0.1', resolve));
    const databasePort = (database.address() as AddressInfo).port;
    const lines: string[] = [];
    const early: Record<string, unknown> = {};
    let url = '';
    try {
      await expect(
        startServer({
          port: 0,
          databaseUrl: `postgres://mathcols@127.0.0.1:${databasePort}/mathcols`,
          siteDir,
          log: (line) => lines.push(line),
          onListening: async (address) => {
            url = address.url;
            early.databaseConnections = databaseConnections;
            const api = await fetch(`${url}/api`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ tag: 'publicmath.get', deviceid: 'x' }),
            });
            early.api = {
              status: api.status,
              retryAfter: api.headers.get('retry-after'),
              nosniff: api.headers.get('x-content-type-options'),
              body: await api.json(),
            };
            const page = await fetch(`${url}/`);
            early.page = { status: page.status, text: await page.text() };
            // The public path, from a page on another origin: its CORS holds while starting.
            const origin = { Origin: 'https://tutor.example' };
            const preflight = await fetch(`${url}${API_PATHS.publicMath}`, {
              method: 'OPTIONS',
              headers: { ...origin, 'Access-Control-Request-Method': 'POST' },
            });
            const publicMath = await fetch(`${url}${API_PATHS.publicMath}`, {
              method: 'POST',
              headers: { ...origin, 'Content-Type': 'application/json' },
              body: JSON.stringify({ tag: 'publicmath.get' }),
            });
            early.publicMath = {
              preflight: preflight.status,
              status: publicMath.status,
              allowOrigin: publicMath.headers.get('access-control-allow-origin'),
              exposed: publicMath.headers.get('access-control-expose-headers'),
            };
          },
        }),
      ).rejects.toMatchObject({ cause: { message: 'stand-in database refuses' } });
    } finally {
      await new Promise((resolve) => database.close(resolve));
    }
    expect(early).toEqual({
      databaseConnections: 0,
      api: {
        status: 503,
        retryAfter: '1',
        nosniff: 'nosniff',
        body: { tag: 'error', reason: 'starting', message: 'starting' },
      },
      page: { status: 503, text: expect.stringContaining('mathcols is starting') },
      publicMath: { preflight: 204, status: 503, allowOrigin: '*', exposed: 'Retry-After' },
    });
    expect(databaseConnections).toBeGreaterThan(0);
    expect(lines).toEqual([`mathcols is starting at ${url}`]);
    await expect(fetch(`${url}/`)).rejects.toThrow();
  }, 60_000);

  it('rejects with EADDRINUSE when the port is taken', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, resolve));
    const { port } = holder.address() as AddressInfo;
    try {
      await expect(
        startServer({ port, dataDir: join(dataDir, 'busy'), log: () => {} }),
      ).rejects.toThrow(/EADDRINUSE/);
      // The port is bound first: a taken one fails before the database is created.
      expect(existsSync(join(dataDir, 'busy'))).toBe(false);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  }, 60_000);
});
