import { readFileSync } from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import { E2E_ADMIN } from './support/admin';
import { typeDate } from './support/dates';
import { shot, signInAsAdmin, signInThroughApi, signOut } from './support/session';
import { expect, test, type APIRequestContext } from './support/test';

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
  const enterprise = await api.multipart('/api/enterprise', { json_data: JSON.stringify({ name: 'Envases Martorell', userIdList: [] }) });
  const collaborator = await api.json('/api/user', COLLABORATOR);
  const client = await api.json('/api/user', CLIENT);
  const center = await api.multipart('/api/center', {
    json_data: JSON.stringify({
      name: 'Planta Martorell',
      postal_code: '08760',
      autonomous_community: 'ES-CT',
      province: 'Barcelona',
      municipality: 'Martorell',
      address: 'Carrer del Progrés 4',
      used_language: 'es',
      enterpriseId: enterprise.id,
      consultancyId: consultancy.id,
      userIdList: [collaborator.id, client.id],
    }),
  });
  const bilingual = (name: string) => ({ name_spanish: name, name_catalan: name, order: 1 });
  const area = await api.json('/api/area', bilingual('Residuos y suelos'));
  const ambit = await api.json('/api/legal-ambit', { ...bilingual('Gestión de residuos industriales'), area_id: area.id });
  const subambit = await api.json('/api/subambit', { ...bilingual('Productores de residuos industriales'), legal_ambit_id: ambit.id });
  const scope = await api.json('/api/legal-scope', { name_spanish: 'Estado', name_catalan: 'Estat', scope: 'NATIONAL_AND_EUROPEAN' });
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

test('an admin records that a decree modified a requirement; the center’s collaborator decides the review from the agenda; the client downloads the bulletin that lists it', async ({
  page,
  request,
}) => {
  const { centerId, textId } = await createCenterApplyingTheLaw(request);

  await test.step('the admin records the change on the requirement, from the text’s page', async () => {
    await signInAsAdmin(page);
    await page.goto(`/legal-text/${textId}/show`);
    await expect(page.getByRole('heading', { name: TEXT, level: 1 })).toBeVisible();
    await expect(page.getByText('BOE-A-2022-5809')).toBeVisible();
    await expect(page.getByText('09/04/2022')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Abrir el texto consolidado' })).toHaveAttribute('href', /boe\.es/);
    await page.getByRole('button', { name: `Registrar un cambio de ${REQUIREMENT}` }).click();
    const dialog = page.getByRole('dialog', { name: `Registrar un cambio: ${TEXT}` });
    await typeDate(dialog, 'Fecha de efecto', '01/03/2026');
    await dialog.getByRole('textbox', { name: 'Nota' }).fill('Modificado por el Real Decreto 1/2026, art. 3');
    await dialog.getByRole('textbox', { name: 'Norma que lo modifica o deroga' }).fill('Real Decreto 1/2026');
    await dialog.getByRole('textbox', { name: 'Nombre (castellano)' }).fill(CHANGED);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Cambio registrado: 1 centro lo revisará.')).toBeVisible();
    const changes = page.getByRole('region', { name: 'Cambios del texto' });
    await expect(changes).toContainText('Requisito modificado');
    await expect(changes).toContainText('01/03/2026');
    await expect(changes).toContainText(`Ahora: ${CHANGED}`);
    await shot(page, 'legal-changes-text');
    await signOut(page);
  });

  await test.step('the collaborator finds the review in the agenda and decides it still applies', async () => {
    await signInThroughApi(page, COLLABORATOR);
    await page.goto('/agenda');
    await page.getByRole('row', { name: /Revisión de aplicabilidad/ }).click();
    await expect(page).toHaveURL(new RegExp(`/center/legal-requirement-module/${centerId}/reviews/\\d+$`));
    const dialog = page.getByRole('dialog', { name: 'Revisar aplicabilidad' });
    await expect(dialog).toContainText('Modificado por el Real Decreto 1/2026, art. 3');
    await dialog.getByRole('radio', { name: 'Sigue siendo aplicable' }).check();
    await shot(page, 'legal-changes-review');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('No hay revisiones pendientes.')).toBeVisible();
    await page.getByRole('button', { name: 'Decididas' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: CHANGED })).toContainText(`Sigue siendo aplicable`);
    await signOut(page);
  });

  await test.step('the client downloads the month’s bulletin, which lists the change and the decision', async () => {
    await signInThroughApi(page, CLIENT);
    await page.goto(`/center/legal-requirement-module/${centerId}/reviews`);
    const bulletin = page.getByRole('region', { name: 'Boletín de novedades legislativas' });
    await expect(bulletin.getByRole('combobox', { name: 'Idioma' })).toHaveText('Español');
    await bulletin.getByRole('switch', { name: 'Recibir el boletín por correo cada mes' }).check();
    await expect(page.getByText('Recibirá el boletín por correo cada mes.')).toBeVisible();
    await shot(page, 'legal-changes-bulletin');
    const downloading = page.waitForEvent('download');
    await bulletin.getByRole('button', { name: 'Descargar boletín' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await getDocumentProxy(new Uint8Array(readFileSync(await download.path())));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('BOE-A-2022-5809');
    expect(text).toContain('Real Decreto 1/2026');
    expect(text).toContain('Sigue siendo aplicable');
  });
});
