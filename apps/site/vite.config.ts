import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The product site. Our packages resolve through their `exports` (the built `dist`), so run
 * `npm run build:packages` first. In development `/api` goes to the server on port 3000.
 */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
              priority: 20,
            },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
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
