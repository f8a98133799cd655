import type { Preview } from '@storybook/react-vite';
import '../packages/react/src/styles.css';

const preview: Preview = {
  parameters: {
    // Fail story tests on accessibility violations, not only report them.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
