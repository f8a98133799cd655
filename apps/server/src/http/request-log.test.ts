import type { Server } from 'node:http';
import { connect } from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/open';
import { listen } from '../server';
import { errorSummary } from './request-log';

/** What a failed insert looks like: Drizzle's error (query and parameters) around the driver's. */
function failedInsert(): DrizzleQueryError {
  const driver = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
    code: '22021',
  });
  return new DrizzleQueryError(
    'insert into "parents" ("email", "password_hash") values ($1, $2)',
    ['ada@example.test', 'scrypt$secret-hash'],
    driver,
  );
}

/** A database whose every query fails like {@link failedInsert}. */
const failingDatabase = {
  select: () => {
    throw failedInsert();
  },
} as unknown as Database;

const apiBody = JSON.stringify({
  tag: 'publicmath.get',
  deviceid: '0b5e8f0a-6a8e-4a53-9a43-2f1f6f0c9d11',
});

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

describe('errorSummary', () => {
  it('names the classes and codes down the cause chain, never a message', () => {
    expect(errorSummary(failedInsert())).toBe('DrizzleQueryError caused by Error 22021');
    expect(errorSummary(new TypeError('x is ada@example.test'))).toBe('TypeError');
    expect(errorSummary('ada@example.test')).toBe('non-Error value (string)');
  });
});

describe('the log of a failing request', () => {
  it('holds the method, path and error class, not the query, parameters or body', async () => {
    const requests: string[] = [];
    const errors: string[] = [];
    const app = createApp({
      db: failingDatabase,
      log: (line) => requests.push(line),
      logError: (line) => errors.push(line),
    });
    const answer = await app.request('/api', { method: 'POST', body: apiBody });
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({
      tag: 'error',
      reason: 'internal error',
      message: 'internal error',
    });
    expect(requests).toEqual([expect.stringMatching(/^POST \/api 500 \d+ms$/)]);
    expect(errors).toHaveLength(1);
    const [line = ''] = errors;
    expect(line).toMatch(
      /^Unhandled error on POST \/api: DrizzleQueryError caused by Error 22021\n/,
    );
    expect(line).toMatch(/\n {4}at /);
    for (const secret of ['ada@example.test', 'secret-hash', 'Failed query', 'insert into']) {
      expect(line).not.toContain(secret);
    }
    expect(line).not.toContain('0b5e8f0a');
  });

  it('names the route, not the token, for a path that carries one', async () => {
    const requests: string[] = [];
    const app = createApp({
      db: failingDatabase,
      log: (line) => requests.push(line),
      logError: () => {},
    });
    await app.request('/local-checkout/cs_local_secret-token-123', { method: 'GET' });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(/^GET \/local-checkout\/:\w+ \d{3} \d+ms$/);
  });

  it('says "aborted by client" for an upload the client gave up on, and logs no error', async () => {
    const requests: string[] = [];
    const errors: string[] = [];
    const app = createApp({
      db: failingDatabase,
      log: (line) => requests.push(line),
      logError: (line) => errors.push(line),
    });
    const started = await listen(app.fetch, 0, '127.0.0.1');
    server = started.server;
    const logged = new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (requests.length > 0) {
          clearInterval(check);
          resolve();
        }
      }, 10);
    });
    const socket = connect(started.port, '127.0.0.1', () => {
      socket.write(
        'POST /api HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          'Content-Length: 5000\r\n\r\n{"tag":"publicmath.get",',
      );
      setTimeout(() => socket.destroy(), 100);
    });
    await logged;
    expect(requests).toEqual(['POST /api aborted by client']);
    expect(errors).toEqual([]);
  });
});
