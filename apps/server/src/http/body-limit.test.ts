/**
 * The body limit over a real connection: a 413 closes the connection it answered on, so a
 * client that keeps connections alive sends its next request on a new one instead of on a
 * socket the server drops (the rest of an oversize body is never read).
 * @see docs/protocol.md "Status codes" (413)
 */
import { Agent, request as httpRequest, type Server } from 'node:http';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_REQUEST_BYTES } from '@mathcols/api-client/protocol';
import { listen } from '../server';
import { limitBody } from './body';

let server: Server | undefined;
let agent: Agent | undefined;
afterEach(async () => {
  agent?.destroy();
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** POSTs `body` through `agent` (chunked unless `announce`); resolves with status and headers. */
function post(
  port: number,
  body: string,
  announce: boolean,
): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        agent,
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api',
        headers: {
          'Content-Type': 'application/json',
          ...(announce && { 'Content-Length': Buffer.byteLength(body) }),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
        );
      },
    );
    request.on('error', reject);
    // Chunked when no length is announced: written in pieces, as a stream would be.
    for (let at = 0; at < body.length; at += 4096) request.write(body.slice(at, at + 4096));
    request.end();
  });
}

describe('a 413 over a kept-alive connection', () => {
  it.each([
    ['streamed (chunked)', false],
    ['announced (Content-Length)', true],
  ])(
    'closes the connection after a %s oversize body; the next request is answered',
    async (_, announce) => {
      const app = new Hono().post('/api', limitBody, (c) => c.json({ ok: true }));
      const bound = await listen((request) => app.fetch(request), 0);
      server = bound.server;
      agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const oversize = JSON.stringify({ padding: 'x'.repeat(MAX_REQUEST_BYTES * 6) });
      expect(await post(bound.port, oversize, announce)).toEqual({
        status: 413,
        connection: 'close',
      });
      expect(await post(bound.port, '{}', true)).toEqual({ status: 200, connection: 'keep-alive' });
    },
  );
});
