import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { E2E_ADMIN } from './support/admin';
import { typeDate } from './support/dates';
import { shot, signInThroughApi, signOut } from './support/session';

// Issue 35: a technician asks a client for an evidence's document and two readings; the client answers in the product,
// the technician returns the document once, then accepts; the evidence and the indicator show what was sent.
const TECHNICIAN = { name: 'Pau Técnico', email: 'pau@riera-consultors.test', password: 'Pau-pass-2026', role: 'collaborator' };
const CLIENT = { name: 'Laia Cliente', email: 'laia@ceramiques-riera.test', password: 'Laia-pass-2026', role: 'client' };
const EVIDENCE = 'Autorización de vertido vigente';
const WATER = 'Consumo de agua';
const POWER = 'Consumo eléctrico';

const pdf = (name: string, text: string): string => {
  // Its own folder, so the file keeps the name a person would give it.
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'requests-')), name);
  writeFileSync(file, `%PDF-1.4\n% ${text}\n%%EOF\n`);
  return file;
};

/**
 * The admin, through the API: a center (in Spanish) of the client's enterprise, the technician assigned to it, the legal
 * module with one requirement whose evidence expires, and the indicator module with two monthly indicators.
 */
const setUp = async (request: APIRequestContext) => {
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  const headers = { Authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
  const ok = async <T = { id: number }>(response: Promise<Awaited<ReturnType<APIRequestContext['post']>>>) => {
    const answer = await response;
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()) as T;
  };
  const json = (url: string, data: object) => ok(request.post(url, { headers, data }));
  const multipart = (url: string, form: Record<string, string>) => ok(request.post(url, { headers, multipart: form }));

  const technician = await json('/api/user', TECHNICIAN);
  const client = await json('/api/user', CLIENT);
  const consultancy = await multipart('/api/consultancy', { name: 'Riera Consultors', domain_name: 'riera-consultors.cat' });
  const enterprise = await multipart('/api/enterprise', { json_data: JSON.stringify({ name: 'Ceràmiques Riera SA', userIdList: [] }) });
  const center = await multipart('/api/center', {
    json_data: JSON.stringify({
      name: 'Planta de La Bisbal',
      postal_code: '17100',
      autonomous_community: 'ES-CT',
      province: 'Girona',
      municipality: 'La Bisbal d’Empordà',
      used_language: 'es',
      enterpriseId: enterprise.id,
      consultancyId: consultancy.id,
      userIdList: [technician.id, client.id],
    }),
  });
  for (const module of ['legal-requirement', 'indicator']) await json(`/api/${module}-module/${center.id}/state`, { is_active: true });

  const bilingual = (name: string) => ({ name_spanish: name, name_catalan: name, order: 1 });
  const area = await json('/api/area', bilingual('Aguas (La Bisbal)'));
  const ambit = await json('/api/legal-ambit', { ...bilingual('Vertidos (La Bisbal)'), area_id: area.id });
  const subambit = await json('/api/subambit', { ...bilingual('Vertidos a colector (La Bisbal)'), legal_ambit_id: ambit.id });
  const scope = await json('/api/legal-scope', {
    name_spanish: 'Cataluña (La Bisbal)',
    name_catalan: 'Catalunya (La Bisbal)',
    scope: 'AUTONOMOUS_COMMUNITY',
  });
  const text = await json('/api/legal-text', {
    name: 'Decreto 130/2003 (La Bisbal)',
    texts: ['Artículo 6'],
    legal_scope_id: scope.id,
    subambit_id: subambit.id,
  });
  await json('/api/legal-requirement', {
    name_spanish: 'Disponer de autorización de vertido',
    name_catalan: 'Disposar d’autorització d’abocament',
    evidence_name_spanish: EVIDENCE,
    evidence_name_catalan: 'Autorització d’abocament vigent',
    order: 1,
    legal_text_id: text.id,
  });
  await json(`/api/legal-requirement-module/${center.id}/config`, { subambit_ids: [subambit.id], legal_scope_ids: [scope.id] });
  const evidences = await ok<{ results: { id: number; name: string; state: string }[] }>(
    request.get(`/api/evidence?centerId=${center.id}`, { headers }),
  );
  const evidence = evidences.results[0]!;
  // The permit in force expires soon: the new one's validity date will be its expiry.
  await ok(
    request.put(`/api/evidence/${evidence.id}`, {
      headers,
      data: { name: evidence.name, state: 'FULFILLED', expiration_date: '2026-12-31' },
    }),
  );

  const process = await json('/api/indicator-process', { center_id: center.id, name: 'Producción' });
  const indicators: Record<string, number> = {};
  for (const [name, unit] of [
    [WATER, 'm3'],
    [POWER, 'kWh'],
  ] as const)
    indicators[name] = (
      await json('/api/indicator', { process_id: process.id, name, unit, frequency: 'MONTHLY', direction: 'LOWER_IS_BETTER' })
    ).id;
  return {
    centerId: center.id,
    evidencePath: `/center/legal-requirement-module/${center.id}/inventory/subambits/${subambit.id}/evidences/${evidence.id}`,
    waterPath: `/center/indicator-module/${center.id}/indicator/${indicators[WATER]}`,
  };
};

/** Signs out from wherever the page was scrolled to: the app bar hides while scrolling down a long page. */
const leave = async (page: Page) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await signOut(page);
};

/** The page fits a phone: no sideways scroll at 390 px (pictured with the rest when screenshots are on). */
const fitsPhone = async (page: Page, name: string) => {
  const wide = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, `${name}-390`);
  if (wide) await page.setViewportSize(wide);
};

test('a technician asks a client for a document and two readings; answered, returned once, accepted, filed', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { evidencePath, waterPath } = await setUp(request);
  await page.setViewportSize({ width: 1366, height: 900 });

  await test.step('the technician asks for the evidence’s new document and for two readings', async () => {
    await signInThroughApi(page, TECHNICIAN);
    await page.goto(evidencePath);
    await expect(page.getByRole('heading', { name: EVIDENCE, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Pedir al cliente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pedir al cliente: documento de una evidencia' });
    await expect(dialog.getByRole('textbox', { name: /^Título/ })).toHaveValue(EVIDENCE);
    // The evidence expires: the answer will have to say until when the new document is valid.
    await expect(dialog.getByRole('switch', { name: 'Pedir la fecha de validez' })).toBeChecked();
    await dialog.getByRole('textbox', { name: 'Mensaje' }).fill('Por favor, envíe la autorización renovada por la ACA.');
    await shot(page, 'requests-ask-evidence');
    await dialog.getByRole('button', { name: 'Enviar la solicitud' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Solicitud enviada.')).toBeVisible();

    await page.goto(waterPath.replace(/\/indicator\/\d+$/, ''));
    await page.getByRole('button', { name: 'Pedir lecturas al cliente' }).click();
    const readings = page.getByRole('dialog', { name: 'Pedir al cliente: lecturas de indicadores' });
    await readings.getByRole('checkbox', { name: `${WATER} (m3)` }).check();
    await readings.getByRole('checkbox', { name: `${POWER} (kWh)` }).check();
    await readings.getByRole('button', { name: 'Enviar la solicitud' }).click();
    await expect(readings).toBeHidden();
    // The general form: a question or a new document, for several centers of an enterprise at once.
    await page.goto('/requests/new');
    await expect(page.getByRole('heading', { name: 'Nueva solicitud', level: 1 })).toBeVisible();
    await shot(page, 'requests-new');
    await leave(page);
  });

  await test.step('the client finds them first on the home, sends the document with its validity date, and the readings', async () => {
    await signInThroughApi(page, CLIENT);
    const pending = page.getByRole('region', { name: 'Solicitudes pendientes' });
    await expect(pending.getByRole('listitem')).toHaveCount(2);
    await shot(page, 'requests-client-home');
    await pending.getByRole('link', { name: new RegExp(EVIDENCE) }).click();
    await expect(page.getByRole('heading', { name: EVIDENCE, level: 1 })).toBeVisible();
    await page.locator('input[type=file]').setInputFiles(pdf('autorizacion-2026.pdf', 'first answer'));
    await typeDate(page, 'Válido hasta', '30/06/2031');
    await fitsPhone(page, 'requests-answer-form');
    await page.getByRole('button', { name: 'Enviar respuesta' }).click();
    await expect(page.getByText('Respuesta enviada: la consultoría la revisará.')).toBeVisible();
    // Read-only once sent.
    await expect(page.getByRole('button', { name: 'Enviar respuesta' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Descargar autorizacion-2026.pdf' })).toBeVisible();

    // The compliance agenda lists what the client must answer, and its row opens the request.
    await page.goto('/agenda');
    await page.getByRole('row', { name: /Solicitud por responder.*Lecturas de indicadores/ }).click();
    await expect(page.getByRole('heading', { name: 'Lecturas de indicadores', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: new RegExp(`^${WATER}`) }).fill('1250,5');
    await page.getByRole('textbox', { name: new RegExp(`^${POWER}`) }).fill('830');
    await page.getByRole('button', { name: 'Enviar respuesta' }).click();
    await expect(page.getByText('Respuesta enviada: la consultoría la revisará.')).toBeVisible();
    await leave(page);
  });

  await test.step('the technician returns the document with a reason and accepts the readings', async () => {
    await signInThroughApi(page, TECHNICIAN);
    const toReview = page.getByRole('region', { name: 'Solicitudes por revisar' });
    await expect(toReview.getByRole('listitem')).toHaveCount(2);
    await toReview.getByRole('link', { name: new RegExp(EVIDENCE) }).click();
    await expect(page.getByRole('link', { name: 'Descargar autorizacion-2026.pdf' })).toBeVisible();
    await expect(page.getByText('Hasta el 30/06/2031')).toBeVisible();
    await shot(page, 'requests-review');
    await page.getByRole('button', { name: 'Devolver al cliente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Devolver al cliente' });
    await dialog.getByRole('textbox', { name: /^Motivo/ }).fill('Falta la página con la firma de la ACA.');
    await dialog.getByRole('button', { name: 'Devolver al cliente' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Devuelta por la consultoría: Falta la página con la firma de la ACA.')).toBeVisible();

    await page.goto('/requests');
    await expect(page.getByRole('row', { name: /Lecturas de indicadores/ })).toHaveCount(1);
    await shot(page, 'requests-list');
    await fitsPhone(page, 'requests-list');
    await page.getByRole('row', { name: /Lecturas de indicadores/ }).click();
    await expect(page.getByText('1.250,5 m³')).toBeVisible();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Solicitud aceptada: la respuesta se ha archivado.')).toBeVisible();
    await leave(page);
  });

  await test.step('the client reads why it came back and sends the signed document', async () => {
    await signInThroughApi(page, CLIENT);
    const pending = page.getByRole('region', { name: 'Solicitudes pendientes' });
    await expect(pending.getByText('Devuelta por la consultoría: Falta la página con la firma de la ACA.')).toBeVisible();
    await pending.getByRole('link', { name: new RegExp(EVIDENCE) }).click();
    await page.locator('input[type=file]').setInputFiles(pdf('autorizacion-2026-firmada.pdf', 'signed'));
    await page.getByRole('button', { name: 'Enviar respuesta' }).click();
    await expect(page.getByRole('link', { name: 'Descargar autorizacion-2026-firmada.pdf' })).toBeVisible();
    await leave(page);
  });

  await test.step('the technician accepts; the evidence has the document and the new expiry, the indicator the readings', async () => {
    await signInThroughApi(page, TECHNICIAN);
    await page
      .getByRole('region', { name: 'Solicitudes por revisar' })
      .getByRole('link', { name: new RegExp(EVIDENCE) })
      .click();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Solicitud aceptada: la respuesta se ha archivado.')).toBeVisible();
    await expect(page.getByText(/^Aceptada por Pau Técnico el /)).toBeVisible();
    await fitsPhone(page, 'requests-accepted');

    await page.goto(evidencePath);
    await expect(page.getByRole('row', { name: new RegExp(EVIDENCE) })).toBeVisible();
    await expect(page.getByText('Hasta el 30/06/2031').first()).toBeVisible();
    await page.goto(waterPath);
    await expect(page.getByRole('cell', { name: '1.250,5', exact: true })).toBeVisible();
  });
});
