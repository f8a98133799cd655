/**
 * drizzle-kit configuration: `npm run db:generate -w @mathcols/server` writes a new SQL
 * migration (and its snapshot under `drizzle/meta`) after `src/db/schema.ts` changes.
 * Commit both; the server applies them at start.
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
