import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from './support/test';
import { E2E_ADMIN } from './support/admin';
import { shot, signInAsAdmin } from './support/session';
import { typeDate } from './support/dates';

const pdfFile = (name: string, text: string): string => {
  const file = path.join(tmpdir(), `${process.pid}-${name}`);
  writeFileSync(file, `%PDF-1.4\n% ${text}\n%%EOF\n`);
  return file;
};

/** A center with the indicator, pest-control and document modules on, an indicator with a target, and a document. */
const setUp = async (request: APIRequestContext) => {
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  const { access } = (await login.json()) as { access: string };
  const headers = { Authorization: `Bearer ${access}` };
  const ok = async (response: ReturnType<APIRequestContext['post']>) => {
    const answer = await response;
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()) as { id: number };
  };
  const consultancy = await ok(
    request.post('/api/consultancy', { headers, multipart: { name: 'Indicadors Consultors', domain_name: 'indicadors.cat' } }),
  );
  const enterprise = await ok(
    request.post('/api/enterprise', { headers, multipart: { json_data: JSON.stringify({ name: 'Paperera Girona', userIdList: [] }) } }),
  );
  const center = await ok(
    request.post('/api/center', {
      headers,
      multipart: {
        json_data: JSON.stringify({
          name: 'Paperera Salt',
          postal_code: '17190',
          autonomous_community: 'ES-CT',
          province: 'Girona',
          municipality: 'Salt',
          address: 'Carrer del Molí 3',
          used_language: 'ca',
          enterpriseId: enterprise.id,
          consultancyId: consultancy.id,
          userIdList: [],
        }),
      },
    }),
  );
  for (const module of ['indicator', 'ddd', 'document'])
    await ok(request.post(`/api/${module}-module/${center.id}/state`, { headers, data: { is_active: true } }));
  const process = await ok(request.post('/api/indicator-process', { headers, data: { center_id: center.id, name: 'Fabricació' } }));
  const indicator = await ok(
    request.post('/api/indicator', {
      headers,
      data: { process_id: process.id, name: 'Consum d’aigua per tona', unit: 'm³/t', frequency: 'MONTHLY', direction: 'LOWER_IS_BETTER' },
    }),
  );
  await ok(request.post('/api/indicator-target', { headers, data: { indicator_id: indicator.id, year: 2025, value: 3, baseline: 3.6 } }));
  await ok(
    request.post('/api/enterprise-document', {
      headers,
      multipart: {
        center_id: String(center.id),
        name: 'Autorització ambiental integrada',
        category: 'PERMIT',
        effective_date: '2024-01-15',
        file: { name: 'aai-v1.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% first version\n%%EOF\n') },
      },
    }),
  );
  return { centerId: center.id, indicatorId: indicator.id };
};

test('indicator measurements against the target, a pest-control service with its certificate, a new document version', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000); // four journeys in one center
  const { centerId, indicatorId } = await setUp(request);
  await signInAsAdmin(page);

  await test.step('three measurements draw the chart with the target', async () => {
    await page.goto(`/center/indicator-module/${centerId}/indicator/${indicatorId}`);
    await expect(page.getByRole('heading', { name: 'Consum d’aigua per tona', level: 1 })).toBeVisible();
    const measurements = page.getByRole('region', { name: 'Mediciones' });
    for (const [month, value, shown] of [
      ['01/2025', '3,4', 'Enero de 2025'],
      ['02/2025', '3.1', 'Febrero de 2025'],
      ['03/2025', '2.9', 'Marzo de 2025'],
    ]) {
      // A monthly indicator's period is a month picked as MM/yyyy, never a typed code.
      await typeDate(measurements, 'Periodo', month!);
      await page.getByRole('textbox', { name: 'Valor' }).fill(value);
      await page.getByRole('button', { name: 'Registrar' }).click();
      // The table names the period as the interface writes it, not as it is typed or sent.
      await expect(page.getByRole('cell', { name: shown, exact: true })).toBeVisible();
    }
    const chart = page.getByRole('region', { name: 'Evolución' });
    await expect(chart.locator('svg').first()).toBeVisible();
    await expect(chart.getByText('Objetivo').first()).toBeVisible();
    await expect(chart.getByText('Medido').first()).toBeVisible();
    await expect(page.getByRole('cell', { name: '3,4', exact: true })).toBeVisible();
    await shot(page, '70-indicator-chart');
  });

  await test.step('the indicator, its ranges and an action are edited; a refused value is shown on its field', async () => {
    const dialog = page.getByRole('dialog');
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    await dialog.getByRole('combobox', { name: /^Frecuencia/ }).click();
    await page.getByRole('option', { name: 'Trimestral' }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('La frecuencia no puede cambiar una vez registradas mediciones.')).toBeVisible();
    await dialog.getByRole('combobox', { name: /^Frecuencia/ }).click();
    await page.getByRole('option', { name: 'Mensual' }).click();
    await dialog.getByRole('textbox', { name: /^Nombre/ }).fill('Consum d’aigua per tona produïda');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Consum d’aigua per tona produïda', level: 1 })).toBeVisible();
    // The history reloads after the save: the rename is the newest change.
    await expect(page.getByRole('region', { name: 'Historial' }).getByText('Consum d’aigua per tona produïda')).toBeVisible();

    await page.getByRole('button', { name: 'Editar los rangos' }).click();
    for (const [index, [name, level, min, max]] of [
      ['Bé', 'Bueno', '', '3.2'],
      ['Vigilar', 'Vigilar', '3', '3.8'],
    ].entries()) {
      await dialog.getByRole('button', { name: 'Añadir rango' }).click();
      await dialog
        .getByRole('textbox', { name: /^Nombre/ })
        .nth(index)
        .fill(name!);
      await dialog
        .getByRole('combobox', { name: /^Nivel/ })
        .nth(index)
        .click();
      await page.getByRole('option', { name: level }).click();
      if (min) await dialog.getByRole('spinbutton', { name: 'Mínimo' }).nth(index).fill(min);
      await dialog.getByRole('spinbutton', { name: 'Máximo' }).nth(index).fill(max!);
    }
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('Este rango se solapa con el rango 1.')).toBeVisible();
    await dialog.getByRole('spinbutton', { name: 'Mínimo' }).nth(1).fill('3.2');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Vigilar: 3,2 – 3,8')).toBeVisible();
    await expect(page.getByText('Bé: −∞ – 3,2')).toBeVisible();
    await shot(page, '70b-indicator-ranges');

    await page.getByRole('tab', { name: 'Acciones', exact: true }).click();
    await page.getByRole('button', { name: 'Nueva acción' }).click();
    await dialog.getByRole('combobox', { name: /^Indicador/ }).click();
    await page.getByRole('option', { name: 'Consum d’aigua per tona produïda' }).click();
    await dialog.getByRole('textbox', { name: /^Qué/ }).fill('Revisar les fuites del circuit');
    await dialog.getByRole('textbox', { name: /^Quién/ }).fill('Manteniment');
    await typeDate(dialog, 'Cuándo', '30/06/2025');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row', { name: /Revisar les fuites del circuit/ });
    await expect(row.getByRole('cell', { name: 'Planificada' })).toBeVisible();
    await row.click();
    await dialog.getByRole('combobox', { name: /^Estado/ }).click();
    await page.getByRole('option', { name: 'Hecha' }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('cell', { name: 'Hecha' })).toBeVisible();
  });

  await test.step('a pest-control service is registered with its certificate, flagged without registration numbers', async () => {
    await page.goto(`/center/ddd-module/${centerId}/service/new`);
    await typeDate(page, 'Fecha', '10/03/2025');
    await page.getByRole('combobox', { name: 'Tratamiento' }).click();
    await page.getByRole('option', { name: 'Desratización' }).click();
    await page.getByRole('textbox', { name: 'Proveedor' }).fill('Plagues Girona SL');
    await page.locator('input[type=file]').setInputFiles(pdfFile('certificat.pdf', 'certificate'));
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(new RegExp(`/center/ddd-module/${centerId}$`));
    const row = page.getByRole('row', { name: /Plagues Girona SL/ });
    await expect(row.getByText('Falta el número de registro del proveedor')).toBeVisible();
    const certificate = row.getByRole('link', { name: 'Certificado' });
    const answer = await page.request.get((await certificate.getAttribute('href'))!);
    expect(await answer.text()).toContain('certificate');
    await page.getByRole('tab', { name: 'Gestión de archivos' }).click();
    await expect(page.getByRole('link', { name: 'certificat.pdf' })).toBeVisible();
    // The module's report: the services register.
    const [register] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Registro de servicios (.xlsx)' }).click(),
    ]);
    expect(register.suggestedFilename()).toMatch(/^registro-de-servicios-de-control-de-plagas_.*\.xlsx$/);
    await shot(page, '71-ddd-files');
  });

  await test.step('a new version of a document keeps the first one downloadable', async () => {
    await page.goto(`/center/document-module/${centerId}/enterprise-documents`);
    const row = page.getByRole('row', { name: /Autorització ambiental integrada/ });
    await row.getByRole('button', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type=file]').setInputFiles(pdfFile('aai-v2.pdf', 'second version'));
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    const second = row.getByRole('link', { name: 'Descargar la versión 2' });
    const first = row.getByRole('link', { name: 'Descargar la versión 1' });
    await expect(second).toBeVisible();
    expect(await (await page.request.get((await second.getAttribute('href'))!)).text()).toContain('second version');
    expect(await (await page.request.get((await first.getAttribute('href'))!)).text()).toContain('first version');
    await shot(page, '72-document-versions');
  });
});
