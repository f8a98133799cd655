/**
 * The devices an account has signed in from, so that a lockout caused by someone else's wrong
 * guesses does not lock the owner's own devices out (OWASP's "device cookies"). A device is
 * trusted for an account after a successful sign-in from it, for
 * {@link TRUSTED_DEVICE_MEMORY_MS} after the last one; the `deviceid` every request carries is
 * the cookie (a random UUID the server issued, see `device.create`).
 * @see auth/sign-in.ts; db/tables/throttles.ts `trusted_devices`; issue 9 "Safe"
 */
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/open';
import { trustedDevices } from '../db/schema';

/** How long a device stays trusted after its last successful sign-in: 90 days, in ms. */
export const TRUSTED_DEVICE_MEMORY_MS = 90 * 24 * 60 * 60_000;

/**
 * Whether `device` signed in to `account` successfully in the last
 * {@link TRUSTED_DEVICE_MEMORY_MS}.
 * @param account `parent:<normalised e-mail>` or `student:<normalised handle>`
 * @param device the request's `deviceid`, lower-cased
 */
export async function isTrustedDevice(
  db: Database,
  account: string,
  device: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .select({ account: trustedDevices.account })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.account, account),
        eq(trustedDevices.deviceId, device),
        gt(trustedDevices.expiresAt, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Trusts `device` for `account` from `now` for {@link TRUSTED_DEVICE_MEMORY_MS} (renewed). */
export async function trustDevice(
  db: Database,
  account: string,
  device: string,
  now: Date,
): Promise<void> {
  const expiresAt = new Date(now.getTime() + TRUSTED_DEVICE_MEMORY_MS);
  await db
    .insert(trustedDevices)
    .values({ account, deviceId: device, expiresAt })
    .onConflictDoUpdate({
      target: [trustedDevices.account, trustedDevices.deviceId],
      set: { expiresAt },
    });
}

/**
 * Moves the trust of every device from one account key to another (a parent changed their
 * e-mail address, which is their sign-in account): the family's devices stay counted apart from
 * strangers' guesses at the new address. Rows already under `to` are stale (no account had that
 * address: the caller has just taken it) and are dropped first, so the move never collides.
 * @param from `parent:<old normalised e-mail>`
 * @param to `parent:<new normalised e-mail>`
 */
export async function moveTrustedDevices(db: Database, from: string, to: string): Promise<void> {
  await forgetTrustedDevices(db, to);
  await db.update(trustedDevices).set({ account: to }).where(eq(trustedDevices.account, from));
}

/**
 * Forgets every device trusted for `account`: its next successful sign-in from a device trusts
 * that device again. For an account someone else held (an undone e-mail change), whose devices
 * may include theirs.
 * @param account `parent:<normalised e-mail>` or `student:<normalised handle>`
 */
export async function forgetTrustedDevices(db: Database, account: string): Promise<void> {
  await db.delete(trustedDevices).where(eq(trustedDevices.account, account));
}

/**
 * Deletes the trust of devices whose last successful sign-in is older than
 * {@link TRUSTED_DEVICE_MEMORY_MS} (`expires_at` before `now`).
 * @returns how many rows were deleted
 */
export async function deleteExpiredTrustedDevices(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(trustedDevices)
    .where(lt(trustedDevices.expiresAt, now))
    .returning({ account: trustedDevices.account });
  return deleted.length;
}
