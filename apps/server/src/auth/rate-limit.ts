/**
 * Rate limiting of sign-ins (`user.connect`, `student.connect`): failures are recorded per
 * account (`account:<email or handle>`) and per device (`device:<deviceid>`); too many in the
 * window blocks further attempts until the oldest failures age out.
 * @see spec §4 "Parent session", "Student session"; §8 Login
 */
import { and, asc, count, eq, gte, inArray, min } from 'drizzle-orm';
import type { Database } from '../db/open';
import { signInFailures } from '../db/schema';

/** The window failures are counted in, in ms (15 minutes). */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Failures per account within the window that block sign-in to that account. */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Failures per device within the window that block sign-in from that device. */
export const MAX_FAILURES_PER_DEVICE = 20;

/** The rate-limit key of an account: `account:<email or handle>` (normalised by the caller). */
export const accountKey = (identifier: string): string => `account:${identifier}`;
/** The rate-limit key of a device: `device:<deviceid>` (lower-cased). */
export const deviceKey = (deviceid: string): string => `device:${deviceid.toLowerCase()}`;

/** The limit of a key: 20 for `device:` keys, 5 for every other key. */
export function failureLimit(key: string): number {
  return key.startsWith('device:') ? MAX_FAILURES_PER_DEVICE : MAX_FAILURES_PER_ACCOUNT;
}

/**
 * Whether sign-in is blocked for any of `keys` at `now`.
 * @returns null when allowed, else how long until the first blocked key allows one more
 *   attempt, in whole seconds (at least 1)
 */
export async function signInBlocked(
  db: Database,
  keys: readonly string[],
  now: Date,
): Promise<{ retryAfterSeconds: number } | null> {
  if (keys.length === 0) return null;
  const since = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
  const counts = await db
    .select({ key: signInFailures.key, failures: count(), oldest: min(signInFailures.at) })
    .from(signInFailures)
    .where(and(inArray(signInFailures.key, [...keys]), gte(signInFailures.at, since)))
    .groupBy(signInFailures.key);
  let blocked = false;
  let waitMs = 0;
  for (const { key, failures } of counts) {
    const limit = failureLimit(key);
    if (failures < limit) continue;
    blocked = true;
    // Allowed again once the failure that keeps the count at the limit leaves the window.
    const rows = await db
      .select({ at: signInFailures.at })
      .from(signInFailures)
      .where(and(eq(signInFailures.key, key), gte(signInFailures.at, since)))
      .orderBy(asc(signInFailures.at))
      .limit(failures - limit + 1);
    const freeing = rows.at(-1)?.at ?? now;
    waitMs = Math.max(waitMs, freeing.getTime() + SIGN_IN_WINDOW_MS - now.getTime());
  }
  return blocked ? { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) } : null;
}

/** Records one failed sign-in at `now` under each key. */
export async function recordSignInFailure(
  db: Database,
  keys: readonly string[],
  now: Date,
): Promise<void> {
  if (keys.length === 0) return;
  await db.insert(signInFailures).values(keys.map((key) => ({ key, at: now })));
}

/** Forgets the failures of `keys` (after a successful sign-in, pass the account key). */
export async function clearSignInFailures(db: Database, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(signInFailures).where(inArray(signInFailures.key, [...keys]));
}

/**
 * The reason of a blocked sign-in: 'Too many failed sign-in attempts. Please wait N minutes
 * and try again.' with N the wait rounded up to whole minutes (at least 1).
 */
export function tooManyAttemptsReason(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`;
}

/**
 * The answer to a blocked sign-in: HTTP 429 `{ tag: '<tag>_error', reason }` (see
 * {@link tooManyAttemptsReason}).
 */
export function tooManyAttempts(
  tag: string,
  blocked: { retryAfterSeconds: number },
): { status: 429; body: { tag: string; reason: string } } {
  return {
    status: 429,
    body: { tag: `${tag}_error`, reason: tooManyAttemptsReason(blocked.retryAfterSeconds) },
  };
}
