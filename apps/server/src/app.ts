/**
 * The Hono application: API routes, the built site, error envelopes, and what every response
 * shares: security headers, compression, no caching of API answers, a log line.
 * @see architecture.md "The wire protocol", "Serving"; docs/protocol.md
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { API_PATHS } from '@mathcols/api-client/protocol';
import { DEFAULT_SUPPORT_EMAIL } from './config';
import type { Database } from './db/open';
import { createMailer, type Mailer } from './email/mailer';
import { createPublicMathSource } from './handlers/public-math';
import { LOCAL_PAGES_STYLE } from './payments/local-pages';
import { createLocalProvider, isLocalProvider } from './payments/local-provider';
import type { PaymentProvider } from './payments/provider';
import { errorHandler, requestLogger } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { DEFAULT_SITE_DIR } from './paths';
import { apiRoutes } from './routes/api';
import { publicMathAliasRoutes } from './routes/public-math-alias';
import { localPaymentRoutes } from './routes/local-payments';
import { siteRoutes } from './routes/site';
import { stripeWebhookRoutes } from './routes/stripe-webhook';
import { UNSUBSCRIBE_STYLE, unsubscribeRoutes } from './routes/unsubscribe';

/**
 * The base URL of links when {@link AppOptions.publicUrl} is not given (apps made in tests);
 * the server always passes `PUBLIC_URL` or `http://localhost:PORT`.
 */
export const DEFAULT_APP_PUBLIC_URL = 'http://localhost';

/** `Cache-Control` of every API answer: never stored (they hold accounts, tokens, codes). */
export const API_CACHE_CONTROL = 'no-store';

/** The server-rendered pages' inline styles, allowed by hash in the Content Security Policy. */
const INLINE_STYLES = [LOCAL_PAGES_STYLE, UNSUBSCRIBE_STYLE];

/** Options of {@link createApp}. */
export interface AppOptions {
  /** The database (see `openDatabase`); migrations already applied. */
  db: Database;
  /** The clock, for device timestamps and the daily problem set. @defaultValue `() => new Date()` */
  now?: () => Date;
  /** Folder of the built site served at `/`. @defaultValue `apps/site/dist` */
  siteDir?: string;
  /**
   * Receives one line per request, e.g. `POST /api 200 3ms` or `POST /api aborted by client`
   * (see `requestLogger`); no request log when absent.
   */
  log?: (line: string) => void;
  /**
   * Receives the line about an unexpected error (HTTP 500): method, path, the error's class and
   * code, its stack frames; never its message or any request value (see `errorHandler`).
   * @defaultValue `console.error`
   */
  logError?: (line: string) => void;
  /** Sends e-mail. @defaultValue outbox only, logged with `console.info` */
  mailer?: Mailer;
  /**
   * Base URL for links in e-mails and payment returns, e.g. `https://mathcols.example`
   * (`PUBLIC_URL`). Never taken from a request's `Origin` or `Host`.
   * @defaultValue {@link DEFAULT_APP_PUBLIC_URL}
   */
  publicUrl?: string;
  /**
   * Serve the dev-only `GET /api/dev/outbox` and `POST /api/dev/jobs/weekly-summary`, to
   * loopback requests only. @defaultValue `NODE_ENV !== 'production'`
   */
  devRoutes?: boolean;
  /** Send `Strict-Transport-Security` (a site served over https only). @defaultValue false */
  hsts?: boolean;
  /** Where contact messages go (`SUPPORT_EMAIL`). @defaultValue `DEFAULT_SUPPORT_EMAIL` */
  supportEmail?: string;
  /**
   * The payment provider (`createStripeProvider` with keys). @defaultValue the local test
   * checkout (`createLocalProvider`), whose pages `/local-checkout/…` and `/local-billing/…` are
   * then served
   */
  payments?: PaymentProvider;
  /** Stripe's webhook signing secret (`whsec_…`); `POST /api/stripe/webhook` only with it. */
  stripeWebhookSecret?: string;
}

/**
 * Creates the app. Use `app.fetch` with any server, or `app.request` in tests.
 *
 * Routes: `GET`/`POST /api/unsubscribe` (see `unsubscribeRoutes`), `POST /api/device`,
 * `POST /api`, dev-only `GET /api/dev/outbox` and `POST /api/dev/jobs/weekly-summary` (see
 * `apiRoutes`), the original public path `POST /dev/publicmathget`, the only one open to other
 * origins (see `publicMathAliasRoutes`), `POST /api/stripe/webhook` with a webhook secret (see
 * `stripeWebhookRoutes`), the local provider's pages without Stripe (see `localPaymentRoutes`),
 * then the site on GET/HEAD. Every response carries the security headers (`securityHeaders`:
 * CSP without inline script, `frame-ancestors 'none'`, `nosniff`, …) and is gzip- or
 * deflate-compressed when the client accepts it and it is compressible and over 1 kB, unless it
 * already has a `Content-Encoding` (the site's precompressed files, precompressed API answers).
 * Answers under `/api` and of the public path are `Cache-Control: no-store` unless they say
 * otherwise; the site sets its own caching (see `siteRoutes`). Unexpected errors answer 500
 * `{ tag: 'error', reason: 'internal error', message }` and are logged without request values
 * (see `errorHandler`); bad input never does.
 * @see docs/protocol.md for every status code
 */
export function createApp(options: AppOptions): Hono {
  const now = options.now ?? (() => new Date());
  const app = new Hono();
  app.use(securityHeaders({ hsts: options.hsts ?? false, inlineStyles: INLINE_STYLES }));
  if (options.log) app.use(requestLogger(options.log));
  app.use(compress());
  const noStore: MiddlewareHandler = async (c, next) => {
    await next();
    // On the finished response's headers: `c.header()` after `next()` would make Hono copy the
    // whole answer into a new response.
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', API_CACHE_CONTROL);
  };
  app.use('/api/*', noStore);
  app.use(API_PATHS.publicMath, noStore);
  const mailer =
    options.mailer ?? createMailer({ db: options.db, log: (line) => console.info(line) });
  const payments = options.payments ?? createLocalProvider({ db: options.db, now });
  const publicUrl = (options.publicUrl ?? DEFAULT_APP_PUBLIC_URL).replace(/\/+$/, '');
  if (options.stripeWebhookSecret) {
    // Before the API routes, whose catch-all would answer it.
    app.route(
      '/',
      stripeWebhookRoutes({
        db: options.db,
        secret: options.stripeWebhookSecret,
        now,
        ...(payments.planOfPrice && { planOfPrice: payments.planOfPrice }),
      }),
    );
  }
  // Before the API routes, whose catch-all answers every other `/api/…` path.
  app.route('/', unsubscribeRoutes({ db: options.db, publicUrl }));
  const publicMath = createPublicMathSource(now);
  app.route(
    '/',
    apiRoutes({
      db: options.db,
      now,
      publicMath,
      mailer,
      supportEmail: options.supportEmail ?? DEFAULT_SUPPORT_EMAIL,
      payments,
      publicUrl,
      devRoutes: options.devRoutes ?? process.env.NODE_ENV !== 'production',
    }),
  );
  app.route('/', publicMathAliasRoutes({ db: options.db, now, publicMath }));
  if (isLocalProvider(payments)) {
    app.route('/', localPaymentRoutes({ db: options.db, provider: payments }));
  }
  app.route('/', siteRoutes(options.siteDir ?? DEFAULT_SITE_DIR));
  app.notFound((c) => c.text('Not found', 404));
  app.onError(errorHandler(options.logError ?? ((line) => console.error(line))));
  return app;
}
