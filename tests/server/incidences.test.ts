import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../server/db/schema';
import { startTestApp, type SignedIn, type TestApp } from './support/app';
import { minimalPdf } from './support/files';
import { twoTenants } from './support/organisation';
import { wasteFixture } from './support/waste';

// Incidences are declared as a center's resource: their reads, writes and deletes cost what the hand-written routes did.
let t: TestApp;
let fixture: Awaited<ReturnType<typeof wasteFixture>>;
let otherCenter: Awaited<ReturnType<typeof wasteFixture>>;
beforeAll(async () => {
  t = await startTestApp();
  const tenants = await twoTenants(t);
  fixture = await wasteFixture(t, tenants.centerA.id);
  otherCenter = await wasteFixture(t, tenants.centerB.id);
});
afterAll(() => t.close());

const statements = (answer: { headers: Headers }) => Number(answer.headers.get('x-sql-statements'));
// A write's BEGIN and COMMIT pass through the counted client on PostgreSQL; PGlite runs its transaction without them.
const transaction = process.env.DATABASE_URL ? 2 : 0;
// With PostgreSQL the test app keeps file bytes in the database (FILE_STORAGE=postgres): removing them is one statement.
const storedBytes = process.env.DATABASE_URL ? 1 : 0;
const form = (overrides: Record<string, unknown> = {}) => ({
  residue_collection_id: String(fixture.collection),
  date: '2026-02-05',
  description: 'Etiqueta ilegible',
  ...overrides,
});

describe('/api/incidence declared as a center resource', () => {
  for (const role of ['admin', 'collaborator', 'client'] as const) {
    it(`reads one incidence in 1 statement, the tenancy checked in the read itself (${role})`, async () => {
      const who: SignedIn = t[role];
      const answer = await t.api.get(`/api/incidence/${fixture.incidence}`, { token: who.token });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id: fixture.incidence, residue_collection_id: fixture.collection, file: null });
      expect(statements(answer)).toBe(1);
    });
  }

  it("answers 404 naming the incidence for another center's row, to its members' neighbours", async () => {
    const answer = await t.api.get(`/api/incidence/${otherCenter.incidence}`, { token: t.collaborator.token });
    expect(answer.status).toBe(404);
    expect(answer.body.detail).toBe('Incidence not found.');
  });

  // Every kind the upload recognises is a document kind, so the refusal comes from the upload and names the form's field.
  it('refuses a file of an unrecognised type with 415 naming the form field', async () => {
    const answer = await t.api.post('/api/incidence', {
      token: t.collaborator.token,
      form: form({ file: { name: 'nota.exe', data: Buffer.from('MZ not a document'), type: 'application/octet-stream' } }),
    });
    expect(answer.status).toBe(415);
    expect(Object.keys(answer.body.fields)).toEqual(['file']);
  });

  it('keeps an incidence with its collection, and deletes it with its file in 6 statements, its file read from the deleted row', async () => {
    const files = () => t.database.db.$count(storedFiles);
    const before = await files();
    const created = await t.api.post('/api/incidence', {
      token: t.collaborator.token,
      form: form({ file: { name: 'acta.pdf', data: minimalPdf(), type: 'application/pdf' } }),
    });
    expect(created.status).toBe(201);
    expect(created.body.file).toMatch(/^\/api\/files\//);
    expect(await files()).toBe(before + 1);
    const moved = await t.api.put(`/api/incidence/${created.body.id}`, {
      token: t.collaborator.token,
      form: form({ residue_collection_id: String(otherCenter.collection) }),
    });
    expect(moved.status).toBe(400);
    expect(moved.body.fields).toHaveProperty('residue_collection_id');
    const removed = await t.api.delete(`/api/incidence/${created.body.id}`, { token: t.collaborator.token });
    expect(removed.status).toBe(204);
    expect(statements(removed)).toBe(6 + transaction + storedBytes);
    expect(await files()).toBe(before);
  });
});
