/**
 * Device records: issue a device id, check that one was issued (with a small in-memory cache of
 * known devices, so the hot paths do not ask the database on every request).
 * @see spec §4 Device identity; issue 9 "Fast" (the hot paths skip the database)
 */
import { eq } from 'drizzle-orm';
import type { Database } from './open';
import { devices } from './schema';

/**
 * Stores a new device and returns its id (a random UUID made by the database).
 * @param devicetype the kind of client, already validated (1–64 characters)
 * @param createdAt when it was issued (the app's clock)
 */
export async function insertDevice(
  db: Database,
  devicetype: string,
  createdAt: Date,
): Promise<string> {
  const [row] = await db
    .insert(devices)
    .values({ devicetype, createdAt })
    .returning({ id: devices.id });
  if (!row) throw new Error('Inserting a device returned no row');
  return row.id;
}

/**
 * Whether the device id was issued by this server.
 * @param id a syntactically valid UUID (the protocol schema checks that first)
 */
export async function deviceExists(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: devices.id })
    .from(devices)
    .where(eq(devices.id, id.toLowerCase()))
    .limit(1);
  return rows.length > 0;
}

/**
 * How long a device found in the database is trusted without asking the database again, in ms.
 * Devices are never deleted, so this only bounds how stale a cached answer can be.
 */
export const KNOWN_DEVICE_TTL_MS = 5 * 60_000;

/**
 * The most device ids one {@link KnownDevices} keeps (the least recently used goes first), so a
 * client cannot grow the server's memory without limit (about 150 bytes each).
 */
export const KNOWN_DEVICE_CACHE_SIZE = 10_000;

/** Whether a device id was issued, answered from memory when it was seen recently. */
export interface KnownDevices {
  /**
   * Whether the device id was issued by this server (same contract as {@link deviceExists}).
   * Only ids found in the database are kept: an unknown id is looked up again every time, so a
   * device created a moment after a refusal is accepted at once.
   */
  exists(id: string): Promise<boolean>;
}

/** Options of {@link createKnownDevices}. */
export interface KnownDevicesOptions {
  /** @defaultValue {@link KNOWN_DEVICE_TTL_MS} */
  ttlMs?: number;
  /** @defaultValue {@link KNOWN_DEVICE_CACHE_SIZE} */
  maxEntries?: number;
  /** Milliseconds on any monotonic scale, for the TTL. @defaultValue `performance.now` */
  clock?: () => number;
}

/**
 * A cache of known devices in front of {@link deviceExists}: a `Map` in least-recently-used
 * order (a hit moves the id to the end; past `maxEntries` the first one is dropped), each entry
 * trusted for `ttlMs` after the database confirmed it. One per app; nothing is shared between
 * processes, which is safe because devices are only ever added.
 */
export function createKnownDevices(db: Database, options: KnownDevicesOptions = {}): KnownDevices {
  const ttlMs = options.ttlMs ?? KNOWN_DEVICE_TTL_MS;
  const maxEntries = options.maxEntries ?? KNOWN_DEVICE_CACHE_SIZE;
  const clock = options.clock ?? (() => performance.now());
  /** Lower-cased id → when it stops being trusted (on `clock`'s scale). */
  const known = new Map<string, number>();
  return {
    async exists(id) {
      const key = id.toLowerCase();
      const expires = known.get(key);
      if (expires !== undefined) {
        known.delete(key);
        if (clock() < expires) {
          known.set(key, expires);
          return true;
        }
      }
      if (!(await deviceExists(db, key))) return false;
      known.set(key, clock() + ttlMs);
      if (known.size > maxEntries) {
        const oldest = known.keys().next();
        if (!oldest.done) known.delete(oldest.value);
      }
      return true;
    },
  };
}
