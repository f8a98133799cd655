import { appendFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/open';
import { parents } from '../db/schema';
import { MIGRATIONS_FOLDER } from '../paths';
import { openTestDatabase } from './database';
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
    expect(first.kind).toBe('memory');
    for (const { db } of [first, second]) {
      const applied = (await db.execute(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { count: number }[] };
      expect(applied.rows[0]?.count).toBe(journal.entries.length);
    }
    await first.db
      .insert(parents)
      .values({ email: 'only@first.test', passwordHash: '-', firstname: 'A', lastname: 'B' });
    expect(await first.db.select().from(parents)).toHaveLength(1);
    expect(await second.db.select().from(parents)).toHaveLength(0);
    expect(await (await open()).db.select().from(parents)).toHaveLength(0);
  });
});

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
