/**
 * Entry point (`node apps/server/dist/main.js`, `npm start`): reads the settings of
 * `readConfig` (PORT, MATHCOLS_DATA_DIR, DATABASE_URL, SMTP_URL, MAIL_FROM, PUBLIC_URL,
 * SUPPORT_EMAIL, NODE_ENV, MATHCOLS_DEMO, MATHCOLS_JOBS, MATHCOLS_HSTS, STRIPE_*), starts the
 * server and closes it on SIGINT/SIGTERM. A bad setting or a database that cannot be opened
 * ends the process with code 1 and one line naming the cause (see `describeDatabaseError`).
 * @see docs/runbook.md
 */
import { readConfig } from './config';
import { startServer } from './server';

async function main(): Promise<void> {
  const config = readConfig();
  const server = await startServer({
    port: config.port,
    dataDir: config.dataDir,
    ...(config.databaseUrl && { databaseUrl: config.databaseUrl }),
    ...(config.smtpUrl && { smtpUrl: config.smtpUrl }),
    ...(config.mailFrom && { mailFrom: config.mailFrom }),
    ...(config.publicUrl && { publicUrl: config.publicUrl }),
    ...(config.hsts && { hsts: true }),
    ...(config.supportEmail && { supportEmail: config.supportEmail }),
    ...(config.demo !== undefined && { demo: config.demo }),
    ...(config.jobs !== undefined && { jobs: config.jobs }),
    ...(config.stripe && { stripe: config.stripe }),
    production: config.production ?? false,
    logRequests: true,
  });
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    console.info(`${signal} received: closing connections and the database`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Error while shutting down', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('mathcols could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
