import { expect, type Page } from '@playwright/test';
import { EXPECT_TIMEOUT } from './chromium';

/**
 * Words of the English interface that have no place on a Spanish or Catalan screen (react-admin's defaults, column
 * names, labels the history once showed). Words that are also Spanish or Catalan ("Error", "Total", "No") are left out.
 */
const ENGLISH = [
  'the',
  'and',
  'with',
  'Save',
  'Delete',
  'Cancel',
  'Create',
  'Edit',
  'Show',
  'Search',
  'Export',
  'Filter',
  'Loading',
  'Required',
  'Name',
  'Date',
  'Status',
  'Description',
  'Actions',
  'Close',
  'Yes',
  'None',
  'Hours',
  'Settings',
  'Rows per page',
  'Next',
  'Previous',
  'Upload',
  'Download',
  'Dangerousness',
  'Residue',
  'Project',
  'Needs',
  'Invalid Date',
  'undefined',
  'null',
  'NaN',
];

/**
 * Runs in the page: every visible text and control checked for what a user must never see. Code fields (LER codes,
 * references, e-mails, file names) carry `data-code` and are not read for words.
 */
const inspect = ({ english, fieldValues }: { english: string[]; fieldValues: boolean }): string[] => {
  const problems = new Set<string>();
  const name = (element: Element) => {
    const classes = [...element.classList].filter((c) => !c.startsWith('css-')).slice(0, 2);
    return `<${element.tagName.toLowerCase()}${classes.length ? ` .${classes.join('.')}` : ''}>`;
  };
  const shown = (text: string) => JSON.stringify(text.trim().replace(/\s+/g, ' ').slice(0, 60));
  const rectOf = (element: Element) => element.getBoundingClientRect();
  const viewport = document.documentElement.clientWidth;

  // The page scrolls sideways: name the widest elements that reach past the window.
  const scroller = document.scrollingElement ?? document.documentElement;
  if (scroller.scrollWidth > scroller.clientWidth + 1) {
    const wide = [...document.body.querySelectorAll('*')]
      .filter((element) => rectOf(element).right > viewport + 1 && getComputedStyle(element).position !== 'fixed')
      .slice(-3)
      .map(name);
    problems.add(`the page scrolls sideways (${scroller.scrollWidth} px in ${scroller.clientWidth}): ${wide.join(', ')}`);
  }

  const hiddenByAncestor = (element: Element) =>
    element.closest('[aria-hidden="true"], legend, [hidden], .MuiTooltip-popper, [data-screens-skip]') !== null;
  const hasWholeText = (element: Element, text: string) => {
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      const said = `${node.getAttribute('title') ?? ''} ${node.getAttribute('aria-label') ?? ''} ${node.getAttribute('data-full-text') ?? ''}`;
      if (said.includes(text.trim())) return true;
    }
    return false;
  };
  const clippingAncestor = (element: Element): Element | undefined => {
    for (let node: Element | null = element, depth = 0; node && node !== document.body && depth < 8; node = node.parentElement, depth++) {
      const style = getComputedStyle(node);
      // Inside a scroller the text is not cut: it scrolls (the scroller itself is reported below).
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') return undefined;
      if (style.overflowX === 'hidden' || style.overflowX === 'clip') {
        // Visually hidden text (1 px boxes for screen readers) is meant to be cut.
        if (rectOf(node).width <= 2 || style.clip !== 'auto') return undefined;
        return node;
      }
    }
    return undefined;
  };

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const texts: { element: Element; text: string }[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const element = node.parentElement;
    if (!text.trim() || !element || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(element.tagName)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || hiddenByAncestor(element)) continue;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.opacity === '0') continue;
    texts.push({ element, text });
    // Cut text: its laid-out line reaches past the box of an ancestor that hides overflow.
    const clip = clippingAncestor(element);
    if (clip) {
      const limit = rectOf(clip);
      if (box.right > limit.right + 1 || box.left < limit.left - 1) {
        if (!hasWholeText(element, text)) problems.add(`text cut by ${name(clip)}: ${shown(text)}`);
      }
    }
    // A code (LER, reference) broken over lines reads as two codes.
    if (element.closest('[data-code]') && range.getClientRects().length > 1 && text.trim().length < 20)
      problems.add(`code wraps: ${shown(text)}`);
  }

  // Inner scrollers: a table that scrolls sideways hides its last columns.
  for (const element of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(element);
    if ((style.overflowX === 'auto' || style.overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1) {
      if (element.closest('[data-screens-skip], .MuiTabs-scroller, [role="dialog"]')) continue;
      if (rectOf(element).height > 0)
        problems.add(`${name(element)} scrolls sideways (${element.scrollWidth} px in ${element.clientWidth})`);
    }
  }

  // Text inputs showing part of their value, and fields squashed narrower than a word.
  for (const input of fieldValues ? document.body.querySelectorAll<HTMLInputElement>('input[type="text"], input:not([type])') : []) {
    // A date or time picker keeps its value in a hidden input beside the sections the user reads.
    if (rectOf(input).width === 0 || input.closest('[data-screens-skip]') || input.getAttribute('aria-hidden') === 'true') continue;
    if (getComputedStyle(input).opacity === '0' || input.matches('.MuiPickersInputBase-input, [tabindex="-1"]')) continue;
    if (input.value && input.scrollWidth > input.clientWidth + 1 && !hasWholeText(input, input.value))
      problems.add(`field value cut: ${shown(input.value)} (${input.getAttribute('aria-label') ?? input.id})`);
  }
  for (const control of document.body.querySelectorAll('.MuiTextField-root, .MuiAutocomplete-root, .MuiFormControl-root')) {
    const width = rectOf(control).width;
    if (width > 0 && width < 110 && control.querySelector('input[type="text"], input:not([type]), textarea'))
      problems.add(`field squashed to ${Math.round(width)} px: ${shown(control.textContent ?? '')}`);
  }

  // Words: English, raw codes, snake_case and translation keys outside code fields.
  const englishPattern = new RegExp(`(?<![\\p{L}\\d_·-])(${english.join('|')})(?![\\p{L}\\d_·-])`, 'u');
  const codePattern =
    /(?<![\p{L}\d])[A-Z][A-Z0-9]*_[A-Z0-9_]+|(?<![\p{L}\d._-])[a-z]+(?:_[a-z0-9]+)+(?![\p{L}\d])|\b(?:ra|resources|messages)\.[a-z_]+\.[a-z_.]+/u;
  const capitals = /(?<![\p{L}\d])[A-Z_]{5,}(?![\p{L}\d])/u;
  // Acronyms a Spanish reader knows: the registers of biocide services and the mail protocol's option.
  const ACRONYMS = /\b(ROESB|ROESP|STARTTLS)\b/g;
  const withoutAddresses = (text: string) =>
    text
      .replace(/\S+@\S+/g, ' ')
      .replace(/https?:\/\/\S+/g, ' ')
      .replace(/\S+\.(pdf|xlsx|docx|png|jpe?g|zip|csv|txt|svg)\b/gi, ' ');
  const said = [
    ...texts.filter(({ element }) => !element.closest('[data-code], code, pre')),
    ...[...document.body.querySelectorAll('[placeholder], [aria-label], [title]')]
      .filter((element) => rectOf(element).width > 0 && !element.closest('[data-code]') && !hiddenByAncestor(element))
      .flatMap((element) =>
        ['placeholder', 'aria-label', 'title'].flatMap((attribute) => {
          const value = element.getAttribute(attribute);
          return value ? [{ element, text: value }] : [];
        }),
      ),
  ];
  for (const { element, text } of said) {
    const plain = withoutAddresses(text);
    const english = englishPattern.exec(plain)?.[1];
    if (english) problems.add(`English "${english}" in ${name(element)}: ${shown(text)}`);
    const code = codePattern.exec(plain)?.[0] ?? capitals.exec(plain.replace(ACRONYMS, ' '))?.[0];
    if (code) problems.add(`raw code "${code}" in ${name(element)}: ${shown(text)}`);
  }
  return [...problems];
};

/**
 * The screen's problems (none expected), each line naming what a user would see. A field's value longer than the field
 * is a problem where the screen has room (1366 px); on a phone a long name scrolls inside its field.
 */
export const screenProblems = (page: Page, { fieldValues }: { fieldValues: boolean }) =>
  page.evaluate(inspect, { english: ENGLISH, fieldValues });

/**
 * In the page, checked at every frame: the app's frame has content (before that a screen is blank, with nothing in
 * flight) and no loading bar or skeleton shows. False if the screen is still loading after `timeout` ms.
 */
const drawnWithoutLoading = (timeout: number) =>
  new Promise<boolean>((resolve) => {
    const giveUp = Date.now() + timeout;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
    };
    const look = () => {
      const main = document.querySelector('#main-content');
      const loading = [...document.querySelectorAll('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root')].some(shown);
      if (main?.hasChildNodes() && !loading) resolve(true);
      else if (Date.now() > giveUp) resolve(false);
      else requestAnimationFrame(look);
    };
    look();
  });

/**
 * Waits until the screen shows its data: no request of the page in flight and nothing loading, twice in a row, two
 * frames apart (a query that starts once the first answer rendered is waited for too). Looked at every frame in the
 * page, not by Playwright's polling, whose growing intervals made most of a screen's time in the sweep.
 */
export const settled = async (page: Page, inFlight: () => number) => {
  for (let quiet = 0; quiet < 2;) {
    await expect.poll(inFlight, { message: 'requests of the page still running', intervals: [20] }).toBe(0);
    expect(await page.evaluate(drawnWithoutLoading, EXPECT_TIMEOUT), `${page.url()} still loading after ${EXPECT_TIMEOUT} ms`).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    quiet = inFlight() === 0 ? quiet + 1 : 0;
  }
};
