// Builds the browser app when dist/ is missing or older than its sources, so `npm start` always serves the current UI.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const built = 'dist/index.html';
const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'contract', 'package-lock.json'];

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

if (!existsSync(built) || Math.max(...sources.map(newestChange)) > statSync(built).mtimeMs) {
  console.log('Building the browser app (vite build)...');
  // Always the production bundle, even when called from a test runner that sets NODE_ENV=test.
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
