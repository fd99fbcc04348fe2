import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN } from './tests/e2e/support/admin';
import { EXPECT_TIMEOUT, HEADLESS_CHROMIUM, THROTTLE } from './tests/e2e/support/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${PORT}`;
// A fresh database and file store per run: the e2e tests start from the bootstrap admin only.
const dataDir = mkdtempSync(path.join(tmpdir(), 'envcomply-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // The screens sweep (each screen once, sampled sizes) is the longest file: it starts first, on one worker, while the
  // other takes the journeys (issue 34; about 70 s, docs/performance.md, session 15).
  projects: [
    { name: 'screens', testMatch: /screens\.spec\.ts$/ },
    { name: 'journeys', testIgnore: /screens\.spec\.ts$/ },
  ],
  reporter: 'list',
  // Two files at a time (tests inside a file stay in order): each journey makes its own consultancy, enterprise
  // and centers, so they do not see each other's data.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // `E2E_CPU_THROTTLE=4`: Chromium four times slower (tests/e2e/support/test.ts), limits stretched to match.
  timeout: 60_000 * THROTTLE,
  expect: { timeout: EXPECT_TIMEOUT },
  use: {
    baseURL,
    locale: 'es-ES',
    // The app honours the system's "reduce motion": no transitions to wait for, no spinner repainting in a loop.
    reducedMotion: 'reduce',
    launchOptions: {
      // Debian's headless shell of Chromium (the same engine, without the desktop browser's shell): the journeys took about
      // 8% less time than in the full browser (docs/performance.md, session 15). `E2E_CHROMIUM=/usr/bin/chromium` runs them in the full one.
      executablePath: process.env.E2E_CHROMIUM ?? HEADLESS_CHROMIUM,
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
