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
}

/** Port used when `PORT` is unset or empty. */
export const DEFAULT_PORT = 3000;
/** Data folder used when `MATHCOLS_DATA_DIR` is unset or empty (relative to the cwd). */
export const DEFAULT_DATA_DIR = './data';

/**
 * Reads `PORT`, `MATHCOLS_DATA_DIR` and `DATABASE_URL`. Empty values count as unset.
 * @param env the environment, `process.env` by default
 * @param cwd the folder a relative data folder is resolved against, `process.cwd()` by default
 * @throws {Error} when `PORT` is not a whole number from 0 to 65535
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
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  return databaseUrl ? { port, dataDir, databaseUrl } : { port, dataDir };
}
