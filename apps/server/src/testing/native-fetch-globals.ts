/**
 * Node's own `Request` and `Response`, as they were when a test worker first loaded this module
 * (from the setup file, before any test file ran). A test that starts the real server lets
 * `@hono/node-server` replace both globals with its lighter classes; the files of a worker
 * share their modules (`isolate: false`, see vitest.config.ts), so the setup file puts these
 * back before each file: `app.request()` in the next file answers with Node's own `Response`.
 */
export const NATIVE_FETCH_GLOBALS = {
  Request: globalThis.Request,
  Response: globalThis.Response,
} as const;
