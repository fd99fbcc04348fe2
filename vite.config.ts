import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const apiPort = process.env.PORT ?? '3000';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
// Below this the headers of a compressed answer outweigh what compression saves.
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    }),
  );
  return nested.flat();
}

async function precompress(file: string) {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  // A copy no smaller than the original would only cost a file read.
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
}

/** Writes a brotli (.br) and a gzip (.gz) copy beside each compressible built file: the server sends them as they are. */
function precompressAssets(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file) && !file.includes(`${path.sep}.vite${path.sep}`));
      const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
      await Promise.all(files.filter((_file, index) => sizes[index] >= MIN_BYTES).map(precompress));
    },
  };
}

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
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              tags: ['$initial'],
              priority: 3,
            },
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
          isolate: false,
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
          isolate: false,
          setupFiles: ['tests/web/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
    reporters: ['default', './tests/summary-reporter.ts'],
    maxWorkers: 2,
  },
});
