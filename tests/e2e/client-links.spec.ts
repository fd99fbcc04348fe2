import { expect, test, type APIRequestContext, type Page } from './support/test';
import { E2E_ADMIN } from './support/admin';
import { inAppWalker } from './support/in-app';
import { shot, signInThroughApi } from './support/session';

// Issue 35 item 0: everything offered to a client opens a page the client may read, never a bare "Acceso denegado".
const CLIENT = { name: 'Marta Client', email: 'marta@conserves-roses.test', password: 'Marta-pass-2026', role: 'client' };
const CENTER = 'Conserves de Roses';
const DENIED = 'Acceso denegado';

/** yyyy-MM-dd of `days` from today. */
const dayFromToday = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

/**
 * The admin, through the API: a center of the client's enterprise with the residue, pest-control and document
 * modules on; a hazardous residue planned months ago without its prior notification nor its treatment contract
 * (storage limit passed), a second plan with a collection and an incidence, an overdue pest-control service and an
 * expiring enterprise document. Every one of them is an item of the client's agenda or legal clock.
 */
const setUp = async (request: APIRequestContext) => {
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  const headers = { Authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
  const ok = async (response: Promise<Awaited<ReturnType<APIRequestContext['post']>>>) => {
    const answer = await response;
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()) as { id: number } & Record<string, unknown>;
  };
  const json = (url: string, data: object) => ok(request.post(url, { headers, data }));
  const put = (url: string, data: object) => ok(request.put(url, { headers, data }));
  const multipart = (url: string, form: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>) =>
    ok(request.post(url, { headers, multipart: form }));

  const user = await json('/api/user', CLIENT);
  const consultancy = await multipart('/api/consultancy', { name: 'Empordà Ambiental', domain_name: 'emporda-ambiental.cat' });
  const enterprise = await multipart('/api/enterprise', { json_data: JSON.stringify({ name: 'Conserves SA', userIdList: [user.id] }) });
  const center = await multipart('/api/center', {
    json_data: JSON.stringify({
      name: CENTER,
      postal_code: '17480',
      autonomous_community: 'ES-CT',
      used_language: 'es',
      enterpriseId: enterprise.id,
      consultancyId: consultancy.id,
    }),
  });
  for (const module of ['residue', 'ddd', 'document']) await json(`/api/${module}-module/${center.id}/state`, { is_active: true });

  const hazards = (await (await request.get('/api/dangerousness?pageSize=50', { headers })).json()).results as {
    id: number;
    code: string;
  }[];
  const oil = await json('/api/residue', {
    name_spanish: 'Aceites de cocina usados (Roses)',
    name_catalan: 'Olis de cuina usats (Roses)',
    ler_code: '13 02 08*',
    dangerousness_ids: [hazards.find((hazard) => hazard.code === 'HP14')!.id],
    does_collection_plan_need_previous_notification: true,
    does_collection_plan_need_treatment_contract: true,
  });
  const paper = await json('/api/residue', {
    name_spanish: 'Cartón de embalaje (Roses)',
    name_catalan: 'Cartró d’embalatge (Roses)',
    ler_code: '15 01 01',
    does_residue_collection_need_collection_document: false,
  });
  const treatment = await multipart('/api/treatment', { name: 'Regeneración (Roses)', type: 'R9' });
  const party = { code: 'E-17-1', nima: '1712345678', residue_ids: [oil.id, paper.id] };
  const carrier = await json('/api/residue-carrier', {
    ...party,
    name: 'Transports Roses SL',
    email: 'rutes@roses.example',
    authorisation_expiry: dayFromToday(20),
  });
  const manager = await json('/api/residue-manager', { ...party, name: 'Gestió Empordà SA', email: 'planta@emporda.example' });
  const plan = (residue: number, start: string, firstDeposit: string) =>
    multipart('/api/collection-plan', {
      center_id: String(center.id),
      type: 'PERIODIC',
      start_date: start,
      first_deposit_date: firstDeposit,
      residue_id: String(residue),
      treatment_id: String(treatment.id),
      carrier_id: String(carrier.id),
      manager_id: String(manager.id),
      collection_frequency: '60',
      is_cancelled: 'false',
      container_quantity: '2',
      capacity_of_containers: '1000',
      notify_carrier: 'false',
      notify_manager: 'false',
    });
  await plan(oil.id, dayFromToday(-200), dayFromToday(-210));
  const paperPlan = await plan(paper.id, dayFromToday(-40), dayFromToday(-45));
  const collection = await multipart('/api/residue-collection', {
    collection_plan_id: String(paperPlan.id),
    date: dayFromToday(-10),
    quantity: '350',
    unit: 'kg',
    collection_document_number: 'DI-17-1',
  });
  await multipart('/api/incidence', {
    residue_collection_id: String(collection.id),
    date: dayFromToday(-10),
    description: 'Un palé llegó roto',
  });

  await put(`/api/ddd-module/${center.id}/configuration`, {
    provider_name: 'Plagas Empordà SL',
    provider_registration_number: 'ROESP 0777-CAT-SB',
    frequencies: { RODENT_CONTROL: 90 },
    points: [],
  });
  await multipart('/api/ddd-service', {
    center_id: String(center.id),
    service_date: dayFromToday(-120),
    treatment_type: 'RODENT_CONTROL',
    products: JSON.stringify([{ name: 'Cebo rodenticida', registration_number: 'ES/RM-2021-14-00456', product_type: 'TP14' }]),
  });
  await multipart('/api/enterprise-document', {
    center_id: String(center.id),
    name: 'Autorización de vertido',
    category: 'PERMIT',
    effective_date: dayFromToday(-300),
    expiry_date: dayFromToday(15),
    file: { name: 'vertido.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% permit\n%%EOF\n') },
  });
  return { centerId: center.id };
};

/** The page at the current address, settled (its code and answers loaded): something shown, never the refusal. */
const expectReadable = async (page: Page, from: string) => {
  const where = `${page.url()} (from ${from})`;
  await walker(page).settled();
  await expect(page.getByRole('main'), where).not.toBeEmpty();
  await expect(page.getByText(DENIED), where).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No encontrado' }), where).toHaveCount(0);
};

// One walker a page: the pages are opened inside the app and waited for until their requests are answered.
const walkers = new WeakMap<Page, ReturnType<typeof inAppWalker>>();
const walker = (page: Page) => walkers.get(page) ?? walkers.set(page, inAppWalker(page)).get(page)!;

/** Opens every distinct in-app link of `area` (downloads left out), checking each page the client lands on. */
const walkLinks = async (page: Page, from: string, area: ReturnType<Page['locator']>) => {
  const hrefs = [...new Set(await area.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!)))].filter(
    (href) => !href.startsWith('/api/'),
  );
  for (const href of hrefs) {
    await walker(page).open(href);
    await expectReadable(page, `${from} → ${href}`);
  }
  return hrefs;
};

test('a client opens every link of their agenda, the waste legal clock and the center home, and none is refused', async ({
  page,
  request,
}) => {
  // Some forty pages, each checked once settled; the requests' menu entry and card (issue 35) made the walk longer.
  test.setTimeout(120_000);
  const { centerId } = await setUp(request);
  await page.setViewportSize({ width: 1366, height: 900 });
  walker(page);
  await signInThroughApi(page, CLIENT);

  await test.step('every row of the agenda opens a page the client may read', async () => {
    await page.goto('/agenda');
    const rows = page.locator('tr.RaDataTable-clickableRow');
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    // Prior notification, treatment contract, storage limit, next collections, authorisation, yearly report, pest control, document.
    expect(count).toBeGreaterThanOrEqual(8);
    for (let index = 0; index < count; index += 1) {
      await walker(page).open('/agenda');
      const row = rows.nth(index);
      const label = (await row.innerText()).replace(/\s+/g, ' ');
      await row.click();
      await expect(page).not.toHaveURL(/\/agenda$/);
      await expectReadable(page, `agenda row ${index + 1}: ${label}`);
    }
  });

  await test.step('a plan of the agenda opens read-only: its missing documents in red, nothing to save', async () => {
    await page.goto('/agenda');
    await page.locator('tr.RaDataTable-clickableRow', { hasText: 'Notificación previa' }).first().click();
    await expect(page.getByRole('heading', { name: 'Plan de recogida', level: 1 })).toBeVisible();
    await expect(page.getByText('13 02 08* Aceites de cocina usados (Roses)')).toBeVisible();
    await expect(page.getByText('falta')).toHaveCount(2);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
    await shot(page, '95-client-plan');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, '95-client-plan-phone');
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  await test.step('every link of the legal clock of all centers and of the center opens a readable page', async () => {
    await page.goto('/waste-legal-clock');
    const clock = page.getByRole('table', { name: 'Calendario legal' });
    await expect(clock.getByRole('link', { name: /Aceites de cocina usados/ }).first()).toBeVisible();
    expect(await walkLinks(page, 'legal clock of all centers', clock)).toContain(`/center/residue-module/${centerId}/legal-clock`);
    await page.goto(`/center/residue-module/${centerId}/legal-clock`);
    const own = page.getByRole('table', { name: 'Calendario legal' });
    await expect(own.getByRole('link').first()).toBeVisible();
    await walkLinks(page, 'legal clock of the center', own);
  });

  await test.step('every link of the center home, its agenda card among them, opens a readable page', async () => {
    await page.goto(`/center/${centerId}/home`);
    await expect(page.getByRole('heading', { name: CENTER, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Agenda del centro' })).toBeVisible();
    const links = await walkLinks(page, 'center home', page.getByRole('main'));
    expect(links).toContain(`/center/${centerId}/agenda`);
  });

  await test.step('a collection, its incidence and a pest-control service open read-only from their lists', async () => {
    await page.goto(`/center/residue-module/${centerId}/collection-history`);
    await page.getByRole('row', { name: /Cartón de embalaje/ }).click();
    await expectReadable(page, 'collection history');
    await expect(page.getByText('350 kg')).toBeVisible();
    await page.getByRole('row', { name: /Un palé llegó roto/ }).click();
    await expectReadable(page, 'incidences of the collection');
    await expect(page.getByText('Un palé llegó roto')).toBeVisible();
    await page.goto(`/center/ddd-module/${centerId}`);
    await page.getByRole('row', { name: /Plagas Empordà SL/ }).click();
    await expectReadable(page, 'pest-control services');
    await expect(page.getByText('Cebo rodenticida')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
    await shot(page, '96-client-ddd-service');
  });

  await test.step('a page the client may not open says so and leads back home', async () => {
    await page.goto(`/center/${centerId}`);
    await expect(page.getByText(DENIED)).toBeVisible();
    await shot(page, '97-client-denied');
    await page.getByRole('link', { name: 'Ir al inicio' }).click();
    await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
  });
});
