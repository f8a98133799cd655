import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, documentCookieStore, memoryCookieStore } from './index';
import { failure } from './test-support';

const DEVICE = '6e842fd4-6940-41fc-a73a-f9676f631e81';
const OTHER_DEVICE = '2f0c54a4-2b9e-4a5e-8f6e-4c1d3b2a1f00';
const PUBLIC = {
  addition_0: [{ number_0: '3', number_1: '4', operator: '+' }],
  division_2: [{ number_0: '84', number_1: '4', operator: '/' }],
};

interface Sent {
  url: string;
  headers: Headers;
  body: Record<string, unknown>;
}

/** A fake fetch answering each request with `answer(sent)` (JSON unless a Response). */
function fakeFetch(answer: (sent: Sent) => unknown) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: Sent = {
      url: String(input),
      headers: new Headers(init?.headers),
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
    };
    sent.push(request);
    const result = answer(request);
    if (result instanceof Error) throw result;
    return result instanceof Response ? result : Response.json(result);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

/** Answers device.create with DEVICE and publicmath.get with PUBLIC. */
const happyServer = (sent: Sent) =>
  sent.url.endsWith('/api/device')
    ? { tag: 'device.create', deviceid: DEVICE }
    : { tag: 'publicmath.get', public: PUBLIC };

afterEach(() => {
  vi.useRealTimers();
});

describe('getDeviceId', () => {
  it('uses the stored deviceid cookie without asking the server', async () => {
    const { fetch, sent } = fakeFetch(happyServer);
    const cookies = documentCookieStore({ cookie: `usertoken=abc; deviceid=${OTHER_DEVICE}` });
    const client = createApiClient({ fetch, cookies });
    expect(await client.getDeviceId()).toBe(OTHER_DEVICE);
    expect(sent).toHaveLength(0);
  });

  it('asks POST /api/device once and stores the id for 30 days, SameSite=Strict', async () => {
    const { fetch, sent } = fakeFetch(happyServer);
    const doc = { cookie: '' };
    const client = createApiClient({ fetch, cookies: documentCookieStore(doc) });
    const ids = await Promise.all([client.getDeviceId(), client.getDeviceId()]);
    expect(ids).toEqual([DEVICE, DEVICE]);
    expect(await client.getDeviceId()).toBe(DEVICE);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: '/api/device',
      body: { tag: 'device.create', devicetype: 'web' },
    });
    expect(doc.cookie).toBe(`deviceid=${DEVICE}; Max-Age=2592000; Path=/; SameSite=Strict`);
  });

  it('marks the cookie Secure when the API is on https', async () => {
    const { fetch, sent } = fakeFetch(happyServer);
    const doc = { cookie: '' };
    const client = createApiClient({
      baseUrl: 'https://mathcols.example/',
      fetch,
      cookies: documentCookieStore(doc),
    });
    await client.getDeviceId();
    expect(sent[0]?.url).toBe('https://mathcols.example/api/device');
    expect(doc.cookie).toMatch(/; SameSite=Strict; Secure$/);
  });

  it('asks again when the stored cookie is not a device id', async () => {
    const { fetch, sent } = fakeFetch(happyServer);
    const client = createApiClient({
      fetch,
      cookies: documentCookieStore({ cookie: 'deviceid=' }),
    });
    expect(await client.getDeviceId()).toBe(DEVICE);
    expect(sent).toHaveLength(1);
  });

  it.each([
    [
      'a network failure',
      () => new TypeError('fetch failed'),
      'Unable to get device ID from server',
    ],
    [
      'a refusal',
      () => ({ tag: 'device.create_error', reason: 'busy' }),
      'Unable to get device ID from server',
    ],
    [
      'another tag',
      () => ({ tag: 'publicmath.get', deviceid: DEVICE }),
      'Invalid response format from server',
    ],
    ['no deviceid', () => ({ tag: 'device.create' }), 'Invalid response format from server'],
    [
      'a body that is not JSON',
      () => new Response('<html>'),
      'Invalid response format from server',
    ],
    ['HTTP 500', () => new Response('oops', { status: 500 }), 'HTTP error! status: 500'],
  ])(
    'fails with the catalogue text on %s, and retries on the next call',
    async (_, answer, message) => {
      let calls = 0;
      const { fetch } = fakeFetch((sent) => (calls++ === 0 ? answer() : happyServer(sent)));
      const client = createApiClient({ fetch, cookies: memoryCookieStore() });
      const error = await failure(client.getDeviceId());
      expect(error.message).toBe(message);
      expect(await client.getDeviceId()).toBe(DEVICE);
    },
  );
});

describe('a call whose device id cannot be had', () => {
  it.each([
    [
      'register',
      (client: ReturnType<typeof createApiClient>) =>
        client.register({
          firstname: 'Pat',
          lastname: 'Parker',
          email: 'pat@example.test',
          password: 'Secret123',
        }),
      'An error occurred during registration',
    ],
    [
      'parentSignIn',
      (client: ReturnType<typeof createApiClient>) =>
        client.parentSignIn({ email: 'pat@example.test', password: 'Secret123' }),
      'An error occurred during login',
    ],
  ])(
    '%s with the server out of reach says what the call itself would say',
    async (_, call, text) => {
      const { fetch, sent } = fakeFetch(() => new TypeError('fetch failed'));
      const client = createApiClient({ fetch, cookies: memoryCookieStore() });
      const error = await failure(call(client));
      expect(error).toMatchObject({ code: 'network', message: text });
      expect(error.cause).toMatchObject({ message: 'Unable to get device ID from server' });
      expect(sent.map((request) => request.url)).toEqual(['/api/device']);
    },
  );

  it('keeps the device text when the server refused a device', async () => {
    const { fetch } = fakeFetch(() => ({ tag: 'device.create_error', reason: 'busy' }));
    const client = createApiClient({ fetch, cookies: memoryCookieStore() });
    const error = await failure(client.parentSignIn({ email: 'a@b.test', password: 'Secret123' }));
    expect(error).toMatchObject({
      code: 'business',
      message: 'Unable to get device ID from server',
    });
  });
});

describe('getPublicMath', () => {
  it('fetches once per client however often and however concurrently it is called', async () => {
    const { fetch, sent } = fakeFetch(happyServer);
    const client = createApiClient({ fetch, cookies: memoryCookieStore() });
    const results = await Promise.all([client.getPublicMath(), client.getPublicMath()]);
    await client.getPublicMath();
    expect(results[0]).toEqual(PUBLIC);
    expect(results[1]).toBe(results[0]);
    expect(sent.filter((s) => s.body.tag === 'publicmath.get')).toHaveLength(1);
  });

  it('sends the device id in the body and as X-Device-ID to POST /api', async () => {
    const { fetch, sent } = fakeFetch(happyServer);
    const client = createApiClient({ fetch, cookies: memoryCookieStore() });
    await client.getPublicMath();
    const request = sent.find((s) => s.body.tag === 'publicmath.get');
    expect(request?.url).toBe('/api');
    expect(request?.body).toEqual({ tag: 'publicmath.get', deviceid: DEVICE });
    expect(request?.headers.get('X-Device-ID')).toBe(DEVICE);
    expect(request?.headers.get('Content-Type')).toBe('application/json');
  });

  it.each([
    ['HTTP 502', new Response('bad gateway', { status: 502 }), 'HTTP error! status: 502'],
    ['no public field', { tag: 'publicmath.get' }, 'API response does not have expected structure'],
    [
      'operands that are not digits',
      {
        tag: 'publicmath.get',
        public: { addition_0: [{ number_0: 'x', number_1: '1', operator: '+' }] },
      },
      'API response does not have expected structure',
    ],
    [
      'placeholder keys',
      { tag: 'publicmath.get', public: { test: 'placeholder data' } },
      'API endpoint appears to be returning test/placeholder data instead of math problems',
    ],
    [
      'placeholder values',
      {
        tag: 'publicmath.get',
        public: { addition_0: [{ number_0: 'TEST', number_1: '1', operator: '+' }] },
      },
      'API endpoint appears to be returning test/placeholder data instead of math problems',
    ],
    [
      'a refusal',
      { tag: 'publicmath.get_error', reason: 'closed' },
      'Failed to load problems. Please try again.',
    ],
  ])(
    'fails with the catalogue text on %s and retries on the next call',
    async (_, bad, message) => {
      let served = 0;
      const { fetch } = fakeFetch((sent) =>
        sent.body.tag === 'publicmath.get' && served++ === 0 ? bad : happyServer(sent),
      );
      const client = createApiClient({ fetch, cookies: memoryCookieStore() });
      expect((await failure(client.getPublicMath())).message).toBe(message);
      expect(await client.getPublicMath()).toEqual(PUBLIC);
    },
  );

  it('keeps the HTTP status and the server reason on the error', async () => {
    const { fetch } = fakeFetch((sent) =>
      sent.body.tag === 'publicmath.get'
        ? Response.json({ tag: 'error', reason: 'slow down' }, { status: 429 })
        : happyServer(sent),
    );
    const client = createApiClient({ fetch, cookies: memoryCookieStore() });
    const error = await failure(client.getPublicMath());
    expect(error).toMatchObject({ code: 'http', status: 429, reason: 'slow down' });
  });

  it('gets a new device id and asks again once when the server forgot the device', async () => {
    const cookies = documentCookieStore({ cookie: `deviceid=${OTHER_DEVICE}` });
    const { fetch, sent } = fakeFetch((request) =>
      request.body.deviceid === OTHER_DEVICE
        ? { tag: 'publicmath.get_error', reason: 'unknown device' }
        : happyServer(request),
    );
    const client = createApiClient({ fetch, cookies });
    expect(await client.getPublicMath()).toEqual(PUBLIC);
    expect(sent.map((s) => s.body.deviceid ?? 'new')).toEqual([OTHER_DEVICE, 'new', DEVICE]);
    expect(await client.getDeviceId()).toBe(DEVICE);
  });

  it('aborts after 30 s by default', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetch = ((_: RequestInfo | URL, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }) as typeof globalThis.fetch;
    const client = createApiClient({
      fetch,
      cookies: documentCookieStore({ cookie: `deviceid=${DEVICE}` }),
    });
    const pending = failure(client.getPublicMath());
    await vi.advanceTimersByTimeAsync(29_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toMatchObject({
      code: 'timeout',
      message: 'Failed to load problems. Please try again.',
    });
  });

  it('honours a custom timeout for the device request', async () => {
    vi.useFakeTimers();
    const fetch = ((_: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      })) as typeof globalThis.fetch;
    const client = createApiClient({ fetch, cookies: memoryCookieStore(), timeoutMs: 500 });
    const pending = failure(client.getDeviceId());
    await vi.advanceTimersByTimeAsync(500);
    expect(await pending).toMatchObject({
      code: 'timeout',
      message: 'Unable to get device ID from server',
    });
  });
});
