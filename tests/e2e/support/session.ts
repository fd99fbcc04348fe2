import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { E2E_ADMIN } from './admin';

/** Signs in through the login form (the UI starts in Spanish). */
export const signIn = async (page: Page, { email, password }: { email: string; password: string }) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
  // The refresh token is the server's HttpOnly cookie, sent to the token routes only: no script of the page reads it.
  const refreshCookies = (await page.context().cookies()).filter(({ name }) => name === 'refresh_token');
  expect(refreshCookies.map(({ path, httpOnly, sameSite }) => ({ path, httpOnly, sameSite }))).toEqual(
    expect.arrayContaining([
      { path: '/api/token/refresh', httpOnly: true, sameSite: 'Strict' },
      { path: '/api/logout', httpOnly: true, sameSite: 'Strict' },
    ]),
  );
  expect(await page.evaluate(() => document.cookie)).not.toContain('refresh_token');
};

/**
 * Signs in through the API as the app does (its request context shares the page's cookies, so the server's HttpOnly
 * refresh cookie lands in the browser) and stores what the login form's page would, then opens the home page. For
 * journeys that are not about signing in: the form is walked by the ones that are.
 */
export const signInThroughApi = async (
  page: Page,
  credentials: { email: string; password: string },
  url = test.info().project.use.baseURL!,
) => {
  const login = await page.request.post('/api/login', { data: credentials, headers: { 'X-Refresh-Cookie': '1' } });
  expect(login.ok(), await login.text()).toBe(true);
  const { access } = (await login.json()) as { access: string };
  await page.context().addCookies([
    { name: 'access_token', value: access, url, sameSite: 'Strict' },
    { name: 'session', value: '1', url, sameSite: 'Strict' },
  ]);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
};

export const signInAsAdmin = (page: Page) => signInThroughApi(page, E2E_ADMIN);

/** The account button of the app bar: labelled "Perfil" (es, ca), it shows the user's name and picture. */
export const userMenuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Perfil' });

export const openUserMenu = async (page: Page) => {
  await userMenuButton(page).click();
  await expect(page.getByRole('menu')).toBeVisible();
  // Wait for the fade-in, so screenshots show the menu rather than a ghost of it.
  await expect(page.locator('.MuiMenu-paper')).toHaveCSS('opacity', '1');
};

/**
 * Signs out through the user menu and waits for the login page: the logout ends the session on the server and
 * clears the cookies when its answer comes, so a sign-in started before then would lose its new cookies.
 */
export const signOut = async (page: Page) => {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
};

/**
 * A screen a journey shows, once it has settled: checked with axe-core (no serious or critical WCAG 2.1 AA
 * violation, issue 25), and with E2E_SCREENSHOTS=1 pictured under test-results/ to look at (the pictures assert
 * nothing, and taking eighty of them costs a minute of every run).
 */
export const shot = async (page: Page, name: string) => {
  await expectAccessible(page, name);
  if (process.env.E2E_SCREENSHOTS === '1') await page.screenshot({ path: `test-results/${name}.png`, fullPage: true });
};

/**
 * The "Crear" link of one resource's list. Right after a menu click the previous list can still be on
 * screen for a moment (its page is loading), so a bare "Crear" may be the old list's.
 */
export const createLinkOf = (page: Page, resource: string) =>
  page.getByRole('link', { name: 'Crear' }).and(page.locator(`[href="/${resource}/create"]`));
