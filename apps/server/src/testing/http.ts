/**
 * Test helpers: post JSON (or raw text) to an app and read the JSON answer.
 */
import type { Hono } from 'hono';

/** The status and parsed JSON body of an answer. */
export interface JsonAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

/** Posts `body` (an object is JSON-encoded, a string is sent as it is) to `path`. */
export async function post(app: Hono, path: string, body: unknown): Promise<JsonAnswer> {
  const response = await app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

/** Creates a device through the API and returns its id. */
export async function newDevice(app: Hono): Promise<string> {
  const answer = await post(app, '/api/device', { tag: 'device.create', devicetype: 'web' });
  if (answer.status !== 200 || typeof answer.body.deviceid !== 'string') {
    throw new Error(`device.create failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body.deviceid;
}
