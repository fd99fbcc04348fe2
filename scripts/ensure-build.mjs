// Builds what `npm start` runs when it is missing or older than its sources: the browser app (vite, into dist/)
// and the server (esbuild, into build/server/), so the process runs plain JavaScript and never a TypeScript loader.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const shared = ['contract', 'package-lock.json'];
// Left in node_modules: native or WebAssembly code and files read from beside the package (PGlite, argon2, the
// API docs' page), and the libraries loaded on demand (server/lib/on-demand.ts) so that a start does not read them.
const SERVER_EXTERNAL = [
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  '@node-rs/argon2',
  '@fastify/swagger-ui',
  'pg-native',
  'exceljs',
  'unzipper',
  'docx',
  'jszip',
  'nodemailer',
  'otplib',
  'qrcode',
  'openid-client',
  'pdfkit',
  'archiver',
  '@zxcvbn-ts/language-common',
];
const targets = [
  {
    name: 'browser app',
    output: 'dist/index.html',
    sources: ['src', 'public', 'index.html', 'vite.config.ts', ...shared],
    async make() {
      // Always the production bundle, even when called from a test runner that sets NODE_ENV=test.
      const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      });
      if (result.status !== 0) process.exit(result.status ?? 1);
    },
  },
  {
    name: 'server',
    output: 'build/server/main.js',
    sources: ['server', 'scripts/ensure-build.mjs', 'tsconfig.json', ...shared],
    async make() {
      rmSync('build/server', { recursive: true, force: true });
      // One bundle, libraries included: a few files to parse at start instead of hundreds of modules to resolve and read.
      await build({
        entryPoints: { main: 'server/main.ts', demo: 'server/demo.ts' },
        outdir: 'build/server',
        bundle: true,
        splitting: true,
        external: SERVER_EXTERNAL,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        // NODE_OPTIONS=--enable-source-maps maps stack traces back to the sources (off by default: it slows the start).
        sourcemap: 'linked',
        // The CommonJS libraries inside the bundle call require() for Node's own modules.
        banner: {
          js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
        },
        logLevel: 'warning',
      });
    },
  },
];

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

const only = process.argv[2];
for (const target of targets) {
  if (only && !target.name.startsWith(only)) continue;
  if (existsSync(target.output) && Math.max(...target.sources.map(newestChange)) <= statSync(target.output).mtimeMs) continue;
  console.log(`Building the ${target.name}...`);
  await target.make();
}
