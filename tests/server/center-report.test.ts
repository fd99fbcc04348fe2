import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { evidences, improvementActions, residueCollections } from '../../server/db/schema';
import { sql } from 'drizzle-orm';
import { addDays, addMonths, todayInSpain } from '../../server/lib/dates';
import { centerReportPdf, reportPeriod } from '../../server/modules/center-report/pdf';
import { complianceTrend } from '../../server/modules/center-report/trend';
import { startTestApp, type SignedIn, type TestApp } from './support/app';
import { aspectsFixture } from './support/aspects';
import { activate } from './support/indicators';
import { configureCenter, evidencesOf, type Branch } from './support/legal-module';
import { createCenter, createEnterprise } from './support/organisation';
import { tinyPng } from './support/files';
import { registerBranch } from './support/register';
import { wasteFixture } from './support/waste';

// The center report (issue 26): a PDF whose text is read back. A Spanish center with evidences (2 of 3 fulfilled, one
// overdue), waste, an improvement action and a closed aspect evaluation; a Catalan center; another enterprise's center.
let t: TestApp;
let branch: Branch;
let spanish: number;
let catalan: number;
let outsider: SignedIn;
let wastePlan: number;

/** The PDF's text, its white space (non-breaking spaces included) folded to single spaces. */
async function textOf(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function report(centerId: number, who: SignedIn, query = '') {
  const answer = await t.api.get(`/api/center/${centerId}/report${query}`, { token: who.token });
  return { ...answer, statements: Number(answer.headers.get('x-sql-statements')) };
}

beforeAll(async () => {
  t = await startTestApp();
  branch = await registerBranch(t);
  const consultancy = (
    await t.api.post('/api/consultancy', {
      token: t.admin.token,
      form: {
        name: 'EcoAssessors SL',
        domain_name: 'ecoassessors.example',
        logo: { name: 'logo.png', data: tinyPng(), type: 'image/png' },
      },
    })
  ).body.id as number;
  const enterprise = (await createEnterprise(t, 'Metal·lúrgica del Vallès SA', [t.client.id])).id;
  spanish = (
    await createCenter(t, enterprise, consultancy, {
      name: 'Planta de Getafe',
      used_language: 'es',
      autonomous_community: 'ES-MD',
      province: 'Madrid',
      postal_code: '28901',
      municipality: 'Getafe',
      userIdList: [t.collaborator.id],
    })
  ).id;
  catalan = (await createCenter(t, enterprise, consultancy, { name: 'Planta de Sabadell', used_language: 'ca' })).id;
  // A collaborator of another enterprise's center.
  outsider = await t.createUser('collaborator');
  await createCenter(t, (await createEnterprise(t, 'Altra Empresa SL')).id, consultancy, {
    name: 'Planta aliena',
    userIdList: [outsider.id],
  });

  for (const centerId of [spanish, catalan]) {
    await configureCenter(t, centerId, branch);
    const [first] = await evidencesOf(t, centerId);
    // The configured evidence: not fulfilled, expired 3 days ago (overdue in the agenda).
    const dated = await t.api.put(`/api/evidence/${first!.id}`, {
      token: t.admin.token,
      json: { name: first!.name, state: 'NOT_FULFILLED', expiration_date: addDays(todayInSpain(), -3) },
    });
    expect(dated.status, JSON.stringify(dated.body)).toBe(200);
    await t.database.db
      .insert(evidences)
      .values([1, 2].map((i) => ({ centerId, legalRequirementId: branch.requirement.id, name: `Evidencia ${i}`, state: 'FULFILLED' })));
  }
  wastePlan = (await wasteFixture(t, spanish)).plan;
  await activate(t, spanish, 'improvement');
  const action = await t.api.post(`/api/improvement-module/${spanish}/action`, {
    token: t.admin.token,
    json: {
      type: 'CORRECTIVE',
      origin: 'AUDIT',
      description: 'Fugas en el depósito de aceite',
      action: 'Sustituir la junta del depósito',
      due_date: addDays(todayInSpain(), 20),
    },
  });
  expect(action.status, JSON.stringify(action.body)).toBe(201);
  await aspectsFixture(t, spanish);
});
afterAll(() => t.close());

describe('the center report', () => {
  it('is a PDF named after the center and the day, in the center language (Spanish), with every section', async () => {
    const answer = await report(spanish, t.admin);
    expect(answer.status, answer.body).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="informe-de-cumplimiento-planta-de-getafe_\d{4}-\d{2}-\d{2}_\d{4}\.pdf"$/,
    );
    // The consultancy's PNG logo is embedded; the enterprise has none, so its name stands in its place.
    expect(answer.bytes.toString('latin1')).toContain('/Subtype /Image');
    const text = await textOf(answer.bytes);
    expect(text).toContain('Informe de cumplimiento');
    expect(text).toContain('Planta de Getafe');
    expect(text).toContain('Metal·lúrgica del Vallès SA');
    expect(text).toContain('66,7 %');
    expect(text).toContain('2 de 3 evidencias cumplidas');
    // The area row: Aguas, 2 fulfilled, 0 in process, 1 not fulfilled, 3, 66,7 %.
    expect(text).toMatch(/Aguas 2 0 1 3 66,7 %/);
    // The overdue evidence, worded as the agenda words it.
    expect(text).toContain('Caducidad de evidencia');
    expect(text).toContain('Vencida hace 3 días');
    // Waste of the year: 800 kg of used mineral oils to regeneration.
    expect(text).toMatch(/13 02 05\* Aceites minerales usados R9 Regeneración de aceites 1 800 kg/);
    expect(text).toContain('Sustituir la junta del depósito');
    expect(text).toContain('Aspectos ambientales significativos');
    expect(text).toMatch(/Página 1 de \d+ · EcoAssessors SL · Generado el \d{2}\/\d{2}\/\d{4}/);
    // The trend lists 12 months, the last with today's figure.
    expect(text).toContain('Evolución en los últimos 12 meses');
  });

  it('is in Catalan for a Catalan center, and in the language asked for', async () => {
    const text = await textOf((await report(catalan, t.admin)).bytes);
    expect(text).toContain('Informe de compliment');
    expect(text).toMatch(/Aigües 2 0 1 3 66,7 %/);
    expect(text).toContain('Caducitat d’evidència');
    expect(text).not.toContain('Residus del període'); // the residue module is off there
    const asked = await textOf((await report(spanish, t.admin, '?language=ca')).bytes);
    expect(asked).toContain('Informe de compliment');
    expect(asked).toContain('Olis minerals usats');
  });

  it('shows a role only the sections its role may see; the enterprise client reads it', async () => {
    const client = await report(spanish, t.client);
    expect(client.status).toBe(200);
    const text = await textOf(client.bytes);
    expect(text).toContain('Residuos del periodo');
    expect(text).not.toContain('Acciones de mejora abiertas');
    expect(text).not.toContain('Sustituir la junta');
    expect((await report(spanish, t.collaborator)).status).toBe(200);
  });

  it('is 404 for a center the user does not see', async () => {
    const answer = await report(spanish, outsider);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'not_found' });
  });

  // A reversed period names `to`, as the audit pack's (lib/dates.ts checkPeriod); it named `from` before issue 33.
  it('refuses a bad period naming the field', async () => {
    for (const [query, field] of [
      ['?from=2026-13-01', 'from'],
      ['?from=yesterday', 'from'],
      ['?from=2026-06-01&to=2026-05-01', 'to'],
    ]) {
      const answer = await report(spanish, t.admin, query!);
      expect(answer.status, query).toBe(400);
      expect(answer.body, query).toMatchObject({ code: 'validation_error' });
      expect(Object.keys(answer.body.fields ?? {}), query).toEqual([field]);
    }
  });

  it('is the same report called directly (the audit pack): tenancy and the period checked there too', async () => {
    const db = t.database.db;
    const pdf = await centerReportPdf(db, { user: { id: t.client.id, role: 'client' }, centerId: spanish, language: 'ca' });
    const text = await textOf(pdf);
    expect(text).toContain('Informe de compliment');
    expect(text).not.toContain('Accions de millora obertes');
    await expect(centerReportPdf(db, { user: { id: outsider.id, role: 'collaborator' }, centerId: spanish })).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(() => reportPeriod('2026-02-30', undefined)).toThrow(/^from:/);
    expect(() => reportPeriod(undefined, '2026-1-5')).toThrow(/^to:/);
    expect(reportPeriod(undefined, '2025-06-30', '2026-11-27')).toEqual({ from: '2025-01-01', to: '2025-06-30', today: '2026-11-27' });
  });

  it('leaves out the section of a module switched off', async () => {
    const off = await t.api.post(`/api/residue-module/${spanish}/state`, { token: t.admin.token, json: { is_active: false } });
    expect(off.status).toBe(200);
    const text = await textOf((await report(spanish, t.admin)).bytes);
    expect(text).not.toContain('Residuos del periodo');
    expect(text).toContain('Acciones de mejora abiertas');
    await t.api.post(`/api/residue-module/${spanish}/state`, { token: t.admin.token, json: { is_active: true } });
  });

  it('costs the same statements whatever the number of evidences, actions and collections', async () => {
    const small = await report(spanish, t.admin);
    const db = t.database.db;
    await db.insert(evidences).values(
      Array.from({ length: 150 }, (_, i) => ({
        centerId: spanish,
        legalRequirementId: branch.requirement.id,
        name: `Evidencia masiva ${i}`,
        state: i % 3 ? 'FULFILLED' : 'IN_PROCESS',
      })),
    );
    await db.insert(improvementActions).values(
      Array.from({ length: 40 }, (_, i) => ({
        centerId: spanish,
        type: 'IMPROVEMENT',
        origin: 'OTHER',
        description: `Mejora ${i}`,
        action: `Acción ${i}`,
        dueDate: addDays(todayInSpain(), i),
      })),
    );
    await db.insert(residueCollections).values(
      Array.from({ length: 40 }, (_, i) => ({
        centerId: spanish,
        collectionPlanId: wastePlan,
        date: `2026-03-${String((i % 28) + 1).padStart(2, '0')}`,
        quantity: '10',
        unit: 'kg',
      })),
    );
    const large = await report(spanish, t.admin);
    expect(small.statements).toBeGreaterThan(0);
    expect(large.statements).toBe(small.statements);
    expect(large.statements).toBeLessThanOrEqual(12);
    const client = await report(spanish, t.client);
    expect(client.statements).toBeLessThanOrEqual(large.statements);
  });

  it("rebuilds the compliance of past months from the evidences' change history", async () => {
    // The Catalan center's evidences were recorded three months ago (1 of 3 not fulfilled); today the first is fulfilled.
    const today = todayInSpain();
    const past = `${addMonths(today, -3).slice(0, 7)}-15`;
    await t.database.db.execute(
      sql`update change_history set changed_at = ${`${past}T10:00:00Z`}::timestamptz where table_name = 'evidence' and center_id = ${catalan}`,
    );
    const [first] = await evidencesOf(t, catalan);
    await t.api.put(`/api/evidence/${first!.id}`, { token: t.admin.token, json: { name: first!.name, state: 'FULFILLED' } });
    const trend = await complianceTrend(t.database.db, catalan, today);
    expect(trend).toHaveLength(12);
    expect(trend.at(-1)).toEqual({ month: today.slice(0, 7), fulfilled: 3, total: 3, compliance: 100 });
    expect(trend.at(-2)).toEqual({ month: addMonths(today, -1).slice(0, 7), fulfilled: 2, total: 3, compliance: 66.67 });
    expect(trend.at(-4)).toMatchObject({ month: past.slice(0, 7), total: 3 });
    expect(trend.at(-5)).toMatchObject({ total: 0, compliance: null });
    // Asked for a period ending last month, the last point is that month's end.
    const earlier = await complianceTrend(t.database.db, catalan, addDays(`${today.slice(0, 7)}-01`, -1));
    expect(earlier.at(-1)).toMatchObject({ month: addMonths(today, -1).slice(0, 7), fulfilled: 2, total: 3 });
    const text = await textOf((await report(catalan, t.admin)).bytes);
    expect(text).toMatch(/66,7 % .*100 %/);
  });
});
