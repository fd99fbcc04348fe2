import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evidenceActions, evidences, legalDocuments } from '../../server/db/schema';
import { PASSWORD, startTestApp, type SignedIn, type TestApp } from './support/app';
import { configureCenter, type Branch } from './support/legal-module';
import { createCenter, createConsultancy, createEnterprise } from './support/organisation';
import { registerBranch } from './support/register';

// The hot reads cost a fixed number of statements whatever the number of rows, for admins and for
// users whose tenancy is checked inside the read itself. The signed-in user comes from the session
// cache, so a hot read is its one statement.
let t: TestApp;
let branch: Branch;
let centerId: number;
let evidenceId: number;
const ROWS = 30;

beforeAll(async () => {
  t = await startTestApp();
  branch = await registerBranch(t);
  for (let i = 0; i < 4; i++)
    await t.api.post('/api/area', { token: t.admin.token, form: { name_spanish: `Área ${i}`, name_catalan: `Àrea ${i}` } });
  const enterpriseId = (await createEnterprise(t)).id;
  centerId = (await createCenter(t, enterpriseId, (await createConsultancy(t)).id, { userIdList: [t.collaborator.id, t.client.id] })).id;
  await configureCenter(t, centerId, branch);
  // Many evidences in one state, each with a document and an action: the list grows, its statements must not.
  const rows = await t.database.db
    .insert(evidences)
    .values(
      Array.from({ length: ROWS }, (_, i) => ({
        centerId,
        legalRequirementId: branch.requirement.id,
        name: `Evidencia ${i}`,
        state: 'IN_PROCESS',
      })),
    )
    .returning({ id: evidences.id });
  await t.database.db.insert(legalDocuments).values(rows.map((row) => ({ centerId, evidenceId: row.id, name: 'Documento' })));
  await t.database.db
    .insert(evidenceActions)
    .values(rows.map((row) => ({ centerId, evidenceId: row.id, name: 'Acción', responsible: 'Técnico', expectedDate: '2026-12-31' })));
  evidenceId = rows[0]!.id;
});
afterAll(() => t.close());

async function statements(path: string, who: SignedIn) {
  const answer = await t.api.get(path, { token: who.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { count: Number(answer.headers.get('x-sql-statements')), body: answer.body };
}

describe('statements per hot read', () => {
  for (const role of ['admin', 'collaborator', 'client'] as const) {
    it(`the evidence list with a state filter: 1 statement for 2 or ${ROWS} rows (${role})`, async () => {
      const list = `/api/evidence?centerId=${centerId}&state=IN_PROCESS`;
      const small = await statements(`${list}&pageSize=2`, t[role]);
      const large = await statements(`${list}&pageSize=100`, t[role]);
      expect(large.body.count).toBe(ROWS);
      expect(large.body.results).toHaveLength(ROWS);
      expect(large.body.results[0]).toMatchObject({
        documents: [{ name: 'Documento', file: null }],
        actions: [{ name: 'Acción', applied_date: null }],
      });
      expect([small.count, large.count]).toEqual([1, 1]);
    });

    it(`the evidence, the fulfilment statistic and the inventory areas: 1 statement each (${role})`, async () => {
      expect((await statements(`/api/evidence/${evidenceId}`, t[role])).count).toBe(1);
      const statistic = await statements(`/api/evidence/fulfillment-statistic?centerId=${centerId}`, t[role]);
      expect(statistic.body.totalEvidences).toBe(ROWS + 1);
      expect(statistic.count).toBe(1);
      const areas = await statements(`/api/legal-requirement-module/${centerId}/areas`, t[role]);
      expect(areas.body).toEqual([expect.objectContaining({ id: branch.area.id, total: ROWS + 1 })]);
      expect(areas.count).toBe(1);
    });
  }

  for (const role of ['admin', 'collaborator', 'client'] as const) {
    it(`the home figures of every visible center and of one: 1 statement each, whatever the evidences (${role})`, async () => {
      const all = await statements('/api/home', t[role]);
      expect(all.body.results).toEqual([
        expect.objectContaining({
          center: expect.objectContaining({ id: centerId }),
          evidences: expect.objectContaining({ total: ROWS + 1, IN_PROCESS: ROWS }),
        }),
      ]);
      expect(all.count).toBe(1);
      expect((await statements(`/api/home?centerId=${centerId}`, t[role])).count).toBe(1);
    });
  }

  for (const role of ['admin', 'collaborator', 'client'] as const) {
    it(`the compliance agenda: 1 statement for a page of 2 or all its items, every module and the waste clock (${role})`, async () => {
      const small = await statements(`/api/agenda?pageSize=2`, t[role]);
      const large = await statements(`/api/agenda?pageSize=100`, t[role]);
      // The ROWS corrective actions (due 31/12/2026) are within the default horizon or overdue.
      expect(large.body.count).toBeGreaterThanOrEqual(ROWS);
      expect(small.body.count).toBe(large.body.count);
      expect(large.body.results).toHaveLength(large.body.count);
      expect([small.count, large.count]).toEqual([1, 1]);
      // A page beyond the last: no row carries the counts, one statement more counts them.
      const beyond = await statements(`/api/agenda?pageSize=10&page=99`, t[role]);
      expect(beyond.body).toMatchObject({ count: large.body.count, results: [] });
      expect(beyond.count).toBe(2);
    });
  }

  it('a catalogue page: 1 statement for 2 or all rows', async () => {
    const small = await statements('/api/area?pageSize=2', t.admin);
    const large = await statements('/api/area?pageSize=100', t.admin);
    expect(large.body.results).toHaveLength(5);
    expect(small.body.count).toBe(5);
    expect([small.count, large.count]).toEqual([1, 1]);
  });

  it("a center's change history: 2 statements (the page, then the names it mentions) for 2 or all rows, read by its client", async () => {
    const small = await statements(`/api/history?table=evidence&pageSize=2`, t.client);
    const large = await statements(`/api/history?table=evidence&pageSize=1000`, t.client);
    expect(small.body.count).toBeGreaterThan(ROWS);
    expect(large.body.results).toHaveLength(small.body.count);
    // Every evidence's requirement is named, by the same one statement for 2 rows or all of them.
    const created = (large.body.results as { action: string; references?: unknown }[]).filter((change) => change.action === 'create');
    expect(created).toHaveLength(ROWS + 1);
    for (const change of created)
      expect(change.references).toEqual({ legal_requirement_id: { [branch.requirement.id]: expect.any(String) } });
    expect([small.count, large.count]).toEqual([2, 2]);
  });

  it('an empty page beyond the last still answers the total, with one count more', async () => {
    const beyond = await statements(`/api/evidence?centerId=${centerId}&state=IN_PROCESS&page=9&pageSize=10`, t.collaborator);
    expect(beyond.body).toMatchObject({ count: ROWS, results: [], next: null });
    expect(beyond.body.previous).toContain('page=3');
    expect(beyond.count).toBe(2);
  });

  it('a visible center without evidences has zero counts, not a 404', async () => {
    const enterpriseId = (await createEnterprise(t, 'Buida SA')).id;
    const empty = (await createCenter(t, enterpriseId, (await createConsultancy(t, 'Buida')).id, { userIdList: [t.client.id] })).id;
    expect((await statements(`/api/evidence/fulfillment-statistic?centerId=${empty}`, t.client)).body).toMatchObject({
      totalEvidences: 0,
      areas: [],
    });
    expect((await statements(`/api/legal-requirement-module/${empty}/areas`, t.client)).body).toEqual([]);
  });
});

describe('statements per session call', () => {
  const count = (answer: { headers: Headers }) => Number(answer.headers.get('x-sql-statements'));
  const browserApp = { 'x-refresh-cookie': '1' };

  it('a refresh: 3 statements, the token in the body or in the browser app’s cookie; a logout 2; the cookie costs the login nothing', async () => {
    const credentials = { email: t.collaborator.email, password: PASSWORD };
    const api = await t.api.post('/api/login', { json: credentials });
    const browser = await t.api.post('/api/login', { json: credentials, headers: browserApp });
    expect(count(browser)).toBe(count(api));
    const byBody = await t.api.post('/api/token/refresh', { json: { refresh: api.body.refresh } });
    const cookie = browser.headers.getSetCookie()[0]!.split(';')[0]!;
    const byCookie = await t.api.post('/api/token/refresh', { json: {}, headers: { ...browserApp, cookie } });
    expect([byBody.status, byCookie.status]).toEqual([200, 200]);
    expect([count(byBody), count(byCookie)]).toEqual([3, 3]);
    expect(count(await t.api.post('/api/logout', { json: { refreshToken: byBody.body.refresh } }))).toBe(2);
  });
});
