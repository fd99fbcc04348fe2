// The end-to-end tests drive Debian's Chromium (Playwright cannot download a browser here): its headless shell, the
// path tests/e2e/support/chromium.ts names. Installed when missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium-headless-shell';
const PACKAGE = 'chromium-headless-shell';

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}: install Debian's package with "sudo apt-get install -y ${PACKAGE}".`);
    process.exit(1);
  }
  console.log(`Installing Debian's ${PACKAGE} package for the end-to-end tests...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', PACKAGE],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
