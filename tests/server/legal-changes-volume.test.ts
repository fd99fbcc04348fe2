import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app';
import { type Branch } from './support/legal-module';
import { createConsultancy, createEnterprise } from './support/organisation';
import { registerBranch } from './support/register';

// Issue 36, item 5: a change creates its reviews in one transaction with the same statements for 5 centers or 120, and a
// page of the Novedades costs the same whatever its size.
let t: TestApp;
let consultancyId: number;
let enterpriseId: number;

beforeAll(async () => {
  t = await startTestApp();
  consultancyId = (await createConsultancy(t)).id;
  enterpriseId = (await createEnterprise(t)).id;
});
afterAll(() => t.close());

/** `count` centers with the legal module on that selected the branch's subambit and scope: written in four statements. */
async function applyingCenters(branch: Branch, count: number) {
  const db = t.database.db;
  await db.execute(sql`insert into center (name, postal_code, autonomous_community, province, used_language, enterprise_id, consultancy_id)
    select 'Centro ' || ${branch.subambit.id} || '.' || n, '08001', 'ES-CT', 'Barcelona', 'es', ${enterpriseId}, ${consultancyId}
    from generate_series(1, ${count}::int) n`);
  const centers = sql`(select id from center where name like ${`Centro ${branch.subambit.id}.%`})`;
  await db.execute(sql`insert into center_module (center_id, module, is_active) select id, 'legal-requirement', true from ${centers} c`);
  await db.execute(sql`insert into center_legal_subambit (center_id, subambit_id) select id, ${branch.subambit.id} from ${centers} c`);
  await db.execute(sql`insert into center_legal_scope (center_id, legal_scope_id) select id, ${branch.scope.id} from ${centers} c`);
}

async function changeRequirement(branch: Branch) {
  const answer = await t.api.post(`/api/legal-text/${branch.text.id}/changes`, {
    token: t.admin.token,
    json: {
      kind: 'REQUIREMENT_CHANGED',
      note: 'Modificado por el Real Decreto 1/2025, art. 3',
      effective_date: '2025-03-01',
      legal_requirement_id: branch.requirement.id,
      requirement: {
        name_spanish: 'Permiso de vertido renovado',
        name_catalan: "Permís d'abocament renovat",
        evidence_name_spanish: 'Permiso',
        evidence_name_catalan: 'Permís',
      },
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { statements: Number(answer.headers.get('x-sql-statements')), reviews: answer.body.reviews.total as number };
}

describe('statements of regulatory change', () => {
  it('fans a change out to 5 or 120 centers with the same statements', async () => {
    const few = await registerBranch(t, ' few');
    const many = await registerBranch(t, ' many');
    await applyingCenters(few, 5);
    await applyingCenters(many, 120);
    const small = await changeRequirement(few);
    const large = await changeRequirement(many);
    expect(small.reviews).toBe(5);
    expect(large.reviews).toBe(120);
    expect(large.statements).toBe(small.statements);
    expect(small.statements).toBeLessThanOrEqual(12);

    // A center's reviews: a page of 1 or of 31 costs the same.
    const [{ id: centerId }] = (
      (await t.database.db.execute(sql`select min(center_id)::int as id from legal_change_review`)) as unknown as { rows: { id: number }[] }
    ).rows as [{ id: number }];
    await t.database.db.execute(sql`insert into legal_change (legal_text_id, kind, note, effective_date)
      select ${many.text.id}, 'TEXT_MODIFIED', 'Cambio ' || n, date '2024-01-01' + n from generate_series(1, 30) n`);
    await t.database.db.execute(sql`insert into legal_change_review (center_id, legal_change_id, due_date)
      select ${centerId}, id, effective_date + 30 from legal_change where note like 'Cambio %'`);
    const reviews = async (size: number) => {
      const answer = await t.api.get(`/api/legal-requirement-module/${centerId}/reviews?pageSize=${size}`, { token: t.admin.token });
      expect(answer.status).toBe(200);
      return { statements: Number(answer.headers.get('x-sql-statements')), rows: answer.body.results.length };
    };
    const one = await reviews(1);
    const all = await reviews(50);
    expect([one.rows, all.rows]).toEqual([1, 31]);
    expect(all.statements).toBe(one.statements);
  });

  it('answers a Novedades page of 2 or 50 changes in one statement', async () => {
    const branch = await registerBranch(t, ' novedades');
    await t.database.db.execute(sql`insert into legal_change (legal_text_id, kind, note, effective_date)
      select ${branch.text.id}, 'TEXT_MODIFIED', 'Cambio ' || n, date '2024-01-01' + n from generate_series(1, 60) n`);
    const page = async (size: number) => {
      const answer = await t.api.get(`/api/legal-changes?areaId=${branch.area.id}&pageSize=${size}`, { token: t.client.token });
      expect(answer.status).toBe(200);
      return { statements: Number(answer.headers.get('x-sql-statements')), count: answer.body.count, rows: answer.body.results.length };
    };
    const small = await page(2);
    const large = await page(50);
    expect([small.rows, large.rows, large.count]).toEqual([2, 50, 60]);
    expect(small.statements).toBe(1);
    expect(large.statements).toBe(1);
  });
});
