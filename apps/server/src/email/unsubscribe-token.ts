/**
 * Signed unsubscribe links for the weekly summary e-mails: a parent who follows one can turn the
 * e-mails off without signing in. The token is `<parent id>.<signature>`, the signature being
 * HMAC-SHA256 (base64url, 43 characters) of `unsubscribe:<parent id>` under a key every server
 * on the database shares (the `server_secrets` row `unsubscribe-hmac`, made on first use). The
 * token never expires: an old e-mail's link still works. It grants nothing but turning the
 * e-mails off.
 * @see issue 7 "Weekly summary e-mails" (unsubscribe link, a signed token, no login needed)
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/open';
import { serverSecrets } from '../db/schema';

/** The `server_secrets` name of the signing key. */
export const UNSUBSCRIBE_SECRET_NAME = 'unsubscribe-hmac';

/** The path of the unsubscribe page (GET shows it, POST unsubscribes). */
export const UNSUBSCRIBE_PATH = '/api/unsubscribe';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SIGNATURE = /^[\w-]{43}$/;

const keys = new WeakMap<Database, Promise<Buffer>>();

/**
 * The signing key of this database: 32 random bytes, inserted if absent and then read, so two
 * servers starting at once still agree on one key. Cached per database object.
 * @throws when the database cannot be read or written (the next call tries again)
 */
export function unsubscribeKey(db: Database): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = loadKey(db);
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

async function loadKey(db: Database): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name: UNSUBSCRIBE_SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, UNSUBSCRIBE_SECRET_NAME));
  if (!row) throw new Error('The unsubscribe key could not be stored');
  return Buffer.from(row.value, 'base64url');
}

function signature(key: Buffer, parentId: string): Buffer {
  return createHmac('sha256', key).update(`unsubscribe:${parentId}`).digest();
}

/**
 * The unsubscribe token of a parent, `<parent id>.<43 base64url characters>`; URL-safe as it is.
 * @param key from {@link unsubscribeKey}
 */
export function signUnsubscribeToken(key: Buffer, parentId: string): string {
  return `${parentId}.${signature(key, parentId).toString('base64url')}`;
}

/**
 * The parent id a token was signed for, or `null` when it is malformed or its signature is not
 * ours (compared in constant time). Never throws.
 */
export function verifyUnsubscribeToken(key: Buffer, token: unknown): string | null {
  if (typeof token !== 'string') return null;
  const [parentId, signed, ...rest] = token.split('.');
  if (rest.length > 0 || !parentId || !signed) return null;
  if (!UUID.test(parentId) || !SIGNATURE.test(signed)) return null;
  const given = Buffer.from(signed, 'base64url');
  const expected = signature(key, parentId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? parentId : null;
}

/**
 * The link in the e-mail: `<publicUrl>/api/unsubscribe?token=…`.
 * @param publicUrl the site's base URL (a trailing `/` is dropped)
 */
export function unsubscribeLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}
