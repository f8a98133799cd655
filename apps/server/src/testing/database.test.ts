import { appendFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/open';
import { parents } from '../db/schema';
import { MIGRATIONS_FOLDER } from '../paths';
import { createPostgresTestDatabase, openTestDatabase, testDatabaseKind } from './database';
import { templateFingerprint } from './database-template';

const opened: DatabaseHandle[] = [];
afterAll(async () => {
  await Promise.all(opened.map((handle) => handle.close()));
});

async function open(): Promise<DatabaseHandle> {
  const handle = await openTestDatabase();
  opened.push(handle);
  return handle;
}

describe('openTestDatabase', () => {
  it('gives every caller its own database with every migration applied', async () => {
    const journal = JSON.parse(
      await readFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const [first, second] = [await open(), await open()];
    expect(first.kind).toBe(testDatabaseKind());
    for (const { db } of [first, second]) {
      const applied = (await db.execute(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      )) as unknown as { rows?: { count: number }[] } & { count: number }[];
      // PGlite answers `{ rows }`, postgres.js the rows themselves.
      expect((applied.rows ?? applied)[0]?.count).toBe(journal.entries.length);
    }
    await first.db
      .insert(parents)
      .values({ email: 'only@first.test', passwordHash: '-', firstname: 'A', lastname: 'B' });
    expect(await first.db.select().from(parents)).toHaveLength(1);
    expect(await second.db.select().from(parents)).toHaveLength(0);
    expect(await (await open()).db.select().from(parents)).toHaveLength(0);
  });
});

/** The rows of a raw query on PostgreSQL (postgres.js answers the rows themselves). */
async function rowsOf<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await handle.db.execute(query)) as unknown as T[];
}

// Only PostgreSQL test databases live outside the test process, so only they must be dropped.
if (testDatabaseKind() === 'postgres') {
  describe('openTestDatabase on PostgreSQL', () => {
    it('drops the database of a closed handle, and of a server URL once told to', async () => {
      const observer = await open();
      const databases = async () =>
        (await rowsOf<{ datname: string }>(observer, sql`select datname from pg_database`)).map(
          (row) => row.datname,
        );
      const other = await openTestDatabase();
      const [own] = await rowsOf<{ name: string }>(other, sql`select current_database() as name`);
      expect(await databases()).toContain(own?.name);
      await other.close();
      await other.close();
      expect(await databases()).not.toContain(own?.name);

      const forServer = await createPostgresTestDatabase();
      const name = new URL(forServer.url).pathname.slice(1);
      expect(await databases()).toContain(name);
      await forServer.drop();
      expect(await databases()).not.toContain(name);
    });
  });
}

describe('templateFingerprint', () => {
  it('is the same for the same migrations and changes when one is edited or added', async () => {
    const root = await mkdtemp(join(tmpdir(), 'mathcols-migrations-'));
    try {
      const copy = join(root, 'drizzle');
      await cp(MIGRATIONS_FOLDER, copy, { recursive: true });
      const original = await templateFingerprint(MIGRATIONS_FOLDER);
      expect(await templateFingerprint(copy)).toBe(original);
      await writeFile(join(copy, '9999_next.sql'), 'SELECT 1;');
      const added = await templateFingerprint(copy);
      expect(added).not.toBe(original);
      await appendFile(join(copy, 'meta', '_journal.json'), ' ');
      expect(await templateFingerprint(copy)).not.toBe(added);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
