// `npx tsx scripts/screens.ts`: pictures of the product's main screens at 1366 × 768 (Spanish, the demo's data) in
// docs/screens/, with an index, so the next person sees the product without running it (issue 34). Needs the build
// (`node scripts/ensure-build.mjs`) and Debian's Chromium; not run by `npm test`.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { HEADLESS_CHROMIUM } from '../tests/e2e/support/chromium';
import { DEMO_ADMIN, startDemoServer } from '../tests/e2e/support/demo';
import { countRequests } from '../tests/e2e/support/in-app';
import { settled } from '../tests/e2e/support/screen-check';
import { signInThroughApi } from '../tests/e2e/support/session';

const FOLDER = 'docs/screens';
/** A main screen: a list, a module's tab or a center's page; not a form for one record (at most the center's id). */
const MAIN = (pathname: string) => (pathname.match(/\/\d+(?=\/|$)/g) ?? []).length <= 1 && !/\/(create|new)$/.test(pathname);
const NOT_SCREENS = /^\/(api|login|logout|set-password|confirm-email|forgot-password|single-sign-on|profile)(\/|$)/;
/** Resolves once the page has not changed for 300 ms (at most 5 s). */
const DOM_QUIET = `new Promise((resolve) => {
  let quiet;
  const observer = new MutationObserver(() => { clearTimeout(quiet); quiet = setTimeout(done, 300); });
  const cap = setTimeout(done, 5000);
  function done() { observer.disconnect(); clearTimeout(cap); clearTimeout(quiet); resolve(); }
  quiet = setTimeout(done, 300);
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
})`;
const routeOf = (pathname: string) => pathname.replace(/\/\d+(?=\/|$)/g, '/:id');

const linksOf = async (page: Page) => {
  const origin = new URL(page.url()).origin;
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  return hrefs.flatMap((href) => {
    const url = new URL(href, page.url());
    return url.origin === origin && !NOT_SCREENS.test(url.pathname) && MAIN(url.pathname) ? [url.pathname] : [];
  });
};

const main = async () => {
  const demo = await startDemoServer();
  // Half the device pixels: a 683 × 384 picture of the 1366 × 768 screen, small enough to keep in the repository.
  const browser = await chromium.launch({ executablePath: HEADLESS_CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({
      baseURL: demo.baseURL,
      viewport: { width: 1366, height: 768 },
      deviceScaleFactor: 0.5,
      locale: 'es-ES',
      timezoneId: 'Europe/Madrid',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const inFlight = countRequests(page);
    await signInThroughApi(page, DEMO_ADMIN, demo.baseURL);

    mkdirSync(FOLDER, { recursive: true });
    for (const file of readdirSync(FOLDER)) if (file.endsWith('.png')) rmSync(path.join(FOLDER, file));
    // Every center's home: the door to the modules switched on there.
    const access = (await context.cookies()).find(({ name }) => name === 'access_token')!.value;
    const answer = await page.request.get('/api/center?pageSize=50', { headers: { authorization: `Bearer ${access}` } });
    const centers = (await answer.json()) as { results: { id: number }[] };
    const queue = ['/', ...centers.results.map(({ id }) => `/center/${id}/home`)];
    const seen = new Set(queue);
    const index: string[] = [];
    while (queue.length > 0) {
      const address = queue.shift()!;
      await page.goto(address);
      await settled(page, inFlight);
      // A list draws its rows a moment after its answer: the picture waits until the page has not changed for 300 ms.
      // (A string: the script runner names functions with a helper the page does not have.)
      await page.evaluate(DOM_QUIET);
      const title = await page.evaluate(
        () =>
          document.getElementById('react-admin-title')?.textContent?.trim() ||
          document.querySelector('main h1, main h2')?.textContent?.trim() ||
          document.title.replace(/ · [^·]*$/, ''),
      );
      const file = `${String(index.length + 1).padStart(2, '0')}-${routeOf(address).replace(/[/:]+/g, '-').replace(/^-|-$/g, '') || 'home'}.png`;
      await page.screenshot({ path: path.join(FOLDER, file) });
      index.push(`| ${index.length + 1} | [${title}](${file}) | \`${routeOf(address)}\` |`);
      for (const next of await linksOf(page)) {
        // A center's home is visited for each center (each has other modules on); other routes once.
        const key = /^\/center\/\d+\/home$/.test(next) ? next : routeOf(next);
        if (seen.has(key)) continue;
        seen.add(key);
        queue.push(next);
      }
    }
    writeFileSync(
      path.join(FOLDER, 'README.md'),
      [
        '# Screens of the product',
        '',
        'The main screens at 1366 × 768 in Spanish, as the demo (`npm run demo`) shows them to its admin, pictured at half',
        "their pixels by `npx tsx scripts/screens.ts` (which writes this index again). A record's own form is left out;",
        'the sweep `tests/e2e/screens.spec.ts` checks every screen, forms included, at 1366 px and 390 px.',
        '',
        '| # | Screen | Route |',
        '|---:|---|---|',
        ...index,
        '',
      ].join('\n'),
    );
    console.log(`${index.length} screens pictured in ${FOLDER}/`);
  } finally {
    await browser.close();
    await demo.stop();
  }
};

await main();
