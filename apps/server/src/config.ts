/**
 * Reads the server's settings from the environment.
 * @see docs/runbook.md "Settings"
 */
import { resolve } from 'node:path';
import { secretKeyProblem } from './auth/server-secret';

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
  /**
   * Base URL of the site for links in e-mails and payment returns (`PUBLIC_URL`, trailing `/`
   * removed). Required in production; elsewhere absent = `http://localhost:PORT` (the server
   * fills it in once the port is bound). Never taken from a request's headers.
   */
  publicUrl?: string;
  /** Where contact messages go (`SUPPORT_EMAIL`); absent = {@link DEFAULT_SUPPORT_EMAIL}. */
  supportEmail?: string;
  /** `true` when `NODE_ENV=production`: no dev routes, no message text in the log. */
  production?: true;
  /**
   * Send `Strict-Transport-Security` (`MATHCOLS_HSTS=1`), for a site served over https only;
   * absent or `0` = off.
   */
  hsts?: true;
  /**
   * Create the demo accounts on an empty database (`MATHCOLS_DEMO`): `false` when it is `0`,
   * `true` when it is `1`; absent = on, except in production where absent means off.
   */
  demo?: boolean;
  /** Run the scheduled jobs (`MATHCOLS_JOBS`): `false` when it is `0`; absent or `1` = on. */
  jobs?: boolean;
  /** Stripe keys and prices (`STRIPE_*`); absent = the local test checkout. */
  stripe?: StripeSettings;
}

/** The Stripe settings; see {@link readStripeSettings}. */
export interface StripeSettings {
  /** `STRIPE_SECRET_KEY` (`sk_…` or a restricted `rk_…`). Never logged. */
  secretKey: string;
  /** `STRIPE_PRICE_MONTHLY` and `STRIPE_PRICE_ANNUAL`: the plans' Stripe price ids (`price_…`). */
  prices: { monthly: string; annual: string };
  /** `STRIPE_WEBHOOK_SECRET` (`whsec_…`); absent = no `POST /api/stripe/webhook`. */
  webhookSecret?: string;
}

/** Port used when `PORT` is unset or empty. */
export const DEFAULT_PORT = 3000;
/** Data folder used when `MATHCOLS_DATA_DIR` is unset or empty (relative to the cwd). */
export const DEFAULT_DATA_DIR = './data';
/** Where contact messages go when `SUPPORT_EMAIL` is unset or empty. @see spec §2 "Contact" */
export const DEFAULT_SUPPORT_EMAIL = 'support@mathcols.test';

/** The start-up message when `NODE_ENV=production` and `PUBLIC_URL` is unset. */
export const PUBLIC_URL_REQUIRED =
  'PUBLIC_URL must be set when NODE_ENV=production: the address people open the site at, e.g. https://mathcols.example (links in e-mails and payment returns are built from it)';

/**
 * Reads `PORT`, `MATHCOLS_DATA_DIR`, `DATABASE_URL`, `SMTP_URL`, `MAIL_FROM`, `PUBLIC_URL`,
 * `SUPPORT_EMAIL`, `SECRET_KEY` (checked only), `NODE_ENV`, `MATHCOLS_DEMO`, `MATHCOLS_JOBS`, `MATHCOLS_HSTS` and the
 * `STRIPE_*` settings. Empty values count as unset; optional settings are present in the result
 * only when set.
 * @param env the environment, `process.env` by default
 * @param cwd the folder a relative data folder is resolved against, `process.cwd()` by default
 * @throws {Error} when `PORT` is not a whole number from 0 to 65535, `PUBLIC_URL` is not an
 *   http(s) URL or is unset in production ({@link PUBLIC_URL_REQUIRED}), `SUPPORT_EMAIL` is not
 *   an e-mail address, `SECRET_KEY` is set but shorter than 32 characters (the key itself is
 *   read where it is used, `auth/server-secret.ts`), `MATHCOLS_DEMO`, `MATHCOLS_JOBS` or
 *   `MATHCOLS_HSTS` is not `0` or `1`,
 *   `MATHCOLS_HSTS=1` without an https `PUBLIC_URL`, or the `STRIPE_*` settings are incomplete
 *   or malformed (see {@link readStripeSettings})
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
  const supportEmail = value('SUPPORT_EMAIL');
  if (supportEmail) {
    if (!/^[^\s@]+@[^\s@]+$/.test(supportEmail)) {
      throw new Error(`SUPPORT_EMAIL must be an e-mail address, got "${supportEmail}"`);
    }
    config.supportEmail = supportEmail;
  }
  const secretProblem = secretKeyProblem(value('SECRET_KEY') ?? '');
  if (secretProblem) throw new Error(secretProblem);
  if (value('NODE_ENV') === 'production') config.production = true;
  if (config.production && !config.publicUrl) throw new Error(PUBLIC_URL_REQUIRED);
  if (readSwitch(value, 'MATHCOLS_HSTS')) {
    if (!config.publicUrl?.startsWith('https://')) {
      throw new Error('MATHCOLS_HSTS=1 needs an https PUBLIC_URL: HSTS only works over TLS');
    }
    config.hsts = true;
  }
  const demo = readSwitch(value, 'MATHCOLS_DEMO');
  if (demo !== undefined) config.demo = demo;
  const jobs = readSwitch(value, 'MATHCOLS_JOBS');
  if (jobs !== undefined) config.jobs = jobs;
  const stripe = readStripeSettings(value);
  if (stripe) config.stripe = stripe;
  return config;
}

/**
 * A `0`/`1` setting: `false` for `0`, `true` for `1`, undefined when unset or empty.
 * @throws {Error} for any other value, naming the setting
 */
function readSwitch(
  value: (name: string) => string | undefined,
  name: string,
): boolean | undefined {
  const raw = value(name);
  if (raw === undefined) return undefined;
  if (raw !== '0' && raw !== '1') throw new Error(`${name} must be 0 or 1, got "${raw}"`);
  return raw === '1';
}

/** The three settings Stripe needs together. */
const STRIPE_REQUIRED = ['STRIPE_SECRET_KEY', 'STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_ANNUAL'];

/**
 * Reads `STRIPE_SECRET_KEY`, `STRIPE_PRICE_MONTHLY`, `STRIPE_PRICE_ANNUAL` and the optional
 * `STRIPE_WEBHOOK_SECRET`. None of them set → undefined (the local test checkout).
 * @param value reads one trimmed setting, undefined when unset or empty
 * @throws {Error} when some but not all of the three required ones are set (or only the webhook
 *   secret), or a value does not look like its kind (`sk_`/`rk_`, `price_`, `whsec_`); the
 *   message names the setting, never its value
 */
export function readStripeSettings(
  value: (name: string) => string | undefined,
): StripeSettings | undefined {
  const [secretKey, monthly, annual] = STRIPE_REQUIRED.map(value);
  const webhookSecret = value('STRIPE_WEBHOOK_SECRET');
  if (!secretKey && !monthly && !annual && !webhookSecret) return undefined;
  const missing = STRIPE_REQUIRED.filter((name) => !value(name));
  if (!secretKey || !monthly || !annual) {
    throw new Error(
      `Stripe needs ${STRIPE_REQUIRED.join(', ')} set together; missing: ${missing.join(', ')}`,
    );
  }
  const check = (name: string, ok: boolean, expected: string) => {
    if (!ok) throw new Error(`${name} must start with ${expected}`);
  };
  check('STRIPE_SECRET_KEY', /^(sk|rk)_/.test(secretKey), 'sk_ or rk_');
  check('STRIPE_PRICE_MONTHLY', monthly.startsWith('price_'), 'price_');
  check('STRIPE_PRICE_ANNUAL', annual.startsWith('price_'), 'price_');
  if (webhookSecret) check('STRIPE_WEBHOOK_SECRET', webhookSecret.startsWith('whsec_'), 'whsec_');
  return {
    secretKey,
    prices: { monthly, annual },
    ...(webhookSecret && { webhookSecret }),
  };
}
