import { expect, test as base } from '@playwright/test';

// Specs import test and expect from here: every page is also checked against the server's Content-Security-Policy.
export * from '@playwright/test';

/** Playwright's test, failing any test whose pages logged a Content-Security-Policy violation. */
export const test = base.extend<{ contentSecurityPolicy: void }>({
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
