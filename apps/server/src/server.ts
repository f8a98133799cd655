/**
 * Starts the whole server in-process: HTTP listener first, then the database (with migrations)
 * and the app. `main.ts` calls it with the environment's settings; tests call it directly.
 * @see docs/runbook.md
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { API_PATHS } from '@mathcols/api-client/protocol';
import { createApp } from './app';
import type { StripeSettings } from './config';
import { openDatabase, PGLITE_SUBDIR, type DatabaseHandle } from './db/open';
import { demoAccountLines, demoParentExists, seedDemoAccounts } from './demo/seed';
import { createMailer, type Mailer } from './email/mailer';
import { GENERIC_ERROR_TAG } from './http/body';
import { errorEnvelope } from './http/error-envelope';
import { securityHeaders } from './http/security-headers';
import { timeoutServerOptions, type RequestTimeouts } from './http/timeouts';
import { startJobs, type RunningJobs } from './jobs/scheduler';
import { paymentsLogLine } from './payments/log-line';
import { publicMathCors } from './routes/public-math-alias';
import { createStripeProvider } from './payments/stripe-provider';

/** How long `close()` lets requests in flight finish before cutting their connections, in ms. */
export const SHUTDOWN_GRACE_MS = 5_000;

/** The `reason` of the 503 answer to API requests that arrive while the server is starting. */
export const STARTING_REASON = 'starting';

/** Seconds a client is told to wait (`Retry-After`) when it asks while the server is starting. */
export const STARTING_RETRY_AFTER_S = 1;

/** Options of {@link startServer}. */
export interface StartServerOptions {
  /** TCP port; 0 picks a free one. @defaultValue 3000 */
  port?: number;
  /** Interface to bind. @defaultValue all interfaces */
  hostname?: string;
  /** Data folder for embedded PGlite (used when `databaseUrl` is absent). @defaultValue `./data` */
  dataDir?: string;
  /** PostgreSQL URL; wins over `dataDir`. */
  databaseUrl?: string;
  /** Folder of the built site. @defaultValue `apps/site/dist` */
  siteDir?: string;
  /** The clock. @defaultValue `() => new Date()` */
  now?: () => Date;
  /** Where startup lines (and request lines, see `logRequests`) go. @defaultValue `console.info` */
  log?: (line: string) => void;
  /** Log one line per request. @defaultValue false */
  logRequests?: boolean;
  /** SMTP server URL for e-mail delivery; absent = outbox and log only. */
  smtpUrl?: string;
  /** Sender of e-mails. @defaultValue `DEFAULT_MAIL_FROM` */
  mailFrom?: string;
  /**
   * Base URL of the site for links in e-mails and payment returns (`PUBLIC_URL`); never taken
   * from a request's headers. @defaultValue this server's `http://localhost:PORT`
   */
  publicUrl?: string;
  /**
   * Send `Strict-Transport-Security` (`MATHCOLS_HSTS=1`), only for a site served over https.
   * @defaultValue false
   */
  hsts?: boolean;
  /**
   * How long a client may take to send its request headers and its whole request before it is
   * answered 408 and disconnected (see `timeoutServerOptions`).
   * @defaultValue `REQUEST_TIMEOUT_MS` and `HEADERS_TIMEOUT_MS`
   */
  timeouts?: RequestTimeouts;
  /**
   * Receives the line about each unexpected error (method, path, error class and code, stack
   * frames; never a request value). @defaultValue `console.error`
   */
  logError?: (line: string) => void;
  /** Where contact messages are e-mailed. @defaultValue `DEFAULT_SUPPORT_EMAIL` */
  supportEmail?: string;
  /** Stripe keys, prices and webhook secret; absent = the local test checkout. */
  stripe?: StripeSettings;
  /**
   * Production mode: no dev routes (`/api/dev/outbox` answers 404), e-mail text not logged,
   * demo accounts off unless `demo: true`. @defaultValue `process.env.NODE_ENV === 'production'`
   */
  production?: boolean;
  /**
   * Create the demo accounts when the database has no parent (see `seedDemoAccounts`) and
   * print their sign-in details. @defaultValue `!production`
   */
  demo?: boolean;
  /**
   * Run the scheduled jobs (weekly summary e-mails Mondays from 12:00 UTC, expired-session purge
   * daily; see `startJobs`) once the app is ready; their links use `publicUrl`, else this
   * server's URL. @defaultValue true
   */
  jobs?: boolean;
  /**
   * Called once the port is bound, before the database is opened; `startServer` waits for the
   * promise it returns before it goes on. Until the server is ready every request is answered
   * 503 (see {@link startingAnswer}).
   */
  onListening?: (address: { port: number; url: string }) => void | Promise<void>;
}

/** A listening server. */
export interface RunningServer {
  /** The port actually bound (useful with `port: 0`). */
  port: number;
  /** `http://localhost:<port>`. */
  url: string;
  /**
   * Stops accepting connections, lets requests in flight finish (up to `SHUTDOWN_GRACE_MS`),
   * stops the scheduled jobs (waiting for a run in progress), waits for e-mail deliveries in
   * flight, then closes the database. Idempotent.
   */
  close(): Promise<void>;
}

/**
 * Binds the port at once, then opens the database (applying migrations), seeds the demo accounts
 * (unless off), creates the mailer and the app. Requests that arrive before the app is ready get
 * {@link startingAnswer}. Logs `mathcols is starting at http://localhost:PORT` on binding, then
 * `mathcols is running at http://localhost:PORT`, which database is used (never the URL), how
 * e-mail is sent, which payment provider is used (never a key) and the demo sign-in details;
 * then starts the scheduled jobs (unless `jobs: false`) and logs when the weekly summary runs
 * next.
 * @returns once the app answers requests
 * @throws when the port cannot be bound (before the database is touched), or the database cannot
 *   be opened or migrated (the port is released and the database closed again first)
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const log = options.log ?? ((line: string) => console.info(line));
  const dataDir = options.dataDir ?? './data';
  let ready: FetchHandler | undefined;
  // Until then: the 503 starting answer, with the security headers every answer has, and on
  // the public path its CORS (a page elsewhere can read the 503, its preflight answers 204).
  const starting = new Hono()
    .use(securityHeaders({ hsts: options.hsts ?? false }))
    .use(API_PATHS.publicMath, publicMathCors)
    .all('*', (c) => startingAnswer(c.req.raw));
  const { server, port } = await listen(
    (request, env) => (ready ? ready(request, env) : starting.fetch(request, env)),
    options.port ?? 3000,
    options.hostname,
    options.timeouts,
  );
  const url = `http://localhost:${port}`;
  const publicUrl = options.publicUrl ?? url;
  log(`mathcols is starting at ${url}`);
  const production = options.production ?? process.env.NODE_ENV === 'production';
  const now = options.now ?? (() => new Date());
  let database: DatabaseHandle | undefined;
  let mailer: Mailer | undefined;
  let demoLines: string[] = [];
  try {
    await options.onListening?.({ port, url });
    database = await openDatabase(
      options.databaseUrl ? { databaseUrl: options.databaseUrl } : { dataDir },
    );
    mailer = createMailer({
      db: database.db,
      log,
      logText: !production,
      ...(options.smtpUrl && { smtpUrl: options.smtpUrl }),
      ...(options.mailFrom && { from: options.mailFrom }),
    });
    if (options.demo ?? !production) {
      const created = await seedDemoAccounts(database.db, now());
      if (created || (await demoParentExists(database.db))) {
        demoLines = [created ? 'Created demo accounts.' : 'Demo accounts:', ...demoAccountLines()];
      }
    }
    ready = createApp({
      db: database.db,
      now,
      mailer,
      devRoutes: !production,
      publicUrl,
      hsts: options.hsts ?? false,
      ...(options.logError && { logError: options.logError }),
      ...(options.supportEmail && { supportEmail: options.supportEmail }),
      ...(options.stripe && {
        payments: createStripeProvider({
          secretKey: options.stripe.secretKey,
          prices: options.stripe.prices,
        }),
        ...(options.stripe.webhookSecret && {
          stripeWebhookSecret: options.stripe.webhookSecret,
        }),
      }),
      ...(options.siteDir && { siteDir: options.siteDir }),
      ...(options.logRequests && { log }),
    }).fetch;
  } catch (error) {
    await stopListening(server);
    await mailer?.close();
    await database?.close();
    throw error;
  }
  // Narrowed: the closure below needs the opened ones, not the variables.
  const [openedDatabase, openedMailer] = [database, mailer];
  log(`mathcols is running at ${url}`);
  log(
    openedDatabase.kind === 'postgres'
      ? 'Database: PostgreSQL (DATABASE_URL)'
      : `Database: embedded PGlite in ${join(dataDir, PGLITE_SUBDIR)}`,
  );
  log(
    options.smtpUrl
      ? 'E-mail: SMTP (SMTP_URL), also kept in the outbox table'
      : `E-mail: outbox table and this log only${production ? '' : ` (read it at ${url}/api/dev/outbox)`}`,
  );
  log(`Links in e-mails: ${publicUrl}${options.publicUrl ? ' (PUBLIC_URL)' : ''}`);
  log(paymentsLogLine(options.stripe, url));
  if (production && !options.stripe) {
    log('Warning: no Stripe keys; anyone can subscribe through the local test checkout');
  }
  for (const line of demoLines) log(line);
  let jobs: RunningJobs | undefined;
  if (options.jobs ?? true) {
    jobs = startJobs({
      db: openedDatabase.db,
      mailer: openedMailer,
      publicUrl,
      log,
      now,
    });
    log(
      `Scheduled jobs: weekly summary e-mails on Mondays from 12:00 UTC (next ${jobs.nextWeeklySummary()?.toISOString()})`,
    );
  } else {
    log('Scheduled jobs: off');
  }
  let closing: Promise<void> | undefined;
  return {
    port,
    url,
    close: () =>
      (closing ??= stopListening(server)
        .then(() => jobs?.stop())
        .then(() => openedMailer.close())
        .then(() => openedDatabase.close())),
  };
}

/**
 * The answer to a request that arrives after the port is bound but before the database is
 * migrated and the app built: 503 with `Retry-After: 1` — for `/api`, `/api/…` and the public
 * path `/dev/publicmathget` the JSON envelope `{ tag: 'error', reason: 'starting', message }`,
 * for anything else (the site) a short plain text, so a browser shows why and a readiness probe
 * of `/` keeps waiting.
 */
export function startingAnswer(request: Request): Response {
  const headers = { 'Retry-After': String(STARTING_RETRY_AFTER_S) };
  const { pathname } = new URL(request.url);
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname === API_PATHS.publicMath) {
    return Response.json(errorEnvelope(GENERIC_ERROR_TAG, STARTING_REASON), {
      status: 503,
      headers,
    });
  }
  return new Response('mathcols is starting. Reload this page in a moment.\n', {
    status: 503,
    headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/**
 * Stops accepting connections and resolves once the open ones have closed: idle ones at once,
 * busy ones when their request is answered or after {@link SHUTDOWN_GRACE_MS}.
 */
function stopListening(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** A request handler as `@hono/node-server` calls it: the request and the Node bindings. */
export type FetchHandler = (request: Request, env: unknown) => Response | Promise<Response>;

/**
 * Starts a Node HTTP server for `fetch` with the request and header time-outs of `timeouts`
 * (see `timeoutServerOptions`) and resolves once it listens.
 * @param port TCP port; 0 picks a free one
 * @param hostname interface to bind; absent = all interfaces
 * @returns the server and the port it bound
 * @throws (rejects) when the port cannot be bound, e.g. `EADDRINUSE`
 */
export function listen(
  fetch: FetchHandler,
  port: number,
  hostname?: string,
  timeouts?: RequestTimeouts,
): Promise<{ server: Server; port: number }> {
  return new Promise((resolve, reject) => {
    const server = serve({
      fetch,
      port,
      ...(hostname && { hostname }),
      serverOptions: timeoutServerOptions(timeouts),
    }) as Server;
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      resolve({ server, port: (server.address() as AddressInfo).port });
    });
  });
}
