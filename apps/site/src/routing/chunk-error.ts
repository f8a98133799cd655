/**
 * The messages browsers and Vite give when a lazily loaded script or stylesheet cannot be
 * fetched: Chromium ("Failed to fetch dynamically imported module"), Firefox ("error loading
 * dynamically imported module"), Safari ("Importing a module script failed"), and Vite's
 * preload helper ("Unable to preload CSS").
 */
const CHUNK_LOAD_MESSAGES =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload css/i;

/**
 * Whether `error` (anything a route threw) says that a part of the site could not be
 * downloaded — typically because a new version was deployed and the old hashed file is gone, or
 * the connection dropped. A reload fixes both; any other error is a bug on the page.
 *
 * @param error the value a route threw (usually an `Error`, possibly anything)
 * @returns `true` for a failed chunk download, `false` otherwise (never throws)
 */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_MESSAGES.test(error.message);
}
