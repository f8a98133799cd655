import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { defineConfig, type Options } from 'tsup';

/** The standalone bundle for `<script>` tags; every other build leaves it in `dist`. */
const GLOBAL_BUNDLE = 'mathcols-worksheet';

/**
 * `import css from './x.css?inline'` → the stylesheet's text, minified (Vite's `?inline` gives
 * the text too), so the custom element carries the package styles into its shadow root.
 */
const inlineCss: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'inline-css',
  setup(build) {
    // The resolved path keeps its `?inline` so tsup's own CSS loader (`/\.css$/`) skips it. It
    // is relative to the package: esbuild writes it into the bundle as a comment, and a published
    // file should not name the folder it was built in.
    build.onResolve({ filter: /\.css\?inline$/ }, (args) => {
      const file = resolve(dirname(args.importer), args.path.replace(/\?inline$/, ''));
      return {
        path: `${relative(process.cwd(), file)}?inline`,
        namespace: 'inline-css',
        pluginData: { file },
      };
    });
    // Minified (no comments, no indentation): the text is shipped in the element's code as it is.
    build.onLoad({ filter: /.*/, namespace: 'inline-css' }, async (args) => {
      const css = await readFile((args.pluginData as { file: string }).file, 'utf8');
      const { code } = await build.esbuild.transform(css, { loader: 'css', minify: true });
      return { contents: code, loader: 'text' };
    });
  },
};

export default defineConfig([
  {
    // The package entries: `@mathcols/react` and `@mathcols/react/element` (ESM + CJS + types).
    entry: { index: 'src/index.ts', element: 'src/element/element.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    clean: [`!${GLOBAL_BUNDLE}.global.js`],
    sourcemap: true,
    target: 'es2022',
    external: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      '@mathcols/engine',
      'clsx',
    ],
    esbuildPlugins: [inlineCss],
    treeshake: true,
  },
  {
    // `dist/mathcols-worksheet.global.js`: the custom element with React, the engine and the
    // styles bundled, for pages with no build step (`<script src=…>`, works from file:// too).
    entry: { [GLOBAL_BUNDLE]: 'src/element/element.ts' },
    format: ['iife'],
    platform: 'browser',
    target: 'es2022',
    minify: true,
    noExternal: [/.*/],
    env: { NODE_ENV: 'production' },
    esbuildPlugins: [inlineCss],
  },
]);
