/**
 * Folders the server finds relative to its own code. This module must stay directly under
 * `src/`: from `src/paths.ts` (tsx, vitest) and from the bundled `dist/main.js` alike, `..` is
 * `apps/server/`.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** `apps/server/` — the package root. */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The committed drizzle-kit migrations, `apps/server/drizzle`. */
export const MIGRATIONS_FOLDER = join(SERVER_ROOT, 'drizzle');

/** The site's production build, `apps/site/dist`, served at `/`. */
export const DEFAULT_SITE_DIR = join(SERVER_ROOT, '..', 'site', 'dist');
