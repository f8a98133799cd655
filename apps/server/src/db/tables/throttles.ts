/**
 * The table behind every throttle (sign-in lockouts, device ids, registrations, verification
 * e-mails and codes, contact messages): one row per key, read and changed only in a transaction
 * holding the row (`SELECT … FOR UPDATE`), so the limits hold across every server process on
 * the database.
 * @see auth/throttle.ts; issue 9 "Safe" (throttles stored so that they hold across processes)
 */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Throttle state per key.
 * - `key`: `<rule>:<subject>`, e.g. `sign-in-account:parent:pat@example.test`,
 *   `sign-in-address:203.0.113.7`, `device-create:2001:db8:1:2::/64`;
 * - `hits`: attempts counted in the current window; `window_started_at`: when that window began;
 * - `strikes`: lockouts so far (each one doubles the next, up to the rule's cap);
 *   `locked_until`: refused until then (null or past = not locked);
 * - `expires_at`: after it the row means nothing (window over, lock over, strikes forgotten):
 *   the next attempt starts afresh and the scheduled purge may delete it.
 */
export const throttles = pgTable(
  'throttles',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    strikes: integer('strikes').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('throttles_expires_idx').on(table.expiresAt)],
);

/** A row of {@link throttles}. */
export type ThrottleRow = typeof throttles.$inferSelect;

/**
 * Devices each account has signed in from (OWASP's "device cookies"): a sign-in from one of them
 * is counted in a lockout of its own, so someone who knows a child's handle or a parent's
 * e-mail and locks it with wrong guesses does not lock the family's own devices out.
 * - `account`: `parent:<normalised e-mail>` or `student:<normalised handle>`, as in the
 *   sign-in throttle's key;
 * - `device_id`: the lower-cased `deviceid` of the successful sign-in;
 * - `expires_at`: forgotten then (renewed by every successful sign-in from the device); the
 *   scheduled purge deletes the row.
 * @see auth/trusted-devices.ts
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    account: text('account').notNull(),
    deviceId: text('device_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.account, table.deviceId] }),
    index('trusted_devices_expires_idx').on(table.expiresAt),
  ],
);
