import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN } from './tests/e2e/support/admin';

const PORT = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${PORT}`;
// A fresh database and file store per run: the e2e tests start from the bootstrap admin only.
const dataDir = mkdtempSync(path.join(tmpdir(), 'envcomply-e2e-'));
// `E2E_CPU_THROTTLE=4`: Chromium four times slower (tests/e2e/support/test.ts), waits stretched to match.
const slower = Number(process.env.E2E_CPU_THROTTLE ?? 1);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // The screens sweep runs on its own (`npm run test:screens`, or SCREENS_SWEEP=1 for each screen once): inside
  // `npm test` it made 7.9 min of the 8-minute budget on a clean clone (docs/performance.md, session 14).
  testIgnore: process.env.SCREENS_SWEEP ? [] : ['**/screens.spec.ts'],
  reporter: 'list',
  // Two files at a time (tests inside a file stay in order): each journey makes its own consultancy, enterprise
  // and centers, so they do not see each other's data.
  workers: 2,
  timeout: 60_000 * slower,
  expect: { timeout: 10_000 * slower },
  use: {
    baseURL,
    locale: 'es-ES',
    // The app honours the system's "reduce motion": no transitions to wait for, no spinner repainting in a loop.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node --enable-source-maps build/server/main.js',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // Links and the single sign-on redirect address name the address the browser uses.
      PUBLIC_URL: baseURL,
      // The journeys' SMTP server and OpenID provider run on 127.0.0.1, which production refuses.
      OUTBOUND_PRIVATE_HOSTS: 'allow',
    },
  },
});
