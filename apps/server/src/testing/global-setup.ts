/**
 * Global setup of the vitest project `server`: provides the migrated template database (see
 * `database-template.ts`) as a file in `node_modules/.cache/mathcols-server-tests/`, named by its
 * fingerprint. A run whose migrations, PGlite and drizzle-orm match an earlier one reuses that
 * file; otherwise the template is built (3–5 s) and written there.
 *
 * In the project `server-postgres` (`MATHCOLS_TEST_DATABASE_URL` set) it also creates and
 * migrates the run's PostgreSQL template database (see `postgres-databases.ts`), provides it,
 * and drops it with every copy left over when the run ends. The PGlite template is still made:
 * tests of the data folder (`prepareDataDir`) run in both projects.
 */
import { mkdir, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { SERVER_ROOT } from '../paths';
import {
  DATABASE_TEMPLATE_KEY,
  buildDatabaseTemplate,
  templateFingerprint,
} from './database-template';
import {
  POSTGRES_TEMPLATE_KEY,
  TEST_DATABASE_URL_ENV,
  createPostgresTemplate,
  dropRunDatabases,
} from './postgres-databases';

/** Where template files are kept between runs (git-ignored with `node_modules`). */
export const TEMPLATE_CACHE_DIR = join(
  SERVER_ROOT,
  '..',
  '..',
  'node_modules',
  '.cache',
  'mathcols-server-tests',
);

/** Templates of other fingerprints unused for this long are deleted, in ms. */
const STALE_MS = 24 * 60 * 60 * 1000;

/**
 * Finds or builds the template and provides `{ path, fingerprint }` under
 * {@link DATABASE_TEMPLATE_KEY}. Writes go to a temporary name first, so a concurrent run never
 * reads half a file; templates of other fingerprints are deleted once a day old (a run on other
 * migrations may still be reading a newer one).
 * @returns on PostgreSQL, the teardown that drops the run's databases; else nothing
 * @throws when the migrations fail (every test file would fail the same way), or PostgreSQL
 *   cannot be reached or its role may not create databases
 */
export default async function setup(
  project: TestProject,
): Promise<(() => Promise<void>) | undefined> {
  const fingerprint = await templateFingerprint();
  const name = `db-template-${fingerprint.slice(0, 24)}.tar`;
  const path = join(TEMPLATE_CACHE_DIR, name);
  await mkdir(TEMPLATE_CACHE_DIR, { recursive: true });
  const now = new Date();
  try {
    await utimes(path, now, now);
  } catch {
    const dump = await buildDatabaseTemplate();
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, path);
  }
  project.provide(DATABASE_TEMPLATE_KEY, { path, fingerprint });
  for (const other of await readdir(TEMPLATE_CACHE_DIR)) {
    const file = join(TEMPLATE_CACHE_DIR, other);
    if (other === name) continue;
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: now.getTime() }));
    if (now.getTime() - mtimeMs > STALE_MS) await rm(file, { force: true });
  }
  // The project's own `env` (see vitest.config.ts), so the PGlite project never sees the URL.
  const url = project.config.env?.[TEST_DATABASE_URL_ENV];
  if (!url) return undefined;
  const template = await createPostgresTemplate(url);
  project.provide(POSTGRES_TEMPLATE_KEY, template);
  return () => dropRunDatabases(template);
}
