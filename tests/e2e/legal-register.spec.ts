import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './support/test';
import { openUserMenu, shot, signInAsAdmin } from './support/session';

/** The section of the legal manager that lists one level (its heading names the level). */
const level = (page: Page, name: string) => page.getByRole('region', { name });

/** Fills the Spanish and Catalan names of a register dialog, labelled by the field's words. */
const fillNames = async (dialog: Locator, spanish: string, catalan: string, field = 'Nombre') => {
  await dialog.getByRole('textbox', { name: new RegExp(`^${field} \\(castellano\\)`) }).fill(spanish);
  await dialog.getByRole('textbox', { name: new RegExp(`^${field} \\(catalán\\)`) }).fill(catalan);
};

/** Picks `option` in a react-admin autocomplete after typing part of it, so the search reaches the API. */
const choose = async (page: Page, scope: Locator, label: RegExp, search: string, option: string) => {
  await scope.getByRole('combobox', { name: label }).fill(search);
  await page.getByRole('option', { name: option }).click();
};

/** Creates a record of `section`'s level through its dialog, without leaving the tree. */
const createIn = async (page: Page, section: string, fill: (dialog: Locator) => Promise<void>) => {
  await level(page, section).getByRole('button', { name: 'Crear' }).click();
  const dialog = page.getByRole('dialog');
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
};

test('an admin builds the register in the legal manager, reads it in Catalan, exports and re-imports it', async ({ page }) => {
  await signInAsAdmin(page);

  await test.step('a legal scope on its own page', async () => {
    await page.getByRole('menuitem', { name: 'Alcances legales' }).click();
    await expect(page).toHaveURL(/\/legal-scope$/);
    await page.getByRole('link', { name: 'Crear' }).click();
    await expect(page).toHaveURL(/\/legal-scope\/new$/);
    await fillNames(page.locator('form'), 'España y Unión Europea', 'Espanya i Unió Europea');
    await page.getByRole('combobox', { name: /^Tipo/ }).click();
    await page.getByRole('option', { name: 'Nacional y europeo' }).click();
    // Wait for the menu's fade-out, so the screenshot shows the form.
    await expect(page.locator('.MuiPopover-root')).toHaveCount(0);
    await shot(page, '40-legal-scope-create');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/legal-scope$/);
    await expect(page.getByRole('row', { name: /España y Unión Europea/ })).toContainText('Nacional y europeo');
  });

  await test.step('area, legal ambit and subambit, drilling down the tree', async () => {
    await page.getByRole('menuitem', { name: 'Gestor legal' }).click();
    await expect(page).toHaveURL(/\/legal-manager$/);
    await createIn(page, 'Áreas', (dialog) => fillNames(dialog, 'Medio ambiente', 'Medi ambient'));
    await level(page, 'Áreas')
      .getByRole('link', { name: /Medio ambiente/ })
      .click();
    await expect(page).toHaveURL(/\/legal-manager\/area\/\d+$/);

    await createIn(page, 'Ámbitos legales', async (dialog) => {
      await expect(dialog.getByRole('combobox', { name: /^Área/ })).toHaveValue('Medio ambiente');
      await fillNames(dialog, 'Aguas', 'Aigües');
    });
    // Within the ambits: other journeys of the run make areas called "Aguas" too.
    await level(page, 'Ámbitos legales').getByRole('link', { name: /Aguas/ }).click();
    await expect(page).toHaveURL(/\/legal-ambit\/\d+$/);

    await createIn(page, 'Subámbitos', (dialog) => fillNames(dialog, 'Vertidos', 'Abocaments'));
    await createIn(page, 'Subámbitos', (dialog) => fillNames(dialog, 'Captaciones', 'Captacions'));
    // The newer subambit goes last; moving it up swaps the two orders.
    const subambits = level(page, 'Subámbitos');
    await subambits.getByRole('button', { name: 'Subir Captaciones' }).click();
    await expect(subambits.getByRole('listitem').first()).toContainText('Captaciones');
    await shot(page, '41-legal-manager-subambits');
    await subambits.getByRole('link', { name: /Vertidos/ }).click();
    await expect(page).toHaveURL(/\/subambit\/\d+$/);
    await expect(page.getByRole('navigation', { name: 'Ruta del registro' })).toContainText('Medio ambiente');
  });

  await test.step('a legal text with two articles and its requirement', async () => {
    await createIn(page, 'Textos legales', async (dialog) => {
      await dialog.getByRole('textbox', { name: /^Título/ }).fill('Ley 22/1988 de Costas');
      await choose(page, dialog, /^Alcance legal/, 'España', 'España y Unión Europea');
      await expect(dialog.getByRole('combobox', { name: /^Subámbito/ })).toHaveValue('Vertidos');
      for (const article of ['Artículo 44', 'https://www.boe.es/eli/es/l/1988/07/28/22']) {
        await dialog.getByRole('button', { name: 'Añadir artículo o enlace' }).click();
        await dialog.getByRole('textbox', { name: 'Artículo o enlace' }).last().fill(article);
      }
      await shot(page, '42-legal-text-dialog');
    });
    await createIn(page, 'Requisitos legales', async (dialog) => {
      await fillNames(dialog, 'Autorización de vertido al mar', "Autorització d'abocament al mar");
      await fillNames(dialog, 'Resolución de autorización', "Resolució d'autorització", 'Nombre de la evidencia');
      await choose(page, dialog, /^Texto legal/, 'Costas', 'Ley 22/1988 de Costas');
    });
    const requirements = level(page, 'Requisitos legales');
    await expect(requirements).toContainText('Autorización de vertido al mar');
    await expect(requirements).toContainText('Ley 22/1988 de Costas');
    await shot(page, '43-legal-manager-subambit');
  });

  await test.step('the legal texts and requirements pages list them with their parents, filtered by area', async () => {
    await page.getByRole('menuitem', { name: 'Requisitos legales' }).click();
    await expect(page).toHaveURL(/\/legal-requirement$/);
    await choose(page, page.locator('form'), /^Área/, 'Medio', 'Medio ambiente');
    const row = page.getByRole('row', { name: /Autorización de vertido al mar/ });
    await expect(row).toContainText('Ley 22/1988 de Costas');
    await expect(row).toContainText('Vertidos');
    await shot(page, '47-legal-requirements');

    await page.getByRole('menuitem', { name: 'Textos legales' }).click();
    // The requirements list also shows the text's name: wait until the texts list has replaced it.
    await expect(page).toHaveURL(/\/legal-text$/);
    await expect(page.getByRole('row', { name: /Autorización de vertido al mar/ })).toBeHidden();
    // A row of the texts list (the requirements list's rows name the text too, and may linger a moment).
    await page
      .getByRole('row')
      .filter({ hasNotText: 'Autorización de vertido al mar' })
      .getByRole('cell', { name: 'Ley 22/1988 de Costas' })
      .click();
    // A text opens on its identity and changes (issue 36); its form is one click further.
    await expect(page).toHaveURL(/\/legal-text\/\d+\/show$/);
    await expect(page.getByRole('heading', { name: 'Ley 22/1988 de Costas', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Editar' }).click();
    await expect(page).toHaveURL(/\/legal-text\/\d+$/);
    await expect(page.getByRole('textbox', { name: 'Artículo o enlace' }).first()).toHaveValue('Artículo 44');
    await expect(page.getByRole('combobox', { name: /^Subámbito/ })).toHaveValue('Vertidos');
    await shot(page, '48-legal-text-edit');
    await page.getByRole('menuitem', { name: 'Gestor legal' }).click();
    await expect(page).toHaveURL(/\/legal-manager$/);
    await level(page, 'Áreas')
      .getByRole('link', { name: /Medio ambiente/ })
      .click();
    // Within the ambits: other journeys of the run make areas called "Aguas" too.
    await level(page, 'Ámbitos legales').getByRole('link', { name: /Aguas/ }).click();
  });

  await test.step('a subambit with texts cannot be deleted: the server says why', async () => {
    await level(page, 'Subámbitos').getByRole('button', { name: 'Eliminar Vertidos' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    // In the page's language (issue 33: it reached a Spanish user in English before).
    await expect(page.getByText(/El subámbito todavía tiene 1 texto legal/)).toBeVisible();
    await expect(level(page, 'Subámbitos')).toContainText('Vertidos');
  });

  await test.step('in Catalan the tree shows the Catalan names', async () => {
    await openUserMenu(page);
    await page.getByRole('menuitemradio', { name: 'Català' }).click();
    await page.keyboard.press('Escape');
    const path = page.getByRole('navigation', { name: 'Camí del registre' });
    await expect(path).toContainText('Medi ambient');
    await expect(path).toContainText('Aigües');
    await expect(level(page, 'Subàmbits')).toContainText('Abocaments');
    await level(page, 'Subàmbits')
      .getByRole('link', { name: /Abocaments/ })
      .click();
    await expect(level(page, 'Requisits legals')).toContainText("Autorització d'abocament al mar");
    await shot(page, '44-legal-manager-catalan');
  });

  await test.step('export the register and re-import it as a dry run: nothing new', async () => {
    await page.getByRole('menuitem', { name: 'Migració del registre' }).click();
    await expect(page).toHaveURL(/\/legal-manager\/migration$/);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporta el registre' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);

    await page.locator('input[type=file]').setInputFiles({
      name: download.suggestedFilename(),
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: readFileSync(await download.path()),
    });
    const summary = page.getByRole('table', { name: 'Resum de la importació' });
    await expect(summary).toBeVisible();
    await expect(page.getByText("encara no s'ha escrit res")).toBeVisible();
    const createdCells = summary.locator('tbody tr td:nth-of-type(1)');
    await expect(createdCells).toHaveText(['0', '0', '0', '0', '0', '0']);
    await shot(page, '45-migration-preview');

    await page.getByRole('button', { name: 'Importa', exact: true }).click();
    await expect(page.getByText("S'han importat")).toBeVisible();
    await shot(page, '46-migration-imported');
  });
});
