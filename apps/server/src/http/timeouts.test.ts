import type { Server } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listen } from '../server';
import {
  HEADERS_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  TIMEOUT_CHECK_INTERVAL_MS,
  timeoutServerOptions,
} from './timeouts';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/**
 * Opens a raw connection, sends `head` and `bodyStart`, then nothing more; resolves with what the
 * server sent and how long after connecting it closed the connection (ms).
 */
function sendSlowly(
  port: number,
  head: string,
  bodyStart: string,
): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(head + bodyStart));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, closedAfterMs: performance.now() - started }));
  });
}

describe('request time-outs', () => {
  it('default to 30 s per request and 10 s for headers, checked every second', () => {
    expect(timeoutServerOptions()).toEqual({
      requestTimeout: REQUEST_TIMEOUT_MS,
      headersTimeout: HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    });
    expect([REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS]).toEqual([30_000, 10_000]);
    expect(timeoutServerOptions({ requestMs: 500 }).headersTimeout).toBe(500);
    expect(() => timeoutServerOptions({ requestMs: 0 })).toThrow(RangeError);
  });

  it('cut a client that sends its body too slowly with 408, long before Node’s 300 s', async () => {
    let bodiesRead = 0;
    const started = await listen(
      async (request) => {
        await request.text();
        bodiesRead += 1;
        return new Response('read');
      },
      0,
      '127.0.0.1',
      { requestMs: 400, headersMs: 300, checkIntervalMs: 50 },
    );
    server = started.server;
    const head = [
      'POST /api HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      'Content-Length: 100',
      '',
      '',
    ].join('\r\n');
    const { answer, closedAfterMs } = await sendSlowly(started.port, head, '{"tag":');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(350);
    expect(closedAfterMs).toBeLessThan(3_000);
    expect(bodiesRead).toBe(0);
  });

  it('cut a client that never finishes its headers', async () => {
    const started = await listen(() => new Response('ok'), 0, '127.0.0.1', {
      requestMs: 400,
      headersMs: 200,
      checkIntervalMs: 50,
    });
    server = started.server;
    const { answer, closedAfterMs } = await sendSlowly(
      started.port,
      'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      'X-Slow: 1',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(3_000);
  });
});
