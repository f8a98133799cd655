/**
 * The database schema (Drizzle, PostgreSQL dialect — the same on PGlite and PostgreSQL): every
 * table, one file per area under `./tables`. Migrations in `apps/server/drizzle` are generated
 * from this file with `npm run db:generate`.
 * @see spec §3 "Device"; architecture.md "Persistence"
 */
export * from './tables/accounts';
export * from './tables/learning';
export * from './tables/billing';
export * from './tables/jobs';
export * from './tables/throttles';
