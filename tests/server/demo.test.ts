import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStorageOf } from '../../server/app';
import { seedDemo, type DemoLogin } from '../../server/demo/seed';
import { startTestApp, type TestApp } from './support/app';
import { wasteNotifications } from '../../server/db/schema';
import { addDays, todayInSpain } from '../../server/lib/dates';
import { queueDueReminders } from '../../server/modules/waste/notify';
import { SecretBox } from '../../server/lib/secrets';

let t: TestApp;
let logins: DemoLogin[];
beforeAll(async () => {
  t = await startTestApp();
  logins = await seedDemo(t.database.db, fileStorageOf(t.config, t.database.db));
}, 180_000);
// Closing the seeded embedded database flushes it to disk: on a loaded machine that has taken over a minute.
afterAll(() => t.close(), 180_000);

const centersSeenBy = async (role: DemoLogin['role'], index = 0) => {
  const login = logins.filter((l) => l.role === role)[index]!;
  const { access } = (await t.api.post('/api/login', { json: { email: login.email, password: login.password } })).body;
  const page = await t.api.get('/api/center?ordering=name', { token: access });
  return page.body.results.map((center: { name: string }) => center.name);
};

describe('npm run demo seed', () => {
  it('gives one working login per role, each seeing the centers the start-up table promises', async () => {
    expect(logins.map((l) => l.role)).toEqual(['admin', 'collaborator', 'client', 'client']);
    expect(await centersSeenBy('admin')).toEqual(['Fábrica de Santoña', 'Magatzem de Granollers', 'Planta de Sabadell']);
    expect(await centersSeenBy('collaborator')).toEqual(['Fábrica de Santoña', 'Planta de Sabadell']);
    expect(await centersSeenBy('client', 0)).toEqual(['Magatzem de Granollers', 'Planta de Sabadell']);
    expect(await centersSeenBy('client', 1)).toEqual(['Fábrica de Santoña']);
  });

  it("makes the demo's admin and collaborator members of its consultancy, not its clients", async () => {
    const admin = logins.find((l) => l.role === 'admin')!;
    const { access } = (await t.api.post('/api/login', { json: { email: admin.email, password: admin.password } })).body;
    const page = await t.api.get('/api/user?pageSize=50', { token: access });
    const demoPeople = page.body.results.filter((user: { email: string }) => logins.some((l) => l.email === user.email));
    const consultancyIds = demoPeople.map((user: { role: string; consultancy_id: number | null }) => [
      user.role,
      user.consultancy_id !== null,
    ]);
    expect(consultancyIds.sort()).toEqual([
      ['admin', true],
      ['client', false],
      ['client', false],
      ['collaborator', true],
    ]);
  });

  it('shows a living legal module: configured centers with evidences in every state', async () => {
    const admin = logins[0]!;
    const { access } = (await t.api.post('/api/login', { json: { email: admin.email, password: admin.password } })).body;
    const centers = (await t.api.get('/api/center?searchText=Sabadell', { token: access })).body.results;
    const stats = (await t.api.get(`/api/evidence/fulfillment-statistic?centerId=${centers[0].id}`, { token: access })).body;
    // Six from the selection, one the decided review of the regulatory change asked for (issue 36).
    expect(stats.totalEvidences).toBe(7);
    expect(stats.fulfilledEvidences.total).toBeGreaterThan(0);
    expect(stats.inProcessEvidences.total).toBeGreaterThan(0);
    expect(stats.unfulfilledEvidences.total).toBeGreaterThan(0);
    expect((await t.api.get(`/api/evidence/about-to-expire?centerId=${centers[0].id}`, { token: access })).body.count).toBeGreaterThan(0);
  });

  it('shows a recorded regulatory change with its reviews, one decided and one pending (issue 36)', async () => {
    const admin = logins[0]!;
    const { access } = (await t.api.post('/api/login', { json: { email: admin.email, password: admin.password } })).body;
    const changes = (await t.api.get('/api/legal-changes', { token: access })).body;
    expect(changes.count).toBe(2);
    expect(changes.results[1]).toMatchObject({ kind: 'REQUIREMENT_CHANGED', legal_text: { official_reference: 'BOE-A-2022-5809' } });
    expect(changes.results[1].reviews).toEqual({ total: 2, pending: 1 });
  });

  it('shows risks re-evaluated this year and improvement actions in every status', async () => {
    const admin = logins[0]!;
    const { access } = (await t.api.post('/api/login', { json: { email: admin.email, password: admin.password } })).body;
    const [center] = (await t.api.get('/api/center?searchText=Sabadell', { token: access })).body.results;
    const rounds = (await t.api.get(`/api/risk-opportunity-module/${center.id}/round`, { token: access })).body.results;
    expect(rounds[0].counts).toMatchObject({ UNCHANGED: 2, MODIFIED: 1, PENDING: 4, NEW: 1 });
    expect(
      (await t.api.get(`/api/risk-opportunity-module/${center.id}/evaluation?level=HIGH`, { token: access })).body.count,
    ).toBeGreaterThan(0);
    const actions = (await t.api.get(`/api/improvement-module/${center.id}/action`, { token: access })).body.results;
    expect(actions.map((a: { status: string }) => a.status).sort()).toEqual(['CLOSED', 'IN_PROGRESS', 'OPEN']);
  });

  it('shows practice actions (open and closed) and the water indicator linked to the water aspects', async () => {
    const admin = logins[0]!;
    const { access } = (await t.api.post('/api/login', { json: { email: admin.email, password: admin.password } })).body;
    const [center] = (await t.api.get('/api/center?searchText=Sabadell', { token: access })).body.results;
    const actions = (await t.api.get(`/api/practice-actions?centerId=${center.id}`, { token: access })).body.results;
    expect(actions.map((a: { state: string }) => a.state)).toEqual(['OPEN', 'CLOSED']);
    const links = (await t.api.get(`/api/environmental-indicators?centerId=${center.id}`, { token: access })).body.results;
    expect(links.length).toBeGreaterThan(0);
    expect(links[0].indicator).toMatchObject({ unit: 'm³/t' });
    expect(links[0].indicator.last_value).not.toBeNull();
  });

  it('shows enterprise documents in every status, an older version still downloadable', async () => {
    const admin = logins[0]!;
    const { access } = (await t.api.post('/api/login', { json: { email: admin.email, password: admin.password } })).body;
    const [center] = (await t.api.get('/api/center?searchText=Sabadell', { token: access })).body.results;
    const documents = (await t.api.get(`/api/enterprise-document?centerId=${center.id}`, { token: access })).body.results as {
      name: string;
      status: string;
      version: number;
      versions: { file: string; file_name: string }[];
    }[];
    expect(documents.map((d) => d.status).sort()).toEqual(['EXPIRED', 'EXPIRING', 'VALID', 'VALID']);
    const permit = documents.find((d) => d.status === 'EXPIRING')!;
    expect(permit.version).toBe(2);
    const older = await t.api.get(permit.versions[1]!.file);
    expect(older.status).toBe(200);
    expect(older.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(older.bytes.toString('latin1')).toContain('Version 1: AAI-2019.pdf');
  });

  it('gives every waste page something to show: plans, files, configuration, a sent e-mail, a reminder coming and an overdue obligation', async () => {
    const admin = logins[0]!;
    const { access } = (await t.api.post('/api/login', { json: { email: admin.email, password: admin.password } })).body;
    const [center] = (await t.api.get('/api/center?searchText=Sabadell', { token: access })).body.results;
    const base = `/api/residue-module/${center.id}`;
    expect((await t.api.get(`/api/collection-plan?centerId=${center.id}&isCancelled=False`, { token: access })).body.count).toBe(3);
    const clock = (await t.api.get(`${base}/legal-clock`, { token: access })).body;
    expect(clock.overdue).toBeGreaterThan(0);
    const next = (await t.api.get(`${base}/reports/next-collections`, { token: access })).body.results as {
      next_collection_date: string;
    }[];
    expect(next.some((row) => row.next_collection_date === addDays(todayInSpain(), 3))).toBe(true);
    const files = (await t.api.get(`${base}/files`, { token: access })).body.results as { kind: string; url: string }[];
    expect(files.map((file) => file.kind).sort()).toEqual(['collection_document', 'delivery_note', 'treatment_contract']);
    const contract = await t.api.get(files.find((file) => file.kind === 'treatment_contract')!.url);
    expect(contract.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const config = (await t.api.get(`${base}/config`, { token: access })).body;
    expect(config).toMatchObject({
      reminder_days_before: 7,
      default_carrier_id: expect.any(Number),
      default_manager_id: expect.any(Number),
    });
    expect(config.reminder_recipients).toHaveLength(1);
    const sent = await t.database.db.select().from(wasteNotifications);
    expect(sent.filter((row) => row.sentAt !== null).length).toBeGreaterThan(0);
    // The collection due in three days is within the reminder days: the job owes its reminders.
    expect(
      await queueDueReminders({ db: t.database.db, secrets: new SecretBox(t.config.encryptionKey), mail: t.config, log: t.app.log }),
    ).toBeGreaterThan(0);
  });
});
