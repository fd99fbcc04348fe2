import { E2E_ADMIN } from './support/admin';
import { expectAccessible } from './support/accessibility';
import { signInAsAdmin, signInThroughApi, signOut } from './support/session';
import { expect, test, type APIRequestContext, type Page } from './support/test';

// Issue 36: a decree modifies a requirement; the change reaches the centers that apply it as a review in their agenda,
// the collaborator decides it, and the client's monthly bulletin lists it.

const COLLABORATOR = { name: 'Marc Soler', email: 'marc@regulatory.test', password: 'Marc-pass-2026', role: 'collaborator' };
const CLIENT = { name: 'Laia Vidal', email: 'laia@regulatory.test', password: 'Laia-pass-2026', role: 'client' };
const TEXT = 'Ley 7/2022, de residuos y suelos contaminados';
const REQUIREMENT = 'Inscribirse como productor de residuos';
const CHANGED = 'Inscribirse como productor de residuos y comunicar los cambios';

/** The admin's API calls of the set-up: each answers the created record and fails the test on any other answer. */
const adminApi = async (request: APIRequestContext) => {
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  const { access } = (await login.json()) as { access: string };
  const headers = { Authorization: `Bearer ${access}` };
  const answer = async (response: Promise<Awaited<ReturnType<APIRequestContext['post']>>>) => {
    const received = await response;
    expect(received.ok(), await received.text()).toBe(true);
    return (await received.json()) as { id: number };
  };
  return {
    json: (url: string, data: object) => answer(request.post(url, { headers, data })),
    multipart: (url: string, multipart: Record<string, string>) => answer(request.post(url, { headers, multipart })),
  };
};

/** A center whose legal module applies the text's requirement, with its collaborator and its client. */
const createCenterApplyingTheLaw = async (request: APIRequestContext) => {
  const api = await adminApi(request);
  const consultancy = await api.multipart('/api/consultancy', { name: 'Norma Consultors', domain_name: 'norma.test' });
  const enterprise = await api.multipart('/api/enterprise', { json_data: JSON.stringify({ name: 'Envases Rubí', userIdList: [] }) });
  const collaborator = await api.json('/api/user', COLLABORATOR);
  const client = await api.json('/api/user', CLIENT);
  const center = await api.multipart('/api/center', {
    json_data: JSON.stringify({
      name: 'Planta Rubí',
      postal_code: '08191',
      autonomous_community: 'ES-CT',
      province: 'Barcelona',
      municipality: 'Rubí',
      address: 'Carrer del Progrés 4',
      used_language: 'es',
      enterpriseId: enterprise.id,
      consultancyId: consultancy.id,
      userIdList: [collaborator.id, client.id],
    }),
  });
  const bilingual = (name: string) => ({ name_spanish: name, name_catalan: name, order: 1 });
  const area = await api.json('/api/area', bilingual('Residuos'));
  const ambit = await api.json('/api/legal-ambit', { ...bilingual('Gestión de residuos'), area_id: area.id });
  const subambit = await api.json('/api/subambit', { ...bilingual('Producción de residuos'), legal_ambit_id: ambit.id });
  const scope = await api.json('/api/legal-scope', { name_spanish: 'España', name_catalan: 'Espanya', scope: 'NATIONAL_AND_EUROPEAN' });
  const text = await api.json('/api/legal-text', {
    name: TEXT,
    texts: ['Artículo 29'],
    legal_scope_id: scope.id,
    subambit_id: subambit.id,
    bulletin: 'BOE',
    official_reference: 'BOE-A-2022-5809',
    publication_date: '2022-04-09',
    effective_date: '2022-04-10',
    consolidated_url: 'https://www.boe.es/buscar/act.php?id=BOE-A-2022-5809',
    eli_url: 'https://www.boe.es/eli/es/l/2022/04/08/7',
  });
  await api.json('/api/legal-requirement', {
    name_spanish: REQUIREMENT,
    name_catalan: 'Inscriure’s com a productor de residus',
    evidence_name_spanish: 'Inscripción en el registro de productores',
    evidence_name_catalan: 'Inscripció al registre de productors',
    order: 1,
    legal_text_id: text.id,
  });
  await api.json(`/api/legal-requirement-module/${center.id}/state`, { is_active: true });
  await api.json(`/api/legal-requirement-module/${center.id}/config`, {
    subambit_ids: [subambit.id],
    legal_scope_ids: [scope.id],
    not_applicable_legal_requirement_ids: [],
  });
  return { centerId: center.id, textId: text.id };
};


const look = async (page: Page, name: string) => {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(300);
    await expectAccessible(page, `${name}-${width}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect.soft(overflow, `${name} at ${width} scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
};

test('screens', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { centerId, textId } = await createCenterApplyingTheLaw(request);
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  const { access } = (await login.json()) as { access: string };
  const headers = { Authorization: `Bearer ${access}` };
  const req = await request.get(`/api/legal-requirement?legalTextId=${textId}`, { headers });
  const requirementId = ((await req.json()) as { results: { id: number }[] }).results[0].id;
  const change = await request.post(`/api/legal-text/${textId}/changes`, { headers, data: {
    kind: 'REQUIREMENT_CHANGED', note: 'Modificado por el Real Decreto 1/2026, art. 3', effective_date: '2026-03-01',
    changed_by_text: 'Real Decreto 1/2026', legal_requirement_id: requirementId,
    requirement: { name_spanish: CHANGED, name_catalan: 'Inscriure’s i comunicar', evidence_name_spanish: 'Inscripción', evidence_name_catalan: 'Inscripció' } } });
  expect(change.ok(), await change.text()).toBe(true);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsAdmin(page);
  await page.goto(`/legal-text/${textId}/show`);
  await expect(page.getByRole('heading', { name: TEXT, level: 1 })).toBeVisible();
  await look(page, 'text-show');
  await page.goto(`/legal-text/${textId}`);
  await expect(page.getByRole('textbox', { name: 'Referencia oficial' })).toBeVisible();
  await look(page, 'text-edit');
  await page.goto('/legal-changes');
  await expect(page.getByText('Requisito modificado')).toBeVisible();
  await look(page, 'novedades');
  await page.goto(`/legal-text/${textId}/show`);
  await page.getByRole('button', { name: 'Registrar un cambio', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await look(page, 'record-dialog');
  await page.keyboard.press('Escape');
  await signOut(page);
  await signInThroughApi(page, COLLABORATOR);
  await page.goto(`/center/legal-requirement-module/${centerId}/reviews`);
  await expect(page.getByRole('button', { name: /^Revisar:/ })).toBeVisible();
  await look(page, 'reviews');
  await page.getByRole('button', { name: /^Revisar:/ }).click();
  await page.getByRole('dialog').getByRole('radio', { name: 'Ya no es aplicable' }).check();
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Explique por qué ya no es aplicable.')).toBeVisible();
  await look(page, 'review-dialog');
  await page.getByRole('dialog').getByRole('textbox', { name: 'Motivo' }).fill('La planta ya no produce residuos peligrosos desde 2025.');
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: 'Todas' }).click();
  await look(page, 'reviews-decided');
  await page.goto('/agenda');
  await look(page, 'agenda');
  await signOut(page);
  await signInThroughApi(page, CLIENT);
  await page.goto(`/center/legal-requirement-module/${centerId}/requirement-list`);
  await look(page, 'requirement-list-client');
});
