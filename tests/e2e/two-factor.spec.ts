import { generate } from 'otplib';
import { E2E_ADMIN } from './support/admin';
import { openUserMenu, shot } from './support/session';
import { expect, test } from './support/test';

const PERSON = { name: 'Marta Vidal', email: 'marta.vidal@dos-pasos.test', password: 'Marta-pass-2025' };

/** The code the authenticator app shows `steps` 30-second steps from now, computed from the secret the page showed. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

test('a user turns two-step verification on from the profile, then signs in with a code from the app', async ({ page }) => {
  await test.step('an admin creates the user', async () => {
    const login = await page.request.post('/api/login', { data: E2E_ADMIN });
    const { access } = (await login.json()) as { access: string };
    const created = await page.request.post('/api/user', {
      headers: { authorization: `Bearer ${access}` },
      data: { ...PERSON, role: 'collaborator' },
    });
    expect(created.status(), await created.text()).toBe(201);
  });

  const signInWithPassword = async () => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(PERSON.email);
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(PERSON.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  };

  let secret = '';
  await test.step('profile: scan, confirm a first code, keep the recovery codes', async () => {
    await signInWithPassword();
    await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Verificación en dos pasos' });
    await section.getByRole('button', { name: 'Activar' }).click();
    await expect(section.getByRole('img', { name: 'Código QR para la app de autenticación' })).toBeVisible();
    secret = (await section.getByTestId('two-factor-secret').textContent())!.replace(/\s/g, '');
    await section.getByRole('textbox', { name: 'Código' }).fill('000000');
    // Enrolling an authenticator asks for the current password too (issue 32).
    await section.getByLabel('Contraseña actual').fill(PERSON.password);
    await section.getByRole('button', { name: 'Confirmar' }).click();
    await expect(section.getByText('El código no es válido o ya se ha usado.')).toBeVisible();
    // The previous step's code (one step of drift is allowed), so the current one is still unused for the sign-in below.
    await section.getByRole('textbox', { name: 'Código' }).fill(await codeAt(secret, -1));
    await section.getByRole('button', { name: 'Confirmar' }).click();
    await expect(section.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem')).toHaveCount(10);
    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Descargar como texto' }).click();
    expect((await downloading).suggestedFilename()).toBe('envcomply-recovery-codes.txt');
    await shot(page, 'two-factor-01-recovery-codes');
    await section.getByRole('button', { name: 'Hecho' }).click();
    await expect(
      section.getByText(/^Activada desde el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\. Códigos de recuperación sin usar: 10\./),
    ).toBeVisible();
  });

  await test.step('sessions: this one is listed, with its device', async () => {
    const sessions = page.getByRole('region', { name: 'Sesiones' });
    await expect(sessions.getByRole('row', { name: /Chrome en Linux.*Esta sesión/ })).toBeVisible();
    await expect(sessions.getByRole('row', { name: /127\.0\.0\.1/ })).toHaveCount(1);
    // At phone width the sessions read as cards: nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'two-factor-03-profile-phone');
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  await test.step('signing out and in again asks for the code', async () => {
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login/);
    await signInWithPassword();
    const code = page.getByRole('textbox', { name: 'Código' });
    await expect(code).toBeVisible();
    await code.fill('000000');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByText('El código no es válido o ya se ha usado.')).toBeVisible();
    await shot(page, 'two-factor-02-code-step');
    await code.fill(await codeAt(secret));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
  });
});
