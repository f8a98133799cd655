import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import { chromiumLaunch } from './chromium.ts';
import { workspaceAliases } from './workspace-aliases.ts';

const resolve = { alias: workspaceAliases };

/** PostgreSQL for the project `server-postgres` (a role that may create databases). */
const postgresTestUrl = process.env.MATHCOLS_TEST_DATABASE_URL;

/**
 * Server tests of the embedded PGlite in a data folder only (`startServer({ dataDir })`): the
 * PostgreSQL project skips them; the server on `DATABASE_URL` is started by the tests in
 * `apps/server/src/ops/`.
 */
const pgliteOnlyServerTests = [
  'apps/server/src/server.test.ts',
  'apps/server/src/demo/startup.test.ts',
];

/**
 * The server test project: on PGlite with `databaseUrl` '', on PostgreSQL with a URL (handed to
 * the tests as `MATHCOLS_TEST_DATABASE_URL`, see apps/server/src/testing/database.ts). Files
 * named `*.postgres.test.ts` check what only PostgreSQL can do (several servers on one
 * database) and run in the PostgreSQL project only; {@link pgliteOnlyServerTests} in the
 * PGlite one only.
 */
function serverProject(name: string, databaseUrl: string) {
  return {
    resolve,
    test: {
      name,
      environment: 'node',
      include: ['apps/server/src/**/*.test.ts'],
      exclude: [
        ...configDefaults.exclude,
        ...(databaseUrl ? pgliteOnlyServerTests : ['apps/server/src/**/*.postgres.test.ts']),
      ],
      env: { MATHCOLS_TEST_DATABASE_URL: databaseUrl },
      // One migrated template database per run, copied by `openTestDatabase`; a small
      // scrypt cost for stored secrets (see the two files).
      globalSetup: ['./apps/server/src/testing/global-setup.ts'],
      setupFiles: ['./apps/server/src/testing/setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  test: {
    // One worker per core: Vitest's default leaves one core to its main process, which mostly
    // waits (on this 2-core machine that halved the server project's speed).
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve,
        test: {
          name: 'engine',
          environment: 'node',
          include: ['packages/engine/src/**/*.test.ts'],
          benchmark: { include: ['packages/engine/bench/**/*.bench.ts'] },
        },
      },
      {
        resolve,
        test: {
          name: 'api-client',
          environment: 'node',
          include: ['packages/api-client/src/**/*.test.ts'],
        },
      },
      serverProject('server', ''),
      // The same server tests on PostgreSQL, only when a server is given (`npm test` starts a
      // throwaway cluster for it: scripts/postgres/throwaway-cluster.mjs).
      ...(postgresTestUrl ? [serverProject('server-postgres', postgresTestUrl)] : []),
      {
        resolve,
        plugins: [react()],
        test: {
          name: 'react',
          environment: 'jsdom',
          include: ['packages/react/src/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, 'packages/react/src/**/*.browser.test.tsx'],
          setupFiles: ['./test-setup/dom.ts'],
        },
      },
      {
        resolve,
        plugins: [react()],
        test: {
          name: 'site',
          environment: 'jsdom',
          include: ['apps/site/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./test-setup/dom.ts'],
          // A page test types whole problems like a child (1–2 s alone in jsdom); on a busy
          // 2-core machine that can pass Vitest's default 5 s.
          testTimeout: 15_000,
        },
      },
      {
        // Server rendering + hydration of every exported component in real Chromium.
        resolve,
        plugins: [react()],
        test: {
          name: 'react-browser',
          include: ['packages/react/src/**/*.browser.test.tsx'],
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({ launchOptions: chromiumLaunch }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        resolve,
        plugins: [
          storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) }),
        ],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunch }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
