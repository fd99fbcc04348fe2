import { writeFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { E2E_ADMIN } from './support/admin';
import { shot, signInAsAdmin } from './support/session';
import { typeDate } from './support/dates';

// 1x1 PNG and the smallest PDF the server's content check accepts, written where a person would pick them.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c4944415408d763f8ffff3f0005fe02fea7d6a4810000000049454e44ae426082',
  'hex',
);
const writeFile = (name: string, data: Buffer | string) => {
  const file = path.join(tmpdir(), `${process.pid}-${name}`);
  writeFileSync(file, data);
  return file;
};

/** Whether the page fits a laptop's 1366 px screen: nothing wider than the window, so no sideways scroll. */
const fitsLaptop = async (page: Page) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
};

const adminApi = async (request: APIRequestContext) => {
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  const { access } = (await login.json()) as { access: string };
  const headers = { Authorization: `Bearer ${access}` };
  const ok = async (response: Promise<Awaited<ReturnType<APIRequestContext['post']>>>) => {
    const answer = await response;
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()) as { id: number; results?: { id: number }[] };
  };
  return {
    json: (url: string, data: object) => ok(request.post(url, { headers, data })),
    put: (url: string, data: object) => ok(request.put(url, { headers, data })),
    get: (url: string) => ok(request.get(url, { headers })),
    multipart: (url: string, multipart: Record<string, string>) => ok(request.post(url, { headers, multipart })),
  };
};

test('an admin catalogues a hazardous residue, plans its collection with a contract and a photo, records a collection and an incidence, and reads the legal clock', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const consultancy = await api.multipart('/api/consultancy', { name: 'Residus Consultors', domain_name: 'residus.cat' });
  const enterprise = await api.multipart('/api/enterprise', { json_data: JSON.stringify({ name: 'Pintures Rubí SA', userIdList: [] }) });
  const center = await api.multipart('/api/center', {
    json_data: JSON.stringify({
      name: 'Planta de Rubí',
      postal_code: '08191',
      autonomous_community: 'ES-CT',
      province: 'Barcelona',
      municipality: 'Rubí',
      address: 'Carrer del Molí 3',
      used_language: 'es',
      enterpriseId: enterprise.id,
      consultancyId: consultancy.id,
      userIdList: [],
    }),
  });
  await api.multipart('/api/treatment', { name: 'Regeneración de disolventes', type: 'R2' });
  const carrier = await api.json('/api/residue-carrier', { name: 'Transports Rubí SL', email: 'rutes@rubi.example', code: 'T-08-77' });
  await api.json(`/api/residue-module/${center.id}/state`, { is_active: true });
  const modulePath = `/center/residue-module/${center.id}`;
  await signInAsAdmin(page);

  await test.step('the residue is created with its LER code normalised and two hazard classes', async () => {
    await page.goto('/residue/new');
    await page.getByRole('textbox', { name: 'Nombre (castellano)' }).fill('Disolventes orgánicos halogenados');
    await page.getByRole('textbox', { name: 'Nombre (catalán)' }).fill('Dissolvents orgànics halogenats');
    await page.getByRole('textbox', { name: 'Código LER' }).fill('140602*');
    const classes = page.getByRole('combobox', { name: 'Peligrosidades (HP)' });
    for (const hazard of ['HP3 Inflamable', 'HP6 Toxicidad aguda']) {
      await classes.fill(hazard.split(' ')[0]!);
      await page.getByRole('option', { name: hazard }).click();
    }
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/residue$/);
    await expect(page.getByRole('row', { name: /14 06 02\*/ })).toBeVisible();
    await shot(page, '60-waste-residues');
  });

  const residues = await api.get('/api/residue?searchText=14%2006%2002');
  await api.put(`/api/residue-carrier/${carrier.id}`, {
    name: 'Transports Rubí SL',
    email: 'rutes@rubi.example',
    code: 'T-08-77',
    residue_ids: [residues.results![0]!.id],
  });

  await test.step('a collection plan is saved with its treatment contract and a container photo', async () => {
    await page.goto(`${modulePath}/collection-plan/new`);
    await typeDate(page, 'Fecha de inicio', '05/01/2026');
    await page.getByRole('combobox', { name: 'Residuo' }).fill('Disolventes');
    await page.getByRole('option', { name: /14 06 02\*/ }).click();
    await page.getByRole('combobox', { name: 'Tratamiento' }).fill('Regeneración');
    await page.getByRole('option', { name: /R2 Regeneración/ }).click();
    await page.getByRole('combobox', { name: 'Transportista' }).fill('Rubí');
    await page.getByRole('option', { name: /Transports Rubí/ }).click();
    await typeDate(page, 'Primer depósito', '02/01/2026');
    await page.getByLabel('Frecuencia (días)').fill('30');
    const files = page.locator('input[type=file]');
    await files.nth(0).setInputFiles(writeFile('contrato.pdf', '%PDF-1.4\n%%EOF\n'));
    await files.nth(2).setInputFiles(writeFile('contenedor.png', PNG));
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(new RegExp(`${modulePath}/identification$`));
    const row = page.getByRole('row', { name: /14 06 02\*/ });
    await expect(row).toContainText('Contrato de tratamiento: presente');
    await expect(row).toContainText('02/07/2026');
    await fitsLaptop(page);
    await shot(page, '61-waste-identification');
  });

  await test.step('a collection and an incidence are recorded and show in the history', async () => {
    await page.getByRole('tab', { name: 'Historial de recogidas' }).click();
    await page.getByRole('link', { name: 'Registrar recogida' }).click();
    await page.getByRole('combobox', { name: 'Plan de recogida' }).click();
    await page.getByRole('option', { name: /14 06 02\*/ }).click();
    await typeDate(page, 'Fecha', '04/02/2026');
    await page.getByRole('textbox', { name: 'Cantidad entregada' }).fill('250.5');
    await page.getByRole('textbox', { name: 'Aceptada' }).fill('250.5');
    await page.getByRole('textbox', { name: 'Número de DI' }).fill('DI-2026-001');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(new RegExp(`${modulePath}/collection-history$`));
    // The quantity as Spanish writes it, never the database's "250.500".
    await expect(page.getByRole('row', { name: /DI-2026-001/ })).toContainText('250,5\u00a0kg');
    await fitsLaptop(page);
    await shot(page, '62-waste-collection-history');
    await test.step('the archivo cronológico of this year downloads with the collection', async () => {
      await page.getByRole('button', { name: 'Archivo cronológico' }).click();
      const record = page.waitForEvent('download');
      await page
        .getByRole('dialog', { name: 'Archivo cronológico de residuos' })
        .getByRole('button', { name: 'Descargar (.xlsx)' })
        .click();
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(await (await record).path());
      expect(workbook.worksheets[0]!.getRow(2).getCell(2).value).toBe('14 06 02*');
      expect(workbook.worksheets[0]!.getRow(2).getCell(4).value).toBe(250.5);
    });
    await page.getByRole('row', { name: /DI-2026-001/ }).click();
    await page.getByRole('link', { name: 'Nueva incidencia' }).click();
    // What is typed before the form settles is reset: type until the date and the text stay.
    await expect(async () => {
      await typeDate(page, 'Fecha', '04/02/2026');
      await page.getByRole('textbox', { name: 'Descripción' }).fill('Un bidón llegó sin etiqueta');
      await expect(page.getByRole('group', { name: /^Fecha/ }).getByRole('spinbutton', { name: 'Año' })).toHaveText('2026', {
        timeout: 1000,
      });
      await expect(page.getByRole('textbox', { name: 'Descripción' })).toHaveValue('Un bidón llegó sin etiqueta', { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('row', { name: /Un bidón llegó sin etiqueta/ })).toBeVisible();
    await shot(page, '62-waste-collection');
  });

  await test.step('the legal clock lists the storage limit restarted by the collection', async () => {
    await page.goto(`${modulePath}/legal-clock`);
    await expect(page.getByRole('row', { name: /Plazo máximo de almacenamiento/ })).toContainText('04/08/2026');
    await shot(page, '63-waste-legal-clock');
  });

  await test.step('the reports list the next collection and the missing NT, the workbook reads back, and the configuration is saved', async () => {
    await page.getByRole('tab', { name: 'Próximas recogidas' }).click();
    await expect(page).toHaveURL(/reports\/next-collections$/);
    await expect(page.getByRole('table', { name: 'Próximas recogidas' }).getByRole('row', { name: /14 06 02\*/ })).toContainText(
      '06/03/2026',
    );
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar' }).click();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await (await download).path());
    // 06/03/2026 has passed: the state beside the date says so (issue 34, item 4), then the LER code.
    expect(workbook.worksheets[0]!.getRow(2).getCell(2).value).toBe('Vencida');
    expect(workbook.worksheets[0]!.getRow(2).getCell(3).value).toBe('14 06 02*');
    await fitsLaptop(page);
    await shot(page, '64-waste-next-collections');
    await page.getByRole('tab', { name: 'Documentos caducados' }).click();
    await expect(page).toHaveURL(/reports\/expired-documents$/);
    await expect(
      page.getByRole('table', { name: 'Documentos caducados' }).getByRole('row', { name: /Notificación previa \(NT\)/ }),
    ).toContainText('falta');
    await page.getByRole('tab', { name: 'Gestión de archivos' }).click();
    await expect(page).toHaveURL(/file-management$/);
    const filesTable = page.getByRole('table', { name: 'Gestión de archivos' });
    await expect(filesTable.getByRole('row', { name: /Contrato de tratamiento/ })).toContainText('contrato.pdf');
    await expect(filesTable.getByRole('row', { name: /Foto del contenedor/ })).toContainText('contenedor.png');
    await page.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Foto del contenedor' }).click();
    await expect(filesTable.getByRole('row')).toHaveCount(2);
    await shot(page, '66-waste-files');
    await page.getByRole('tab', { name: 'Configuración' }).click();
    await expect(page).toHaveURL(/configuration$/);
    await page.getByRole('spinbutton', { name: 'Días de aviso antes de cada recogida' }).fill('3');
    await page.getByRole('textbox', { name: 'Destinatarios de los recordatorios' }).fill('medi.ambient@rubi.example\nplanta@rubi.example');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Configuración guardada')).toBeVisible();
    expect(await api.get(`/api/residue-module/${center.id}/config`)).toMatchObject({
      reminder_days_before: 3,
      reminder_recipients: ['medi.ambient@rubi.example', 'planta@rubi.example'],
    });
    await shot(page, '65-waste-configuration');
  });

  await test.step('the legal clock of all centers names this center', async () => {
    await page.goto('/waste-legal-clock');
    // Overdue (the storage limit of 04/08/2026) is listed whatever the horizon: today + 90 days, widened 90 days at a time.
    await expect(
      page
        .getByRole('table', { name: 'Calendario legal' })
        .getByRole('row', { name: /Plazo máximo de almacenamiento/ })
        .filter({ hasText: 'Planta de Rubí' }),
    ).toContainText('04/08/2026');
    const horizon = page.getByTestId('clock-horizon');
    await expect(horizon).toHaveText(/^Hasta el \d{2}\/\d{2}\/\d{4}$/);
    const before = await horizon.textContent();
    await shot(page, '67-waste-all-centers-clock');
    await page.getByRole('button', { name: 'Ampliar 90 días' }).click();
    await expect(horizon).not.toHaveText(before!);
    await expect(page.getByRole('table', { name: 'Calendario legal' })).toBeVisible();
  });
});
