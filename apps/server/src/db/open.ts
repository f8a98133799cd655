/**
 * Opens the database — PostgreSQL by URL, embedded PGlite in a data folder, or in-memory PGlite
 * for tests — and applies the committed migrations.
 * @see architecture.md "Persistence"; docs/runbook.md
 */
import { mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { MIGRATIONS_FOLDER } from '../paths';
import { databaseStartupError } from './connection-errors';
import * as schema from './schema';

/** A Drizzle database over our schema, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database and how to close it. */
export interface DatabaseHandle {
  db: Database;
  /** `postgres` (DATABASE_URL), `pglite` (data folder) or `memory` (in-memory PGlite). */
  kind: 'postgres' | 'pglite' | 'memory';
  /** Closes the connection (pool) or the embedded database; safe to call twice. */
  close(): Promise<void>;
}

/** Where the data lives; the first one given wins. */
export interface OpenDatabaseOptions {
  /** `postgres://…` — use PostgreSQL via postgres.js. */
  databaseUrl?: string;
  /** Folder for embedded PGlite; its database files go to `<dataDir>/pglite` (created). */
  dataDir?: string;
  /** @defaultValue `apps/server/drizzle` */
  migrationsFolder?: string;
}

/** Sub-folder of the data folder that holds PGlite's files. */
export const PGLITE_SUBDIR = 'pglite';

/**
 * Opens the database and applies pending migrations. With neither `databaseUrl` nor `dataDir`,
 * opens an in-memory PGlite (lost on close; tests). PGlite takes a few seconds to open.
 * @throws when the migrations folder is missing, the database is unreachable or a migration fails;
 *   for PostgreSQL the message names the cause (see `describeDatabaseError`)
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  checkMigrationsFolder(migrationsFolder);
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres({ client, schema });
    try {
      await migratePostgres(db, { migrationsFolder });
    } catch (error) {
      await client.end({ timeout: 5 });
      throw databaseStartupError(error);
    }
    return { db, kind: 'postgres', close: once(() => client.end({ timeout: 5 })) };
  }
  let client: PGlite;
  if (options.dataDir) {
    const dir = join(options.dataDir, PGLITE_SUBDIR);
    await mkdir(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  try {
    await migrateEmbedded(client, migrationsFolder);
  } catch (error) {
    await client.close();
    throw error;
  }
  return pgliteHandle(client, options.dataDir ? 'pglite' : 'memory');
}

/**
 * Applies pending migrations to an open PGlite instance (what {@link openDatabase} does for the
 * embedded database; tests use it to migrate their template database once).
 * @param migrationsFolder @defaultValue `apps/server/drizzle`
 * @throws when the migrations folder is missing or a migration fails (`client` stays open)
 */
export async function migrateEmbedded(
  client: PGlite,
  migrationsFolder: string = MIGRATIONS_FOLDER,
): Promise<void> {
  checkMigrationsFolder(migrationsFolder);
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
}

/**
 * Wraps an open, already migrated PGlite instance as a {@link DatabaseHandle} over our schema
 * (no migrations run; tests wrap copies of their migrated template with it). Closing the
 * handle closes `client`.
 * @param kind `pglite` for a data folder, `memory` for an in-memory database
 */
export function pgliteHandle(client: PGlite, kind: 'pglite' | 'memory'): DatabaseHandle {
  return {
    db: drizzlePglite({ client: oneStatementPerTurn(client), schema }),
    kind,
    close: once(() => client.close()),
  };
}

/**
 * `client` as Drizzle uses it, with each statement or transaction (`query`, `exec`,
 * `transaction`) started on a turn of the event loop of its own, one after the other.
 *
 * PGlite runs SQL on this thread and answers through already-resolved promises, so without
 * this every statement waiting for PGlite's lock runs in one chain of promises: the event loop
 * gets back to polling only when the whole queue is empty. libuv accepts at most one new
 * connection per poll (libuv 1.45+), so a flood of database requests (hundreds of statements
 * per turn) left new connections waiting in the listen queue until the flood ended. Here a turn
 * runs one statement or one whole transaction (which holds PGlite's lock anyway), as with a
 * PostgreSQL server, whose answers come back through the poll phase. The statements inside a
 * transaction go to PGlite directly.
 */
function oneStatementPerTurn(client: PGlite): PGlite {
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const result = last.then(() => nextTurn()).then(run);
    last = result.catch(() => undefined);
    return result;
  };
  const gated: Pick<PGlite, 'query' | 'exec' | 'transaction'> = {
    query: (...args) => inTurn(() => client.query(...args)),
    exec: (...args) => inTurn(() => client.exec(...args)),
    transaction: (callback) => inTurn(() => client.transaction(callback)),
  };
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query' || key === 'exec' || key === 'transaction') return gated[key];
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function checkMigrationsFolder(migrationsFolder: string): void {
  if (!existsSync(join(migrationsFolder, 'meta', '_journal.json'))) {
    throw new Error(`Database migrations not found in ${migrationsFolder}`);
  }
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
