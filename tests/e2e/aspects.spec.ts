import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { E2E_ADMIN } from './support/admin';
import { shot, signInAsAdmin } from './support/session';
import { typeDate } from './support/dates';

/** Whether the page fits a laptop's 1366 px screen: nothing wider than the window, so no sideways scroll. */
const fitsLaptop = async (page: Page) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
};

/** A Catalan center with the environmental aspects module switched on. */
const createCenter = async (request: APIRequestContext) => {
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  const headers = { Authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
  const created = async (answer: Awaited<ReturnType<APIRequestContext['post']>>) => {
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()) as { id: number };
  };
  const consultancy = await created(
    await request.post('/api/consultancy', {
      headers,
      multipart: { name: 'Vallès Ambiental', domain_name: 'aspectes.vallesambiental.cat' },
    }),
  );
  const enterprise = await created(
    await request.post('/api/enterprise', {
      headers,
      multipart: { json_data: JSON.stringify({ name: 'Arts Gràfiques Rubí', userIdList: [] }) },
    }),
  );
  const center = await created(
    await request.post('/api/center', {
      headers,
      multipart: {
        json_data: JSON.stringify({
          name: 'Impremta de Rubí',
          postal_code: '08191',
          autonomous_community: 'ES-CT',
          province: 'Barcelona',
          municipality: 'Rubí',
          address: 'Carrer del Paper 3',
          used_language: 'ca',
          enterpriseId: enterprise.id,
          consultancyId: consultancy.id,
          userIdList: [],
        }),
      },
    }),
  );
  for (const module of ['environmental-aspects', 'improvement'])
    await created(await request.post(`/api/${module}-module/${center.id}/state`, { headers, data: { is_active: true } }));
  return center.id;
};

test('an admin builds a small aspects tree, evaluates it, closes with a significant aspect and downloads both documents', async ({
  page,
  request,
}) => {
  // Six journeys in one test (tree, evaluation, improvement action, method, good practices, practice action): more than the default minute.
  test.setTimeout(180_000);
  const centerId = await createCenter(request);
  const module = `/center/environmental-aspects-module/${centerId}`;
  await signInAsAdmin(page);

  await test.step('a stage, a zone, two aspects and a practice', async () => {
    await page.goto(`/center/${centerId}/home`);
    await page.getByRole('region', { name: 'Aspectos ambientales' }).getByRole('link').click();
    await page.getByRole('link', { name: 'Etapas del ciclo de vida' }).click();
    await page.getByRole('textbox', { name: 'Nueva etapa' }).fill('Impressió');
    await page.getByRole('button', { name: 'Añadir' }).click();
    const stage = page.getByRole('region', { name: 'Impressió' });
    await stage.getByRole('textbox', { name: 'Nueva zona' }).fill('Sala de màquines');
    await stage.getByRole('button', { name: 'Añadir' }).click();
    await stage.getByRole('link', { name: 'Aspectos de la zona' }).click();
    await page.getByRole('checkbox', { name: 'Consumo de energía eléctrica' }).check();
    await page.getByRole('checkbox', { name: 'Emisiones de compuestos orgánicos volátiles' }).check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Guardado').last()).toBeVisible();
    await shot(page, '80-aspects-selection');
    await page.getByRole('link', { name: 'Etapas del ciclo de vida' }).click();
    const aspect = page.getByRole('listitem').filter({ hasText: 'Consumo de energía eléctrica' });
    await aspect.getByRole('link', { name: 'Prácticas' }).click();
    await page.getByRole('checkbox', { name: 'Apagar luces y equipos al final de la jornada' }).check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Guardado').last()).toBeVisible();
  });

  await test.step('an aspect evaluation scores both aspects, one reaching the threshold', async () => {
    await page.goto(`${module}/aspect-evaluation`);
    await page.getByRole('link', { name: 'Nueva evaluación' }).click();
    await typeDate(page, 'Fecha', '02/03/2026');
    await page.getByRole('button', { name: 'Crear' }).click();
    await page.getByRole('link', { name: /Sala de màquines/ }).click();
    const score = async (aspect: string, values: number[]) => {
      const card = page.getByRole('region', { name: new RegExp(`^${aspect}`) });
      // The criteria are named in the user's language (Spanish), whatever the center's.
      const labels = ['Magnitud', 'Frecuencia', 'Gravedad', 'Requisito legal', 'Partes interesadas'];
      for (const [index, label] of labels.entries()) {
        await card.getByRole('combobox', { name: label }).click();
        await page.getByRole('option', { name: String(values[index]), exact: true }).click();
      }
      await expect(card.getByText('Este aspecto no tiene evaluación anterior.')).toBeVisible();
      await card.getByRole('button', { name: 'Guardar' }).click();
      await expect(card.getByText(`Puntuación: ${values.reduce((a, b) => a + b, 0)} / 11`)).toBeVisible();
    };
    await score('Consumo de energía eléctrica', [3, 3, 2, 2, 2]);
    await score('Emisiones de compuestos orgánicos volátiles', [1, 1, 1, 2, 1]);
    await shot(page, '81-aspects-evaluation-zone');
  });

  await test.step('closing keeps the preselected significant aspect, and the inventory lists it', async () => {
    await page.getByRole('link', { name: /^Evaluación de aspectos del 02\/03\/2026/ }).click();
    await page.getByRole('link', { name: 'Cerrar' }).click();
    await expect(page.getByRole('checkbox', { name: /Consumo de energía eléctrica/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /Emisiones de compuestos/ })).not.toBeChecked();
    await page.getByRole('button', { name: 'Cerrar la evaluación' }).click();
    await expect(page.getByText('Cerrada', { exact: true })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Inventario (.xlsx)' }).click();
    const workbook = await new ExcelJS.Workbook().xlsx.readFile(await (await download).path());
    const sheet = workbook.worksheets[0]!;
    // The center works in Catalan, its reader in Spanish: the workbook follows the reader (issue 34, item 5).
    expect(sheet.getRow(5).values).toEqual(expect.arrayContaining(['Aspecto', 'Significativo']));
    const rows = [6, 7].map((n) => sheet.getRow(n).values as unknown[]);
    expect(rows.find((row) => row[4] === 'Consumo de energía eléctrica')?.[15]).toBe('Sí');
  });

  await test.step('the significant aspect starts an improvement action, prefilled, listed under it', async () => {
    const significant = page.getByRole('region', { name: 'Aspectos significativos' });
    const aspect = significant.getByRole('listitem', { name: 'Consumo de energía eléctrica · Normal' });
    await expect(significant.getByRole('listitem')).toHaveCount(1);
    await aspect.getByRole('link', { name: 'Iniciar acción de mejora' }).click();
    await expect(page.getByText('Procede del aspecto ambiental significativo')).toBeVisible();
    await expect(page.getByRole('link', { name: /Consumo de energía eléctrica · Sala de màquines · 02\/03\/2026/ })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Origen' })).toHaveText('Evaluación de aspectos');
    await expect(page.getByRole('textbox', { name: 'Descripción (qué ha pasado)' })).toHaveValue(
      /Consumo de energía eléctrica \(Impressió · Sala de màquines\), puntuación 12/,
    );
    await page.getByRole('textbox', { name: 'Acción', exact: true }).fill('Substituir els fluorescents per LED');
    await typeDate(page, 'Fecha límite', '30/06/2030');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/improvement\/\d+$/);
    await page.getByRole('link', { name: /Consumo de energía eléctrica · Sala de màquines/ }).click();
    await page.getByRole('link', { name: /^Evaluación de aspectos del 02\/03\/2026/ }).click();
    await expect(
      page.getByRole('region', { name: 'Aspectos significativos' }).getByRole('link', { name: 'Substituir els fluorescents per LED' }),
    ).toBeVisible();
    await shot(page, '83-aspects-significant-actions');
  });

  await test.step('an admin edits the evaluation method: a criterion named in both languages, a threshold it can reach', async () => {
    await page.goto(`${module}/evaluation-periodicity`);
    const method = page.getByRole('region', { name: 'Método de evaluación' });
    await expect(method.getByRole('textbox', { name: 'Nombre en castellano' }).nth(1)).toHaveValue('Frecuencia');
    await expect(method.getByRole('textbox', { name: 'Nombre en catalán' }).nth(1)).toHaveValue('Freqüència');
    await method.getByRole('button', { name: 'Añadir criterio' }).click();
    const added = method.getByRole('group', { name: 'Criterio 6' });
    await added.getByRole('textbox', { name: 'Nombre en castellano' }).fill('Proximidad a zonas sensibles');
    await added.getByRole('textbox', { name: 'Nombre en catalán' }).fill('Proximitat a zones sensibles');
    await expect(method.getByText('Puntuación máxima posible: 18')).toBeVisible();
    await method.getByRole('spinbutton', { name: 'Umbral', exact: true }).fill('19');
    await method.getByRole('button', { name: 'Guardar' }).click();
    await expect(method.getByText('El umbral no se puede alcanzar: la puntuación más alta es 18.')).toBeVisible();
    await method.getByRole('spinbutton', { name: 'Umbral', exact: true }).fill('13');
    await method.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Guardado').last()).toBeVisible();
    await shot(page, '84-aspects-method');
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Método de evaluación' })
        .getByRole('group', { name: 'Criterio 6' })
        .getByRole('textbox', { name: 'Nombre en catalán' }),
    ).toHaveValue('Proximitat a zones sensibles');
  });

  await test.step('a good-practice evaluation records the practice and the guide carries it', async () => {
    await page.goto(`${module}/good-practice-evaluation/new`);
    await typeDate(page, 'Fecha', '03/03/2026');
    await page.getByRole('button', { name: 'Crear' }).click();
    await page.getByRole('link', { name: /Energía/ }).click();
    const practice = page.getByRole('region', { name: 'Apagar luces y equipos al final de la jornada' });
    await practice.getByRole('radio', { name: 'Cumplida', exact: true }).check();
    await practice.getByRole('textbox', { name: 'Comentario' }).fill('Cartell a la sortida');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Guardado').last()).toBeVisible();
    await shot(page, '82-good-practice-verification');
    await page.getByRole('link', { name: '03/03/2026' }).click();
    // The other language on request: the guide in the center's Catalan.
    await page.getByRole('combobox', { name: 'Idioma del archivo' }).click();
    await page.getByRole('option', { name: 'Català' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Guía con cumplimiento (.docx)' }).click();
    const zip = await JSZip.loadAsync(readFileSync(await (await download).path()));
    const text = await zip.file('word/document.xml')!.async('string');
    expect(text).toContain('Guia de bones pràctiques');
    expect(text).toContain('Apagar llums i equips al final de la jornada');
    expect(text).toContain('Cartell a la sortida');
  });

  await test.step('a practice found not fulfilled starts a practice action, listed in the module', async () => {
    await page.getByRole('link', { name: /Energía/ }).click();
    const practice = page.getByRole('region', { name: 'Apagar luces y equipos al final de la jornada' });
    await practice.getByRole('radio', { name: 'No cumplida', exact: true }).check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await practice.getByRole('link', { name: 'Iniciar una acción' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nueva acción' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Qué hacer' }).fill('Cartell i temporitzador a la sortida');
    await page.getByRole('textbox', { name: 'Responsable' }).fill('Cap de torn');
    await typeDate(page, 'Fecha prevista', '30/04/2026');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/practice-action\/\d+$/);
    await expect(page.getByRole('link', { name: 'No cumplida en la evaluación de buenas prácticas del 03/03/2026' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Historial' })).toBeVisible();
    await shot(page, '85-aspects-practice-action');
    await page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link', { name: 'Acciones de buenas prácticas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Acciones de buenas prácticas' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cartell i temporitzador a la sortida' })).toBeVisible();
    // Its due date has passed: the common chip says so, and the module's tab is the one selected.
    await expect(page.getByRole('row', { name: /Cartell i temporitzador/ })).toContainText('Vencida · 30/04/2026');
    await expect(page.getByRole('tab', { selected: true })).toHaveText('Acciones de buenas prácticas');
    await fitsLaptop(page);
    await shot(page, '86-aspects-practice-actions');
  });
});
