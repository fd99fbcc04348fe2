import type { Page, Request } from '@playwright/test';
import { expect } from '@playwright/test';
import { settled } from './screen-check';

/** The page's requests in flight, counted from its events: a walk waits for the data, never for time. */
export const countRequests = (page: Page) => {
  // The requests themselves, not a tally: one that started before the counting began cannot drive it below zero.
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return () => inFlight.size;
};

/** Opens an address inside the running app, as a click on a link does: the app is not started again for every screen. */
export const openInApp = async (page: Page, address: string) => {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(address);
};

/** A walk over many screens of one page: open each in the app, then wait until it shows its data. */
export const inAppWalker = (page: Page) => {
  const inFlight = countRequests(page);
  return {
    open: (address: string) => openInApp(page, address),
    settled: () => settled(page, inFlight),
  };
};
