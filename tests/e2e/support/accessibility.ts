import axe from 'axe-core';
import { expect, test, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA, the level issue 25 asks for. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

type Violation = Pick<axe.Result, 'id' | 'impact' | 'help'> & { nodes: Pick<axe.NodeResult, 'target' | 'failureSummary' | 'html'>[] };

/**
 * axe-core's serious and critical WCAG 2.1 AA violations on the page as it is, one line per rule and its elements.
 * axe runs in the page itself, loaded once per document: through @axe-core/playwright each run cost two seconds
 * (it injects and merges through a blank page), in the page a tenth of that.
 */
export const axeViolations = async (page: Page): Promise<string[]> => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  // A colour mid-transition (a save button turning enabled) is no colour of the page: let finite animations end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(async (tags) => {
    const inPage = (window as unknown as { axe: typeof axe }).axe;
    // Violations only: axe skips describing the passing and incomplete nodes, a good part of its time.
    const results = await inPage.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary, html }) => ({ target, failureSummary, html })),
    }));
  }, WCAG_21_AA);
  return (violations as Violation[])
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes
          .map(
            (node) =>
              `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}\n      ${node.html.slice(0, 160)}`,
          )
          .join('\n'),
    );
};

/**
 * Runs axe-core on the page as it is and fails on any serious or critical WCAG 2.1 AA violation, naming the
 * screen, the rule and the elements. Call it once the screen has settled (its heading or data is visible). A soft
 * assertion: the journey goes on, so one run lists every screen's violations.
 */
export const expectAccessible = async (page: Page, screen: string) => {
  // The check's own time is added to the test's: on a busy machine it must not push a long journey past its
  // timeout (a margin while it runs, then what it took).
  const testInfo = test.info();
  const timeout = testInfo.timeout;
  const started = Date.now();
  testInfo.setTimeout(timeout + 30_000);
  await test.step(`accessible: ${screen}`, async () => {
    // Transitions are off (reducedMotion), but a page may still show its loading bar: wait for it to go.
    await expect(page.locator('[role="progressbar"]:not([aria-valuenow]):visible')).toHaveCount(0);
    let report = await axeViolations(page);
    // A screen caught between two states (a form's save button turning enabled as its record arrives) is looked at
    // again once the network is quiet: what a person sees is what stays, and a lasting violation still fails.
    if (report.length > 0) {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1_000);
      report = await axeViolations(page);
    }
    expect.soft(report, `axe-core on "${screen}" (${page.viewportSize()?.width} px, ${page.url()})`).toEqual([]);
  });
  testInfo.setTimeout(timeout + (Date.now() - started));
};
