/**
 * The Hono application: API routes, the built site, error envelopes.
 * @see architecture.md "The wire protocol"; docs/protocol.md
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { DEFAULT_SUPPORT_EMAIL } from './config';
import type { Database } from './db/open';
import { createMailer, type Mailer } from './email/mailer';
import { createPublicMathSource } from './handlers/public-math';
import { createLocalProvider, isLocalProvider } from './payments/local-provider';
import type { PaymentProvider } from './payments/provider';
import { GENERIC_ERROR_TAG } from './http/body';
import { DEFAULT_SITE_DIR } from './paths';
import { apiRoutes } from './routes/api';
import { localPaymentRoutes } from './routes/local-payments';
import { siteRoutes } from './routes/site';
import { stripeWebhookRoutes } from './routes/stripe-webhook';
import { unsubscribeRoutes } from './routes/unsubscribe';

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
 * `apiRoutes`), `POST /api/stripe/webhook` with a webhook secret (see `stripeWebhookRoutes`), the
 * local provider's pages without Stripe (see `localPaymentRoutes`), then the site on GET/HEAD.
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
  const payments = options.payments ?? createLocalProvider({ db: options.db, now });
  const publicUrl = options.publicUrl?.replace(/\/+$/, '');
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
  app.route(
    '/',
    unsubscribeRoutes({
      db: options.db,
      ...(publicUrl && { publicUrl }),
    }),
  );
  app.route(
    '/',
    apiRoutes({
      db: options.db,
      now,
      publicMath: createPublicMathSource(now),
      mailer,
      supportEmail: options.supportEmail ?? DEFAULT_SUPPORT_EMAIL,
      payments,
      ...(publicUrl && { publicUrl }),
      devRoutes: options.devRoutes ?? process.env.NODE_ENV !== 'production',
    }),
  );
  if (isLocalProvider(payments)) {
    app.route('/', localPaymentRoutes({ db: options.db, provider: payments }));
  }
  app.route('/', siteRoutes(options.siteDir ?? DEFAULT_SITE_DIR));
  app.notFound((c) => c.text('Not found', 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    console.error('Unhandled error on', c.req.method, c.req.path, error);
    return c.json({ tag: GENERIC_ERROR_TAG, reason: 'internal error' }, 500);
  });
  return app;
}
