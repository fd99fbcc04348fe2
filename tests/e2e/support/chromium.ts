/**
 * The browser of the end-to-end tests and the screen pictures: Debian's package chromium-headless-shell (the same
 * Chromium, without the desktop browser around it), installed by scripts/ensure-chromium.mjs.
 */
export const HEADLESS_CHROMIUM = '/usr/bin/chromium-headless-shell';

/**
 * `E2E_CPU_THROTTLE=4 npx playwright test` runs the journeys with Chromium's CPU slowed fourfold (support/test.ts), and
 * playwright.config.ts and the waits of support/screen-check.ts stretch their limits as much.
 */
export const THROTTLE = Number(process.env.E2E_CPU_THROTTLE ?? 1);

/** How long an expectation waits (Playwright's `expect` timeout, and the sweep's wait for a screen to settle). */
export const EXPECT_TIMEOUT = 10_000 * THROTTLE;
