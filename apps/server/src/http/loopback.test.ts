import { request as httpRequest, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createMailer } from '../email/mailer';
import { DEV_OUTBOX_PATH, DEV_WEEKLY_SUMMARY_PATH } from '../routes/api';
import { listen } from '../server';
import { useTestDatabase } from '../testing/database';
import { isLoopbackAddress, isLoopbackHost } from './loopback';

const database = useTestDatabase();
let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

function devApp() {
  return createApp({
    db: database.db,
    mailer: createMailer({ db: database.db, log: () => {} }),
    devRoutes: true,
  });
}

/** Asks `app` as if over a socket from `remoteAddress`, with headers claiming to be local. */
function askFrom(
  app: ReturnType<typeof devApp>,
  remoteAddress: string,
  path: string,
  method = 'GET',
) {
  const request = new Request(`http://localhost${path}`, {
    method,
    headers: {
      'X-Forwarded-For': '127.0.0.1',
      'X-Real-IP': '127.0.0.1',
      Origin: 'http://localhost',
    },
  });
  return app.fetch(request, { incoming: { socket: { remoteAddress } } });
}

describe('isLoopbackAddress', () => {
  it('accepts 127.0.0.0/8, ::1 and IPv4-mapped loopback, nothing else', () => {
    for (const address of [
      '127.0.0.1',
      '127.1.2.3',
      '::1',
      '::ffff:127.0.0.1',
      '::FFFF:127.0.0.1',
    ]) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of [
      undefined,
      '',
      '10.0.0.1',
      '192.168.1.127',
      '::ffff:10.0.0.1',
      '2001:db8::1',
      '::',
      '0.0.0.0',
      '127.0.0.1.example',
    ]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });
});

describe('the dev routes', () => {
  it('answer a request over a loopback socket', async () => {
    const started = await listen(devApp().fetch, 0, '127.0.0.1');
    server = started.server;
    const response = await fetch(`http://127.0.0.1:${started.port}${DEV_OUTBOX_PATH}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ tag: 'dev.outbox', messages: [] });
  });

  it('are 404 to any other address, whatever its headers say', async () => {
    const app = devApp();
    for (const address of ['203.0.113.7', '::ffff:10.0.0.1', '2001:db8::1']) {
      const outbox = await askFrom(app, address, DEV_OUTBOX_PATH);
      expect(outbox.status, address).toBe(404);
      expect(await outbox.json()).toEqual({
        tag: 'error',
        reason: `no API path ${DEV_OUTBOX_PATH}`,
        message: `no API path ${DEV_OUTBOX_PATH}`,
      });
      const job = await askFrom(app, address, DEV_WEEKLY_SUMMARY_PATH, 'POST');
      expect(job.status, address).toBe(404);
    }
    expect((await askFrom(app, '::ffff:127.0.0.1', DEV_OUTBOX_PATH)).status).toBe(200);
  });

  it('are 404 on this machine to a page of another site (DNS rebinding, a cross-site post)', async () => {
    const started = await listen(devApp().fetch, 0, '127.0.0.1');
    server = started.server;
    const ask = (path: string, headers: Record<string, string>, method = 'GET') =>
      statusOf(started.port, path, headers, method);
    // A rebinding page's requests name its own host in Host.
    expect(await ask(DEV_OUTBOX_PATH, { Host: `rebind.attacker.example:${started.port}` })).toBe(
      404,
    );
    // A form on another site posts with its Origin.
    expect(
      await ask(
        DEV_WEEKLY_SUMMARY_PATH,
        { Host: `localhost:${started.port}`, Origin: 'https://evil.example' },
        'POST',
      ),
    ).toBe(404);
    for (const host of [`localhost:${started.port}`, `127.0.0.1:${started.port}`]) {
      expect(await ask(DEV_OUTBOX_PATH, { Host: host, Origin: `http://${host}` }), host).toBe(200);
    }
  });
});

/** The status of a request over a real socket, with exactly these headers (`Host` included). */
function statusOf(
  port: number,
  path: string,
  headers: Record<string, string>,
  method: string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('isLoopbackHost', () => {
  it('takes localhost, *.localhost, 127.0.0.0/8 and [::1], with or without a port', () => {
    for (const host of [
      'localhost',
      'LOCALHOST:3000',
      'app.localhost',
      '127.0.0.1:80',
      '[::1]:3000',
    ]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of [
      'rebind.attacker.example',
      'localhost.example',
      '127.0.0.1.example',
      '10.0.0.1',
      '[::2]',
    ]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});
