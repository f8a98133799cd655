/**
 * Reads the server's settings from the environment.
 * @see docs/runbook.md "Settings"
 */
import { resolve } from 'node:path';

/** Settings of a server process. */
export interface ServerConfig {
  /** TCP port to listen on (`PORT`, default 3000; 0 = any free port). */
  port: number;
  /** Absolute data folder (`MATHCOLS_DATA_DIR`, default `./data` relative to the cwd). */
  dataDir: string;
  /** PostgreSQL URL (`DATABASE_URL`); absent = embedded PGlite in `dataDir`. */
  databaseUrl?: string;
  /** SMTP server (`SMTP_URL`, e.g. `smtp://user:pass@mail:587`); absent = outbox and log only. */
  smtpUrl?: string;
  /** Sender of e-mails (`MAIL_FROM`); absent = `mathcols <no-reply@mathcols.test>`. */
  mailFrom?: string;
  /** Base URL of the site for links in e-mails (`PUBLIC_URL`, trailing `/` removed). */
  publicUrl?: string;
  /** `true` when `NODE_ENV=production`: no dev routes, no message text in the log. */
  production?: true;
  /**
   * Create the demo accounts on an empty database (`MATHCOLS_DEMO`): `false` when it is `0`,
   * `true` when it is `1`; absent = on, except in production where absent means off.
   */
  demo?: boolean;
}

/** Port used when `PORT` is unset or empty. */
export const DEFAULT_PORT = 3000;
/** Data folder used when `MATHCOLS_DATA_DIR` is unset or empty (relative to the cwd). */
export const DEFAULT_DATA_DIR = './data';

/**
 * Reads `PORT`, `MATHCOLS_DATA_DIR`, `DATABASE_URL`, `SMTP_URL`, `MAIL_FROM`, `PUBLIC_URL`,
 * `NODE_ENV` and `MATHCOLS_DEMO`. Empty values count as unset; optional settings are present
 * in the result only when set.
 * @param env the environment, `process.env` by default
 * @param cwd the folder a relative data folder is resolved against, `process.cwd()` by default
 * @throws {Error} when `PORT` is not a whole number from 0 to 65535, `PUBLIC_URL` is not an
 *   http(s) URL, or `MATHCOLS_DEMO` is not `0` or `1`
 */
export function readConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
  cwd: string = process.cwd(),
): ServerConfig {
  const rawPort = env.PORT?.trim() || String(DEFAULT_PORT);
  const port = /^\d{1,5}$/.test(rawPort) ? Number(rawPort) : Number.NaN;
  if (!(port >= 0 && port <= 65_535)) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${env.PORT}"`);
  }
  const dataDir = resolve(cwd, env.MATHCOLS_DATA_DIR?.trim() || DEFAULT_DATA_DIR);
  const config: ServerConfig = { port, dataDir };
  const value = (name: string) => env[name]?.trim() || undefined;
  const databaseUrl = value('DATABASE_URL');
  if (databaseUrl) config.databaseUrl = databaseUrl;
  const smtpUrl = value('SMTP_URL');
  if (smtpUrl) config.smtpUrl = smtpUrl;
  const mailFrom = value('MAIL_FROM');
  if (mailFrom) config.mailFrom = mailFrom;
  const publicUrl = value('PUBLIC_URL');
  if (publicUrl) {
    if (!/^https?:\/\/[^/\s]+/.test(publicUrl) || !URL.canParse(publicUrl)) {
      throw new Error(`PUBLIC_URL must be an http(s) URL, got "${publicUrl}"`);
    }
    config.publicUrl = publicUrl.replace(/\/+$/, '');
  }
  if (value('NODE_ENV') === 'production') config.production = true;
  const demo = value('MATHCOLS_DEMO');
  if (demo !== undefined) {
    if (demo !== '0' && demo !== '1') {
      throw new Error(`MATHCOLS_DEMO must be 0 or 1, got "${demo}"`);
    }
    config.demo = demo === '1';
  }
  return config;
}
