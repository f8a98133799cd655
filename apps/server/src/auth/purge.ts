/**
 * The scheduled clean-up of sign-in state: expired sessions, throttle rows that no longer mean
 * anything, devices no longer trusted, and forgotten-password links, e-mail verification codes
 * and e-mail change undo links used or expired. Safe to run from several servers at once (plain
 * deletes by time).
 * @see issue 9 "Safe" (expired sessions and old sign-in failures purged on a schedule);
 *   jobs/scheduler.ts
 */
import { deleteSpentEmailUndos } from '../accounts/email-undo';
import { deleteSpentPasswordResets } from '../accounts/password-reset';
import { deleteSpentEmailVerifications } from '../accounts/verification';
import type { Database } from '../db/open';
import { deleteExpiredSessions } from './sessions';
import { deleteExpiredThrottles } from './throttle';
import { deleteExpiredTrustedDevices } from './trusted-devices';

/** How many rows {@link purgeExpired} deleted. */
export interface PurgeCounts {
  /** Sessions whose `expires_at` was before `now`. */
  sessions: number;
  /** Throttle rows whose window, lock and back-off had all passed (`expires_at` before `now`). */
  throttles: number;
  /** Trusted devices whose last successful sign-in was over 90 days before `now`. */
  trustedDevices: number;
  /** Forgotten-password links used, or expired before `now`. */
  passwordResets: number;
  /** E-mail verification codes (with their links) used, or expired before `now`. */
  emailVerifications: number;
  /** Undo links of e-mail changes used, or expired before `now`. */
  emailUndos: number;
}

/**
 * Deletes sessions, throttle rows, trusted devices, forgotten-password links, e-mail
 * verification codes and e-mail change undo links that expired before `now`, and the links and
 * codes already used.
 * @throws on database errors
 */
export async function purgeExpired(db: Database, now: Date): Promise<PurgeCounts> {
  return {
    sessions: await deleteExpiredSessions(db, now),
    throttles: await deleteExpiredThrottles(db, now),
    trustedDevices: await deleteExpiredTrustedDevices(db, now),
    passwordResets: await deleteSpentPasswordResets(db, now),
    emailVerifications: await deleteSpentEmailVerifications(db, now),
    emailUndos: await deleteSpentEmailUndos(db, now),
  };
}
