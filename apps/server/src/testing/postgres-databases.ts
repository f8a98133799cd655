/**
 * Databases of the server tests on PostgreSQL (`MATHCOLS_TEST_DATABASE_URL`, see
 * `vitest.config.ts` project `server-postgres`): one template database per run, migrated once
 * with the same migration files as PGlite, and a fresh copy of it per `openTestDatabase()`
 * (`CREATE DATABASE … TEMPLATE …`, a few tens of ms), dropped on close.
 *
 * Names: `tpl_<run>` for the template and `t_<run>_<random>` for the copies, where `<run>` is
 * the run's id, so a run's leftovers can be dropped at its end and runs on one server never
 * meet. The role of the URL needs `CREATEDB` (the throwaway cluster of
 * `scripts/postgres/throwaway-cluster.mjs --createdb` has it).
 *
 * No vitest runtime imports here: `global-setup.ts` runs outside the test workers.
 */
import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { MIGRATIONS_FOLDER } from '../paths';

/** What `global-setup.ts` hands the test files when the run is on PostgreSQL. */
export interface PostgresTemplate {
  /** The URL the run was given (its database is used only to create and drop others). */
  url: string;
  /** This run's id: lower-case hex, part of every database name of the run. */
  run: string;
  /** The migrated template database, `tpl_<run>`. */
  template: string;
}

/** The `provide`/`inject` key under which `global-setup.ts` hands over {@link PostgresTemplate}. */
export const POSTGRES_TEMPLATE_KEY = 'mathcolsPostgresTemplate';

/** The environment variable that puts the server tests on PostgreSQL. */
export const TEST_DATABASE_URL_ENV = 'MATHCOLS_TEST_DATABASE_URL';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by `apps/server/src/testing/global-setup.ts` in the project `server-postgres`. */
    [POSTGRES_TEMPLATE_KEY]?: PostgresTemplate;
  }
}

/** `url` with its database name replaced by `database`. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs `work` on a one-connection client of `url`, closed afterwards. */
async function withAdmin<T>(url: string, work: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await work(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * Creates and migrates this run's template database `tpl_<run>` (a new random run id).
 * @param migrationsFolder @defaultValue `apps/server/drizzle`
 * @throws when the server cannot be reached, the role may not create databases, or a migration
 *   fails (the half-made template is dropped first)
 */
export async function createPostgresTemplate(
  url: string,
  migrationsFolder: string = MIGRATIONS_FOLDER,
): Promise<PostgresTemplate> {
  const run = randomBytes(4).toString('hex');
  const template = `tpl_${run}`;
  await withAdmin(url, (sql) => sql.unsafe(`CREATE DATABASE ${template}`));
  const client = postgres(withDatabase(url, template), { max: 1, onnotice: () => {} });
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
  } catch (error) {
    await client.end({ timeout: 5 });
    await dropDatabase(url, template);
    throw error;
  }
  // No connection may stay open to a database that is copied.
  await client.end({ timeout: 5 });
  return { url, run, template };
}

/**
 * Creates a fresh copy of the run's template.
 * @returns the new database's name (`t_<run>_<random>`) and URL
 */
export async function copyPostgresTemplate(
  from: PostgresTemplate,
): Promise<{ name: string; url: string }> {
  const name = `t_${from.run}_${randomBytes(6).toString('hex')}`;
  await withAdmin(from.url, (sql) =>
    sql.unsafe(`CREATE DATABASE ${name} TEMPLATE ${from.template}`),
  );
  return { name, url: withDatabase(from.url, name) };
}

/** How often {@link dropDatabase} tries while a process of another role is in the database. */
const DROP_ATTEMPTS = 50;

/** The wait between two of those tries, in ms (50 × 100 ms: 5 s at most). */
const DROP_RETRY_MS = 100;

/** PostgreSQL's SQLSTATE `insufficient_privilege`. */
const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * Drops a database, cutting its connections (`WITH (FORCE)`); nothing when it is gone.
 * `FORCE` may not cut a process of another role: an autovacuum worker that happens to be
 * cleaning the database refuses it ('must be a member of the role whose process is being
 * terminated…'). The worker is done within moments, so that refusal is tried again.
 * @throws on any other error, or when the refusal lasts {@link DROP_ATTEMPTS} tries
 */
export async function dropDatabase(url: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await withAdmin(url, (sql) => sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      return;
    } catch (error) {
      const refused = (error as { code?: unknown }).code === INSUFFICIENT_PRIVILEGE;
      if (!refused || attempt === DROP_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, DROP_RETRY_MS));
    }
  }
}

/** Drops the run's template and every copy of it still there (the end of the run). */
export async function dropRunDatabases(from: PostgresTemplate): Promise<void> {
  const names = await withAdmin(
    from.url,
    (sql) =>
      sql<
        { datname: string }[]
      >`select datname from pg_database where datname like ${`t\\_${from.run}\\_%`}`,
  );
  for (const { datname } of names) await dropDatabase(from.url, datname);
  await dropDatabase(from.url, from.template);
}
