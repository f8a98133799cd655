/**
 * Device records: issue a device id, check that one was issued.
 * @see spec §4 Device identity
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
