import { expect, test, type APIRequestContext } from './support/test';
import { E2E_ADMIN } from './support/admin';
import { shot, signInAsAdmin } from './support/session';
import { typeDate } from './support/dates';

// Seeded catalogue (migration risks_audit), shown in Spanish.
const QUESTION = '¿El proceso genera residuos peligrosos?';
const RISK = 'Gestión incorrecta de residuos peligrosos y sanción';
const RESPONSIBLE = { name: 'Laura Puig', email: 'laura@verda.test', password: 'Laura-pass-2025', role: 'admin' };

/** A center of its own with both modules on, and an admin who will check the action. */
const createCenter = async (request: APIRequestContext) => {
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  const { access } = (await login.json()) as { access: string };
  const headers = { Authorization: `Bearer ${access}` };
  const created = async (answer: Awaited<ReturnType<APIRequestContext['post']>>) => {
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()) as { id: number };
  };
  const consultancy = await created(
    await request.post('/api/consultancy', { headers, multipart: { name: 'Risc Consultors', domain_name: 'risc.test' } }),
  );
  const enterprise = await created(
    await request.post('/api/enterprise', { headers, multipart: { json_data: JSON.stringify({ name: 'Pintures Rubí', userIdList: [] }) } }),
  );
  await created(await request.post('/api/user', { headers, data: RESPONSIBLE }));
  const center = await created(
    await request.post('/api/center', {
      headers,
      multipart: {
        json_data: JSON.stringify({
          name: 'Planta de Rubí',
          postal_code: '08191',
          autonomous_community: 'ES-CT',
          province: 'Barcelona',
          municipality: 'Rubí',
          address: 'Carrer de la Indústria 4',
          used_language: 'es',
          enterpriseId: enterprise.id,
          consultancyId: consultancy.id,
          userIdList: [],
        }),
      },
    }),
  );
  for (const module of ['risk-opportunity', 'improvement'])
    await created(await request.post(`/api/${module}-module/${center.id}/state`, { headers, data: { is_active: true } }));
  return center.id;
};

/** Picks an option of a select; its accessible name is its label (with " *" when required) and then its current value. */
// The form may re-render as its data arrives and close an open menu: open it again until the choice is made.
const choose = async (page: import('@playwright/test').Page, label: string, option: string, current = '') => {
  for (let attempt = 1; ; attempt++) {
    await page.getByRole('combobox', { name: new RegExp(`^${label}( \\*)?${current ? ` ${current}` : ''}$`) }).click();
    try {
      await page.getByRole('option', { name: option, exact: true }).click({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 4) throw error;
      await page.keyboard.press('Escape');
    }
  }
};

test('an admin configures a process, evaluates a risk, opens an improvement action from it, closes it with an effectiveness check and reads its history', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const centerId = await createCenter(request);
  await signInAsAdmin(page);

  await test.step('a new process is configured with the questions that apply', async () => {
    await page.goto(`/center/risks-opportunities/${centerId}/processes`);
    await page.getByRole('textbox', { name: 'Nuevo proceso' }).fill('Pintura');
    await page.getByRole('button', { name: 'Añadir' }).click();
    await expect(page.getByText('Este proceso aún no tiene preguntas')).toBeVisible();
    await page.getByRole('link', { name: 'Configurar' }).click();
    await expect(page.getByRole('heading', { name: 'Preguntas que aplican a Pintura', level: 1 })).toBeVisible();
    await page.getByRole('checkbox', { name: new RegExp(`^${QUESTION.replace(/[?¿]/g, '.')}`) }).check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(new RegExp(`/center/risks-opportunities/${centerId}/processes$`));
  });

  await test.step('the searcher kept the process selected: its risk is evaluated on the 5x5 matrix', async () => {
    const row = page.getByRole('row', { name: new RegExp(RISK) });
    await row.getByRole('link', { name: 'Evaluar' }).click();
    await expect(page.getByRole('heading', { name: RISK, level: 1 })).toBeVisible();
    await choose(page, 'Probabilidad', '4');
    await choose(page, 'Impacto', '4');
    await expect(page.locator('[data-level="HIGH"]')).toHaveText('Alto (16)');
    await choose(page, 'Tratamiento', 'Mitigar');
    await page.getByRole('textbox', { name: 'Acción prevista' }).fill('Formar al personal de almacén');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/evaluation\/\d+$/);
    await expect(page.getByText('No hay acciones abiertas.')).toBeVisible();
    await shot(page, '70-risk-evaluation');
  });

  await test.step('an improvement action starts from the high risk, with origin and link filled in', async () => {
    await page.getByRole('link', { name: 'Abrir una acción de mejora' }).click();
    await expect(page.getByRole('link', { name: new RegExp(`Pintura · ${RISK}`) })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Origen' })).toHaveText('Riesgo');
    await page.getByRole('textbox', { name: 'Descripción (qué ha pasado)' }).fill('Bidones sin etiquetar en el almacén');
    await page.getByRole('textbox', { name: 'Acción', exact: true }).fill('Etiquetar los bidones y revisar el almacén cada semana');
    await typeDate(page, 'Fecha límite', '30/06/2030');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/improvement\/\d+$/);
    // The saved action's own page (its heading is the action): a choice made on the new-action form would be lost.
    await expect(page.getByRole('heading', { level: 1, name: /Etiquetar los bidones/ })).toBeVisible();
  });

  await test.step('closing asks for the effectiveness check', async () => {
    await choose(page, 'Estado', 'Cerrada', 'Abierta');
    await expect(page.getByRole('heading', { name: 'Verificación de la eficacia' })).toBeVisible();
    await typeDate(page, 'Fecha de cierre', '01/06/2030');
    await page.getByRole('combobox', { name: 'Verificada por' }).fill('Laura');
    await page.getByRole('option', { name: RESPONSIBLE.name }).click();
    await typeDate(page, 'Fecha de verificación', '01/06/2030');
    await page.getByRole('switch', { name: 'Eficaz' }).check();
    await page.getByRole('textbox', { name: 'Comentario de eficacia' }).fill('Sin incidencias en tres meses');
    const saved = page.waitForResponse(
      (answer) => /\/api\/improvement-action\/\d+$/.test(answer.url()) && answer.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Guardar' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('combobox', { name: /^Estado( \*)? Cerrada$/ })).toBeVisible();
  });

  await test.step('the improvement history lists it, with every change of its fields', async () => {
    await page.getByRole('tab', { name: 'Histórico de mejora' }).click();
    await page.getByRole('link', { name: /Etiquetar los bidones/ }).click();
    await expect(page.getByText('Sin incidencias en tres meses').first()).toBeVisible();
    const history = page.getByRole('region', { name: 'Historial' });
    await expect(history).toContainText('Modificado');
    await expect(history).toContainText('Creado');
    await expect(history).toContainText('Abierta → Cerrada');
    await shot(page, '71-improvement-history');
  });
});
