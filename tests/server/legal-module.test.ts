import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSpain } from '../../server/lib/dates';
import { startTestApp, type TestApp } from './support/app';
import { minimalPdf, tinyPng } from './support/files';
import { configureCenter, evidencesOf, type Branch } from './support/legal-module';
import { createCenter, createConsultancy, createEnterprise } from './support/organisation';
import { registerBranch } from './support/register';

let t: TestApp;
let branch: Branch;
let consultancyId: number;
let enterpriseId: number;
beforeAll(async () => {
  t = await startTestApp();
  branch = await registerBranch(t);
  consultancyId = (await createConsultancy(t)).id;
  enterpriseId = (await createEnterprise(t)).id;
});
afterAll(() => t.close());

const asAdmin = () => ({ token: t.admin.token });
const newCenter = (overrides: Record<string, unknown> = {}) =>
  createCenter(t, enterpriseId, consultancyId, { userIdList: [t.collaborator.id], ...overrides });
const addRequirement = async (name: string) =>
  (
    await t.api.post('/api/legal-requirement', {
      ...asAdmin(),
      form: {
        name_spanish: name,
        name_catalan: `${name} (ca)`,
        evidence_name_spanish: `Evidencia ${name}`,
        evidence_name_catalan: `Evidència ${name}`,
        legal_text_id: String(branch.text.id),
      },
    })
  ).body;

describe('POST /api/legal-requirement-module/:centerId/config', () => {
  it('creates NOT_FULFILLED evidences named in the center language, and reads back the selection', async () => {
    const center = await newCenter({ used_language: 'ca' });
    const saved = await configureCenter(t, center.id, branch);
    expect(saved.evidences).toEqual({ created: 1, removed: 0, kept: 0 });
    const [evidence] = await evidencesOf(t, center.id);
    expect(evidence).toMatchObject({
      name: "Permís d'abocament",
      state: 'NOT_FULFILLED',
      legal_requirement: { id: branch.requirement.id },
    });
    expect(
      (await t.api.get(`/api/legal-requirement-module/${center.id}/config/selected-subambits`, asAdmin())).body.map(
        (s: { id: number }) => s.id,
      ),
    ).toEqual([branch.subambit.id]);
    expect((await t.api.get(`/api/legal-requirement-module/${center.id}/config/selected-legal-scopes`, asAdmin())).body).toMatchObject({
      autonomous_community_scope: [{ id: branch.scope.id }],
      national_and_european_scope: [],
      local_scope: [],
    });
  });

  it('previews what a selection implies, flagging what the center marked not applicable', async () => {
    const center = await newCenter();
    const extra = await addRequirement('Analizar el vertido');
    await configureCenter(t, center.id, branch, [extra.id]);
    const preview = await t.api.get(
      `/api/legal-requirement-module/${center.id}/config/selected-legal-requirements?selectedSubambitIds=${branch.subambit.id}&selectedLegalScopeIds=${branch.scope.id}`,
      asAdmin(),
    );
    const flags = Object.fromEntries(preview.body.results.map((r: { id: number; is_applicable: boolean }) => [r.id, r.is_applicable]));
    expect(flags).toMatchObject({ [branch.requirement.id]: true, [extra.id]: false });
    expect((await evidencesOf(t, center.id)).map((e) => e.legal_requirement.id)).not.toContain(extra.id);
  });

  it('removes evidences that no longer apply, but keeps those with documents or actions', async () => {
    const center = await newCenter();
    const second = await addRequirement('Declarar el vertido anual');
    await configureCenter(t, center.id, branch);
    const evidences = await evidencesOf(t, center.id);
    const withDocument = evidences.find((e) => e.legal_requirement.id === second.id)!;
    await t.api.post('/api/legal-document', {
      ...asAdmin(),
      form: { name: 'Declaració', evidence_id: String(withDocument.id), file: { name: 'd.pdf', data: minimalPdf() } },
    });
    const narrowed = await t.api.post(`/api/legal-requirement-module/${center.id}/config`, {
      ...asAdmin(),
      json: { subambit_ids: [], legal_scope_ids: [] },
    });
    expect(narrowed.body.evidences).toMatchObject({ created: 0, kept: 1 });
    expect((await evidencesOf(t, center.id)).map((e) => e.id)).toEqual([withDocument.id]);
  });

  it('names unknown ids and refuses writes while the module is off', async () => {
    const center = await newCenter();
    await t.api.post(`/api/legal-requirement-module/${center.id}/state`, { ...asAdmin(), json: { is_active: true } });
    const unknown = await t.api.post(`/api/legal-requirement-module/${center.id}/config`, {
      ...asAdmin(),
      json: { subambit_ids: [999999], legal_scope_ids: [] },
    });
    expect(unknown.body.fields).toHaveProperty('subambit_ids');
    await t.api.post(`/api/legal-requirement-module/${center.id}/state`, { ...asAdmin(), json: { is_active: false } });
    const off = await t.api.post(`/api/legal-requirement-module/${center.id}/config`, {
      ...asAdmin(),
      json: { subambit_ids: [], legal_scope_ids: [] },
    });
    expect(off.status).toBe(409);
    expect(off.body.code).toBe('module_inactive');
  });
});

describe('evidences', () => {
  let centerId: number;
  let evidenceId: number;
  beforeAll(async () => {
    centerId = (await newCenter()).id;
    await configureCenter(t, centerId, branch);
    evidenceId = (await evidencesOf(t, centerId))[0]!.id;
  });

  it('moves through every state, with or without an expiration date', async () => {
    for (const [state, expiration_date] of [
      ['IN_PROCESS', '2027-01-15'],
      ['FULFILLED', null],
      ['NOT_FULFILLED', ''],
      ['FULFILLED', '2027-06-30'],
    ] as const) {
      const answer = await t.api.put(`/api/evidence/${evidenceId}`, {
        token: t.collaborator.token,
        json: { name: 'Permiso de vertido', state, expiration_date },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({ state, expiration_date: expiration_date || null });
    }
  });

  it('refuses a bad state, a date that is not yyyy-MM-dd, and a requirement that does not apply', async () => {
    const bad = await t.api.put(`/api/evidence/${evidenceId}`, {
      ...asAdmin(),
      json: { name: 'X', state: 'DONE', expiration_date: '31/12/2026' },
    });
    expect(Object.keys(bad.body.fields).sort()).toEqual(['expiration_date', 'state']);
    const foreign = await registerBranch(t, ' (other)');
    const notApplicable = await t.api.post('/api/evidence', {
      ...asAdmin(),
      json: { name: 'X', legal_requirement_id: foreign.requirement.id, center_id: centerId, state: 'FULFILLED' },
    });
    expect(notApplicable.status).toBe(400);
    expect(notApplicable.body.fields).toHaveProperty('legal_requirement_id');
  });

  it('lets a client read but not change an evidence of their center', async () => {
    const center = await newCenter({ userIdList: [t.client.id] });
    await configureCenter(t, center.id, branch);
    const [evidence] = await evidencesOf(t, center.id);
    expect((await t.api.get(`/api/evidence/${evidence!.id}`, { token: t.client.token })).status).toBe(200);
    expect(
      (await t.api.put(`/api/evidence/${evidence!.id}`, { token: t.client.token, json: { name: 'X', state: 'FULFILLED' } })).status,
    ).toBe(403);
  });

  it('creates a second evidence for an applicable requirement and refuses to delete one with records', async () => {
    const created = await t.api.post('/api/evidence', {
      token: t.collaborator.token,
      json: {
        name: 'Analítica trimestral',
        legal_requirement_id: branch.requirement.id,
        center_id: centerId,
        state: 'IN_PROCESS',
        expiration_date: '2027-03-31',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: expect.any(Number), center: { id: centerId }, documents: [], actions: [] });
    await t.api.post('/api/action', {
      ...asAdmin(),
      json: { name: 'Contractar laboratori', responsible: 'Laura', expected_date: '2027-01-10', evidence_id: created.body.id },
    });
    expect((await t.api.delete(`/api/evidence/${created.body.id}`, asAdmin())).status).toBe(409);
  });
});

describe('documents and actions', () => {
  let evidenceId: number;
  beforeAll(async () => {
    const center = await newCenter();
    await configureCenter(t, center.id, branch);
    evidenceId = (await evidencesOf(t, center.id))[0]!.id;
  });

  it('stores a PDF that downloads with the same bytes, and lists it under its evidence', async () => {
    const pdf = minimalPdf();
    const created = await t.api.post('/api/legal-document', {
      token: t.collaborator.token,
      form: {
        name: 'Autorització 2025',
        elaboration_date: '2025-02-01',
        is_valid: 'true',
        evidence_id: String(evidenceId),
        file: { name: 'autoritzacio.pdf', data: pdf, type: 'application/pdf' },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Autorització 2025',
      elaboration_date: '2025-02-01',
      is_valid: true,
      evidence_id: evidenceId,
    });
    const download = await t.api.get(created.body.file);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.bytes.equals(pdf)).toBe(true);
    expect((await t.api.get(`/api/evidence/${evidenceId}`, asAdmin())).body.documents.map((d: { id: number }) => d.id)).toContain(
      created.body.id,
    );
  });

  it('refuses a file of a type not allowed (by its content) and one over the size limit, writing nothing', async () => {
    const before = (await t.api.get(`/api/legal-document?evidenceId=${evidenceId}`, asAdmin())).body.count;
    const script = await t.api.post('/api/legal-document', {
      ...asAdmin(),
      form: { name: 'X', evidence_id: String(evidenceId), file: { name: 'x.pdf', data: Buffer.from('#!/bin/sh\nrm -rf /') } },
    });
    expect(script.status).toBe(415);
    const big = await t.api.post('/api/legal-document', {
      ...asAdmin(),
      form: {
        name: 'X',
        evidence_id: String(evidenceId),
        file: { name: 'x.png', data: Buffer.concat([tinyPng(), Buffer.alloc(t.config.uploadMaxBytes)]) },
      },
    });
    expect(big.status).toBe(413);
    expect((await t.api.get(`/api/legal-document?evidenceId=${evidenceId}`, asAdmin())).body.count).toBe(before);
  });

  it('requires the expected date of an action and accepts an applied date later', async () => {
    const missing = await t.api.post('/api/action', {
      ...asAdmin(),
      json: { name: 'Revisar', responsible: 'Jordi', evidence_id: evidenceId },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('expected_date');
    const created = await t.api.post('/api/action', {
      ...asAdmin(),
      json: { name: 'Revisar', responsible: 'Jordi', expected_date: '2027-02-01', evidence_id: evidenceId, observations: '' },
    });
    expect(created.body).toMatchObject({ expected_date: '2027-02-01', applied_date: null, observations: null });
    const applied = await t.api.put(`/api/action/${created.body.id}`, {
      ...asAdmin(),
      json: { name: 'Revisar', responsible: 'Jordi', expected_date: '2027-02-01', applied_date: '2027-01-20', evidence_id: evidenceId },
    });
    expect(applied.body.applied_date).toBe('2027-01-20');
  });
});

describe('GET /api/evidence/fulfillment-statistic', () => {
  it('matches hand-counted fixtures, for the center and per area', async () => {
    const center = await newCenter();
    for (const name of ['A', 'B', 'C']) await addRequirement(`Stat ${name}`);
    await configureCenter(t, center.id, branch);
    const evidences = await evidencesOf(t, center.id);
    // Hand-set states: 2 fulfilled, 1 in process, the rest not fulfilled.
    const states = ['FULFILLED', 'FULFILLED', 'IN_PROCESS'];
    for (const [i, state] of states.entries())
      await t.api.put(`/api/evidence/${evidences[i]!.id}`, { ...asAdmin(), json: { name: evidences[i]!.name, state } });
    const total = evidences.length;
    const stats = (await t.api.get(`/api/evidence/fulfillment-statistic?centerId=${center.id}`, asAdmin())).body;
    const pct = (n: number) => Math.round((n / total) * 10000) / 100;
    expect(stats).toMatchObject({
      totalEvidences: total,
      fulfilledEvidences: { total: 2, percentage: pct(2) },
      inProcessEvidences: { total: 1, percentage: pct(1) },
      unfulfilledEvidences: { total: total - 3, percentage: pct(total - 3) },
    });
    expect(stats.areas).toEqual([
      { area: { id: branch.area.id, name: 'Aguas' }, ...Object.fromEntries(Object.entries(stats).filter(([key]) => key !== 'areas')) },
    ]);
    const empty = (await t.api.get(`/api/evidence/fulfillment-statistic?centerId=${(await newCenter()).id}`, asAdmin())).body;
    expect(empty).toMatchObject({ totalEvidences: 0, fulfilledEvidences: { total: 0, percentage: 0 } });
  });
});

describe('GET /api/evidence/about-to-expire', () => {
  it('includes the past, today and tomorrow within the window, soonest first, and nothing beyond it', async () => {
    const center = await newCenter();
    for (const name of ['D', 'E', 'F']) await addRequirement(`Window ${name}`);
    await configureCenter(t, center.id, branch);
    const evidences = await evidencesOf(t, center.id);
    const today = todayInSpain();
    const dates = [addDays(today, 1), addDays(today, -3), today, addDays(today, 40)];
    for (const [i, date] of dates.entries())
      await t.api.put(`/api/evidence/${evidences[i]!.id}`, {
        ...asAdmin(),
        json: { name: `E${i}`, state: 'FULFILLED', expiration_date: date },
      });
    const due = (await t.api.get(`/api/evidence/about-to-expire?centerId=${center.id}&days=30`, asAdmin())).body.results;
    expect(due.map((e: { expiration_date: string }) => e.expiration_date)).toEqual([addDays(today, -3), today, addDays(today, 1)]);
    const sheet = await t.api.get(`/api/evidence/about-to-expire?centerId=${center.id}&format=xlsx`, asAdmin());
    expect(sheet.headers.get('content-disposition')).toMatch(/proximos-vencimientos_\d{4}-\d{2}-\d{2}_\d{4}\.xlsx"/);
  });
});

describe('inventory', () => {
  it('shows the tree with counts and the worst state, down to requirements with their evidences and texts', async () => {
    const center = await newCenter();
    await configureCenter(t, center.id, branch);
    const evidences = await evidencesOf(t, center.id);
    await t.api.put(`/api/evidence/${evidences[0]!.id}`, { ...asAdmin(), json: { name: 'X', state: 'FULFILLED' } });
    const base = `/api/legal-requirement-module/${center.id}`;
    const [area] = (await t.api.get(`${base}/areas`, { token: t.collaborator.token, headers: { 'accept-language': 'ca' } })).body;
    expect(area).toMatchObject({
      id: branch.area.id,
      name: 'Aigües',
      total: evidences.length,
      fulfilled: 1,
      state: evidences.length > 1 ? 'NOT_FULFILLED' : 'FULFILLED',
    });
    const [ambit] = (await t.api.get(`${base}/areas/${branch.area.id}/ambits`, asAdmin())).body;
    expect(ambit.id).toBe(branch.ambit.id);
    const [subambit] = (await t.api.get(`${base}/ambits/${branch.ambit.id}/subambits`, asAdmin())).body;
    expect(subambit.total).toBe(evidences.length);
    const detail = (await t.api.get(`${base}/subambits/${branch.subambit.id}/requirements`, asAdmin())).body;
    expect(detail.legal_texts).toEqual([
      { id: branch.text.id, name: 'Decreto 130/2003', texts: ['Art. 5', 'Art. 9'], legal_scope: { id: branch.scope.id, name: 'Cataluña' } },
    ]);
    expect(detail.requirements.find((r: { id: number }) => r.id === branch.requirement.id).evidences).toHaveLength(1);
    expect((await t.api.get(`${base}/areas/999999`, asAdmin())).status).toBe(404);
  });
});

describe('responsibilities', () => {
  it('assigns, lists by name and removes; the spec message when the level id is missing', async () => {
    const center = await newCenter({ userIdList: [t.collaborator.id, t.client.id] });
    await configureCenter(t, center.id, branch);
    const base = `/api/legal-requirement-module/${center.id}/responsibility`;
    for (const user of [t.collaborator, t.client]) {
      expect(
        (await t.api.post(`${base}/ambit`, { ...asAdmin(), json: { legal_ambit_id: branch.ambit.id, responsible_user_id: user.id } }))
          .status,
      ).toBe(201);
    }
    const listed = (await t.api.get(`${base}/ambit/${branch.ambit.id}`, { token: t.client.token })).body;
    const names = listed.map((r: { name: string }) => r.name);
    expect(names).toHaveLength(2);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    const missing = await t.api.post(`${base}/area`, { ...asAdmin(), json: { responsible_user_id: t.collaborator.id } });
    expect(missing.status).toBe(400);
    expect(missing.body.fields.area_id).toBe('You have to provide at least one legal hierarchy level id');
    const outsider = await t.createUser('collaborator');
    expect(
      (await t.api.post(`${base}/area`, { ...asAdmin(), json: { area_id: branch.area.id, responsible_user_id: outsider.id } })).body.fields,
    ).toHaveProperty('responsible_user_id');
    expect((await t.api.delete(`${base}/ambit/${branch.ambit.id}/user/${t.client.id}`, asAdmin())).status).toBe(204);
    expect((await t.api.get(`${base}/ambit/${branch.ambit.id}`, asAdmin())).body).toHaveLength(1);
  });
});

describe('/api/evidence-mail-notification-periodicity', () => {
  it('is MONTHLY by default and can be changed, or switched off with NEVER', async () => {
    const center = await newCenter();
    await configureCenter(t, center.id, branch);
    expect((await t.api.get(`/api/evidence-mail-notification-periodicity/${center.id}`, asAdmin())).body).toMatchObject({
      center: { id: center.id },
      periodicity: 'MONTHLY',
    });
    const saved = await t.api.post('/api/evidence-mail-notification-periodicity', {
      ...asAdmin(),
      json: { center_id: center.id, periodicity: 'NEVER' },
    });
    expect(saved.body.periodicity).toBe('NEVER');
    expect(
      (
        await t.api.post('/api/evidence-mail-notification-periodicity', {
          ...asAdmin(),
          json: { center_id: center.id, periodicity: 'HOURLY' },
        })
      ).status,
    ).toBe(400);
  });
});

describe('spreadsheets', () => {
  it('exports the requirement list of a center as a workbook', async () => {
    const center = await newCenter();
    await configureCenter(t, center.id, branch);
    const answer = await t.api.get(`/api/evidence?centerId=${center.id}&format=xlsx`, {
      token: t.collaborator.token,
      headers: { 'accept-language': 'es-ES' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(/attachment; filename="requisitos_\d{4}-\d{2}-\d{2}_\d{4}\.xlsx"/);
    for (const path of ['legal-document', 'action'])
      expect((await t.api.get(`/api/${path}?centerId=${center.id}&format=xlsx`, asAdmin())).status).toBe(200);
  });
});

describe('GET /api/evidence', () => {
  it('pages the filtered list in register order, with its total, whichever ordering and filter', async () => {
    const first = await registerBranch(t, ' A');
    const second = await registerBranch(t, ' B');
    // The second branch's area comes first in the register; a requirement ordered 0 comes before the branch's first.
    expect(
      (
        await t.api.put(`/api/area/${second.area.id}`, {
          ...asAdmin(),
          form: { name_spanish: 'Aguas B', name_catalan: 'Aigües B', order: '0' },
        })
      ).status,
    ).toBe(200);
    const early = (
      await t.api.post('/api/legal-requirement', {
        ...asAdmin(),
        form: {
          name_spanish: 'Llevar el libro de registro',
          name_catalan: 'Portar el llibre de registre',
          evidence_name_spanish: 'Libro',
          evidence_name_catalan: 'Llibre',
          order: '0',
          legal_text_id: String(first.text.id),
        },
      })
    ).body as { id: number };
    const center = await newCenter();
    await t.api.post(`/api/legal-requirement-module/${center.id}/state`, { ...asAdmin(), json: { is_active: true } });
    const saved = await t.api.post(`/api/legal-requirement-module/${center.id}/config`, {
      ...asAdmin(),
      json: {
        subambit_ids: [first.subambit.id, second.subambit.id],
        legal_scope_ids: [first.scope.id, second.scope.id],
        not_applicable_legal_requirement_ids: [],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const list = async (query: string) =>
      (await t.api.get(`/api/evidence?centerId=${center.id}&${query}`, asAdmin())).body as {
        count: number;
        next: string | null;
        previous: string | null;
        results: { legal_requirement: { id: number } }[];
      };
    const requirementsOf = (page: { results: { legal_requirement: { id: number } }[] }) =>
      page.results.map((evidence) => evidence.legal_requirement.id);
    const registerOrder = [second.requirement.id, early.id, first.requirement.id];
    expect(requirementsOf(await list('pageSize=25'))).toEqual(registerOrder);

    const firstPage = await list('pageSize=2');
    expect(firstPage).toMatchObject({ count: 3, previous: null });
    expect(requirementsOf(firstPage)).toEqual(registerOrder.slice(0, 2));
    expect(new URL(firstPage.next!).searchParams.get('page')).toBe('2');
    const last = await list('pageSize=2&page=2');
    expect(last).toMatchObject({ count: 3, next: null });
    expect(requirementsOf(last)).toEqual(registerOrder.slice(2));

    expect(requirementsOf(await list('ordering=-area,requirement'))).toEqual([early.id, first.requirement.id, second.requirement.id]);
    expect(await list(`areaId=${second.area.id}`)).toMatchObject({
      count: 1,
      results: [{ legal_requirement: { id: second.requirement.id } }],
    });
    expect(await list('searchText=libro')).toMatchObject({ count: 1, results: [{ legal_requirement: { id: early.id } }] });
  });
});
