import type { Preview, StoryContext } from '@storybook/react-vite';
import '../packages/react/src/styles.css';
import './preview.css';
import { MainDocsContainer } from './docs-container';
import { usageSnippet } from '../packages/react/src/docs/usage-snippet';

/** The sizes visual.md asks every component to be seen at, plus the 320 px phone. */
const VIEWPORTS = {
  // Storybook's own key for 320 px: `globals: { viewport: { value: 'mobile1' } }`.
  mobile1: { name: 'Phone 320 × 568', styles: { width: '320px', height: '568px' }, type: 'mobile' },
  phone: { name: 'Phone 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: {
    name: 'Tablet 768 × 1024',
    styles: { width: '768px', height: '1024px' },
    type: 'tablet',
  },
  laptop: {
    name: 'Laptop 1024 × 768',
    styles: { width: '1024px', height: '768px' },
    type: 'desktop',
  },
} as const;

/** What react-docgen-typescript gives a prop: its JSDoc tags, e.g. `{ defaultValue: 'true' }`. */
interface DocgenProps {
  __docgenInfo?: { props?: Record<string, { tags?: { defaultValue?: string } }> };
}

const preview: Preview = {
  // The props tables' Default column from each prop's `@defaultValue` (our TSDoc tag; the
  // docgen reads defaults only from `@default` or from destructuring).
  argTypesEnhancers: [
    ({ argTypes, component }) => {
      const props = (component as DocgenProps | undefined)?.__docgenInfo?.props ?? {};
      return Object.fromEntries(
        Object.entries(argTypes).map(([name, argType]) => {
          const documented = props[name]?.tags?.defaultValue;
          if (!documented || argType.table?.defaultValue) return [name, argType];
          const table = { ...argType.table, defaultValue: { summary: documented } };
          return [name, { ...argType, table }];
        }),
      );
    },
  ],
  decorators: [
    // A docs page shows every story of a component at once: a worksheet taking focus would
    // scroll the page down to it, and open dialogs would cover it and each other. There no
    // worksheet takes focus and every dialog starts closed (their own stories still do both).
    (Story, { viewMode, args, argTypes }) =>
      viewMode === 'docs'
        ? Story({
            args: {
              ...args,
              ...('autoFocus' in argTypes && { autoFocus: false }),
              ...('defaultOpen' in argTypes && { defaultOpen: false }),
            },
          })
        : Story(),
  ],
  parameters: {
    // Fail story tests on accessibility violations, not only report them.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
    viewport: { options: VIEWPORTS },
    docs: {
      container: MainDocsContainer,
      // 'Show code' shows the component with the story's args, not the story object.
      source: { transform: (code: string, story: StoryContext) => usageSnippet(code, story) },
    },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Worksheets',
          'Custom element',
          'Grid',
          'Parents',
          'Dialogs',
          'Progress',
          'Theming',
          '*',
        ],
      },
    },
  },
};

export default preview;
