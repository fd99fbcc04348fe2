import { expect, test, type Locator, type Page } from './support/test';
import { expectAccessible } from './support/accessibility';
import { inAppWalker } from './support/in-app';
import { createLinkOf, openUserMenu, signInAsAdmin } from './support/session';

// The journeys run in Spanish at desktop width, and check each screen they picture (support/session.ts `shot`).
// This file adds what they do not: the main screens at phone width in Catalan, and one path done by keyboard only.

/** Presses Tab until `target` has the focus: it must be reachable by keyboard, in a bounded number of steps. */
const tabTo = async (page: Page, target: Locator) => {
  for (let presses = 0; presses < 80; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, 'reachable with Tab').toBeFocused();
};

/** The focused element shows a ring (the theme's focus-visible outline), not only a faint ripple. */
const expectFocusRing = async (page: Page) => {
  // Polled: a row's outline comes through its (reduced, one-frame) transition.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const style = getComputedStyle(document.activeElement!);
        return `${style.outlineStyle} ${parseFloat(style.outlineWidth) >= 2 ? 'wide' : 'thin'}`;
      }),
    )
    .toBe('solid wide');
};

// The frame, a list, a form, a tree, a chart, the profile: the journeys see the rest at desktop width.
const MAIN_SCREENS = [
  '/',
  '/center',
  '/user/new',
  '/residue',
  '/legal-manager',
  '/about-to-expire',
  '/project/reports/yearly-finances',
  '/profile',
];

test('the main screens at phone width in Catalan have no serious accessibility violation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await openUserMenu(page);
  await page.getByRole('menuitemradio', { name: 'Català' }).click();
  await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();

  await page.getByRole('button', { name: 'Obre el menú' }).click();
  await expect(page.getByRole('menuitem', { name: 'Usuaris', exact: true })).toBeVisible();
  await expectAccessible(page, 'phone, ca: the open menu');
  await page.keyboard.press('Escape');

  const screens = inAppWalker(page);
  for (const path of MAIN_SCREENS) {
    await screens.open(path);
    await screens.settled();
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectAccessible(page, `phone, ca: ${path}`);
  }
});

test('a catalogue entry is created, opened and offered for deletion with the keyboard alone, with a visible focus', async ({ page }) => {
  // Treatments: no journey expects their list empty or counts them.
  const name = 'Compostaje por teclado';
  await signInAsAdmin(page);
  await page.goto('/treatment');
  await expect(page.getByRole('heading', { name: 'Tratamientos' }).first()).toBeVisible();

  await tabTo(page, createLinkOf(page, 'treatment').first());
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/treatment\/(new|create)$/);

  await tabTo(page, page.getByRole('textbox', { name: 'Nombre', exact: true }));
  await page.keyboard.type(name);
  // A select opens with the arrow key and takes the highlighted option with Enter.
  await tabTo(page, page.getByRole('combobox', { name: /^Código de operación/ }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await tabTo(page, page.getByRole('button', { name: 'Guardar' }));
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/treatment$/);

  // A list row opens its record with Enter, as a click does.
  const row = page.getByRole('row', { name: new RegExp(name) });
  await tabTo(page, row);
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/treatment\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue(name);

  // The confirmation dialog takes the focus, keeps it while tabbing, and gives it back when dismissed.
  const remove = page.getByRole('button', { name: 'Eliminar' });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (let presses = 0; presses < 4; presses++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await expectAccessible(page, 'the delete confirmation');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
});
