/**
 * The server's secret key for keyed hashes (HMAC-SHA-256) of short-lived secrets such as e-mail
 * verification codes and link tokens: `SECRET_KEY` from the environment when set, otherwise 32
 * random bytes made once and kept in the database (`server_secrets` row `server-secret`), so
 * every server process on one database hashes alike and a restart keeps codes valid. Never kept
 * only in memory.
 * @see issue 9 "Safe" (codes hashed with a keyed hash); docs/runbook.md "Settings"
 */
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/open';
import { serverSecrets } from '../db/schema';

/** The `server_secrets` name of the key made when `SECRET_KEY` is not set. */
export const SERVER_SECRET_NAME = 'server-secret';

/** The shortest `SECRET_KEY` accepted, in characters. */
export const MIN_SECRET_KEY_LENGTH = 32;

/**
 * What is wrong with a `SECRET_KEY` value (trimmed; empty = unset, which is fine), or
 * `undefined`. The message never repeats the key. `readConfig` checks it at start, so a short
 * key stops the server before it answers anything.
 */
export function secretKeyProblem(fromEnv: string): string | undefined {
  return fromEnv !== '' && fromEnv.length < MIN_SECRET_KEY_LENGTH
    ? `SECRET_KEY must be at least ${MIN_SECRET_KEY_LENGTH} characters`
    : undefined;
}

const keys = new WeakMap<Database, Promise<Buffer>>();

/**
 * The key of this database's servers, read once per database object.
 * @param env the environment (`SECRET_KEY`), `process.env` by default
 * @returns `SECRET_KEY`'s UTF-8 bytes, or the stored random key (inserted if absent and read
 *   back, so two servers starting at once agree)
 * @throws {Error} when `SECRET_KEY` is set but shorter than {@link MIN_SECRET_KEY_LENGTH}
 *   characters; on database errors (the next call tries again)
 */
export function serverSecret(
  db: Database,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = loadKey(db, env.SECRET_KEY?.trim() ?? '');
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

async function loadKey(db: Database, fromEnv: string): Promise<Buffer> {
  if (fromEnv !== '') {
    const problem = secretKeyProblem(fromEnv);
    if (problem) throw new Error(problem);
    return Buffer.from(fromEnv, 'utf8');
  }
  await db
    .insert(serverSecrets)
    .values({ name: SERVER_SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, SERVER_SECRET_NAME));
  if (!row) throw new Error('The server secret could not be stored');
  return Buffer.from(row.value, 'base64url');
}

/**
 * HMAC-SHA-256 of `<purpose>:<value>` under `key`, hex (64 characters): the stored form of a
 * short secret. The purpose keeps hashes made for one use from matching another.
 */
export function keyedHash(key: Buffer, purpose: string, value: string): string {
  return createHmac('sha256', key).update(`${purpose}:${value}`, 'utf8').digest('hex');
}
