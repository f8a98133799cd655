/**
 * The Hono application: API routes, the built site, error envelopes.
 * @see architecture.md "The wire protocol"; docs/protocol.md
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Database } from './db/open';
import { createMailer, type Mailer } from './email/mailer';
import { createPublicMathSource } from './handlers/public-math';
import { GENERIC_ERROR_TAG } from './http/body';
import { DEFAULT_SITE_DIR } from './paths';
import { apiRoutes } from './routes/api';
import { siteRoutes } from './routes/site';

/** Options of {@link createApp}. */
export interface AppOptions {
  /** The database (see `openDatabase`); migrations already applied. */
  db: Database;
  /** The clock, for device timestamps and the daily problem set. @defaultValue `() => new Date()` */
  now?: () => Date;
  /** Folder of the built site served at `/`. @defaultValue `apps/site/dist` */
  siteDir?: string;
  /** Receives one line per request, e.g. `POST /api 200 3ms`; no request log when absent. */
  log?: (line: string) => void;
  /** Sends e-mail. @defaultValue outbox only, logged with `console.info` */
  mailer?: Mailer;
  /**
   * Base URL for links in e-mails, e.g. `https://mathcols.example` (`PUBLIC_URL`); without it
   * the request's Origin or Host is used.
   */
  publicUrl?: string;
  /** Serve the dev-only `GET /api/dev/outbox`. @defaultValue `NODE_ENV !== 'production'` */
  devRoutes?: boolean;
}

/**
 * Creates the app. Use `app.fetch` with any server, or `app.request` in tests.
 *
 * Routes: `POST /api/device`, `POST /api`, dev-only `GET /api/dev/outbox` (see `apiRoutes`),
 * then the site on GET/HEAD.
 * Unexpected errors answer 500 `{ tag: 'error', reason: 'internal error' }` and are logged with
 * `console.error`; bad input never does.
 * @see docs/protocol.md for every status code
 */
export function createApp(options: AppOptions): Hono {
  const now = options.now ?? (() => new Date());
  const app = new Hono();
  if (options.log) {
    const log = options.log;
    app.use(async (c, next) => {
      const started = performance.now();
      await next();
      const ms = Math.round(performance.now() - started);
      log(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
    });
  }
  const mailer =
    options.mailer ?? createMailer({ db: options.db, log: (line) => console.info(line) });
  app.route(
    '/',
    apiRoutes({
      db: options.db,
      now,
      publicMath: createPublicMathSource(now),
      mailer,
      ...(options.publicUrl && { publicUrl: options.publicUrl.replace(/\/+$/, '') }),
      devRoutes: options.devRoutes ?? process.env.NODE_ENV !== 'production',
    }),
  );
  app.route('/', siteRoutes(options.siteDir ?? DEFAULT_SITE_DIR));
  app.notFound((c) => c.text('Not found', 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    console.error('Unhandled error on', c.req.method, c.req.path, error);
    return c.json({ tag: GENERIC_ERROR_TAG, reason: 'internal error' }, 500);
  });
  return app;
}
