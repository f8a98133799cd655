/**
 * A test app: the Hono app over a fresh copy of the migrated test database (see
 * `openTestDatabase`), with a clock the test moves and one device.
 */
import type { Hono } from 'hono';
import { createApp, type AppOptions } from '../app';
import type { Database, DatabaseHandle } from '../db/open';
import { openForFile, openTestDatabase } from './database';
import { newDevice, post, type JsonAnswer } from './http';

/** The moment tests start at; `clock.now` can be moved. */
export const START = new Date('2025-03-14T09:30:00Z');

/** An app over a fresh in-memory database, with a movable clock and one device. */
export interface TestApp {
  database: DatabaseHandle;
  db: Database;
  app: Hono;
  clock: { now: Date };
  deviceid: string;
  /** POSTs `{ ...body, deviceid }` to `/api` (the body's own `deviceid` wins). */
  call(body: Record<string, unknown>): Promise<JsonAnswer>;
}

/**
 * Opens a fresh copy of the migrated test database (see `openTestDatabase`) and builds the app;
 * close `database` after the file.
 * @param options more options of the app (e.g. a payment provider) @defaultValue none
 */
export async function startTestApp(options: Omit<AppOptions, 'db' | 'now'> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const clock = { now: START };
  const app = createApp({ ...options, db: database.db, now: () => clock.now });
  const deviceid = await newDevice(app);
  return {
    database,
    db: database.db,
    app,
    clock,
    deviceid,
    call: (body) => post(app, '/api', { deviceid, ...body }),
  };
}

/**
 * A test app (see {@link startTestApp}) for the calling test file, its database closed after the
 * file's tests (see `openForFile`: filled in before the first test).
 * @param options more options of the app @defaultValue none
 */
export function useTestApp(options: Omit<AppOptions, 'db' | 'now'> = {}): TestApp {
  return openForFile(
    () => startTestApp(options),
    (t) => t.database.close(),
  );
}
