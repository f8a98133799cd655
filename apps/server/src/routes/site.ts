/**
 * Serves the built site (`apps/site/dist`) at `/`: static files, `index.html` for `/`.
 * @see architecture.md "The house"; docs/runbook.md
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

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
 * GET/HEAD routes for the site's files. `/` answers `index.html`; a missing file is 404
 * (plain text); while `<siteDir>/index.html` does not exist every page answers 503 with
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
    serve ??= serveStatic({ root: siteDir, index: 'index.html' });
    return serve(c, next);
  });
  site.on(['GET', 'HEAD'], '*', (c) => c.text('Not found', 404));
  return site;
}
