import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import { chromiumLaunch } from './chromium.ts';
import { workspaceAliases } from './workspace-aliases.ts';

const resolve = { alias: workspaceAliases };

/**
 * The test files under `folder` that replace a module (`vi.mock`, `vi.doMock`). A mock only
 * takes in a fresh module graph, so these run in a project of their own, isolated (`<name>:mocks`);
 * every other file of the engine, api-client, react, site and server projects shares its
 * worker's modules (`isolate: false`), which ran each of them in about half the time on 2 cores
 * (a module is imported once per worker, not once per file).
 * Found by reading the files, so a new mocking test cannot land in the shared project by mistake.
 */
function moduleMockTests(folder: string): string[] {
  const root = (file: string) => fileURLToPath(new URL(file, import.meta.url));
  return readdirSync(root(folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${folder}/${file}`)
    .filter((file) => /\bvi\.(?:do)?mock\(/.test(readFileSync(root(file), 'utf8')));
}

/**
 * `project` twice: its files that mock modules ({@link moduleMockTests}) isolated, as
 * `<name>:mocks`, and all the others with shared modules under `name`, with the setup file that
 * resets spies, stubs and timers before each file (test-setup/shared-modules.ts; the project's
 * own setup files put back what its environment keeps: storage, fetch classes).
 */
function withSharedModules<
  T extends { test: { name: string; exclude?: string[]; setupFiles: string[] } },
>(project: T, folder: string): T[] {
  const mocking = moduleMockTests(folder);
  const exclude = project.test.exclude ?? configDefaults.exclude;
  const shared = {
    ...project.test,
    isolate: false,
    exclude: [...exclude, ...mocking],
    setupFiles: [...project.test.setupFiles, './test-setup/shared-modules.ts'],
  };
  return [
    { ...project, test: shared },
    ...(mocking.length === 0
      ? []
      : [
          {
            ...project,
            test: { ...project.test, name: `${project.test.name}:mocks`, include: mocking },
          },
        ]),
  ];
}

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
      ...withSharedModules(
        {
          resolve,
          test: {
            name: 'engine',
            environment: 'node',
            setupFiles: [],
            include: ['packages/engine/src/**/*.test.ts'],
            benchmark: { include: ['packages/engine/bench/**/*.bench.ts'] },
          },
        },
        'packages/engine/src',
      ),
      ...withSharedModules(
        {
          resolve,
          test: {
            name: 'api-client',
            environment: 'node',
            setupFiles: [],
            include: ['packages/api-client/src/**/*.test.ts'],
          },
        },
        'packages/api-client/src',
      ),
      ...withSharedModules(serverProject('server', ''), 'apps/server/src'),
      // The same server tests on PostgreSQL, only when a server is given (`npm test` starts a
      // throwaway cluster for it: scripts/postgres/throwaway-cluster.mjs).
      ...(postgresTestUrl
        ? withSharedModules(serverProject('server-postgres', postgresTestUrl), 'apps/server/src')
        : []),
      ...withSharedModules(
        {
          resolve,
          plugins: [react()],
          test: {
            name: 'react',
            environment: 'jsdom',
            include: ['packages/react/src/**/*.test.tsx'],
            exclude: [...configDefaults.exclude, 'packages/react/src/**/*.browser.test.tsx'],
            setupFiles: ['./test-setup/dom.ts'],
            // A worksheet test types a whole problem like a child: on a busy 2-core machine that
            // can pass Vitest's default 5 s (47 × 36 once took longer).
            testTimeout: 15_000,
          },
        },
        'packages/react/src',
      ),
      ...withSharedModules(
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
        'apps/site/src',
      ),
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
