/**
 * Maps our package names to their TypeScript sources, so tests, Storybook and typecheck run on
 * the code as written, without a build. Published builds resolve through each package's exports.
 */
import { fileURLToPath } from 'node:url';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const workspaceAliases = [
  {
    find: /^@mathcols\/engine\/diagnosis$/,
    replacement: at('./packages/engine/src/diagnosis/index.ts'),
  },
  { find: /^@mathcols\/engine$/, replacement: at('./packages/engine/src/index.ts') },
  {
    find: /^@mathcols\/api-client\/protocol$/,
    replacement: at('./packages/api-client/src/protocol/index.ts'),
  },
  { find: /^@mathcols\/api-client$/, replacement: at('./packages/api-client/src/index.ts') },
  { find: /^@mathcols\/react\/styles\.css$/, replacement: at('./packages/react/src/styles.css') },
  { find: /^@mathcols\/react$/, replacement: at('./packages/react/src/index.ts') },
];
