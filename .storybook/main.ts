import type { StorybookConfig } from '@storybook/react-vite';
import { workspaceAliases } from '../workspace-aliases.ts';

const config: StorybookConfig = {
  // The MDX pages (Introduction, Theming) first, so the catalogue opens on the Introduction.
  stories: ['../packages/react/src/**/*.mdx', '../packages/react/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The TypeScript checker, not react-docgen: the operation wrappers' props come through
  // `Omit<WorksheetProps, …>`, which only it follows, so their props tables are filled in.
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    resolve: { ...viteConfig.resolve, alias: workspaceAliases },
  }),
};

export default config;
