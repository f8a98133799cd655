/**
 * Serves the built site (`apps/site/dist`) at `/`: static files, `index.html` for `/`. Hashed
 * assets (`/assets/…`, their names change with their content) are cached for a year; everything
 * else (`index.html` above all) is revalidated on every visit, so a release shows at once. The
 * build writes `x.js.br` and `x.js.gz` beside `x.js`; they are sent as they are when the
 * browser accepts them (`Content-Encoding`), never compressed again.
 * @see architecture.md "Serving"; issue 9 "Fast"; docs/runbook.md
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

/** Where Vite puts the hashed files (`/assets/index-XZFJMLZu.js`). */
export const HASHED_ASSETS_PREFIX = '/assets/';

/** `Cache-Control` of hashed assets: a year, never revalidated (a new build has new names). */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** `Cache-Control` of every other file of the site: stored, but revalidated before each use. */
export const REVALIDATE_CACHE = 'no-cache';

/** The plain-text answer (HTTP 503) while the site has no build. */
export function siteMissingHint(siteDir: string): string {
  return [
    'The mathcols site has not been built yet.',
    `Expected ${join(siteDir, 'index.html')}.`,
    'Run `npm run build` at the repository root (or `npm run build -w @mathcols/site`),',
    'then reload this page. The API (POST /api) works without it.',
    '',
  ].join('\n');
}

/**
 * GET/HEAD routes for the site's files. `/` answers `index.html`; a found file gets
 * `Cache-Control` {@link IMMUTABLE_CACHE} under {@link HASHED_ASSETS_PREFIX}, else
 * {@link REVALIDATE_CACHE}, and `Vary: Accept-Encoding`; its `.br` (else `.gz`) sibling is sent
 * instead with `Content-Encoding` when `Accept-Encoding` lists that encoding. A missing file is
 * 404 (plain text); while `<siteDir>/index.html` does not exist every page answers 503 with
 * {@link siteMissingHint} — checked per request, so building the site needs no restart.
 * @param siteDir absolute folder of the site build
 */
export function siteRoutes(siteDir: string): Hono {
  const site = new Hono();
  let serve: MiddlewareHandler | undefined;
  site.on(['GET', 'HEAD'], '*', async (c, next) => {
    if (!existsSync(join(siteDir, 'index.html'))) {
      return c.text(siteMissingHint(siteDir), 503);
    }
    serve ??= serveStatic({ root: siteDir, index: 'index.html', precompressed: true });
    // serveStatic answers a Response when the file exists, else calls `next` (the 404 below).
    const found = await serve(c, next);
    if (!(found instanceof Response)) return;
    const hashed = c.req.path.startsWith(HASHED_ASSETS_PREFIX);
    found.headers.set('Cache-Control', hashed ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    // The plain file varies by encoding too: no shared cache may give it to a brotli browser.
    if (!found.headers.has('Vary')) found.headers.set('Vary', 'Accept-Encoding');
    return found;
  });
  site.on(['GET', 'HEAD'], '*', (c) => c.text('Not found', 404));
  return site;
}
