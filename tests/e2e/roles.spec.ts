import { expect, test } from './support/test';
import { E2E_ADMIN } from './support/admin';
import { shot, signIn } from './support/session';

const COLLABORATOR = { name: 'Carla Col', email: 'carla.col@consultora.test', password: 'Carla-pass-2025', role: 'collaborator' };

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  const { access } = (await login.json()) as { access: string };
  const created = await request.post('/api/user', { data: COLLABORATOR, headers: { Authorization: `Bearer ${access}` } });
  expect([201, 409]).toContain(created.status()); // 409: a retried run already created her
});

test('a collaborator sees no administration and is turned away from admin pages', async ({ page }) => {
  await signIn(page, COLLABORATOR);
  await expect(page.getByRole('heading', { name: 'Hola, Carla Col' })).toBeVisible();
  await expect(page.getByRole('menu').getByText('Administración')).toBeHidden();
  await expect(page.getByRole('menuitem', { name: 'Usuarios', exact: true })).toBeHidden();
  await expect(page.getByRole('menuitem', { name: 'Ámbitos de proyecto' })).toBeHidden();
  await shot(page, '13-collaborator-dashboard');

  await page.goto('/user');
  await expect(page.getByText('Acceso denegado')).toBeVisible();
  await shot(page, '14-collaborator-access-denied');

  await page.goto('/profile');
  await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Carla Col');
});
