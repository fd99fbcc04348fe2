import { expect, test, type APIRequestContext } from './support/test';
import { E2E_ADMIN } from './support/admin';
import { shot, signIn, userMenuButton } from './support/session';

const CLIENT = { name: 'Núria Client', email: 'nuria@teixits.test', password: 'Nuria-pass-2026', role: 'client' };
const CENTER = 'Teixits del Vallès';
// The phone journey's own client and center, so it does not depend on the first test having run.
const PHONE_CLIENT = { name: 'Pau Client', email: 'pau@teixits.test', password: 'Pau-pass-2026', role: 'client' };
const PHONE_CENTER = 'Teixits de Sabadell';
const PHONE = { width: 390, height: 844 };

/** yyyy-MM-dd of `days` from today, in the browser's calendar. */
const dayFromToday = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};
const display = (day: string) => day.split('-').reverse().join('/');

/**
 * An admin sets up, through the API, a center of the client's enterprise with two evidences: one fulfilled
 * that expired five days ago, one not fulfilled. Compliance: 50 %.
 */
const setUp = async (request: APIRequestContext, client = CLIENT, centerName = CENTER) => {
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  const headers = { Authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
  const ok = async (response: Promise<Awaited<ReturnType<APIRequestContext['post']>>>) => {
    const answer = await response;
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()) as { id: number } & Record<string, unknown>;
  };
  const json = (url: string, data: object) => ok(request.post(url, { headers, data }));
  const multipart = (url: string, form: Record<string, string>) => ok(request.post(url, { headers, multipart: form }));
  // Catalogue names of the second journey carry its center's town, in case names are unique.
  const tag = centerName === CENTER ? '' : ' (Sabadell)';
  const user = await json('/api/user', client);
  const consultancy = await multipart('/api/consultancy', {
    name: `Vallès Ambiental${tag}`,
    domain_name: tag ? 'sabadell.vallesambiental.cat' : 'vallesambiental.cat',
  });
  const enterprise = await multipart('/api/enterprise', { json_data: JSON.stringify({ name: `Teixits SA${tag}`, userIdList: [user.id] }) });
  // The community by its Catalan name; the province follows from the postal code.
  const center = await multipart('/api/center', {
    json_data: JSON.stringify({
      name: centerName,
      postal_code: '08201',
      autonomous_community: 'Catalunya',
      used_language: 'ca',
      enterpriseId: enterprise.id,
      consultancyId: consultancy.id,
    }),
  });
  expect(center).toMatchObject({ province: 'Barcelona', autonomous_community: 'ES-CT' });
  const named = (name: string) => ({ name_spanish: name, name_catalan: name, order: 1 });
  const area = await json('/api/area', named(`Residuos${tag}`));
  const ambit = await json('/api/legal-ambit', { ...named(`Gestión de residuos${tag}`), area_id: area.id });
  const subambit = await json('/api/subambit', { ...named(`Residuos peligrosos${tag}`), legal_ambit_id: ambit.id });
  const scope = await json('/api/legal-scope', {
    name_spanish: `Estatal${tag}`,
    name_catalan: `Estatal${tag}`,
    scope: 'NATIONAL_AND_EUROPEAN',
  });
  const text = await json('/api/legal-text', {
    name: `Ley 7/2022 de residuos${tag}`,
    texts: ['Artículo 20'],
    legal_scope_id: scope.id,
    subambit_id: subambit.id,
  });
  for (const [order, evidence] of [
    [1, 'Autorización de productor'],
    [2, 'Registro cronológico'],
  ] as const) {
    await json('/api/legal-requirement', {
      name_spanish: `Requisito ${order}`,
      name_catalan: `Requisit ${order}`,
      evidence_name_spanish: evidence,
      evidence_name_catalan: evidence,
      order,
      legal_text_id: text.id,
    });
  }
  await json(`/api/legal-requirement-module/${center.id}/state`, { is_active: true });
  await json(`/api/legal-requirement-module/${center.id}/config`, { subambit_ids: [subambit.id], legal_scope_ids: [scope.id] });
  const evidences = (await (await request.get(`/api/evidence?centerId=${center.id}`, { headers })).json()).results as {
    id: number;
    name: string;
  }[];
  const expired = dayFromToday(-5);
  for (const evidence of evidences) {
    const fulfilled = evidence.name === 'Autorización de productor';
    const answer = await request.put(`/api/evidence/${evidence.id}`, {
      headers,
      data: { name: evidence.name, state: fulfilled ? 'FULFILLED' : 'NOT_FULFILLED', expiration_date: fulfilled ? expired : null },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
  // A center of another enterprise, which this client may not see.
  const other = await multipart('/api/enterprise', { json_data: JSON.stringify({ name: `Altres SA${tag}` }) });
  const hidden = await multipart('/api/center', {
    json_data: JSON.stringify({
      name: `Centre aliè${tag}`,
      postal_code: '08201',
      used_language: 'ca',
      enterpriseId: other.id,
      consultancyId: consultancy.id,
    }),
  });
  return { expired, centerId: center.id, hiddenCenterId: hidden.id };
};

test('a client signs in and sees their compliance figure and the evidence that expired flagged', async ({ page, request }) => {
  const { expired } = await setUp(request);
  await signIn(page, CLIENT);

  const card = page.getByRole('region', { name: CENTER });
  await test.step('the home shows the center with its compliance, counts and the expired evidence', async () => {
    await expect(card.getByTestId('compliance')).toHaveText(/^50\s?%$/);
    await expect(card).toContainText('1 caducada');
    await expect(card).toContainText('2 evidencias');
    await expect(card.getByRole('link', { name: 'Inventario' })).toBeVisible();
    await shot(page, '80-home-client');
  });

  await test.step('the upcoming expiries list flags it red as "Caducada"', async () => {
    await card.getByRole('link', { name: 'Próximos vencimientos' }).click();
    await expect(page.getByRole('heading', { name: 'Próximos vencimientos', level: 1 })).toBeVisible();
    const row = page.getByRole('row', { name: /Autorización de productor/ });
    await expect(row).toContainText(`Caducada · ${display(expired)}`);
    await expect(row.locator('[data-expiry="expired"]')).toHaveClass(/MuiChip-colorError/);
    await expect(page.getByRole('row', { name: /Registro cronológico/ })).toHaveCount(0);
    await shot(page, '81-upcoming-client');
  });

  await test.step('the center home shows the same figures', async () => {
    await page.goto('/');
    await card.getByRole('link', { name: 'Abrir centro' }).click();
    await expect(page.getByRole('heading', { name: CENTER, level: 1 })).toBeVisible();
    await expect(page.getByTestId('compliance')).toHaveText(/^50\s?%$/);
    await expect(page.getByText('1 caducada')).toBeVisible();
  });

  await test.step('the agenda lists what fell due across modules, overdue in red, and leads to the record', async () => {
    const agendaCard = page
      .getByRole('heading', { name: 'Agenda del centro', level: 2 })
      .locator('xpath=ancestor::div[contains(@class,"MuiCard-root")]');
    await expect(agendaCard).toContainText('Caducidad de evidencia');
    await expect(agendaCard).toContainText('Autorización de productor');
    await page.getByRole('menuitem', { name: 'Agenda de cumplimiento' }).click();
    await expect(page.getByRole('heading', { name: 'Agenda de cumplimiento', level: 1 })).toBeVisible();
    const row = page.getByRole('row', { name: /Autorización de productor/ });
    // One cell says both: the days and the date.
    await expect(row).toContainText(`Vencida hace 5 días · ${display(expired)}`);
    await expect(row).toContainText(CENTER);
    await shot(page, '82-agenda-client');
    await row.click();
    await expect(page.getByRole('heading', { name: 'Autorización de productor', level: 1 })).toBeVisible();
  });
});

test('at phone width the client journey reads in one column, with the user menu in reach', async ({ page, request }) => {
  const { expired, centerId, hiddenCenterId } = await setUp(request, PHONE_CLIENT, PHONE_CENTER);
  await page.setViewportSize(PHONE);
  await signIn(page, PHONE_CLIENT);
  /** Nothing wider than the phone: no sideways scrolling on any page of the journey. */
  const fits = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await test.step('the home: the center card, the user menu in the app bar', async () => {
    const card = page.getByRole('region', { name: PHONE_CENTER });
    await expect(card.getByTestId('compliance')).toHaveText(/^50\s?%$/);
    await expect(userMenuButton(page)).toBeInViewport();
    await fits();
    await shot(page, '83-phone-home-client');
  });

  await test.step('the upcoming expiries: one card per evidence, each value under its label', async () => {
    await page.goto(`/about-to-expire`);
    const evidence = page.locator('.RaDataTable-row').filter({ hasText: 'Autorización de productor' });
    await expect(evidence).toContainText(`Caducada · ${display(expired)}`);
    await expect(page.locator('.RaDataTable-thead')).toBeHidden();
    // The card is as wide as the screen at most, and its lines are labelled.
    const box = (await evidence.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(PHONE.width);
    await expect(evidence.locator('[data-label]').first()).toBeVisible();
    await fits();
    await shot(page, '84-phone-upcoming-client');
  });

  await test.step('the center home, the inventory and the documents fit the screen; the module tabs scroll', async () => {
    await page.goto(`/center/${centerId}/home`);
    await expect(page.getByRole('heading', { name: PHONE_CENTER, level: 1 })).toBeVisible();
    await fits();
    await shot(page, '85-phone-center-home');
    await page.goto(`/center/legal-requirement-module/${centerId}/inventory/subambits`);
    await expect(page.getByRole('tablist')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Residuos \(Sabadell\)/ })).toBeVisible();
    await shot(page, '86-phone-inventory');
    await fits();
    await page.goto(`/center/legal-requirement-module/${centerId}/legal-document`);
    await expect(page.getByRole('tablist')).toBeVisible();
    await fits();
    await shot(page, '87-phone-documents');
  });

  await test.step('a center of another enterprise, its home or a module page, says it cannot be found', async () => {
    for (const path of [`/center/${hiddenCenterId}/home`, `/center/legal-requirement-module/${hiddenCenterId}/inventory/subambits`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Centro no encontrado', level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ir a mis centros' })).toBeVisible();
    }
    await fits();
    await shot(page, '88-phone-center-not-found');
  });
});
