import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSpain } from '../../server/lib/dates';
import { startTestApp, type SignedIn, type TestApp } from './support/app';
import { configureCenter, evidencesOf, type Branch } from './support/legal-module';
import { createCenter, createConsultancy, createEnterprise } from './support/organisation';
import { registerBranch } from './support/register';

// Regulatory change (issue 36): a legal text's identity, changes recorded as versions, the reviews they fan out to the
// centers they touch, the decisions and a repeal's effect on compliance.
let t: TestApp;
let branch: Branch;
let consultancyId: number;
let enterpriseId: number;
let outsider: SignedIn;

beforeAll(async () => {
  t = await startTestApp();
  branch = await registerBranch(t);
  consultancyId = (await createConsultancy(t)).id;
  enterpriseId = (await createEnterprise(t, 'Indústries Vallès SA', [t.client.id])).id;
  outsider = await t.createUser('collaborator');
});
afterAll(() => t.close());

const admin = () => ({ token: t.admin.token });
const newCenter = (overrides: Record<string, unknown> = {}) =>
  createCenter(t, enterpriseId, consultancyId, { userIdList: [t.collaborator.id], ...overrides });

const textBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ley 7/2022, de residuos',
  texts: ['Art. 1'],
  legal_scope_id: branch.scope.id,
  subambit_id: branch.subambit.id,
  ...overrides,
});

const record = (textId: number, json: Record<string, unknown>, token = t.admin.token) =>
  t.api.post(`/api/legal-text/${textId}/changes`, { token, json: { note: 'Modificado por el Real Decreto 1/2025, art. 3', ...json } });

/** A fresh branch (its own subambit and scope) so each case counts only its own centers. */
async function freshBranch(suffix: string) {
  return registerBranch(t, ` ${suffix}`);
}

describe('legal text identity', () => {
  it('keeps the bulletin reference, dates and state, and a PUT of the spec fields alone keeps them', async () => {
    const created = await t.api.post('/api/legal-text', {
      ...admin(),
      json: textBody({
        bulletin: 'BOE',
        official_reference: 'BOE-A-2022-5809',
        eli_url: 'https://www.boe.es/eli/es/l/2022/04/08/7',
        publication_date: '2022-04-09',
        effective_date: '2022-04-10',
        consolidated_url: 'https://www.boe.es/buscar/act.php?id=BOE-A-2022-5809',
      }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ official_reference: 'BOE-A-2022-5809', state: 'IN_FORCE', state_date: null });
    const put = await t.api.put(`/api/legal-text/${created.body.id}`, { ...admin(), json: textBody({ name: 'Ley 7/2022' }) });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ name: 'Ley 7/2022', official_reference: 'BOE-A-2022-5809', publication_date: '2022-04-09' });
    const cleared = await t.api.put(`/api/legal-text/${created.body.id}`, { ...admin(), json: textBody({ eli_url: null }) });
    expect(cleared.body.eli_url).toBeNull();
    const taken = await t.api.post('/api/legal-text', {
      ...admin(),
      json: textBody({ bulletin: 'BOE', official_reference: 'BOE-A-2022-5809', publication_date: '2022-04-09' }),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('reference_taken');
  });

  it.each([
    [{ bulletin: 'BOE', official_reference: 'BOE-2022-5809' }, 'official_reference'],
    [{ bulletin: 'BOE', official_reference: 'BOE-A-2021-5809', publication_date: '2022-04-09' }, 'official_reference'],
    [{ official_reference: 'BOE-A-2022-5809' }, 'bulletin'],
    [{ bulletin: 'DOGC', official_reference: 'DOGC 8536' }, 'official_reference'],
    [{ eli_url: 'https://www.boe.es/buscar/doc.php' }, 'eli_url'],
    [{ consolidated_url: 'ftp://boe.es/x' }, 'consolidated_url'],
    [{ publication_date: '2022-04-09', effective_date: '2022-04-01' }, 'effective_date'],
    [{ state: 'REPEALED' }, 'state_date'],
    [{ effective_date: '2022-04-10', state: 'REPEALED', state_date: '2022-01-01' }, 'state_date'],
  ])('refuses %j naming %s', async (fields, field) => {
    const answer = await t.api.post('/api/legal-text', { ...admin(), json: textBody(fields) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(Object.keys(answer.body.fields)).toContain(field);
  });

  it.each([
    ['DOGC', 'DOGC-f-2009-90008', '2009-03-02'],
    ['DOGC', '22027041', null],
    ['DOUE', '32008L0098', '2008-11-22'],
    ['REGIONAL', 'DOGV-r-2018-12345', '2018-05-01'],
    ['PROVINCIAL', 'CVE 2022012345', '2022-02-01'],
  ])('accepts the %s reference %s', async (bulletin, reference, published) => {
    const answer = await t.api.post('/api/legal-text', {
      ...admin(),
      json: textBody({ name: `Texto ${reference}`, bulletin, official_reference: reference, publication_date: published }),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  });

  it('checks a PUT against the stored dates', async () => {
    const created = await t.api.post('/api/legal-text', {
      ...admin(),
      json: textBody({ name: 'Decreto de fechas', publication_date: '2023-01-10', effective_date: '2023-02-01' }),
    });
    const answer = await t.api.put(`/api/legal-text/${created.body.id}`, {
      ...admin(),
      json: textBody({ name: 'Decreto de fechas', state: 'REPEALED', state_date: '2023-01-15' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toHaveProperty('state_date');
  });
});

describe('POST /api/legal-text/:id/changes', () => {
  it('records a changed requirement as a version with its wording before and after, and reviews exactly the centers applying it', async () => {
    const own = await freshBranch('versions');
    const applying = await newCenter({ name: 'Aplica' });
    const catalan = await newCenter({ name: 'Aplica en catalán', used_language: 'ca' });
    const markedNotApplicable = await newCenter({ name: 'No aplicable' });
    const otherSelection = await newCenter({ name: 'Otra selección' });
    const moduleOff = await newCenter({ name: 'Módulo apagado' });
    await configureCenter(t, applying.id, own);
    await configureCenter(t, catalan.id, own);
    await configureCenter(t, markedNotApplicable.id, own, [own.requirement.id]);
    await configureCenter(t, otherSelection.id, branch);
    await configureCenter(t, moduleOff.id, own);
    await t.api.post(`/api/legal-requirement-module/${moduleOff.id}/state`, { ...admin(), json: { is_active: false } });

    const answer = await record(own.text.id, {
      kind: 'REQUIREMENT_CHANGED',
      effective_date: '2025-03-01',
      changed_by_text: 'Real Decreto 1/2025',
      legal_requirement_id: own.requirement.id,
      requirement: {
        name_spanish: 'Disponer de permiso de vertido renovado',
        name_catalan: "Disposar de permís d'abocament renovat",
        evidence_name_spanish: 'Permiso renovado',
        evidence_name_catalan: 'Permís renovat',
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({
      kind: 'REQUIREMENT_CHANGED',
      effective_date: '2025-03-01',
      changed_by_text: 'Real Decreto 1/2025',
      recorded_by: { id: t.admin.id },
      legal_text: { id: own.text.id },
      legal_requirement: { id: own.requirement.id, name: 'Disponer de permiso de vertido renovado' },
      before: { name_spanish: 'Disponer de permiso de vertido versions' },
      after: { name_spanish: 'Disponer de permiso de vertido renovado' },
      reviews: { total: 2, pending: 2 },
    });
    const requirement = await t.api.get(`/api/legal-requirement/${own.requirement.id}`, admin());
    expect(requirement.body.name_spanish).toBe('Disponer de permiso de vertido renovado');

    const reviews = await t.api.get(`/api/legal-changes/${answer.body.id}/reviews`, admin());
    expect(reviews.body.results.map((r: { center: { id: number } }) => r.center.id).sort()).toEqual([applying.id, catalan.id].sort());
    expect(reviews.body.results[0]).toMatchObject({ state: 'PENDING', decision: null, due_date: addDays(todayInSpain(), 30) });

    const history = await t.api.get(`/api/legal-text/${own.text.id}/changes`, admin());
    expect(history.body.count).toBe(1);
  });

  it('repeals a text: its state and date change, and a repealed text takes no more changes', async () => {
    const own = await freshBranch('repeal');
    const answer = await record(own.text.id, { kind: 'TEXT_REPEALED', effective_date: '2025-01-01', changed_by_text: 'Ley 2/2025' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({
      before: { state: 'IN_FORCE', state_date: null },
      after: { state: 'REPEALED', state_date: '2025-01-01' },
    });
    const text = await t.api.get(`/api/legal-text/${own.text.id}`, admin());
    expect(text.body).toMatchObject({ state: 'REPEALED', state_date: '2025-01-01', changed_by_text: 'Ley 2/2025' });
    const again = await record(own.text.id, { kind: 'TEXT_MODIFIED', effective_date: '2025-02-01', texts: ['Art. 1 bis'] });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('text_repealed');
  });

  it('refuses what a kind needs but lacks, and clients and collaborators', async () => {
    const own = await freshBranch('refusals');
    expect((await record(own.text.id, { kind: 'TEXT_MODIFIED', effective_date: '2025-01-01', texts: [] })).body.fields).toHaveProperty(
      'texts',
    );
    expect((await record(own.text.id, { kind: 'REQUIREMENT_ADDED', effective_date: '2025-01-01' })).body.fields).toHaveProperty(
      'requirement',
    );
    const foreign = await record(own.text.id, {
      kind: 'REQUIREMENT_REMOVED',
      effective_date: '2025-01-01',
      legal_requirement_id: branch.requirement.id,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toHaveProperty('legal_requirement_id');
    expect((await record(own.text.id, { kind: 'TEXT_REPEALED', effective_date: '2025-01-01' }, t.collaborator.token)).status).toBe(403);
    expect((await record(own.text.id, { kind: 'TEXT_REPEALED', effective_date: '2025-01-01' }, t.client.token)).status).toBe(403);
    expect((await record(999_999, { kind: 'TEXT_REPEALED', effective_date: '2025-01-01' })).status).toBe(404);
  });

  it('reviews an added requirement in the centers whose selection covers it, and the review day setting moves the due date', async () => {
    const own = await freshBranch('added');
    const center = await newCenter({ name: 'Cubre el subámbito' });
    await configureCenter(t, center.id, own, [own.requirement.id]);
    const setting = await t.api.put(`/api/consultancy/${consultancyId}/legal-change-settings`, { ...admin(), json: { review_days: 15 } });
    expect(setting.body).toEqual({ review_days: 15 });
    const answer = await record(own.text.id, {
      kind: 'REQUIREMENT_ADDED',
      effective_date: '2025-05-01',
      requirement: {
        name_spanish: 'Medir el caudal',
        name_catalan: 'Mesurar el cabal',
        evidence_name_spanish: 'Medición',
        evidence_name_catalan: 'Mesura',
      },
    });
    expect(answer.body.reviews.total).toBe(1);
    const [review] = (await t.api.get(`/api/legal-requirement-module/${center.id}/reviews`, admin())).body.results;
    expect(review).toMatchObject({ due_date: addDays(todayInSpain(), 15), legal_requirement: { name: 'Medir el caudal' } });
    await t.api.put(`/api/consultancy/${consultancyId}/legal-change-settings`, { ...admin(), json: { review_days: 30 } });
    // Still applies: the center gets the evidence of the added requirement.
    const decided = await t.api.post(`/api/legal-change-review/${review.id}/decision`, {
      token: t.collaborator.token,
      json: { decision: 'STILL_APPLIES' },
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body).toMatchObject({
      state: 'DECIDED',
      decision: 'STILL_APPLIES',
      decided_by: { id: t.collaborator.id },
      evidence: { name: 'Mesura' },
    });
  });
});

describe('reviews: tenancy and decisions', () => {
  let own: Branch;
  let center: { id: number };
  let reviewIds: number[];
  beforeAll(async () => {
    own = await freshBranch('decisions');
    center = await newCenter({ name: 'Decide' });
    await configureCenter(t, center.id, own);
    reviewIds = [];
    for (const date of ['2025-01-01', '2025-02-01', '2025-03-01']) {
      const change = await record(own.text.id, { kind: 'TEXT_MODIFIED', effective_date: date, texts: [`Art. 1 (${date})`] });
      const reviews = await t.api.get(`/api/legal-changes/${change.body.id}/reviews`, admin());
      reviewIds.push(reviews.body.results[0].id);
    }
  });

  it('lets the center’s client read its reviews but not decide; another center’s people see nothing', async () => {
    const list = await t.api.get(`/api/legal-requirement-module/${center.id}/reviews`, { token: t.client.token });
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(3);
    expect((await t.api.get(`/api/legal-change-review/${reviewIds[0]}`, { token: t.client.token })).status).toBe(200);
    const clientDecides = await t.api.post(`/api/legal-change-review/${reviewIds[0]}/decision`, {
      token: t.client.token,
      json: { decision: 'STILL_APPLIES' },
    });
    expect(clientDecides.status).toBe(403);
    expect((await t.api.get(`/api/legal-requirement-module/${center.id}/reviews`, { token: outsider.token })).status).toBe(404);
    expect((await t.api.get(`/api/legal-change-review/${reviewIds[0]}`, { token: outsider.token })).status).toBe(404);
    const outsiderDecides = await t.api.post(`/api/legal-change-review/${reviewIds[0]}/decision`, {
      token: outsider.token,
      json: { decision: 'STILL_APPLIES' },
    });
    expect(outsiderDecides.status).toBe(404);
    expect((await t.api.get(`/api/legal-changes/1/reviews`, { token: outsider.token })).body.count).toBe(0);
  });

  it('records no longer applies with its reason: the text’s requirements become not applicable for the center', async () => {
    const noReason = await t.api.post(`/api/legal-change-review/${reviewIds[0]}/decision`, {
      token: t.collaborator.token,
      json: { decision: 'NO_LONGER_APPLIES' },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toHaveProperty('reason');
    const decided = await t.api.post(`/api/legal-change-review/${reviewIds[0]}/decision`, {
      token: t.collaborator.token,
      json: { decision: 'NO_LONGER_APPLIES', reason: 'El centro ya no vierte a colector' },
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body).toMatchObject({ decision: 'NO_LONGER_APPLIES', reason: 'El centro ya no vierte a colector' });
    const preview = await t.api.get(
      `/api/legal-requirement-module/${center.id}/config/selected-legal-requirements?selectedSubambitIds=${own.subambit.id}&selectedLegalScopeIds=${own.scope.id}`,
      admin(),
    );
    expect(preview.body.results.find((r: { id: number }) => r.id === own.requirement.id).is_applicable).toBe(false);
    const twice = await t.api.post(`/api/legal-change-review/${reviewIds[0]}/decision`, {
      token: t.collaborator.token,
      json: { decision: 'STILL_APPLIES' },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('review_decided');
  });

  it('creates the evidence to fill when new evidence is needed, and lists decided reviews after pending ones', async () => {
    const needsRequirement = await t.api.post(`/api/legal-change-review/${reviewIds[1]}/decision`, {
      token: t.collaborator.token,
      json: { decision: 'NEW_EVIDENCE_NEEDED' },
    });
    expect(needsRequirement.body.fields).toHaveProperty('legal_requirement_id');
    const decided = await t.api.post(`/api/legal-change-review/${reviewIds[1]}/decision`, {
      token: t.collaborator.token,
      json: { decision: 'NEW_EVIDENCE_NEEDED', legal_requirement_id: own.requirement.id },
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body.evidence).toMatchObject({ name: "Permís d'abocament" });
    const evidence = (await evidencesOf(t, center.id)).find((e) => e.id === decided.body.evidence.id);
    expect(evidence).toMatchObject({ state: 'NOT_FULFILLED', legal_requirement: { id: own.requirement.id } });
    const pending = await t.api.get(`/api/legal-requirement-module/${center.id}/reviews?state=PENDING`, admin());
    expect(pending.body.results.map((r: { id: number }) => r.id)).toEqual([reviewIds[2]]);
    const all = await t.api.get(`/api/legal-requirement-module/${center.id}/reviews`, admin());
    expect(all.body.results[0].id).toBe(reviewIds[2]);
  });

  it('puts pending reviews in the agenda of the people who see the center, overdue once due', async () => {
    const agenda = await t.api.get(`/api/agenda?centerId=${center.id}&pageSize=100`, { token: t.collaborator.token });
    expect(agenda.status, JSON.stringify(agenda.body)).toBe(200);
    const items = agenda.body.results.filter((item: { kind: string }) => item.kind === 'legal_review');
    expect(items.map((item: { record_id: number }) => item.record_id)).toEqual([reviewIds[2]]);
    expect(items[0]).toMatchObject({ subject: own.text.name, overdue: false, parent_id: own.subambit.id });
    await t.database.db.execute(sql`update legal_change_review set due_date = '2020-01-01' where id = ${reviewIds[2]}`);
    const later = await t.api.get(`/api/agenda?centerId=${center.id}&pageSize=100`, { token: t.collaborator.token });
    expect(later.body.results.find((item: { kind: string }) => item.kind === 'legal_review')).toMatchObject({ overdue: true });
    const outsiders = await t.api.get(`/api/agenda?pageSize=100`, { token: outsider.token });
    expect(outsiders.body.results.filter((item: { kind: string }) => item.kind === 'legal_review')).toEqual([]);
  });
});

describe('repeal and compliance', () => {
  it('stops counting a repealed text’s requirements from the repeal’s date, keeping and marking their evidences', async () => {
    const own = await freshBranch('statistics');
    const center = await newCenter({ name: 'Estadísticas' });
    await configureCenter(t, center.id, own);
    const [evidence] = await evidencesOf(t, center.id);
    const statistic = async () =>
      (await t.api.get(`/api/evidence/fulfillment-statistic?centerId=${center.id}`, admin())).body.totalEvidences as number;
    const homeTotal = async () => (await t.api.get(`/api/home?centerId=${center.id}`, admin())).body.results[0].evidences.total as number;
    // A repeal recorded ahead of its date changes nothing yet.
    await record(own.text.id, { kind: 'TEXT_REPEALED', effective_date: addDays(todayInSpain(), 10) });
    expect(await statistic()).toBe(1);
    expect(await homeTotal()).toBe(1);
    expect((await t.api.get(`/api/evidence/${evidence!.id}`, admin())).body.for_repealed_text).toBe(false);
    // From the repeal's day it no longer counts; the evidence stays, marked.
    await t.database.db.execute(sql`update legal_text set state_date = '2025-01-01' where id = ${own.text.id}`);
    expect(await statistic()).toBe(0);
    expect(await homeTotal()).toBe(0);
    expect((await t.api.get(`/api/evidence/${evidence!.id}`, admin())).body).toMatchObject({ id: evidence!.id, for_repealed_text: true });
  });

  it('stops counting a removed requirement from the removal’s effective date', async () => {
    const own = await freshBranch('removal');
    const center = await newCenter({ name: 'Requisito suprimido' });
    await configureCenter(t, center.id, own);
    const statistic = async () =>
      (await t.api.get(`/api/evidence/fulfillment-statistic?centerId=${center.id}`, admin())).body.totalEvidences as number;
    expect(await statistic()).toBe(1);
    const answer = await record(own.text.id, {
      kind: 'REQUIREMENT_REMOVED',
      effective_date: '2025-06-01',
      legal_requirement_id: own.requirement.id,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(await statistic()).toBe(0);
    const [evidence] = await evidencesOf(t, center.id);
    expect(evidence).toMatchObject({ for_repealed_text: true });
    expect((await t.api.get(`/api/legal-requirement/${own.requirement.id}`, admin())).status).toBe(200);
  });
});

describe('GET /api/legal-changes (Novedades)', () => {
  it('filters by effective date range, area, scope kind and change kind, newest first', async () => {
    const own = await freshBranch('novedades');
    await record(own.text.id, { kind: 'TEXT_MODIFIED', effective_date: '2024-06-01', texts: ['v1'] });
    await record(own.text.id, { kind: 'TEXT_MODIFIED', effective_date: '2024-07-15', texts: ['v2'] });
    await record(own.text.id, { kind: 'TEXT_PARTIALLY_REPEALED', effective_date: '2024-09-01' });
    const query = (q: string) => t.api.get(`/api/legal-changes?areaId=${own.area.id}${q}`, { token: t.client.token });
    const all = await query('');
    expect(all.status).toBe(200);
    expect(all.body.results.map((c: { effective_date: string }) => c.effective_date)).toEqual(['2024-09-01', '2024-07-15', '2024-06-01']);
    expect((await query('&from=2024-07-01&to=2024-08-31')).body.count).toBe(1);
    expect((await query('&kind=TEXT_PARTIALLY_REPEALED')).body.results[0].after).toEqual({
      state: 'PARTIALLY_REPEALED',
      state_date: '2024-09-01',
    });
    expect((await query('&scope=LOCAL')).body.count).toBe(0);
    expect((await query('&scope=AUTONOMOUS_COMMUNITY')).body.count).toBe(3);
    const reversed = await query('&from=2024-08-01&to=2024-07-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields).toHaveProperty('to');
  });
});
