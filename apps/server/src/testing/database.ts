/**
 * Fresh, migrated in-memory databases for tests, copied from the run's template instead of
 * being created and migrated one by one (see `database-template.ts`).
 */
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { PGLITE_SUBDIR, pgliteHandle, type DatabaseHandle } from '../db/open';
import {
  DATABASE_TEMPLATE_KEY,
  buildDatabaseTemplate,
  templateFingerprint,
} from './database-template';

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
 * Opens a fresh in-memory PGlite with every migration applied — a private copy of the run's
 * migrated template, so data written by one test file is never seen by another (about half a
 * second, instead of 3–5 s for `openDatabase()`). Close it after the file.
 * @returns a handle of kind `memory`
 * @throws when the template cannot be built or loaded
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const client = await PGlite.create({ loadDataDir: await templateDump() });
  return pgliteHandle(client, 'memory');
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
