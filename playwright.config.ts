import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './chromium';

/**
 * End-to-end tests: Debian's Chromium against the real server (`apps/server/dist/main.js`,
 * serving the built site and the API) on its own port, with a fresh embedded database per run.
 * `npm test` builds first; on its own, run `npm run build && npx playwright test`.
 */
const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${port}`;
const serverEntry = 'apps/server/dist/main.js';

for (const built of [serverEntry, 'apps/site/dist/index.html']) {
  if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build\` first.`);
}

// The runner loads this config, and so does each worker: only the runner creates the data
// folder (workers inherit its path through the environment) and removes it when it exits,
// after the server has been stopped.
const DATA_DIR_ENV = 'MATHCOLS_E2E_DATA_DIR';
if (!process.env[DATA_DIR_ENV]) {
  const created = mkdtempSync(join(tmpdir(), 'mathcols-e2e-'));
  process.env[DATA_DIR_ENV] = created;
  process.on('exit', () => rmSync(created, { recursive: true, force: true }));
}
const dataDir = process.env[DATA_DIR_ENV];

const outputDir = 'test-results';
// `npm test` sets PLAYWRIGHT_JSON_OUTPUT_FILE; a plain run keeps the report with the results.
const jsonOutput = process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? join(outputDir, 'report.json');

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // At least two browsers at once: each test waits on the server most of the time (Playwright's
  // default, half the cores, is one on a 2-core machine).
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: jsonOutput }]],
  outputDir,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `node ${serverEntry}`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // MATHCOLS_DEMO=0: no demo parent or student, so every test starts on an empty database.
    // PUBLIC_URL: links and payment returns lead back to the origin the browser uses.
    env: {
      PORT: String(port),
      MATHCOLS_DATA_DIR: dataDir ?? '',
      MATHCOLS_DEMO: '0',
      PUBLIC_URL: baseURL,
    },
  },
});
