import { expect, test, type Page } from './support/test';
import { createLinkOf, openUserMenu, shot, signInAsAdmin, userMenuButton } from './support/session';

// 1x1 PNG: the server checks an upload's content, not only its name.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

// Dark means a page background well below mid-grey.
const pageIsDark = (page: Page) => () =>
  page.evaluate(() => {
    const [red, green, blue] = getComputedStyle(document.body).backgroundColor.match(/\d+/g)!.map(Number);
    return (red + green + blue) / 3 < 80;
  });

test('an admin manages users, switches language and colour mode, edits the profile and logs out', async ({ page }) => {
  await signInAsAdmin(page);
  await shot(page, '01-dashboard');

  await test.step('users: list, create, edit', async () => {
    await page.getByRole('menuitem', { name: 'Usuarios', exact: true }).click();
    await expect(page).toHaveURL(/\/user$/);
    await expect(page.getByRole('cell', { name: 'admin@e2e.test' })).toBeVisible();
    await shot(page, '02-users');

    await page.getByRole('link', { name: 'Crear' }).click();
    await expect(page).toHaveURL(/\/user\/new$/);
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Eva Serra');
    await page.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill('eva.serra@consultora.test');
    // An invitation is the default; this admin hands the password over instead.
    await page.getByRole('switch', { name: 'Enviar una invitación por correo electrónico' }).uncheck();
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('Eva-pass-2025');
    await page.getByRole('combobox', { name: 'Rol' }).click();
    await page.getByRole('option', { name: 'Cliente' }).click();
    await expect(page.getByRole('listbox')).toBeHidden();
    await shot(page, '03-user-create');
    await page.getByRole('button', { name: 'Guardar' }).click();

    await expect(page).toHaveURL(/\/user$/);
    await expect(page.getByText('Elemento creado')).toBeVisible();
    const evaRow = page.getByRole('row', { name: /eva\.serra@consultora\.test/ });
    await expect(evaRow).toContainText('Cliente');

    await evaRow.getByText('Eva Serra').click();
    await expect(page).toHaveURL(/\/user\/\d+$/);
    await expect(page.getByRole('textbox', { name: 'Contraseña', exact: true })).toHaveValue('');
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Eva Serra Puig');
    await shot(page, '04-user-edit');
    await page.getByRole('button', { name: 'Guardar' }).click();

    await expect(page).toHaveURL(/\/user$/);
    await expect(page.getByRole('cell', { name: 'Eva Serra Puig' })).toBeVisible();
  });

  await test.step('users: search and spreadsheet export', async () => {
    await page.getByPlaceholder('Buscar').fill('serra');
    await expect(page.getByRole('cell', { name: 'admin@e2e.test' })).toBeHidden();
    await expect(page.getByRole('cell', { name: 'Eva Serra Puig' })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar' }).click();
    expect((await downloading).suggestedFilename()).toMatch(/\.xlsx$/);
  });

  await test.step('users: delete after confirming', async () => {
    await page.getByRole('cell', { name: 'Eva Serra Puig' }).click();
    await page.getByRole('button', { name: 'Eliminar' }).click();
    const confirmation = page.getByRole('dialog');
    await expect(confirmation).toContainText('¿Seguro que quiere eliminar este elemento?');
    await shot(page, '05-user-delete');
    await confirmation.getByRole('button', { name: 'Confirmar' }).click();

    await expect(page).toHaveURL(/\/user(\?.*)?$/);
    await expect(page.getByText('Elemento eliminado')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Eva Serra Puig' })).toBeHidden();
  });

  await test.step('language: Catalan, then back to Spanish', async () => {
    await openUserMenu(page);
    await shot(page, '06-user-menu');
    await page.getByRole('menuitemradio', { name: 'Català' }).click();
    await expect(page.getByRole('menuitem', { name: 'Usuaris', exact: true })).toBeVisible();
    await expect(page.getByRole('menu').getByText('Administració')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Àmbits de projecte' })).toBeVisible();
    await shot(page, '07-catalan-menu');

    await openUserMenu(page);
    await page.getByRole('menuitemradio', { name: 'Español' }).click();
    await expect(page.getByRole('menuitem', { name: 'Usuarios', exact: true })).toBeVisible();
    await expect(page.getByRole('menu').getByText('Administración')).toBeVisible();
  });

  await test.step('profile: new name and picture', async () => {
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Perfil' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Administrator');
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Ada Admin');
    await page.locator('input[type=file]').setInputFiles({ name: 'ada.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Guardar' }).click();

    await expect(page.getByText('Perfil guardado')).toBeVisible();
    await expect(userMenuButton(page)).toContainText('Ada Admin');
    await expect(userMenuButton(page).getByRole('img')).toHaveAttribute('src', /.+/);
    await shot(page, '08-profile');
  });

  await test.step('colour mode: dark, kept after a reload', async () => {
    await expect.poll(pageIsDark(page)).toBe(false);
    await openUserMenu(page);
    await page.getByRole('menuitemradio', { name: 'Oscuro' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(pageIsDark(page)).toBe(true);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Ada Admin');
    await expect.poll(pageIsDark(page)).toBe(true);
    await shot(page, '09-dark');
  });

  await test.step('an access token gone (expired, or the browser restarted): renewed from the HttpOnly refresh cookie', async () => {
    await page.context().clearCookies({ name: 'access_token' });
    await page.reload();
    await expect(userMenuButton(page)).toContainText('Ada Admin');
    expect((await page.context().cookies()).map(({ name }) => name)).toContain('access_token');
  });

  await test.step('logout', async () => {
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await shot(page, '10-logged-out');
    const cookies = await page.context().cookies();
    expect(cookies.map(({ name }) => name)).not.toContain('access_token');
    expect(cookies.map(({ name }) => name)).not.toContain('refresh_token');
  });
});

test('an admin creates and finds a project ambit', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('menuitem', { name: 'Ámbitos de proyecto' }).click();
  await expect(page).toHaveURL(/\/project-ambit$/);
  await expect(page.getByText('Todavía no hay ámbitos de proyecto.')).toBeVisible();
  await shot(page, '11-project-ambits-empty');

  await createLinkOf(page, 'project-ambit').click();
  await expect(page).toHaveURL(/\/project-ambit\/new$/);
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Gestión de residuos');
  await page.getByRole('button', { name: 'Guardar' }).click();

  await expect(page).toHaveURL(/\/project-ambit$/);
  await expect(page.getByRole('cell', { name: 'Gestión de residuos' })).toBeVisible();
  await shot(page, '12-project-ambits');
});
