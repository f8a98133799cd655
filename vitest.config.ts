import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import { chromiumLaunch } from './chromium.ts';
import { workspaceAliases } from './workspace-aliases.ts';

const resolve = { alias: workspaceAliases };

export default defineConfig({
  test: {
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
      {
        resolve,
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts'],
          // One migrated template database per run, copied by `openTestDatabase`; a small
          // scrypt cost for stored secrets (see the two files).
          globalSetup: ['./apps/server/src/testing/global-setup.ts'],
          setupFiles: ['./apps/server/src/testing/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
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
