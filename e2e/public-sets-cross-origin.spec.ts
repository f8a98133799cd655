/**
 * Another app uses the public problem sets from its own origin, as the original API's public
 * clients do: a page served from a second loopback origin (another port of 127.0.0.1) fetches
 * `POST /dev/publicmathget` cross-origin and shows the first multiplication problem; a page on
 * that origin calling `student.mathget` on `/api` is blocked by the browser (no CORS there).
 * The pages' scripts are files in `e2e/cross-origin-client/`, served by a tiny node:http server
 * started here (their own origin, not ours: no CSP of ours applies to them).
 * @see docs/protocol.md "Compatibility"; README "Using the public problem sets from another app";
 *   issue 13
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';

/** The folder of the other app's pages. */
const PAGES = new URL('./cross-origin-client/', import.meta.url);
const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
};

let server: Server;
/** The other app's origin, e.g. `http://127.0.0.1:41234`. */
let clientOrigin: string;

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const name = new URL(request.url ?? '/', 'http://client.invalid').pathname.slice(1);
    const extension = /^[a-z-]+\.(html|js)$/.exec(name)?.[1];
    if (!extension) {
      response.writeHead(404).end();
      return;
    }
    readFile(new URL(name, PAGES)).then(
      (body) => response.writeHead(200, { 'Content-Type': CONTENT_TYPES[extension] }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  clientOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** Opens one of the other app's pages, pointed at our server's origin. */
async function openClientPage(page: Page, name: string, apiOrigin: string): Promise<void> {
  await page.goto(`${clientOrigin}/${name}?api=${encodeURIComponent(apiOrigin)}`);
}

/** Console errors and uncaught exceptions of a page, from now on. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a page on another origin shows the first multiplication problem of our public sets', async ({
  page,
  request,
  baseURL,
}) => {
  const apiOrigin = new URL(baseURL ?? '').origin;
  // The two origins differ by port only.
  expect(new URL(clientOrigin).hostname).toBe(new URL(apiOrigin).hostname);
  expect(clientOrigin).not.toBe(apiOrigin);
  const errors = recordErrors(page);

  await openClientPage(page, 'public-sets.html', apiOrigin);
  const problem = page.locator('#problem');
  await expect(problem).toHaveAttribute('data-state', 'loaded');

  // What our server answers on its own origin, with a device it issued.
  const device = await request.post('/api/device', { data: { devicetype: 'web' } });
  const { deviceid } = (await device.json()) as { deviceid: string };
  const ours = await request.post('/api', { data: { tag: 'publicmath.get', deviceid } });
  expect(ours.status()).toBe(200);
  const sets = (await ours.json()) as {
    public: Record<string, { number_0: string; number_1: string }[]>;
  };
  const first = sets.public.multiplication_0?.[0];
  expect(first).toBeDefined();
  await expect(problem).toHaveText(`${first?.number_0} × ${first?.number_1}`);
  expect(errors).toEqual([]);
});

test('a page on another origin cannot call /api: the browser blocks student.mathget', async ({
  page,
  baseURL,
}) => {
  await openClientPage(page, 'member-call.html', new URL(baseURL ?? '').origin);
  const result = page.locator('#result');
  await expect(result).toHaveAttribute('data-state', 'failed');
  await expect(result).toHaveText(/^TypeError: /);
});
