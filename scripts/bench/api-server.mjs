// The server `scripts/bench/api.mjs` measures, started by it as a child process: the real app
// (`createApp`, loaded from the TypeScript sources through tsx) on a fresh embedded PGlite in a
// temporary folder with the demo accounts, and beside it in the same process a bare Hono route
// `GET /bare` (no middleware, a tiny JSON answer) as the floor, and `POST /bare` (reads a JSON
// body, answers bytes as large as `publicmath.get`'s) as the floor of a POST of that size. Listens on 127.0.0.1 only, on a
// free port, and prints one line `{"port":N}` once ready. On SIGTERM, SIGINT or the end of its
// standard input (the bench exited) it closes the server and the database and deletes the folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { tsImport } from 'tsx/esm/api';

const source = (path) => tsImport(`../../apps/server/src/${path}`, import.meta.url);
const [{ createApp }, { openDatabase }, { seedDemoAccounts }, { generatePublicMath }] =
  await Promise.all([
    source('app.ts'),
    source('db/open.ts'),
    source('demo/seed.ts'),
    source('handlers/public-math.ts'),
  ]);
const { dailySeed } = await import('@mathcols/engine');

const dataDir = mkdtempSync(join(tmpdir(), 'mathcols-bench-'));
const database = await openDatabase({ dataDir });
await seedDemoAccounts(database.db, new Date());

const root = new Hono();
root.get('/bare', (c) => c.json({ ok: true }));
// A second floor: a bare POST that reads a JSON body and answers `publicmath.get`'s brotli
// bytes (the same size on the wire) with no middleware, device check or validation.
const publicMathBytes = brotliCompressSync(
  JSON.stringify({ tag: 'publicmath.get', public: generatePublicMath(dailySeed(new Date())) }),
);
root.post('/bare', async (c) => {
  await c.req.json();
  return c.body(publicMathBytes, 200, {
    'Content-Type': 'application/json',
    'Content-Encoding': 'br',
  });
});
root.route('/', createApp({ db: database.db, devRoutes: false }));

const server = serve({ fetch: root.fetch, hostname: '127.0.0.1', port: 0 }, ({ port }) => {
  process.stdout.write(`${JSON.stringify({ port })}\n`);
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.closeAllConnections?.();
  await new Promise((resolve) => server.close(resolve));
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop).resume();
