import { startOidcProvider, type TestProvider } from '../support/oidc-provider';
import { E2E_ADMIN } from './support/admin';
import { signIn } from './support/session';
import { expect, test } from './support/test';

// A consultancy of its own domain, so turning its passwords off touches no other journey's admin.
const NURIA = { name: 'Núria Sala', email: 'nuria@sso-consultors.test', password: 'Nuria-pass-2025' };
const CONSULTANCY = { name: 'SSO Consultors', domain: 'sso-consultors.test' };

let provider: TestProvider;
test.beforeAll(async ({ request, baseURL }) => {
  provider = await startOidcProvider(`${baseURL}/api/sso/callback`);
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  const headers = { Authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
  const consultancy = await request.post('/api/consultancy', {
    headers,
    multipart: { name: CONSULTANCY.name, domain_name: CONSULTANCY.domain },
  });
  expect(consultancy.status(), await consultancy.text()).toBe(201);
  const user = await request.post('/api/user', { headers, data: { ...NURIA, role: 'admin' } });
  expect(user.status(), await user.text()).toBe(201);
});
test.afterAll(() => provider.close());

test('an admin sets up single sign-on for her consultancy, turns passwords off and signs in through the provider', async ({ page }) => {
  await signIn(page, NURIA);

  await test.step('the consultancy’s sign-in settings', async () => {
    await page.getByRole('menuitem', { name: 'Consultorías' }).click();
    await page.getByRole('row', { name: new RegExp(CONSULTANCY.name) }).click();
    await page.getByRole('link', { name: 'Inicio de sesión' }).click();
    await expect(page.getByRole('heading', { name: 'Inicio de sesión único (OpenID Connect)' })).toBeVisible();
    await expect(page.getByTestId('redirect-uri')).toHaveText(/\/api\/sso\/callback$/);
    await page.getByRole('textbox', { name: 'Nombre del proveedor' }).fill('Keycloak');
    await page.getByRole('textbox', { name: 'ID de cliente' }).fill(provider.clientId);
    await page.getByRole('textbox', { name: 'Emisor (issuer)' }).fill(provider.issuer);
    await page.getByLabel('Secreto de cliente').fill(provider.clientSecret);
    await page.getByRole('switch', { name: 'Inicio de sesión único activado' }).check();
    await page.getByRole('switch', { name: 'Permitir el acceso con contraseña' }).uncheck();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Configuración de inicio de sesión guardada')).toBeVisible();
    await expect(page.getByLabel('Secreto de cliente')).toHaveAttribute('placeholder', /Hay un secreto guardado/);
  });

  await test.step('sign out', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Perfil' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('the password is refused, the provider is offered', async () => {
    await page.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(NURIA.email);
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(NURIA.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('Su organización inicia sesión con su propio proveedor')).toBeVisible();
    await expect(page.getByText('Su organización entra con Keycloak: la contraseña no se utiliza.')).toBeVisible();
  });

  await test.step('through the provider’s pages and back into the app', async () => {
    await page.getByRole('button', { name: 'Continuar con Keycloak' }).click();
    await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
    // The provider's development login: the login comes filled from the app's login_hint; any password.
    await expect(page.locator('input[name="login"]')).toHaveValue(NURIA.email);
    await page.locator('input[name="password"]').fill('the provider’s own password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: /^Hola, Núria/ })).toBeVisible();
    // The one-time code never stays in the address bar.
    expect(page.url()).not.toContain('code=');
  });
});
