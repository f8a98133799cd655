/**
 * Starts the whole server in-process: database (with migrations), app, HTTP listener. `main.ts`
 * calls it with the environment's settings; tests call it directly.
 * @see docs/runbook.md
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase, PGLITE_SUBDIR } from './db/open';
import { demoAccountLines, demoParentExists, seedDemoAccounts } from './demo/seed';
import { createMailer } from './email/mailer';

/** How long `close()` lets requests in flight finish before cutting their connections, in ms. */
export const SHUTDOWN_GRACE_MS = 5_000;

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
  /** Base URL of the site for links in e-mails; absent = the request's Origin or Host. */
  publicUrl?: string;
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
}

/** A listening server. */
export interface RunningServer {
  /** The port actually bound (useful with `port: 0`). */
  port: number;
  /** `http://localhost:<port>`. */
  url: string;
  /**
   * Stops accepting connections, lets requests in flight finish (up to `SHUTDOWN_GRACE_MS`),
   * waits for e-mail deliveries in flight, then closes the database. Idempotent.
   */
  close(): Promise<void>;
}

/**
 * Opens the database (applying migrations), seeds the demo accounts (unless off), creates the
 * mailer and the app and listens. Logs `mathcols is running at http://localhost:PORT`, which
 * database is used (never the URL), how e-mail is sent and the demo sign-in details.
 * @throws when the database cannot be opened or migrated, or the port cannot be bound (the
 *   database is closed again first)
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const log = options.log ?? ((line: string) => console.info(line));
  const dataDir = options.dataDir ?? './data';
  const database = await openDatabase(
    options.databaseUrl ? { databaseUrl: options.databaseUrl } : { dataDir },
  );
  const production = options.production ?? process.env.NODE_ENV === 'production';
  const now = options.now ?? (() => new Date());
  const mailer = createMailer({
    db: database.db,
    log,
    logText: !production,
    ...(options.smtpUrl && { smtpUrl: options.smtpUrl }),
    ...(options.mailFrom && { from: options.mailFrom }),
  });
  let server: Server;
  let port: number;
  let demoLines: string[] = [];
  try {
    if (options.demo ?? !production) {
      const created = await seedDemoAccounts(database.db, now());
      if (created || (await demoParentExists(database.db))) {
        demoLines = [created ? 'Created demo accounts.' : 'Demo accounts:', ...demoAccountLines()];
      }
    }
    const app = createApp({
      db: database.db,
      now,
      mailer,
      devRoutes: !production,
      ...(options.publicUrl && { publicUrl: options.publicUrl }),
      ...(options.siteDir && { siteDir: options.siteDir }),
      ...(options.logRequests && { log }),
    });
    ({ server, port } = await listen(app.fetch, options.port ?? 3000, options.hostname));
  } catch (error) {
    await mailer.close();
    await database.close();
    throw error;
  }
  const url = `http://localhost:${port}`;
  log(`mathcols is running at ${url}`);
  log(
    database.kind === 'postgres'
      ? 'Database: PostgreSQL (DATABASE_URL)'
      : `Database: embedded PGlite in ${join(dataDir, PGLITE_SUBDIR)}`,
  );
  log(
    options.smtpUrl
      ? 'E-mail: SMTP (SMTP_URL), also kept in the outbox table'
      : `E-mail: outbox table and this log only${production ? '' : ` (read it at ${url}/api/dev/outbox)`}`,
  );
  if (production && !options.publicUrl) {
    log('Warning: PUBLIC_URL is not set; e-mail links use the Origin/Host of each request');
  }
  for (const line of demoLines) log(line);
  let closing: Promise<void> | undefined;
  return {
    port,
    url,
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
        force.unref();
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      })
        .then(() => mailer.close())
        .then(() => database.close())),
  };
}

function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  port: number,
  hostname: string | undefined,
): Promise<{ server: Server; port: number }> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, ...(hostname && { hostname }) }) as Server;
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      resolve({ server, port: (server.address() as AddressInfo).port });
    });
  });
}
