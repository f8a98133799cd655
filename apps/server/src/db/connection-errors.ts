/**
 * Says in one sentence why PostgreSQL could not be opened at start. Drizzle's migrator wraps
 * every failure in "Failed query: CREATE SCHEMA …", whatever the cause; the cause underneath is
 * postgres.js's error, whose `code` is either PostgreSQL's SQLSTATE (`28P01`, `3D000`, …) or a
 * Node/postgres.js connection code (`ECONNREFUSED`, `ENOTFOUND`, `CONNECT_TIMEOUT`, …).
 * @see issue 9 "Safe": startup errors name the cause; docs/runbook.md "PostgreSQL"
 */

/** What the sentences point to for the set-up steps. */
const RUNBOOK = 'see docs/runbook.md "PostgreSQL"';

/** The driver's error under Drizzle's wrapper: the first error in the `cause` chain with a code. */
export function driverError(error: unknown): (Error & { code: string }) | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code) return current as Error & { code: string };
    current = current.cause;
  }
  return undefined;
}

/** Where a connection error was going: `db.internal:5432`, or `the database server`. */
function target(error: Error): string {
  const { address, port, hostname } = error as {
    address?: unknown;
    port?: unknown;
    hostname?: unknown;
  };
  const host = typeof address === 'string' ? address : typeof hostname === 'string' ? hostname : '';
  if (!host) return 'the database server';
  return typeof port === 'number' || typeof port === 'string' ? `${host}:${port}` : host;
}

/**
 * The sentence for a failure to open or migrate PostgreSQL at start, naming the cause:
 * - `28P01` (password authentication failed), `28000` (role or connection not allowed):
 *   authentication failed — check the user and password of `DATABASE_URL`, or create the role;
 * - `3D000`: the database does not exist — create it;
 * - `42501`: the user may not create the schema — make it the database's owner;
 * - `ECONNREFUSED`: nothing listens at that host and port;
 * - `ENOTFOUND` / `EAI_AGAIN`: the host name does not resolve;
 * - `ETIMEDOUT` / `CONNECT_TIMEOUT`: the server did not answer in time;
 * - `57P03`: the server is starting up or shutting down; `53300`: too many connections;
 * - anything else: `could not open the database (<code>): <driver message>`.
 * Never contains the URL or its password (postgres.js's messages quote the user name at most).
 * @returns the sentence, starting `PostgreSQL (DATABASE_URL): `
 */
export function describeDatabaseError(error: unknown): string {
  const cause = driverError(error);
  const say = (sentence: string) => `PostgreSQL (DATABASE_URL): ${sentence}`;
  if (!cause) {
    const text = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return say(`could not open the database: ${text}`);
  }
  switch (cause.code) {
    case '28P01':
    case '28000':
      return say(
        `authentication failed (${cause.message}). Check the user name and password in DATABASE_URL, or create the role (${RUNBOOK}).`,
      );
    case '3D000':
      return say(
        `the database does not exist (${cause.message}). Create it with CREATE DATABASE (${RUNBOOK}).`,
      );
    case '42501':
      return say(
        `the user may not create the tables (${cause.message}). Make the role the owner of the database (${RUNBOOK}).`,
      );
    case 'ECONNREFUSED':
      return say(
        `host unreachable: nothing accepts connections at ${target(cause)} (connection refused). Is PostgreSQL running, and are the host and port in DATABASE_URL right?`,
      );
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return say(
        `host unreachable: the host name ${target(cause)} cannot be resolved. Check the host in DATABASE_URL.`,
      );
    case 'ETIMEDOUT':
    case 'CONNECT_TIMEOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return say(
        `host unreachable: ${target(cause)} did not answer (${cause.code}). Check the host and port in DATABASE_URL and any firewall between.`,
      );
    case '57P03':
      return say('the server is starting up or shutting down; start mathcols again in a moment.');
    case '53300':
      return say(
        'the server has no connection left (too many connections). Each mathcols server opens up to 10; raise max_connections or run fewer servers.',
      );
    default:
      return say(`could not open the database (${cause.code}): ${cause.message.split('\n')[0]}`);
  }
}

/**
 * An error to throw instead of a failure to open PostgreSQL: its message is
 * {@link describeDatabaseError}, its `cause` the driver's error (or the original one).
 */
export function databaseStartupError(error: unknown): Error {
  return new Error(describeDatabaseError(error), { cause: driverError(error) ?? error });
}
