import { SMTPServer } from 'smtp-server';
import { expect, test, type APIRequestContext } from './support/test';
import { E2E_ADMIN } from './support/admin';
import { shot, signIn, signInAsAdmin, userMenuButton } from './support/session';

/** A real SMTP server on 127.0.0.1 that keeps the messages the app sends (the consultancy's mail server). */
const startMailbox = async () => {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
test.beforeAll(async () => {
  mailbox = await startMailbox();
});
test.afterAll(async () => {
  await mailbox.close();
});

/** A consultancy whose mail goes to the mailbox, an enterprise and a center of it (set up over the API). */
const setUpConsultancy = async (request: APIRequestContext) => {
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  const headers = { Authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
  const ok = async (answer: Awaited<ReturnType<APIRequestContext['post']>>) => {
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()) as { id: number };
  };
  const consultancy = await ok(
    await request.post('/api/consultancy', { headers, multipart: { name: 'Convida Consultors', domain_name: 'convida.test' } }),
  );
  await ok(
    await request.post(`/api/consultancy/${consultancy.id}/email-config`, {
      headers,
      data: { host: '127.0.0.1', port: mailbox.port, username: 'avisos@verda.test', password: '', use_tls: false, use_ssl: false },
    }),
  );
  const enterprise = await ok(
    await request.post('/api/enterprise', {
      headers,
      multipart: { json_data: JSON.stringify({ name: 'Adoberies Igualada', userIdList: [] }) },
    }),
  );
  await ok(
    await request.post('/api/center', {
      headers,
      multipart: {
        json_data: JSON.stringify({
          name: 'Adoberia del Rec',
          postal_code: '08700',
          autonomous_community: 'ES-CT',
          province: 'Barcelona',
          municipality: 'Igualada',
          address: 'Carrer del Rec 20',
          used_language: 'es',
          enterpriseId: enterprise.id,
          consultancyId: consultancy.id,
          userIdList: [],
        }),
      },
    }),
  );
};

const INVITED = { name: 'Laia Rovira', email: 'laia@adoberies.test', password: 'Laia-tria-2026' };

test.describe('onboarding by e-mail', () => {
  test('an admin invites a client; she chooses her password from the e-mail and signs in', async ({ page, request }) => {
    await setUpConsultancy(request);
    await signInAsAdmin(page);

    await page.goto('/user/new');
    await page.getByRole('textbox', { name: 'Nombre' }).fill(INVITED.name);
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(INVITED.email);
    await expect(page.getByRole('switch', { name: 'Enviar una invitación por correo electrónico' })).toBeChecked();
    await expect(page.getByLabel('Contraseña')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Rol' }).click();
    await page.getByRole('option', { name: 'Cliente' }).click();
    await page.getByRole('combobox', { name: 'Centros' }).fill('Adoberia');
    await page.getByRole('option', { name: 'Adoberia del Rec' }).click();
    await shot(page, '60-onboarding-invite');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(`Invitación enviada a ${INVITED.email}.`)).toBeVisible();

    await expect.poll(() => mailbox.received.filter((mail) => mail.to.includes(INVITED.email)).length).toBe(1);
    const mail = mailbox.received.find((mail) => mail.to.includes(INVITED.email))!;
    const link = mail.raw.replace(/=\r?\n/g, '').match(/http:\/\/[^\s]+\/set-password\/[A-Za-z0-9_-]+/)![0];

    // She opens the link signed out, in another browser.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole('heading', { name: 'Elija su contraseña' })).toBeVisible();
    await expect(page).toHaveTitle(/Elija su contraseña · EnvComply/);
    await page.getByLabel('Contraseña nueva').fill(INVITED.password);
    await page.getByLabel('Repita la contraseña').fill(INVITED.password);
    await shot(page, '61-onboarding-set-password');
    await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
    await expect(page.getByText(`Contraseña guardada. Ya puede iniciar sesión como ${INVITED.email}.`)).toBeVisible();

    // The link works once: opened again it explains itself.
    await page.goto(new URL(link).pathname);
    await expect(page.getByText(/Este enlace ya se ha usado/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pedir un enlace nuevo' })).toBeVisible();

    await signIn(page, INVITED);
  });

  test('the login page offers a reset link and gives the same answer for any e-mail', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'EnvComply' })).toBeVisible();
    await page.getByRole('link', { name: '¿Ha olvidado la contraseña?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Correo electrónico').fill('nadie@ninguna.test');
    await page.getByRole('button', { name: 'Enviar el enlace' }).click();
    await expect(page.getByRole('status')).toContainText('Si la dirección pertenece a una cuenta');
    await shot(page, '62-onboarding-forgot');
  });

  test('at phone width the pages fit and the user menu stays in reach', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await shot(page, '63-phone-login');
    await page.getByRole('link', { name: '¿Ha olvidado la contraseña?' }).click();
    await shot(page, '64-phone-forgot');
    await signIn(page, INVITED);
    await expect(userMenuButton(page)).toBeInViewport();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    await shot(page, '65-phone-home');
    await page.setViewportSize({ width: 768, height: 1024 });
    await shot(page, '66-tablet-home');

    // The users list at phone width: one readable column, no sideways scrolling.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.context().clearCookies();
    await signInAsAdmin(page);
    await page.goto('/user');
    await expect(page.getByText(INVITED.email)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, '67-phone-users');
  });
});
