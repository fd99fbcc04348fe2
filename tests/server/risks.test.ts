import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelOf } from '../../contract/risks';
import { addDays, todayInSpain } from '../../server/lib/dates';
import { startTestApp, type TestApp } from './support/app';
import { createCenter, createConsultancy, createEnterprise } from './support/organisation';
import { minimalPdf } from './support/files';
import { activateRiskModules, SEEDED } from './support/risks';
import { startSmtpServer } from './support/smtp';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let centerId: number;
let processId: number;
const admin = () => ({ token: t.admin.token });
const module = () => `/api/risk-opportunity-module/${centerId}`;

beforeAll(async () => {
  t = await startTestApp({ outboundPrivateHosts: 'allow' });
  smtp = await startSmtpServer();
  const consultancy = await createConsultancy(t, 'Verda Consultors');
  await t.api.post(`/api/consultancy/${consultancy.id}/email-config`, {
    token: t.admin.token,
    json: { host: '127.0.0.1', port: smtp.port, username: 'avisos@verda.example', use_tls: false, use_ssl: false },
  });
  const center = await createCenter(t, (await createEnterprise(t)).id, consultancy.id, {
    name: 'Planta de Rubí',
    used_language: 'ca',
    userIdList: [t.collaborator.id],
  });
  centerId = center.id;
  await activateRiskModules(t, centerId);
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

describe('risk catalogues', () => {
  it('are seeded in Spanish and Catalan and answer in the request language', async () => {
    const es = await t.api.get('/api/question?ambitId=4', { ...admin(), headers: { 'accept-language': 'es' } });
    expect(es.status).toBe(200);
    expect(es.body.results[0]).toMatchObject({
      id: 1,
      name: '¿El proceso genera residuos peligrosos?',
      ambit: { id: 4, name: 'Aspectos ambientales' },
      category: { id: 1, name: 'Residuos' },
    });
    const ca = await t.api.get('/api/consequence/2', { ...admin(), headers: { 'accept-language': 'ca' } });
    expect(ca.body).toMatchObject({
      name: 'Reduir residus substituint primeres matèries',
      type: 'OPPORTUNITY',
      question: { id: 1, name: 'El procés genera residus perillosos?' },
    });
  });

  it('create, update and delete an ambit > category > question > consequence chain, refusing orphans', async () => {
    const ambit = await t.api.post('/api/risk-opportunity-ambit', { ...admin(), json: { name_spanish: 'Clima', name_catalan: 'Clima' } });
    const category = await t.api.post('/api/category', { ...admin(), json: { name_spanish: 'Sequía', name_catalan: 'Sequera' } });
    expect([ambit.status, category.status]).toEqual([201, 201]);
    const bad = await t.api.post('/api/question', {
      ...admin(),
      json: { name_spanish: 'x', name_catalan: 'x', ambit_id: 99999, category_id: category.body.id },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('ambit_id');
    const question = await t.api.post('/api/question', {
      ...admin(),
      json: { name_spanish: '¿Falta agua?', name_catalan: 'Falta aigua?', ambit_id: ambit.body.id, category_id: category.body.id },
    });
    expect(question.status).toBe(201);
    const badType = await t.api.post('/api/consequence', {
      ...admin(),
      json: { name_spanish: 'x', name_catalan: 'x', question_id: question.body.id, type: 'MAYBE' },
    });
    expect(badType.status).toBe(400);
    const consequence = await t.api.post('/api/consequence', {
      ...admin(),
      json: { name_spanish: 'Parada', name_catalan: 'Aturada', question_id: question.body.id, type: 'RISK' },
    });
    expect(consequence.status).toBe(201);
    const renamed = await t.api.put(`/api/consequence/${consequence.body.id}`, {
      ...admin(),
      json: { name_spanish: 'Parada de producción', name_catalan: 'Aturada de producció', question_id: question.body.id, type: 'RISK' },
    });
    expect(renamed.body.name_catalan).toBe('Aturada de producció');
    expect((await t.api.delete(`/api/question/${question.body.id}`, admin())).status).toBe(409);
    expect((await t.api.delete(`/api/consequence/${consequence.body.id}`, admin())).status).toBe(204);
    expect((await t.api.delete(`/api/question/${question.body.id}`, admin())).status).toBe(204);
  });

  it('are admin only: collaborators and clients get 403 to read and to write', async () => {
    for (const who of [t.collaborator, t.client]) {
      expect((await t.api.get('/api/category', { token: who.token })).status).toBe(403);
      expect((await t.api.post('/api/category', { token: who.token, json: { name_spanish: 'a', name_catalan: 'a' } })).status).toBe(403);
      expect((await t.api.get(`${module()}/process`, { token: who.token })).status).toBe(403);
      expect((await t.api.post(`/api/improvement-module/${centerId}/action`, { token: who.token, json: {} })).status).toBe(403);
    }
  });
});

describe('processes and their configuration', () => {
  it('configures the questions of a process and refuses a question from another ambit', async () => {
    const created = await t.api.post(`${module()}/process`, { ...admin(), json: { name: 'Producció' } });
    expect(created.status).toBe(201);
    processId = created.body.id;
    const foreign = await t.api.put(`/api/risk-process/${processId}/config`, {
      ...admin(),
      json: { ambit_id: SEEDED.wasteAmbit, question_ids: [SEEDED.wasteQuestion, SEEDED.energyQuestion] },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toHaveProperty('question_ids');
    const waste = await t.api.put(`/api/risk-process/${processId}/config`, {
      ...admin(),
      json: { ambit_id: SEEDED.wasteAmbit, question_ids: [SEEDED.wasteQuestion] },
    });
    expect(waste.body.question_ids).toEqual([SEEDED.wasteQuestion]);
    // Saving one ambit's questions keeps the other ambits'.
    const energy = await t.api.put(`/api/risk-process/${processId}/config`, {
      ...admin(),
      json: { ambit_id: SEEDED.energyAmbit, question_ids: [SEEDED.energyQuestion] },
    });
    expect(energy.body.question_ids).toEqual([SEEDED.wasteQuestion, SEEDED.energyQuestion]);
    await t.api.post(`${module()}/process`, { ...admin(), json: { name: 'Manteniment' } });
  });

  it('searches processes by text, ambit, question and consequence type', async () => {
    const names = async (query: string) =>
      (await t.api.get(`${module()}/process?${query}`, admin())).body.results.map((p: { name: string }) => p.name);
    expect(await names('')).toEqual(['Manteniment', 'Producció']);
    expect(await names('searchText=produccio')).toEqual(['Producció']);
    expect(await names(`ambitId=${SEEDED.wasteAmbit}`)).toEqual(['Producció']);
    expect(await names('questionId=2')).toEqual([]);
    expect(await names('consequenceType=OPPORTUNITY')).toEqual(['Producció']);
  });

  it('lists the consequences the configured questions give', async () => {
    const answer = await t.api.get(`${module()}/consequence?processId=${processId}`, admin());
    expect(answer.body.results.map((c: { id: number }) => c.id)).toEqual([1, 2, 4, 5]);
  });
});

describe('a process as a declared center resource', () => {
  it('creates, reads, renames and deletes with its question count; the read costs the hook\u2019s look-ups and one statement', async () => {
    const created = await t.api.post(`${module()}/process`, { ...admin(), json: { name: 'Logística', description: ' ' } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), center_id: centerId, name: 'Logística', description: null, question_count: 0 });
    const read = await t.api.get(`/api/risk-process/${processId}`, admin());
    expect(read.body).toMatchObject({ id: processId, name: 'Producció', question_count: 2 });
    // Row's center, center visible: the hook; the row with its count: one statement.
    expect(Number(read.headers.get('x-sql-statements'))).toBe(3);
    const renamed = await t.api.put(`/api/risk-process/${created.body.id}`, { ...admin(), json: { name: 'Logística interna' } });
    expect(renamed.body).toMatchObject({ name: 'Logística interna', question_count: 0 });
    const list = await t.api.get(`${module()}/process?ordering=-name`, admin());
    // The list keeps its order by name whatever it is asked, as it always did.
    expect(list.body.results.map((p: { name: string }) => p.name)).toEqual(['Logística interna', 'Manteniment', 'Producció']);
    expect((await t.api.delete(`/api/risk-process/${created.body.id}`, admin())).status).toBe(204);
    const gone = await t.api.get(`/api/risk-process/${created.body.id}`, admin());
    expect(gone.status).toBe(404);
    expect(gone.body.detail ?? gone.body.message ?? JSON.stringify(gone.body)).toContain('Process');
  });
});

describe('evaluations on the center matrix', () => {
  it('computes the levels of the hand-computed fixtures', () => {
    const m5 = { size: 5, medium_from: 5, high_from: 12 };
    const m3 = { size: 3, medium_from: 3, high_from: 6 };
    expect(levelOf(m5, 'RISK', 4, 4)).toEqual({ score: 16, level: 'HIGH' });
    expect(levelOf(m5, 'RISK', 3, 4)).toEqual({ score: 12, level: 'HIGH' });
    expect(levelOf(m5, 'RISK', 1, 5)).toEqual({ score: 5, level: 'MEDIUM' });
    expect(levelOf(m5, 'RISK', 2, 2)).toEqual({ score: 4, level: 'LOW' });
    expect(levelOf(m3, 'RISK', 2, 3)).toEqual({ score: 6, level: 'HIGH' });
    expect(levelOf(m3, 'RISK', 1, 2)).toEqual({ score: 2, level: 'LOW' });
    // Opportunity: value 5, effort 1 on 5x5 -> 5 x (6 - 1) = 25; value 2, effort 4 -> 2 x 2 = 4.
    expect(levelOf(m5, 'OPPORTUNITY', 5, 1)).toEqual({ score: 25, level: 'HIGH' });
    expect(levelOf(m5, 'OPPORTUNITY', 2, 4)).toEqual({ score: 4, level: 'LOW' });
  });

  it('answers the default 5x5 matrix, then the saved one; refuses bad thresholds naming the field', async () => {
    expect((await t.api.get(`${module()}/matrix`, admin())).body).toMatchObject({
      size: 5,
      medium_from: 5,
      high_from: 12,
      is_default: true,
    });
    const bad = await t.api.put(`${module()}/matrix`, {
      ...admin(),
      json: {
        size: 3,
        medium_from: 5,
        high_from: 4,
        low_colour: '#00ff00',
        medium_colour: '#ffff00',
        high_colour: '#ff0000',
        low_label: 'Baix',
        medium_label: 'Mitjà',
        high_label: 'Alt',
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('high_from');
  });

  let evaluationId: number;
  it('evaluates a risk: inherent and residual levels, and 400 for scores outside the matrix or an unconfigured consequence', async () => {
    const base = {
      process_id: processId,
      consequence_id: SEEDED.wasteRisk,
      treatment: 'MITIGATE',
      planned_action: 'Formació',
      responsible: 'Laura',
      due_date: addDays(todayInSpain(), 30),
    };
    const outside = await t.api.post(`${module()}/evaluation`, { ...admin(), json: { ...base, probability: 6, impact: 2 } });
    expect(outside.status).toBe(400);
    expect(outside.body.fields).toHaveProperty('probability');
    const unconfigured = await t.api.post(`${module()}/evaluation`, {
      ...admin(),
      json: { ...base, consequence_id: 3, probability: 2, impact: 2 },
    });
    expect(unconfigured.body.fields).toHaveProperty('consequence_id');
    const wrongTreatment = await t.api.post(`${module()}/evaluation`, {
      ...admin(),
      json: { ...base, treatment: 'PURSUE', probability: 2, impact: 2 },
    });
    expect(wrongTreatment.body.fields).toHaveProperty('treatment');
    const created = await t.api.post(`${module()}/evaluation`, {
      ...admin(),
      json: { ...base, probability: 4, impact: 4, residual_probability: 2, residual_impact: 3 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      inherent: { score: 16, level: 'HIGH' },
      residual: { score: 6, level: 'MEDIUM' },
      review_status: 'NEW',
      round: { year: Number(todayInSpain().slice(0, 4)) },
    });
    evaluationId = created.body.id;
    const opportunity = await t.api.post(`${module()}/evaluation`, {
      ...admin(),
      json: { process_id: processId, consequence_id: SEEDED.wasteOpportunity, probability: 5, impact: 1, treatment: 'PURSUE' },
    });
    expect(opportunity.body.inherent).toEqual({ score: 25, level: 'HIGH' });
    const low = await t.api.post(`${module()}/evaluation`, {
      ...admin(),
      json: { process_id: processId, consequence_id: SEEDED.energyRisk, probability: 2, impact: 2 },
    });
    expect(low.body.inherent).toEqual({ score: 4, level: 'LOW' });
    const twice = await t.api.post(`${module()}/evaluation`, { ...admin(), json: { ...base, probability: 1, impact: 1 } });
    expect(twice.status).toBe(409);
  });

  it('counts evaluations per cell and filters by cell, level and type', async () => {
    const cells = (await t.api.get(`${module()}/matrix-counts`, admin())).body.cells;
    expect(cells).toEqual(
      expect.arrayContaining([
        { probability: 4, impact: 4, count: 1 },
        { probability: 5, impact: 1, count: 1 },
        { probability: 2, impact: 2, count: 1 },
      ]),
    );
    const ids = async (query: string) =>
      (await t.api.get(`${module()}/evaluation?${query}`, admin())).body.results
        .map((e: { consequence: { id: number } }) => e.consequence.id)
        .sort();
    expect(await ids('probability=4&impact=4')).toEqual([SEEDED.wasteRisk]);
    expect(await ids('level=HIGH')).toEqual([SEEDED.wasteRisk, SEEDED.wasteOpportunity]);
    expect(await ids('level=HIGH&type=RISK')).toEqual([SEEDED.wasteRisk]);
    expect(await ids('level=LOW')).toEqual([SEEDED.energyRisk]);
  });

  it('levels follow a new matrix; a smaller matrix than the values in use is refused', async () => {
    const three = {
      size: 3,
      medium_from: 3,
      high_from: 6,
      low_colour: '#00ff00',
      medium_colour: '#ffff00',
      high_colour: '#ff0000',
      low_label: 'Baix',
      medium_label: 'Mitjà',
      high_label: 'Alt',
    };
    const refused = await t.api.put(`${module()}/matrix`, { ...admin(), json: three });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toHaveProperty('size');
    const wider = await t.api.put(`${module()}/matrix`, { ...admin(), json: { ...three, size: 5, medium_from: 4, high_from: 20 } });
    expect(wider.body).toMatchObject({ size: 5, high_from: 20, is_default: false });
    const read = await t.api.get(`/api/risk-evaluation/${evaluationId}`, admin());
    expect(read.body.inherent).toEqual({ score: 16, level: 'MEDIUM' });
    await t.api.put(`${module()}/matrix`, { ...admin(), json: { ...three, size: 5, medium_from: 5, high_from: 12 } });
  });

  it('exports the current evaluations as .xlsx with translated headers', async () => {
    const answer = await t.api.get(`${module()}/evaluation?format=xlsx`, { ...admin(), headers: { 'accept-language': 'es' } });
    expect(answer.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['Proceso', 'Consecuencia', 'Nivel inherente']));
  });

  it('copies the last evaluation set into a new year, each item PENDING, then UNCHANGED, MODIFIED or NEW', async () => {
    const year = Number(todayInSpain().slice(0, 4));
    const same = await t.api.post(`${module()}/round`, { ...admin(), json: { year } });
    expect(same.status).toBe(400);
    expect(same.body.fields).toHaveProperty('year');
    const next = await t.api.post(`${module()}/round`, { ...admin(), json: { year: year + 1 } });
    expect(next.status).toBe(201);
    expect(next.body).toMatchObject({ year: year + 1, is_current: true, counts: { PENDING: 3 } });
    const copies = (await t.api.get(`${module()}/evaluation`, admin())).body.results as {
      id: number;
      consequence: { id: number };
      previous_evaluation_id: number;
      probability: number;
      impact: number;
      process: { id: number };
    }[];
    expect(copies.map((c) => c.previous_evaluation_id)).toContain(evaluationId);
    const asBody = (c: (typeof copies)[number], changes = {}) => ({
      process_id: c.process.id,
      consequence_id: c.consequence.id,
      probability: c.probability,
      impact: c.impact,
      ...changes,
    });
    const risk = copies.find((c) => c.consequence.id === SEEDED.wasteRisk)!;
    const full = (await t.api.get(`/api/risk-evaluation/${risk.id}`, admin())).body;
    const unchanged = await t.api.put(`/api/risk-evaluation/${risk.id}`, {
      ...admin(),
      json: {
        ...asBody(risk),
        treatment: full.treatment,
        planned_action: full.planned_action,
        responsible: full.responsible,
        due_date: full.due_date,
        residual_probability: 2,
        residual_impact: 3,
      },
    });
    expect(unchanged.body.review_status).toBe('UNCHANGED');
    const low = copies.find((c) => c.consequence.id === SEEDED.energyRisk)!;
    const modified = await t.api.put(`/api/risk-evaluation/${low.id}`, { ...admin(), json: asBody(low, { impact: 5 }) });
    expect(modified.body).toMatchObject({ review_status: 'MODIFIED', inherent: { score: 10, level: 'MEDIUM' } });
    const added = await t.api.post(`${module()}/evaluation`, {
      ...admin(),
      json: { process_id: processId, consequence_id: 5, probability: 3, impact: 3 },
    });
    expect(added.body.review_status).toBe('NEW');
    const rounds = (await t.api.get(`${module()}/round`, admin())).body.results;
    expect(rounds[0].counts).toEqual({ PENDING: 1, UNCHANGED: 1, MODIFIED: 1, NEW: 1 });
    // The previous year stays as it was.
    expect((await t.api.get(`/api/risk-evaluation/${low.previous_evaluation_id}`, admin())).body.impact).toBe(2);
    expect(rounds[1].counts).toEqual({ NEW: 3 });
  });
});

describe('improvement actions', () => {
  let evaluationId: number;
  let actionId: number;
  const base = () => ({
    type: 'CORRECTIVE',
    origin: 'RISK',
    source_table: 'risk_evaluation',
    source_id: evaluationId,
    description: 'Residus mal etiquetats',
    root_cause: 'Falta de formació',
    action: 'Etiquetar i formar',
    responsible_id: t.admin.id,
    due_date: addDays(todayInSpain(), 5),
    reminder_days: 7,
  });

  it('starts from a high risk with origin and link, and the risk shows its open actions', async () => {
    evaluationId = (await t.api.get(`${module()}/evaluation?level=HIGH&type=RISK`, admin())).body.results[0].id;
    const past = await t.api.post(`/api/improvement-module/${centerId}/action`, {
      ...admin(),
      json: { ...base(), due_date: addDays(todayInSpain(), -1) },
    });
    expect(past.status).toBe(400);
    expect(past.body.fields).toHaveProperty('due_date');
    const wrongOrigin = await t.api.post(`/api/improvement-module/${centerId}/action`, {
      ...admin(),
      json: { ...base(), origin: 'AUDIT' },
    });
    expect(wrongOrigin.body.fields).toHaveProperty('origin');
    const created = await t.api.post(`/api/improvement-module/${centerId}/action`, { ...admin(), json: base() });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      status: 'OPEN',
      origin: 'RISK',
      source_table: 'risk_evaluation',
      source_id: evaluationId,
      responsible: { id: t.admin.id },
    });
    actionId = created.body.id;
    expect((await t.api.get(`/api/risk-evaluation/${evaluationId}`, admin())).body.open_actions).toBe(1);
    const open = await t.api.get(
      `/api/improvement-module/${centerId}/action?sourceTable=risk_evaluation&sourceId=${evaluationId}&open=true`,
      admin(),
    );
    expect(open.body.results.map((a: { id: number }) => a.id)).toEqual([actionId]);
  });

  it('keeps attachments through the file service', async () => {
    const attached = await t.api.post(`/api/improvement-action/${actionId}/attachment`, {
      ...admin(),
      form: { name: 'Foto', file: { name: 'foto.pdf', data: minimalPdf(), type: 'application/pdf' } },
    });
    expect(attached.status).toBe(201);
    expect(attached.body.attachments).toEqual([expect.objectContaining({ name: 'Foto', file: expect.stringContaining('/api/') })]);
    const download = await t.api.get(attached.body.attachments[0].file.replace(/^https?:\/\/[^/]+/, ''), admin());
    expect(download.status).toBe(200);
  });

  it('refuses to close without an effectiveness check, naming the field; closes with one', async () => {
    const closing = { ...base(), status: 'CLOSED', closing_date: todayInSpain() };
    const noCheck = await t.api.put(`/api/improvement-action/${actionId}`, { ...admin(), json: closing });
    expect(noCheck.status).toBe(400);
    expect(noCheck.body.fields).toHaveProperty('checked_by_id');
    const noVerdict = await t.api.put(`/api/improvement-action/${actionId}`, {
      ...admin(),
      json: { ...closing, checked_by_id: t.admin.id, checked_on: todayInSpain() },
    });
    expect(noVerdict.body.fields).toHaveProperty('effective');
    const progress = await t.api.put(`/api/improvement-action/${actionId}`, { ...admin(), json: { ...base(), status: 'IN_PROGRESS' } });
    expect(progress.body.status).toBe('IN_PROGRESS');
    const closed = await t.api.put(`/api/improvement-action/${actionId}`, {
      ...admin(),
      json: {
        ...closing,
        checked_by_id: t.admin.id,
        checked_on: todayInSpain(),
        effective: true,
        effectiveness_comment: 'Cap incidència en 3 mesos',
      },
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body).toMatchObject({ status: 'CLOSED', effective: true, checked_by: { id: t.admin.id } });
    expect((await t.api.get(`/api/risk-evaluation/${evaluationId}`, admin())).body.open_actions).toBe(0);
    const history = await t.api.get(`/api/improvement-module/${centerId}/action?status=CLOSED`, admin());
    expect(history.body.results.map((a: { id: number }) => a.id)).toEqual([actionId]);
  });

  it('has every field change in the platform change history, readable by admins only', async () => {
    const answer = await t.api.get(`/api/history?table=improvement_action&id=${actionId}`, admin());
    expect(answer.status).toBe(200);
    const changes = answer.body.results as { action: string; changes: Record<string, unknown>; actor: { id: number } }[];
    // The attachment's creation is filed under its action (related table).
    expect(changes.map((c) => c.action)).toEqual(['update', 'update', 'create', 'create']);
    expect(changes[2]!.changes).toMatchObject({ name: [null, 'Foto'] });
    expect(changes[0]!.changes).toMatchObject({ status: ['IN_PROGRESS', 'CLOSED'], effective: [null, true] });
    expect(changes[1]!.changes).toMatchObject({ status: ['OPEN', 'IN_PROGRESS'] });
    expect(changes[0]!.actor.id).toBe(t.admin.id);
    expect((await t.api.get(`/api/history?table=improvement_action&id=${actionId}`, { token: t.collaborator.token })).status).toBe(403);
    const everything = (await t.api.get('/api/history?pageSize=1000', { token: t.collaborator.token })).body.results as { table: string }[];
    expect(everything.filter((change) => change.table.startsWith('improvement') || change.table.startsWith('risk'))).toEqual([]);
  });
});

describe('improvement reminders', () => {
  it('e-mail the responsible once, in the center language, N days before the due date', async () => {
    const responsible = await t.createUser('admin', 'responsable@verda.example');
    const due = await t.api.post(`/api/improvement-module/${centerId}/action`, {
      ...admin(),
      json: {
        type: 'PREVENTIVE',
        origin: 'AUDIT',
        description: 'Auditoria interna',
        action: 'Revisar el registre',
        responsible_id: responsible.id,
        due_date: addDays(todayInSpain(), 3),
        reminder_days: 5,
      },
    });
    await t.api.post(`/api/improvement-module/${centerId}/action`, {
      ...admin(),
      json: {
        type: 'PREVENTIVE',
        origin: 'AUDIT',
        description: 'Encara lluny',
        action: 'Res',
        responsible_id: responsible.id,
        due_date: addDays(todayInSpain(), 30),
        reminder_days: 5,
      },
    });
    expect(due.status).toBe(201);
    smtp.received.length = 0;
    const run = () => Promise.all(t.app.scheduledJobs.map((job) => job.run()));
    await Promise.all([run(), run()]);
    await run();
    const mails = smtp.received.filter((mail) => mail.to.includes('responsable@verda.example'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain(`/center/improvement-module/${centerId}/improvement/${due.body.id}`);
    expect(mails[0]!.raw).toContain('Subject: =?UTF-8?Q?Planta_de_Rub=C3=AD=3A_acci=C3=B3_de_mil');
  });
});

describe('statements per list', () => {
  const statements = async (path: string) => {
    const answer = await t.api.get(path, admin());
    expect(answer.status).toBe(200);
    return { count: Number(answer.headers.get('x-sql-statements')), rows: answer.body.results.length as number };
  };
  it('do not grow with the rows of evaluations and actions', async () => {
    const one = await statements(`${module()}/evaluation?probability=4&impact=4`);
    const all = await statements(`${module()}/evaluation`);
    expect(all.rows).toBeGreaterThan(one.rows);
    expect(all.count).toBe(one.count);
    const oneAction = await statements(`/api/improvement-module/${centerId}/action?status=CLOSED`);
    const allActions = await statements(`/api/improvement-module/${centerId}/action`);
    expect(allActions.rows).toBeGreaterThan(oneAction.rows);
    expect(allActions.count).toBe(oneAction.count);
  });
});
