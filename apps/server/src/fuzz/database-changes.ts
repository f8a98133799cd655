/**
 * A change counter over a whole test database, to show that a request changed nothing: a row
 * trigger on every table of the `public` schema (found at run time, so new tables are covered)
 * adds one to a counter for each row inserted, updated or deleted. The counter is a table, so a
 * write rolled back is not counted; reading it is one tiny query, cheap enough to run around
 * thousands of requests. Only for throwaway test databases: it adds a table, a function and
 * triggers.
 * @see issue 9 "Safe" (nothing in the database changes on a refused request)
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/open';

/** The rows of a raw query, whichever driver answers (PGlite: `{ rows }`, postgres.js: rows). */
async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

/** What {@link watchChanges} answers. */
export interface ChangeCounter {
  /** The tables watched, by name. */
  tables: string[];
  /** Rows written so far (inserted, updated or deleted) in the watched tables. */
  count(): Promise<number>;
}

/**
 * Installs the counter and its triggers.
 * @param db a test database (it gets table `fuzz_changes`, function `fuzz_count_change()` and a
 *   trigger `fuzz_count_change` on each watched table)
 * @param ignore tables not watched (their rows may change by design)
 * @throws when the schema has no table to watch
 */
export async function watchChanges(
  db: Database,
  ignore: readonly string[] = [],
): Promise<ChangeCounter> {
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  )
    .map((row) => row.name)
    .filter((name) => !ignore.includes(name));
  if (tables.length === 0) throw new Error('No table to watch');
  await db.execute(sql`create table fuzz_changes (rows bigint not null)`);
  await db.execute(sql`insert into fuzz_changes values (0)`);
  await db.execute(
    sql.raw(`create function fuzz_count_change() returns trigger language plpgsql as $$
      begin update fuzz_changes set rows = rows + 1; return null; end $$`),
  );
  for (const table of tables) {
    await db.execute(
      sql.raw(`create trigger fuzz_count_change after insert or update or delete on "${table}"
        for each row execute function fuzz_count_change()`),
    );
  }
  return {
    tables,
    count: async () =>
      Number((await rowsOf<{ rows: string }>(db, sql`select rows from fuzz_changes`))[0]?.rows),
  };
}
