/**
 * The migrated template database of the server tests: an in-memory PGlite, opened and migrated
 * once (`global-setup.ts`, which keeps it between runs until the migrations or the PGlite and
 * drizzle-orm versions change) and dumped as a tarball that every test file loads into a fresh
 * in-memory database (`database.ts`). Opening PGlite from scratch runs `initdb`, which takes
 * 3–5 s here; loading the dump takes about half a second.
 *
 * No vitest runtime imports here: `global-setup.ts` runs outside the test workers.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrateEmbedded } from '../db/open';
import { MIGRATIONS_FOLDER } from '../paths';

/** Where the template dump of this run is, and which migrations it was made from. */
export interface DatabaseTemplate {
  /** Absolute path of the uncompressed tarball (`PGlite#dumpDataDir('none')`). */
  path: string;
  /** {@link templateFingerprint} of what the template was made from. */
  fingerprint: string;
}

/** The `provide`/`inject` key under which `global-setup.ts` hands the template to test files. */
export const DATABASE_TEMPLATE_KEY = 'mathcolsDatabaseTemplate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by `apps/server/src/testing/global-setup.ts`; absent when it did not run. */
    [DATABASE_TEMPLATE_KEY]?: DatabaseTemplate;
  }
}

/**
 * A hash (SHA-256, hex) of what a template database depends on: every file in the migrations
 * folder (relative names and contents) and the installed versions of PGlite and drizzle-orm, so
 * a template made before a migration was added or edited, or by another PGlite, is recognised
 * as stale.
 * @param folder @defaultValue `apps/server/drizzle`
 * @throws when the folder cannot be read
 */
export async function templateFingerprint(folder: string = MIGRATIONS_FOLDER): Promise<string> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  const hash = createHash('sha256');
  for (const name of ['@electric-sql/pglite', 'drizzle-orm']) {
    hash.update(`${name}@${await installedVersion(name)}`).update('\0');
  }
  for (const file of files) {
    hash.update(relative(folder, file)).update('\0');
    hash.update(await readFile(file)).update('\0');
  }
  return hash.digest('hex');
}

/** The version in the `package.json` of an installed package (which may not export it). */
async function installedVersion(name: string): Promise<string> {
  let dir = dirname(createRequire(import.meta.url).resolve(name));
  while (dirname(dir) !== dir) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const parsed = JSON.parse(await readFile(manifest, 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (parsed.name === name && parsed.version) return parsed.version;
    }
    dir = dirname(dir);
  }
  throw new Error(`No package.json found for ${name}`);
}

/**
 * Opens an in-memory PGlite, applies the migrations and dumps its data folder: the bytes to
 * pass as `loadDataDir` to `PGlite.create` for a migrated copy (about 40 MB, uncompressed,
 * because loading a gzipped dump is slower).
 * @param migrationsFolder @defaultValue `apps/server/drizzle`
 * @throws when a migration fails
 */
export async function buildDatabaseTemplate(
  migrationsFolder: string = MIGRATIONS_FOLDER,
): Promise<Blob> {
  const client = await PGlite.create();
  try {
    await migrateEmbedded(client, migrationsFolder);
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
