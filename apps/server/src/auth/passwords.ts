/**
 * The server's own slow hash over the client's wire hash (spec §9): the wire hash (PBKDF2,
 * computed by the client) is never stored as received, only under scrypt with a random salt
 * per value, so a leaked database does not hand out credentials that can be replayed.
 * @see spec §9; schema.ts `parents.password_hash`, `students.password_hash`
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost parameters of new hashes: `N` (CPU/memory cost), `r` (block size), `p`. */
export const SCRYPT_PARAMETERS = { N: 16_384, r: 8, p: 1 } as const;
/** Length of the random salt, in bytes. */
export const SALT_BYTES = 16;
/** Length of the derived key, in bytes. */
export const KEY_BYTES = 32;

function deriveKey(
  secret: string,
  salt: Buffer,
  keyBytes: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, keyBytes, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * Hashes a wire hash for storage.
 * @param wireHash the client's wire hash (`emailpassword` / `accountpassword`, base64)
 * @returns `scrypt$N$r$p$<salt base64>$<hash base64>`, a different string on every call
 * @see spec §9
 */
export async function hashStoredSecret(wireHash: string): Promise<string> {
  const { N, r, p } = SCRYPT_PARAMETERS;
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(wireHash, salt, KEY_BYTES, { N, r, p, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Whether `wireHash` is the secret `stored` was made from (constant-time comparison).
 * @param stored a value from {@link hashStoredSecret}
 * @param wireHash the wire hash the client sent
 * @returns false for a wrong secret and for a malformed `stored` value (never throws for those)
 */
export async function verifyStoredSecret(stored: string, wireHash: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || expected.length === 0) return false;
  try {
    const key = await deriveKey(wireHash, salt, expected.length, {
      N,
      r,
      p,
      maxmem: 256 * N * r + 64 * 1024 * 1024,
    });
    return timingSafeEqual(key, expected);
  } catch {
    return false;
  }
}
