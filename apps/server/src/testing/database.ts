/**
 * Fresh, migrated databases for tests, copied from the run's template instead of being created
 * and migrated one by one: in-memory PGlite (see `database-template.ts`), or PostgreSQL when the
 * run has `MATHCOLS_TEST_DATABASE_URL` (the vitest project `server-postgres`, see
 * `postgres-databases.ts`).
 */
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, beforeAll, inject } from 'vitest';
import { PGLITE_SUBDIR, pgliteHandle, type DatabaseHandle } from '../db/open';
import * as schema from '../db/schema';
import {
  DATABASE_TEMPLATE_KEY,
  buildDatabaseTemplate,
  templateFingerprint,
} from './database-template';
import {
  POSTGRES_TEMPLATE_KEY,
  TEST_DATABASE_URL_ENV,
  copyPostgresTemplate,
  dropDatabase,
} from './postgres-databases';

/** Connections of one test database's pool (a run opens dozens of databases at once). */
const TEST_POOL_SIZE = 4;

/**
 * Which database `openTestDatabase()` gives in this run: `postgres` when
 * `MATHCOLS_TEST_DATABASE_URL` is set (project `server-postgres`), else `memory` (PGlite).
 */
export function testDatabaseKind(): 'postgres' | 'memory' {
  return process.env[TEST_DATABASE_URL_ENV] ? 'postgres' : 'memory';
}

let template: Promise<Blob> | undefined;

/**
 * The template dump: the file `global-setup.ts` provided, read once per test file. When there is
 * none (the global setup did not run, or the file is gone) or it was made from other migrations
 * than the ones on disk now (they changed during a watch run), one is built here, which takes
 * seconds.
 */
function templateDump(): Promise<Blob> {
  if (!template) {
    const loading = loadTemplate();
    loading.catch(() => {
      if (template === loading) template = undefined;
    });
    template = loading;
  }
  return template;
}

async function loadTemplate(): Promise<Blob> {
  const provided = inject(DATABASE_TEMPLATE_KEY);
  if (provided && provided.fingerprint === (await templateFingerprint())) {
    try {
      return new Blob([new Uint8Array(await readFile(provided.path))]);
    } catch {
      // Removed meanwhile (e.g. by a run on other migrations): build one below.
    }
  }
  return buildDatabaseTemplate();
}

/**
 * Opens a fresh database with every migration applied — a private copy of the run's migrated
 * template, so data written by one test file is never seen by another. On PGlite an in-memory
 * copy (about half a second, instead of 3–5 s for `openDatabase()`); on PostgreSQL (see
 * {@link testDatabaseKind}) a new database `t_<run>_<random>` made from the run's template
 * (tens of ms), dropped when the handle is closed. Close it after the file.
 * @returns a handle of kind `memory` or `postgres`
 * @throws when the template cannot be built or loaded; on PostgreSQL when the global setup of
 *   the project did not provide a template or the database cannot be created
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind() === 'postgres') return openPostgresTestDatabase();
  const client = await PGlite.create({ loadDataDir: await templateDump() });
  return pgliteHandle(client, 'memory');
}

/**
 * Opens something for the calling test file: `open` runs in a `beforeAll`, `close` in an
 * `afterAll` (only when `open` succeeded).
 * @returns an object that gets the properties of what `open` returned once the file's
 *   `beforeAll` has run: read it in tests and hooks, not while the file loads
 */
export function openForFile<T extends object>(
  open: () => Promise<T>,
  close: (value: T) => Promise<void>,
): T {
  const value = {} as T;
  let opened: T | undefined;
  beforeAll(async () => {
    opened = await open();
    Object.assign(value, opened);
  });
  afterAll(async () => {
    if (opened) await close(opened);
  });
  return value;
}

/**
 * A fresh database for the calling test file (see {@link openTestDatabase}), closed after its
 * tests (see {@link openForFile}: filled in before the first test).
 */
export function useTestDatabase(): DatabaseHandle {
  return openForFile(openTestDatabase, (handle) => handle.close());
}

/**
 * A URL of a fresh, migrated, empty PostgreSQL database for a server process started by a test
 * (`DATABASE_URL`), and how to drop it. Only in a PostgreSQL run (see {@link testDatabaseKind}).
 * @throws outside a PostgreSQL run, or when the database cannot be created
 */
export async function createPostgresTestDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const template = inject(POSTGRES_TEMPLATE_KEY);
  if (!template) {
    throw new Error(
      `${TEST_DATABASE_URL_ENV} is set but no template database was provided: run the vitest project server-postgres (its global setup makes one)`,
    );
  }
  const copy = await copyPostgresTemplate(template);
  let dropped: Promise<void> | undefined;
  return { url: copy.url, drop: () => (dropped ??= dropDatabase(template.url, copy.name)) };
}

async function openPostgresTestDatabase(): Promise<DatabaseHandle> {
  const copy = await createPostgresTestDatabase();
  const client = postgres(copy.url, { max: TEST_POOL_SIZE, onnotice: () => {} });
  let closed: Promise<void> | undefined;
  return {
    db: drizzle({ client, schema }),
    kind: 'postgres',
    close: () => (closed ??= client.end({ timeout: 5 }).then(copy.drop)),
  };
}

/**
 * Fills a new data folder with a copy of the migrated template, laid out as `openDatabase({
 * dataDir })` keeps it (`<dataDir>/pglite`), so that a server started on it opens an existing,
 * empty, migrated database — about a second instead of 3–5 s for `initdb` on an empty folder.
 * Tests of what happens on a truly empty folder must not use it.
 * @param dataDir the data folder (created if missing)
 * @throws when `<dataDir>/pglite` already holds a database
 */
export async function prepareDataDir(dataDir: string): Promise<void> {
  const dir = join(dataDir, PGLITE_SUBDIR);
  await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir, { loadDataDir: await templateDump() });
  await client.close();
}
