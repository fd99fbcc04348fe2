import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { E2E_ADMIN } from './support/admin';
import { createLinkOf, shot, signIn, signInAsAdmin, signOut } from './support/session';

const CLIENT = { name: 'Clara Client', email: 'clara@envasos.test', password: 'Clara-pass-2025' };

// A 2x2 PNG written to disk, so the logo is uploaded the way a person picks a file.
const writeLogo = (): string => {
  const file = path.join(tmpdir(), `center-logo-${process.pid}.png`);
  writeFileSync(
    file,
    Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR42mNk+M/AwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64'),
  );
  return file;
};

const adminHeaders = async (request: APIRequestContext) => {
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  const { access } = (await login.json()) as { access: string };
  return { Authorization: `Bearer ${access}` };
};

/** Picks `option` in a react-admin autocomplete after typing part of it, so the search reaches the API. */
const choose = async (page: Page, label: string, search: string, option: string | RegExp) => {
  await page.getByRole('combobox', { name: label }).fill(search);
  await page.getByRole('option', { name: option }).click();
};

test('an admin sets up a consultancy, an enterprise and a center with a module; its client sees only that center', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page);

  await test.step('a client user', async () => {
    await page.getByRole('menuitem', { name: 'Usuarios', exact: true }).click();
    await expect(page).toHaveURL(/\/user$/);
    await page.getByRole('link', { name: 'Crear' }).click();
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(CLIENT.name);
    await page.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(CLIENT.email);
    // An invitation is the default; this admin hands the password over instead.
    await page.getByRole('switch', { name: 'Enviar una invitación por correo electrónico' }).uncheck();
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(CLIENT.password);
    await page.getByRole('combobox', { name: 'Rol' }).click();
    await page.getByRole('option', { name: 'Cliente' }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('row', { name: new RegExp(CLIENT.email) })).toBeVisible();
  });

  await test.step('a consultancy', async () => {
    await expect(page.getByRole('menu').getByText('Administración')).toBeVisible();
    await page.getByRole('menuitem', { name: 'Consultorías' }).click();
    await expect(page).toHaveURL(/\/consultancy$/);
    await createLinkOf(page, 'consultancy').click();
    await expect(page).toHaveURL(/\/consultancy\/new$/);
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Verda Consultors');
    await page.getByRole('textbox', { name: 'Dominio', exact: true }).fill('verda.cat');
    await shot(page, '20-consultancy-create');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/consultancy$/);
    await expect(page.getByRole('cell', { name: 'verda.cat' })).toBeVisible();
    await shot(page, '21-consultancies');
  });

  await test.step('an enterprise with the client among its people', async () => {
    await page.getByRole('menuitem', { name: 'Empresas' }).click();
    await expect(page).toHaveURL(/\/enterprise$/);
    await createLinkOf(page, 'enterprise').click();
    await expect(page).toHaveURL(/\/enterprise\/new$/);
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Envasos Vallès');
    await choose(page, 'Personas', 'Clara', /Clara Client/);
    await shot(page, '22-enterprise-create');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/enterprise$/);
    await expect(page.getByRole('row', { name: /Envasos Vallès/ })).toBeVisible();
    await shot(page, '23-enterprises');
  });

  await test.step('a center with a logo, assigned to the client', async () => {
    await page.getByRole('menuitem', { name: 'Centros' }).click();
    await expect(page).toHaveURL(/\/center$/);
    await createLinkOf(page, 'center').click();
    await expect(page).toHaveURL(/\/center\/new$/);
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Planta Rubí');
    await choose(page, 'Empresa', 'Envasos', 'Envasos Vallès');
    await choose(page, 'Consultoría', 'Verda', 'Verda Consultors');
    await page.getByRole('textbox', { name: 'Dirección', exact: true }).fill('Carrer de la Indústria 4');
    await page.getByRole('textbox', { name: 'Municipio', exact: true }).fill('Rubí');
    await page.getByRole('textbox', { name: 'Código postal', exact: true }).fill('08191');
    await page.getByRole('textbox', { name: 'Provincia', exact: true }).fill('Barcelona');
    await page.getByRole('combobox', { name: 'Comunidad autónoma' }).click();
    await page.getByRole('option', { name: 'Cataluña' }).click();
    await choose(page, 'Usuarios asignados', 'clara', /Clara Client/);
    await page.locator('input[type=file]').setInputFiles(writeLogo());
    await expect(page.getByRole('img', { name: /center-logo/ })).toBeVisible();
    await shot(page, '24-center-create');
    await page.getByRole('button', { name: 'Guardar' }).click();

    await expect(page).toHaveURL(/\/center$/);
    const row = page.getByRole('row', { name: /Planta Rubí/ });
    await expect(row).toContainText('Envasos Vallès');
    await expect(row).toContainText('Rubí');
    const logo = row.locator('img');
    await expect(logo).toHaveAttribute('src', /\/api\/files\/.+signature=/);
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await shot(page, '25-centers');
  });

  await test.step('a center of another enterprise, which the client must not see', async () => {
    // Enterprise members see all of its centers (server tenancy rule), so the other center needs another enterprise.
    const headers = await adminHeaders(request);
    const otherEnterprise = await request.post('/api/enterprise', {
      headers,
      multipart: { json_data: JSON.stringify({ name: 'Ferralla Sabadell', userIdList: [] }) },
    });
    const verda = await request.get('/api/consultancy', { headers, params: { searchText: 'Verda' } });
    const created = await request.post('/api/center', {
      headers,
      multipart: {
        json_data: JSON.stringify({
          name: 'Magatzem Sabadell',
          postal_code: '08202',
          autonomous_community: 'ES-CT',
          province: 'Barcelona',
          used_language: 'ca',
          enterpriseId: ((await otherEnterprise.json()) as { id: number }).id,
          consultancyId: ((await verda.json()) as { results: { id: number }[] }).results[0].id,
          userIdList: [],
        }),
      },
    });
    expect(created.status()).toBe(201);
  });

  await test.step('the legal-requirement module switched on', async () => {
    await page.reload();
    await page.getByRole('cell', { name: 'Planta Rubí', exact: true }).click();
    await expect(page).toHaveURL(/\/center\/\d+$/);
    await expect(page.getByRole('textbox', { name: 'Código postal', exact: true })).toHaveValue('08191');
    await expect(page.getByRole('combobox', { name: 'Empresa' })).toHaveValue('Envasos Vallès');
    await expect(page.getByRole('button', { name: /Clara Client/ })).toBeVisible();
    await shot(page, '26-center-edit');

    await page.getByRole('link', { name: 'Módulos' }).click();
    await expect(page).toHaveURL(/\/center\/module-activation\/\d+$/);
    const legal = page.getByRole('switch', { name: 'Requisitos legales' });
    await expect(legal).not.toBeChecked();
    await legal.click();
    await expect(page.getByText('Requisitos legales: activado')).toBeVisible();
    await expect(legal).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Residuos' })).not.toBeChecked();
    await shot(page, '27-module-activation');
  });

  await test.step('the client sees exactly that center, its home and its active module, and no administration', async () => {
    await signOut(page);
    await signIn(page, CLIENT);

    await expect(page.getByRole('menu').getByText('Administración')).toBeHidden();
    await expect(page.getByRole('menuitem', { name: 'Consultorías' })).toBeHidden();
    await page.getByRole('menuitem', { name: 'Mis centros' }).click();
    await expect(page).toHaveURL(/\/center$/);
    await expect(page.getByRole('row', { name: /Planta Rubí/ })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2); // the header and her one center
    await expect(page.getByText('Magatzem Sabadell')).toBeHidden();
    await shot(page, '28-client-centers');

    await page.getByRole('cell', { name: 'Planta Rubí' }).click();
    await expect(page).toHaveURL(/\/center\/\d+\/home$/);
    await expect(page.getByRole('heading', { name: 'Planta Rubí', level: 1 })).toBeVisible();
    await expect(page.getByText('Carrer de la Indústria 4, 08191 Rubí, Barcelona, Cataluña')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Requisitos legales' }).getByRole('link')).toHaveAttribute(
      'href',
      /\/center\/legal-requirement-module\/\d+\/inventory\/subambits$/,
    );
    await expect(page.getByRole('region', { name: 'Residuos' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Módulos' })).toBeHidden();
    await shot(page, '29-client-center-home');
  });
});

test('an admin saves the e-mail settings of a consultancy and reads why the test e-mail failed', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const created = await request.post('/api/consultancy', {
    headers,
    multipart: { name: 'Correu Proves SL', domain_name: 'correu-proves.test' },
  });
  const { id } = (await created.json()) as { id: number };

  await signInAsAdmin(page);
  await page.goto(`/consultancy/${id}`);
  await page.getByRole('link', { name: 'Configuración de correo' }).click();
  await expect(page).toHaveURL(new RegExp(`/consultancy/${id}/email-configuration$`));

  // Nothing saved yet: an empty form with the usual submission port, not an error.
  await expect(page.getByRole('textbox', { name: 'Servidor', exact: true })).toHaveValue('');
  await expect(page.getByRole('spinbutton', { name: 'Puerto' })).toHaveValue('587');
  const password = page.getByLabel('Contraseña', { exact: true });
  await expect(password).toHaveAttribute('placeholder', 'Todavía no hay ninguna contraseña guardada');

  await page.getByRole('textbox', { name: 'Servidor', exact: true }).fill('127.0.0.1');
  await page.getByRole('spinbutton', { name: 'Puerto' }).fill('1');
  await page.getByRole('textbox', { name: 'Usuario', exact: true }).fill('avisos@correu-proves.test');
  await password.fill('smtp-secret');
  await page.getByRole('switch', { name: 'Usar SSL' }).click();
  await expect(page.getByRole('switch', { name: 'Usar TLS (STARTTLS)' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Configuración de correo guardada')).toBeVisible();
  await expect(password).toHaveValue('');
  await expect(password).toHaveAttribute('placeholder', 'Hay una contraseña guardada: déjela vacía para mantenerla');

  await page.getByRole('button', { name: 'Enviar correo de prueba' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'No se ha podido enviar el correo de prueba' });
  await expect(failure).toContainText('ha rechazado la conexión');
  await expect(failure).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('banner')).toBeInViewport({ ratio: 1 });
  await shot(page, '30-email-configuration');
});
