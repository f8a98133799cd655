import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { workspaceAliases } from '../../workspace-aliases.ts';

/**
 * The product site. Our packages resolve to their TypeScript sources (as in tests), so the
 * bundler sees each of their modules and a page's chunk carries only the modules it uses (the
 * packages' `dist` are single files, which would put every page's share of them in the first
 * load). In development `/api` goes to the server on port 3000.
 *
 * The build writes `dist/.vite/manifest.json` (which chunks each page needs; read by
 * `scripts/first-load-budget.mjs`) and, beside every `.js`, `.css`, `.html` and `.svg` file,
 * brotli (`.br`) and gzip (`.gz`) copies at the highest levels, which the server sends as they
 * are. A copy that would not be smaller is skipped, so the server falls back to the original.
 */
export default defineConfig({
  resolve: { alias: workspaceAliases },
  plugins: [
    react(),
    compression({
      include: /\.(js|css|html|svg)$/,
      algorithms: ['brotliCompress', 'gzip'],
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across
        // releases. `entriesAware` splits the vendor group by which pages use each library, so
        // a library only one lazy page needs is not downloaded with the first page.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
              priority: 20,
            },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10, entriesAware: true },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/local-checkout': 'http://localhost:3000',
      '/local-billing': 'http://localhost:3000',
    },
  },
});
