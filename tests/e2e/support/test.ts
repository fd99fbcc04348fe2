import { expect, test as base } from '@playwright/test';
import { THROTTLE } from './chromium';

// Specs import test and expect from here: every page is also checked against the server's Content-Security-Policy.
export * from '@playwright/test';

// With E2E_CPU_THROTTLE (support/chromium.ts) a journey that acts before the page has caught up fails every time, not
// once in a while in CI. It found the risks journey choosing a status on a form about to be replaced (session 14).

/** Playwright's test, failing any test whose pages logged a Content-Security-Policy violation. */
export const test = base.extend<{ contentSecurityPolicy: void; slowCpu: void }>({
  slowCpu: [
    async ({ page }, use) => {
      if (THROTTLE > 1) {
        const session = await page.context().newCDPSession(page);
        await session.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
      }
      await use();
    },
    { auto: true },
  ],
  contentSecurityPolicy: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use();
      expect(violations, 'Content-Security-Policy violations in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});
