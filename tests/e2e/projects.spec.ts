import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { E2E_ADMIN } from './support/admin';
import { shot, signIn, signInAsAdmin, signOut } from './support/session';
import { typeDate } from './support/dates';

const COLLABORATOR = { name: 'Pau Soler', email: 'pau@verda.test', password: 'Pau-pass-2025-x', role: 'collaborator', cost_per_hour: 25 };
const PROJECT = 'Autorització ambiental Sabadell';
const SECOND = 'Revisió anual Sabadell';

/** A center with the collaborator in it, made through the API (the journey is about projects). */
const setUp = async (request: APIRequestContext) => {
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  const headers = { Authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
  const created = async (answer: Awaited<ReturnType<APIRequestContext['post']>>) => {
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()) as { id: number };
  };
  const consultancy = await created(
    await request.post('/api/consultancy', { headers, multipart: { name: 'Hores Consultors', domain_name: 'hores.test' } }),
  );
  const enterprise = await created(
    await request.post('/api/enterprise', { headers, multipart: { json_data: JSON.stringify({ name: 'Adobs Vallès', userIdList: [] }) } }),
  );
  const collaborator = await created(await request.post('/api/user', { headers, data: COLLABORATOR }));
  const center = await created(
    await request.post('/api/center', {
      headers,
      multipart: {
        json_data: JSON.stringify({
          name: 'Planta Sabadell',
          postal_code: '08201',
          autonomous_community: 'ES-CT',
          province: 'Barcelona',
          municipality: 'Sabadell',
          address: 'Carrer Major 1',
          used_language: 'ca',
          enterpriseId: enterprise.id,
          consultancyId: consultancy.id,
          userIdList: [collaborator.id],
        }),
      },
    }),
  );
  // A second project of the center, with no tasks yet, to copy the first one's tasks into.
  await created(await request.post('/api/project', { headers, data: { name: SECOND, centerId: center.id } }));
};

const pick = async (page: Page, label: string, text: string) => {
  await page.getByRole('combobox', { name: label }).fill(text);
  await page
    .getByRole('option', { name: new RegExp(text) })
    .first()
    .click();
};

const readDownload = async (page: Page, click: () => Promise<void>) => {
  const download = page.waitForEvent('download');
  await click();
  const workbook = await new ExcelJS.Workbook().xlsx.readFile(await (await download).path());
  const rows: string[] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push(JSON.stringify(row.values)));
  return rows;
};

test('an admin creates a project with two tasks, a collaborator logs hours past the budget, and both read the reports', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000); // two sign-ins, two downloads and a copy of tasks, on a shared machine
  await setUp(request);
  await signInAsAdmin(page);

  await test.step('the admin creates the project with its collaborator and two tasks', async () => {
    await page.goto('/project/new');
    await page.getByRole('textbox', { name: 'Nombre' }).fill(PROJECT);
    await pick(page, 'Centro', 'Planta Sabadell');
    await page.getByRole('spinbutton', { name: 'Horas previstas' }).fill('4');
    await page.getByRole('spinbutton', { name: 'Precio' }).fill('1500');
    await pick(page, 'Usuarios', COLLABORATOR.name);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/project\/\d+$/);
    for (const task of ['Visita a planta', 'Informe de impacte']) {
      await page.getByRole('link', { name: 'Nueva tarea' }).click();
      await expect(page).toHaveURL(/\/task\/new$/);
      // The form settles once its user choices and its date picker have loaded; what is typed before that is reset,
      // so type until the values stay and the form counts as changed.
      await expect(page.getByRole('group', { name: 'Fecha límite' })).toBeVisible();
      await expect(async () => {
        await page.getByRole('textbox', { name: 'Nombre' }).fill(task);
        await page.getByRole('spinbutton', { name: 'Horas previstas' }).fill('2');
        await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue(task, { timeout: 1000 });
        await expect(page.getByRole('button', { name: 'Guardar' })).toBeEnabled({ timeout: 1000 });
      }).toPass({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(page).toHaveURL(/\/project\/\d+$/);
      await expect(page.getByRole('row', { name: new RegExp(task) })).toBeVisible();
    }
    await shot(page, '70-project-edit');
  });

  await test.step('the admin copies those tasks into a second project', async () => {
    await page.goto('/project');
    await page.getByRole('row', { name: new RegExp(SECOND) }).click();
    await expect(page).toHaveURL(/\/project\/\d+$/);
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue(SECOND);
    await page.getByRole('button', { name: 'Copiar tareas de otro proyecto' }).click();
    const dialog = page.getByRole('dialog', { name: `Copiar tareas en «${SECOND}»` });
    await dialog.getByRole('combobox', { name: 'Proyecto de origen' }).fill(PROJECT);
    await page.getByRole('option', { name: PROJECT }).click();
    await shot(page, '72-project-copy-tasks');
    await dialog.getByRole('button', { name: 'Copiar tareas' }).click();
    await expect(page.getByText('2 tareas copiadas')).toBeVisible();
    await expect(page.getByRole('row', { name: /Visita a planta/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Informe de impacte/ })).toBeVisible();
    // Back at the top of the app (scrolled down to the tasks, react-admin's app bar hides itself).
    await page.getByRole('link', { name: 'Listado' }).click();
    await expect(page).toHaveURL(/\/project$/);
  });

  await test.step('the collaborator logs five hours on a four-hour project', async () => {
    await signOut(page);
    await signIn(page, COLLABORATOR);
    await page.goto('/project');
    await page.getByRole('row', { name: new RegExp(PROJECT) }).click();
    await expect(page).toHaveURL(/\/project\/\d+$/);
    await expect(page.getByRole('spinbutton', { name: 'Horas previstas' })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Precio' })).toHaveCount(0);
    await page
      .getByRole('row', { name: /Visita a planta/ })
      .getByRole('button', { name: 'Imputar horas' })
      .click();
    await expect(page).toHaveURL(/\/dedication\/new$/);
    await page.waitForLoadState('networkidle');
    await typeDate(page, 'Fecha', '02/03/2026');
    await page.getByLabel('Horas *', { exact: true }).fill('25');
    await page.getByRole('button', { name: 'Guardar' }).click();
    // More than 24 h a day is refused before it leaves the browser.
    await expect(page.getByText('Entre 0,01 y 24 horas')).toBeVisible();
    await page.getByLabel('Horas *', { exact: true }).fill('5');
    // MUI's time pickers in the UI language, typed section by section like the dates.
    await typeDate(page, 'Hora de inicio', '08:00');
    await typeDate(page, 'Hora de fin', '13:00');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('row', { name: /Pau Soler/ })).toContainText('5');
  });

  await test.step('the list shows the project over budget and the resume counts the hours', async () => {
    await page.goto('/project');
    const bar = page.getByRole('row', { name: new RegExp(PROJECT) }).getByTestId('hours-bar');
    await expect(bar).toHaveAttribute('data-level', 'over');
    await expect(bar).toContainText('5 de 4 h (125 %)');
    await shot(page, '71-project-list-over-budget');
    await page.goto('/project/worked-hours-by-user-resume');
    await typeDate(page, 'Desde', '01/01/2026');
    await typeDate(page, 'Hasta', '31/12/2026');
    await page.getByRole('button', { name: 'Mostrar' }).click();
    await expect(page.getByTestId('resume-total')).toHaveText(/^5\sh$/);
    await expect(page.getByRole('row', { name: new RegExp(PROJECT) })).toBeVisible();
  });

  await test.step('the collaborator downloads their working-time register and reads it back', async () => {
    await page.goto('/project/working-time-register');
    await typeDate(page, 'Mes', '03/2026');
    const rows = await readDownload(page, () => page.getByRole('button', { name: 'Descargar' }).click());
    expect(rows.some((row) => row.includes('2026-03-02') && row.includes('08:00') && row.includes('13:00'))).toBe(true);
  });

  await test.step('the admin downloads the project list with its money columns', async () => {
    await signOut(page);
    await signInAsAdmin(page);
    await page.goto('/project');
    const rows = await readDownload(page, () => page.getByRole('button', { name: 'Exportar' }).click());
    expect(rows.some((row) => row.includes(PROJECT) && row.includes('1500') && row.includes('Planta Sabadell'))).toBe(true);
  });
});
