import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeHistory } from '../../server/db/schema';
import { addDays, todayInSpain } from '../../server/lib/dates';
import { startTestApp, type TestApp } from './support/app';
import { tinyPng } from './support/files';
import { activate, enterpriseDocumentFixture, pdf } from './support/indicators';
import { configureCenter, evidencesOf } from './support/legal-module';
import { createCenter } from './support/organisation';
import { twoTenants } from './support/organisation';
import { registerBranch } from './support/register';
import { wasteFixture } from './support/waste';

// Client requests (issue 35): roles, tenancy, states, bad input and what acceptance files.

let t: TestApp;
let centerA: number;
let centerB: number;
let evidenceA: { id: number; name: string; legal_requirement: { id: number } };
let indicatorA: number;
const due = addDays(todayInSpain(), 10);

const ok = (answer: { status: number; body: unknown }, status = 200) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body as Record<string, never>;
};

beforeAll(async () => {
  t = await startTestApp({ outboundPrivateHosts: 'allow' });
  const tenants = await twoTenants(t);
  centerA = tenants.centerA.id;
  centerB = tenants.centerB.id;
  const branch = await registerBranch(t);
  await configureCenter(t, centerA, branch);
  await configureCenter(t, centerB, branch);
  evidenceA = (await evidencesOf(t, centerA))[0]!;
  await activate(t, centerA, 'indicator');
  const process = ok(
    await t.api.post('/api/indicator-process', { token: t.admin.token, json: { center_id: centerA, name: 'Producció' } }),
    201,
  );
  indicatorA = ok(
    await t.api.post('/api/indicator', {
      token: t.admin.token,
      json: { process_id: process.id, name: 'Consum d’aigua', unit: 'm³', frequency: 'MONTHLY', direction: 'LOWER_IS_BETTER' },
    }),
    201,
  ).id;
});
afterAll(() => t.close());

const ask = (json: Record<string, unknown>, token = t.collaborator.token) =>
  t.api.post('/api/requests', { token, json: { center_ids: [centerA], title: 'Autorització', due_date: due, ...json } });

describe('asking', () => {
  it('lets staff ask and refuses clients, invisible centers and missing targets', async () => {
    expect((await ask({ kind: 'question' }, t.client.token)).status).toBe(403);
    // The collaborator does not see center B: 404 naming the center, nothing created.
    const hidden = await ask({ kind: 'question', center_ids: [centerA, centerB] });
    expect(hidden.status).toBe(404);
    expect((await ask({ kind: 'evidence_document' })).body.fields).toHaveProperty('evidence_id');
    expect((await ask({ kind: 'question', due_date: '2020-01-01' })).body.fields).toHaveProperty('due_date');
    const readings = await ask({ kind: 'indicator_readings', items: [{ indicator_id: indicatorA, period: '2024-13' }] });
    expect(readings.status).toBe(400);
    expect(readings.body.fields).toHaveProperty(['items.0.period']);
  });

  it('asks many centers at once, matching the evidence by its legal requirement, and refuses when one lacks it', async () => {
    const made = ok(
      await ask({ kind: 'evidence_document', evidence_id: evidenceA.id, center_ids: [centerA, centerB] }, t.admin.token),
      201,
    );
    expect(made.count).toBe(2);
    expect(made.batch_id).toEqual(expect.any(String));
    const [a, b] = made.results as unknown as { center: { id: number }; target_name: string; state: string }[];
    expect(a!.center.id).toBe(centerA);
    expect(b!.center.id).toBe(centerB);
    expect(b!.target_name).toEqual(expect.any(String));
    expect(b!.state).toBe('open');
    // A center without the legal module has no such evidence: the whole call is refused, naming it.
    const tenants = await t.api.get('/api/center?pageSize=100', { token: t.admin.token });
    const enterpriseId = tenants.body.results.find((c: { id: number }) => c.id === centerA).enterprise.id;
    const consultancyId = tenants.body.results.find((c: { id: number }) => c.id === centerA).consultancy.id;
    const bare = await createCenter(t, enterpriseId, consultancyId, { name: 'Center C' });
    const refused = await ask({ kind: 'evidence_document', evidence_id: evidenceA.id, center_ids: [centerA, bare.id] }, t.admin.token);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('target_missing');
    expect(refused.body.fields.center_ids).toContain('Center C');
  });
});

describe('answering and reviewing', () => {
  it('files an evidence document with its validity date only once staff accept it, after a return', async () => {
    const made = ok(await ask({ kind: 'evidence_document', evidence_id: evidenceA.id, asks_validity_date: true }), 201);
    const id = (made.results as unknown as { id: number }[])[0]!.id;
    // Staff do not answer; the client's answer needs a file and the validity date.
    expect((await t.api.post(`/api/requests/${id}/answer`, { token: t.collaborator.token, form: { text: 'x' } })).status).toBe(403);
    const missing = await t.api.post(`/api/requests/${id}/answer`, { token: t.client.token, form: { text: 'Aquí la té' } });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields).sort()).toEqual(['files', 'validity_date']);

    const answered = ok(
      await t.api.post(`/api/requests/${id}/answer`, {
        token: t.client.token,
        form: { text: 'Aquí la té', validity_date: '2030-06-30', files: pdf('autoritzacio.pdf', 'v1') },
      }),
    );
    expect(answered.state).toBe('answered');
    expect((answered.files as unknown as { name: string }[]).map((f) => f.name)).toEqual(['autoritzacio.pdf']);
    // Nothing filed yet.
    const before = (await t.api.get(`/api/legal-document?evidenceId=${evidenceA.id}`, { token: t.admin.token })).body;
    expect(before.count).toBe(0);
    // A second answer while it waits for review is refused.
    expect((await t.api.post(`/api/requests/${id}/answer`, { token: t.client.token, form: { text: 'otra' } })).body.code).toBe(
      'request_state',
    );

    expect((await t.api.post(`/api/requests/${id}/return`, { token: t.collaborator.token, json: {} })).status).toBe(400);
    const returned = ok(await t.api.post(`/api/requests/${id}/return`, { token: t.collaborator.token, json: { reason: 'Está caducada' } }));
    expect(returned).toMatchObject({ state: 'returned', return_reason: 'Está caducada' });
    // The client's pending list says why, without reading each request.
    const pending = (await t.api.get('/api/requests?pending=true', { token: t.client.token })).body;
    expect(pending.results.find((r: { id: number }) => r.id === id)).toMatchObject({ return_reason: 'Está caducada' });
    // Answering again without files keeps the returned answer's file.
    const again = ok(
      await t.api.post(`/api/requests/${id}/answer`, { token: t.client.token, json: { text: 'La buena', validity_date: '2031-01-31' } }),
    );
    expect((again.files as unknown[]).length).toBe(1);

    const accepted = ok(
      await t.api.post(`/api/requests/${id}/accept`, { token: t.collaborator.token, json: { evidence_state: 'FULFILLED' } }),
    );
    expect(accepted.state).toBe('accepted');
    expect(accepted.reviewed_by).toMatchObject({ id: t.collaborator.id });
    const documents = (await t.api.get(`/api/legal-document?evidenceId=${evidenceA.id}`, { token: t.admin.token })).body;
    expect(documents.count).toBe(1);
    expect(documents.results[0]).toMatchObject({ name: 'Autorització' });
    const evidence = ok(await t.api.get(`/api/evidence/${evidenceA.id}`, { token: t.admin.token }));
    expect(evidence).toMatchObject({ expiration_date: '2031-01-31', state: 'FULFILLED' });
    expect(accepted.filed).toEqual([{ kind: 'legal_document', id: documents.results[0].id }]);
    // The audit pack's evidence list names the request that brought the evidence's current document.
    const today = todayInSpain();
    const pack = await t.api.get(`/api/center/${centerA}/audit-pack?from=${addDays(today, -30)}&to=${today}&language=es`, {
      token: t.client.token,
    });
    expect(pack.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    const zip = await JSZip.loadAsync(pack.bytes);
    await workbook.xlsx.load((await zip.file('Evidencias.xlsx')!.async('nodebuffer')) as unknown as ArrayBuffer);
    const cells = workbook.worksheets[0]!.getSheetValues().flat().map(String);
    expect(cells).toContain('Solicitud');
    expect(cells).toContain(`Solicitud n.º ${id}: Autorització`);
    // Final: no more answers or reviews.
    expect((await t.api.post(`/api/requests/${id}/accept`, { token: t.admin.token, json: {} })).status).toBe(409);
    expect((await t.api.post(`/api/requests/${id}/cancel`, { token: t.admin.token })).status).toBe(409);

    // The change history holds the request, its answer and its review.
    const history = await t.database.db.select().from(changeHistory).where(eq(changeHistory.tableName, 'client_request'));
    expect(history.filter((row) => row.recordId === id).map((row) => row.action)).toEqual([
      'create',
      'update',
      'update',
      'update',
      'update',
    ]);
  });

  it('writes the readings as measurements, refusing a reading that is not a number', async () => {
    const made = ok(
      await ask({
        kind: 'indicator_readings',
        items: [
          { indicator_id: indicatorA, period: '2025-01' },
          { indicator_id: indicatorA, period: '2025-02' },
        ],
      }),
      201,
    );
    const id = (made.results as unknown as { id: number }[])[0]!.id;
    const request = ok(await t.api.get(`/api/requests/${id}`, { token: t.client.token }));
    const items = (request.target as unknown as { items: { id: number; period: string; unit: string }[] }).items;
    expect(items.map((item) => item.period)).toEqual(['2025-01', '2025-02']);
    const wrong = await t.api.post(`/api/requests/${id}/answer`, {
      token: t.client.token,
      form: { [`reading_${items[0]!.id}`]: 'doce', [`reading_${items[1]!.id}`]: '13,5' },
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.fields)).toEqual([`reading_${items[0]!.id}`]);
    ok(
      await t.api.post(`/api/requests/${id}/answer`, {
        token: t.client.token,
        form: { [`reading_${items[0]!.id}`]: '12', [`reading_${items[1]!.id}`]: '13,5' },
      }),
    );
    ok(await t.api.post(`/api/requests/${id}/accept`, { token: t.admin.token, json: {} }));
    const measurements = ok(await t.api.get(`/api/indicator/${indicatorA}/measurement`, { token: t.admin.token }));
    expect((measurements.results as unknown as { period: string; value: number }[]).map((m) => [m.period, m.value])).toEqual([
      ['2025-01', 12],
      ['2025-02', 13.5],
    ]);
  });

  it('keeps a client to the requests of centers they see, and to open ones', async () => {
    const made = ok(await ask({ kind: 'question', center_ids: [centerB] }, t.admin.token), 201);
    const id = (made.results as unknown as { id: number }[])[0]!.id;
    expect((await t.api.get(`/api/requests/${id}`, { token: t.client.token })).status).toBe(404);
    expect((await t.api.post(`/api/requests/${id}/answer`, { token: t.client.token, form: { text: 'hola' } })).status).toBe(404);
    const mine = await t.api.get('/api/requests?pageSize=100', { token: t.client.token });
    expect(mine.body.results.every((r: { center: { id: number } }) => r.center.id === centerA)).toBe(true);
    ok(await t.api.post(`/api/requests/${id}/cancel`, { token: t.admin.token }));
    const other = await t.createUser('client');
    expect((await t.api.post(`/api/requests/${id}/answer`, { token: other.token, form: { text: 'hola' } })).status).toBe(404);
    // A question is answered with text or a file; a file too large is refused.
    const question = ok(await ask({ kind: 'question' }), 201);
    const qid = (question.results as unknown as { id: number }[])[0]!.id;
    expect((await t.api.post(`/api/requests/${qid}/answer`, { token: t.client.token, form: { text: ' ' } })).body.fields).toHaveProperty(
      'text',
    );
    const big = { name: 'big.png', data: Buffer.concat([tinyPng(), Buffer.alloc(2 * 1024 * 1024)]), type: 'image/png' };
    expect((await t.api.post(`/api/requests/${qid}/answer`, { token: t.client.token, form: { files: big } })).status).toBe(413);
    ok(await t.api.post(`/api/requests/${qid}/answer`, { token: t.client.token, form: { text: 'Sí, cada lunes.' } }));
    const review = await t.api.get('/api/requests?toReview=true', { token: t.collaborator.token });
    expect(review.body.results.map((r: { id: number }) => r.id)).toContain(qid);
    const pending = await t.api.get('/api/requests?pending=true', { token: t.client.token });
    expect(pending.body.results.map((r: { id: number }) => r.id)).not.toContain(qid);
  });
});

describe('documents', () => {
  it('files an enterprise document as its next version, and a new one by name, with the validity date as expiry', async () => {
    const existing = await enterpriseDocumentFixture(t, centerA);
    const made = ok(await ask({ kind: 'enterprise_document', enterprise_document_id: existing.id, asks_validity_date: true }), 201);
    const id = (made.results as unknown as { id: number }[])[0]!.id;
    ok(
      await t.api.post(`/api/requests/${id}/answer`, {
        token: t.client.token,
        form: { validity_date: '2032-03-31', files: pdf('aai-2026.pdf', 'renewed') },
      }),
    );
    const accepted = ok(await t.api.post(`/api/requests/${id}/accept`, { token: t.collaborator.token, json: {} }));
    const document = ok(await t.api.get(`/api/enterprise-document/${existing.id}`, { token: t.admin.token }));
    expect(document).toMatchObject({ version: 2, file_name: 'aai-2026.pdf', expiry_date: '2032-03-31' });
    expect((accepted.filed as unknown as { kind: string }[]).map((f) => f.kind)).toEqual(['enterprise_document_version']);

    const fresh = ok(
      await ask({ kind: 'enterprise_document', document_name: 'Pòlissa de responsabilitat ambiental', document_category: 'INSURANCE' }),
      201,
    );
    const freshId = (fresh.results as unknown as { id: number }[])[0]!.id;
    ok(await t.api.post(`/api/requests/${freshId}/answer`, { token: t.client.token, form: { files: pdf('polissa.pdf') } }));
    ok(await t.api.post(`/api/requests/${freshId}/accept`, { token: t.admin.token, json: {} }));
    const list = (await t.api.get(`/api/enterprise-document?centerId=${centerA}&pageSize=100`, { token: t.client.token })).body.results;
    expect(list.map((d: { name: string }) => d.name)).toContain('Pòlissa de responsabilitat ambiental');
  });
});

describe('waste documents', () => {
  it('files a treatment contract on its plan with its expiry, and a delivery note on its collection, once accepted', async () => {
    const { plan, collection } = await wasteFixture(t, centerA);
    const contract = ok(await ask({ kind: 'waste_document', waste_document: 'treatment_contract', collection_plan_id: plan }), 201);
    const contractId = (contract.results as unknown as { id: number }[])[0]!.id;
    ok(
      await t.api.post(`/api/requests/${contractId}/answer`, {
        token: t.client.token,
        form: { validity_date: '2031-06-30', files: pdf('contracte.pdf') },
      }),
    );
    // Nothing filed while it waits for review.
    expect(ok(await t.api.get(`/api/collection-plan/${plan}`, { token: t.admin.token })).treatment_contract_expiry).not.toBe('2031-06-30');
    ok(await t.api.post(`/api/requests/${contractId}/accept`, { token: t.collaborator.token, json: {} }));
    const filedPlan = ok(await t.api.get(`/api/collection-plan/${plan}`, { token: t.admin.token }));
    expect(filedPlan).toMatchObject({ treatment_contract_expiry: '2031-06-30' });
    expect(filedPlan.treatment_contract_document).toBeTruthy();

    const note = ok(await ask({ kind: 'waste_document', waste_document: 'delivery_note', residue_collection_id: collection }), 201);
    const noteId = (note.results as unknown as { id: number }[])[0]!.id;
    ok(await t.api.post(`/api/requests/${noteId}/answer`, { token: t.client.token, form: { files: pdf('albara.pdf') } }));
    expect(ok(await t.api.get(`/api/residue-collection/${collection}`, { token: t.admin.token })).delivery_note).toBeFalsy();
    ok(await t.api.post(`/api/requests/${noteId}/accept`, { token: t.admin.token, json: {} }));
    expect(ok(await t.api.get(`/api/residue-collection/${collection}`, { token: t.admin.token })).delivery_note).toBeTruthy();
  });
});

describe('agenda', () => {
  it('lists open requests for the client to answer and answered ones for the consultancy to review', async () => {
    const made = ok(await ask({ kind: 'question', title: 'Horario de recogida' }), 201);
    const id = (made.results as unknown as { id: number }[])[0]!.id;
    const kinds = async (token: string) =>
      ((await t.api.get(`/api/agenda?centerId=${centerA}&pageSize=200`, { token })).body.results as { kind: string; record_id: number }[])
        .filter((item) => item.record_id === id && item.kind.startsWith('request_'))
        .map((item) => item.kind);
    expect(await kinds(t.client.token)).toEqual(['request_to_answer']);
    expect(await kinds(t.collaborator.token)).toEqual([]);
    ok(await t.api.post(`/api/requests/${id}/answer`, { token: t.client.token, json: { text: 'De 8 a 15 h' } }));
    expect(await kinds(t.client.token)).toEqual([]);
    expect(await kinds(t.collaborator.token)).toEqual(['request_to_review']);
  });
});

describe('center report', () => {
  it('lists, per evidence, the request that brought its document', async () => {
    const report = await t.api.get(`/api/center/${centerA}/report?language=es`, { token: t.admin.token });
    expect(report.status).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(report.bytes)), { mergePages: true });
    const plain = text.replace(/\s+/g, ' ');
    expect(plain).toContain('Documentos aportados por el cliente mediante solicitudes');
    expect(plain).toMatch(/Solicitud n\.º \d+: Autorització/);
  });
});
