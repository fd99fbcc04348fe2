import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompressAssets } from './scripts/vite-precompress';

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [react(), precompressAssets()],
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    // tests/server/assets.test.ts reads it to sum what the login page loads
    manifest: true,
    // Every browser the app supports preloads modules natively; the polyfill would only add to the first download.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: their own chunks stay cached across releases. Only what the
        // first page loads is grouped, so code of lazy routes is not pulled into the first download.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, tags: ['$initial'], priority: 3 },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'react-admin', test: /node_modules[\\/](react-admin|ra-[^/\\]+)[\\/]/, tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev`: the SPA with hot reload, the API from a running `npm start`
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/locales': `http://127.0.0.1:${apiPort}`,
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/web/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
    reporters: ['default', './tests/summary-reporter.ts'],
  },
});
