/**
 * The server's own slow hash over the client's wire hash (spec §9): the wire hash (PBKDF2,
 * computed by the client) is never stored as received, only under scrypt with a random salt
 * per value, so a leaked database does not hand out credentials that can be replayed.
 * @see spec §9; schema.ts `parents.password_hash`, `students.password_hash`
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { createConcurrencyLimit } from './concurrency-limit';

/** Production scrypt cost of new hashes: `N` (CPU/memory cost), `r` (block size), `p`. */
export const SCRYPT_PARAMETERS = { N: 16_384, r: 8, p: 1 } as const;

/** scrypt cost parameters: `N` a power of two ≥ 2, `r` and `p` whole numbers ≥ 1. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

let currentCost: ScryptCost = SCRYPT_PARAMETERS;

/**
 * The cost {@link hashStoredSecret} uses for new hashes: {@link SCRYPT_PARAMETERS} unless
 * {@link setStoredSecretCost} changed it.
 */
export function storedSecretCost(): ScryptCost {
  return currentCost;
}

/**
 * Sets the scrypt cost of new stored hashes for this process — the one place it is read from.
 * Meant for tests (`testing/setup.ts` uses a small `N` so that hashing takes milliseconds);
 * production never calls it. Hashes made before keep verifying: {@link verifyStoredSecret} reads
 * N, r and p from each stored value.
 * @param cost the parameters to use; omitted fields keep the production value; `undefined`
 *   restores {@link SCRYPT_PARAMETERS}
 * @throws {RangeError} when `N` is not a power of two from 2 to 2^20, or `r`/`p` are not whole
 *   numbers from 1 to 64
 */
export function setStoredSecretCost(cost: Partial<ScryptCost> | undefined): void {
  const next = { ...SCRYPT_PARAMETERS, ...cost };
  const { N, r, p } = next;
  if (!Number.isInteger(N) || N < 2 || N > 2 ** 20 || (N & (N - 1)) !== 0) {
    throw new RangeError(`scrypt N must be a power of two from 2 to 2^20, got ${N}`);
  }
  if (![r, p].every((n) => Number.isInteger(n) && n >= 1 && n <= 64)) {
    throw new RangeError(`scrypt r and p must be whole numbers from 1 to 64, got ${r} and ${p}`);
  }
  currentCost = next;
}

/** Length of the random salt, in bytes. */
export const SALT_BYTES = 16;
/** Length of the derived key, in bytes. */
export const KEY_BYTES = 32;

/**
 * How many scrypt derivations run at once in this process. Node runs them on its small shared
 * thread pool (4 threads unless `UV_THREADPOOL_SIZE` says otherwise), which also reads the
 * site's files and does the compression: with at most 2, a flood of password work waits its
 * turn and slows only password work, never every page. Checking a sign-in goes before hashing
 * a new secret (registration, passcode change), so a flood of those cannot hold sign-ins back.
 */
export const SCRYPT_CONCURRENCY = 2;

const scryptSlots = createConcurrencyLimit(SCRYPT_CONCURRENCY);

/** scrypt under {@link SCRYPT_CONCURRENCY}; `signIn` for checking a secret (goes first). */
function deriveKey(
  secret: string,
  salt: Buffer,
  keyBytes: number,
  options: ScryptOptions,
  signIn = false,
): Promise<Buffer> {
  return scryptSlots(
    () =>
      new Promise((resolve, reject) => {
        scrypt(secret, salt, keyBytes, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
    signIn,
  );
}

/**
 * Hashes a wire hash for storage, at the cost of {@link storedSecretCost} (production: N 16384).
 * @param wireHash the client's wire hash (`emailpassword` / `accountpassword`, base64)
 * @returns `scrypt$N$r$p$<salt base64>$<hash base64>`, a different string on every call
 * @see spec §9
 */
export async function hashStoredSecret(wireHash: string): Promise<string> {
  const { N, r, p } = currentCost;
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(wireHash, salt, KEY_BYTES, {
    N,
    r,
    p,
    maxmem: 256 * N * r + 64 * 1024 * 1024,
  });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Whether `wireHash` is the secret `stored` was made from (constant-time comparison). The cost
 * comes from `stored` itself, so hashes made at any cost keep verifying.
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
    const key = await deriveKey(
      wireHash,
      salt,
      expected.length,
      { N, r, p, maxmem: 256 * N * r + 64 * 1024 * 1024 },
      true,
    );
    return timingSafeEqual(key, expected);
  } catch {
    return false;
  }
}
