/**
 * The database schema (Drizzle, PostgreSQL dialect — the same on PGlite and PostgreSQL).
 * Migrations in `apps/server/drizzle` are generated from this file with `npm run db:generate`.
 * @see spec §3 "Device"; architecture.md "Persistence"
 */
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Devices the server issued an id to (`device.create`).
 * - `id`: the device id (random UUID) the client stores in its `deviceid` cookie;
 * - `devicetype`: the kind of client it said it is (e.g. `web`), 1–64 characters;
 * - `created_at`: when it was issued (timestamp with time zone).
 */
export const devices = pgTable('devices', {
  id: uuid('id').primaryKey().defaultRandom(),
  devicetype: text('devicetype').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A row of {@link devices}. */
export type DeviceRow = typeof devices.$inferSelect;
