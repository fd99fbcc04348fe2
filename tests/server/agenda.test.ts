import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSpain } from '../../server/lib/dates';
import type { ClockItem } from '../../contract/waste';
import { startTestApp, type TestApp } from './support/app';
import { activate, indicatorsFixture } from './support/indicators';
import { legalModuleFixture } from './support/legal-module';
import { createCenter, twoTenants } from './support/organisation';
import { registerBranch } from './support/register';
import { planForm, wasteFixture } from './support/waste';

// Issue 26: one agenda of dated obligations from every module, per center and across the centers a user sees.

let t: TestApp;
let tenants: Awaited<ReturnType<typeof twoTenants>>;
let legal: Awaited<ReturnType<typeof legalModuleFixture>>;
const today = todayInSpain();

interface Item {
  center: { id: number; name: string };
  enterprise: { id: number; name: string };
  module: string;
  kind: string;
  subject: string | null;
  due_date: string;
  days_left: number;
  overdue: boolean;
  record_id: number | null;
}
const agenda = async (query: string, token = t.admin.token, language = 'es') => {
  const answer = await t.api.get(`/api/agenda?pageSize=1000&${query}`, { token, headers: { 'accept-language': language } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { headers: answer.headers, body: answer.body as { count: number; overdue: number; until: string; results: Item[] } };
};
const kinds = (items: Item[]) => items.map((item) => `${item.module}/${item.kind}`);

beforeAll(async () => {
  t = await startTestApp();
  tenants = await twoTenants(t);
  const branch = await registerBranch(t);
  // Center A: an evidence expiring in 10 days with a corrective action; a document, a pest-control service and an indicator.
  legal = await legalModuleFixture(t, tenants.centerA.id, branch);
  await indicatorsFixture(t, tenants.centerA.id);
  await activate(t, tenants.centerA.id, 'improvement');
  // Center B (another enterprise): the same pest-control and indicator records.
  await indicatorsFixture(t, tenants.centerB.id);
});
afterAll(() => t.close());

describe('GET /api/agenda', () => {
  it('lists what falls due in a center from every module, soonest first, overdue with negative days', async () => {
    const { body } = await agenda(`centerId=${tenants.centerA.id}`);
    expect(new Set(kinds(body.results))).toEqual(
      new Set([
        'legal-requirement/evidence_expiry',
        'legal-requirement/evidence_action',
        'ddd/ddd_service',
        'indicator/indicator_action',
        'indicator/indicator_measurement',
      ]),
    );
    const days = body.results.map((item) => item.due_date);
    expect(days).toEqual([...days].sort());
    const evidence = body.results.find((item) => item.kind === 'evidence_expiry')!;
    expect(evidence).toMatchObject({ due_date: addDays(today, 10), days_left: 10, overdue: false });
    expect(evidence.center).toEqual({ id: tenants.centerA.id, name: 'Center A' });
    expect(evidence.enterprise).toEqual({ id: tenants.enterpriseA.id, name: 'Enterprise A' });
    // The last rodent control (10/03/2025) planned the next one 90 days later: long overdue.
    const service = body.results.find((item) => item.kind === 'ddd_service')!;
    expect(service).toMatchObject({ subject: 'Desratización', due_date: '2025-06-08', overdue: true });
    expect(service.days_left).toBeLessThan(0);
    // January 2024 was measured: February 2024 is due by the end of March.
    expect(body.results.find((item) => item.kind === 'indicator_measurement')).toMatchObject({
      subject: 'Consum d’aigua · Febrero de 2024',
      due_date: '2024-03-31',
      overdue: true,
    });
    expect(body.overdue).toBe(body.results.filter((item) => item.overdue).length);
  });

  it('reaches further with a later horizon, and filters by state and module', async () => {
    const near = await agenda(`centerId=${tenants.centerA.id}`);
    expect(near.body.until).toBe(addDays(today, 90));
    // The document expires on 15/01/2030: beyond the default 90 days.
    const far = await agenda(`centerId=${tenants.centerA.id}&until=2030-12-31`);
    expect(kinds(far.body.results)).toContain('document/document_expiry');
    const overdue = await agenda(`centerId=${tenants.centerA.id}&state=overdue`);
    expect(overdue.body.results.length).toBeGreaterThan(0);
    expect(overdue.body.results.every((item) => item.overdue)).toBe(true);
    const due = await agenda(`centerId=${tenants.centerA.id}&state=due`);
    expect(due.body.results.every((item) => !item.overdue)).toBe(true);
    expect(due.body.count + overdue.body.count).toBe(near.body.count);
    const ddd = await agenda(`centerId=${tenants.centerA.id}&module=ddd`);
    expect(kinds(ddd.body.results)).toEqual(['ddd/ddd_service']);
    // Every module alone answers (the aspects' first branches have no record: their NULLs are typed for the union).
    for (const module of ['environmental-aspects', 'legal-requirement', 'document', 'indicator', 'improvement', 'risk-opportunity'])
      expect((await agenda(`module=${module}`)).body.results.every((item) => item.module === module)).toBe(true);
  });

  it('brings the waste legal clock and the next collections of the residue module', async () => {
    const { plan } = await wasteFixture(t, tenants.centerA.id);
    const { body } = await agenda(`centerId=${tenants.centerA.id}&module=residue&until=2100-12-31`);
    expect(kinds(body.results)).toContain('residue/yearly_report');
    const next = body.results.find((item) => item.kind === 'next_collection');
    expect(next).toMatchObject({ record_id: plan });
    expect(next!.subject).toMatch(/^\d{2} \d{2} \d{2}\*? /);
  });

  it("lists the waste legal clock exactly as the clock page computes it, and the plans' next collections", async () => {
    // Plans the clock treats apart: a plain residue to elimination without frequency, one ended in March, one cancelled.
    const { catalogue: c } = await wasteFixture(t, tenants.centerA.id);
    const plans: Record<string, string>[] = [
      { residue_id: String(c.residue), treatment_id: String(c.elimination), collection_frequency: '', first_deposit_date: '2025-08-31' },
      { end_date: '2026-03-01', start_date: '2026-01-05' },
      { is_cancelled: 'true' },
    ];
    for (const overrides of plans) {
      const made = await t.api.post('/api/collection-plan', { token: t.admin.token, form: planForm(tenants.centerA.id, c, overrides) });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
    }
    for (const language of ['es', 'ca']) {
      const { body } = await agenda(`centerId=${tenants.centerA.id}&module=residue&until=2100-12-31`, t.admin.token, language);
      const clock = await t.api.get(`/api/residue-module/${tenants.centerA.id}/legal-clock`, {
        token: t.admin.token,
        headers: { 'accept-language': language },
      });
      expect(clock.status).toBe(200);
      const line = (item: {
        kind: string;
        due_date: string;
        days_left: number;
        overdue: boolean;
        record: number | null;
        subject: string | null;
      }) => `${item.kind} ${item.due_date} ${item.days_left} ${item.overdue} ${item.record} ${item.subject}`;
      const fromAgenda = body.results
        .filter((item) => item.kind !== 'next_collection')
        .map((item) => line({ ...item, record: item.record_id }))
        .sort();
      const fromClock = (clock.body.results as ClockItem[])
        .map((item) => line({ ...item, record: item.plan_id, subject: item.residue ?? item.party }))
        .sort();
      expect(fromAgenda).toEqual(fromClock);
      expect(fromClock.length).toBeGreaterThan(5);
    }
  });

  // Issue 33: the clock's rules are written once (waste/clock-rules.ts); every page that shows a plan's dates reads them.
  it('gives the same dates for the same plans on the plan list, the clock page, the next-collections report and the agenda', async () => {
    const { catalogue: c } = await wasteFixture(t, tenants.centerA.id);
    const made = await t.api.post('/api/collection-plan', {
      token: t.admin.token,
      form: planForm(tenants.centerA.id, c, { first_deposit_date: addDays(today, -40), collection_frequency: '15' }),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const center = tenants.centerA.id;
    const read = async (path: string) => {
      const answer = await t.api.get(path, { token: t.admin.token });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body;
    };
    const plans = (await read(`/api/collection-plan?centerId=${center}&isCancelled=False&pageSize=100`)).results as {
      id: number;
      end_date: string | null;
      next_collection_date: string | null;
      storage_deadline: string | null;
    }[];
    const clock = (await read(`/api/residue-module/${center}/legal-clock`)).results as ClockItem[];
    const report = (await read(`/api/residue-module/${center}/reports/next-collections`)).results as {
      plan_id: number;
      next_collection_date: string;
    }[];
    const { body } = await agenda(`centerId=${center}&module=residue&until=2100-12-31`);
    const inAgenda = (kind: string, id: number) =>
      body.results.find((item) => item.kind === kind && item.record_id === id)?.due_date ?? null;
    const current = plans.filter((plan) => !plan.end_date || plan.end_date >= today);
    expect(current.filter((plan) => plan.storage_deadline && plan.next_collection_date).length).toBeGreaterThan(0);
    for (const plan of plans) {
      expect(inAgenda('next_collection', plan.id), `plan ${plan.id}`).toBe(plan.next_collection_date);
      expect(report.find((row) => row.plan_id === plan.id)?.next_collection_date ?? null, `plan ${plan.id}`).toBe(
        plan.next_collection_date,
      );
    }
    for (const plan of current) {
      expect(inAgenda('storage_limit', plan.id), `plan ${plan.id}`).toBe(plan.storage_deadline);
      const inClock = clock.find((item) => item.kind === 'storage_limit' && item.plan_id === plan.id)?.due_date ?? null;
      expect(inClock, `plan ${plan.id}`).toBe(plan.storage_deadline);
    }
  });

  it("pages in one order: the pages laid end to end are the whole list, with the whole horizon's counts", async () => {
    const whole = await agenda(`centerId=${tenants.centerA.id}&until=2100-12-31`);
    expect(whole.body.count).toBe(whole.body.results.length);
    const pages: Item[] = [];
    for (let page = 1; page <= Math.ceil(whole.body.count / 4); page++) {
      const answer = await t.api.get(`/api/agenda?centerId=${tenants.centerA.id}&until=2100-12-31&pageSize=4&page=${page}`, {
        token: t.admin.token,
      });
      expect(answer.body).toMatchObject({ count: whole.body.count, overdue: whole.body.overdue });
      pages.push(...(answer.body.results as Item[]));
    }
    expect(pages).toEqual(whole.body.results);
    // Beyond the last page: no rows, the same counts (one statement more to count them).
    const beyond = await t.api.get(`/api/agenda?centerId=${tenants.centerA.id}&until=2100-12-31&pageSize=4&page=1000`, {
      token: t.admin.token,
    });
    expect(beyond.body).toMatchObject({ count: whole.body.count, overdue: whole.body.overdue, results: [], next: null });
    expect(Number(beyond.headers.get('x-sql-statements'))).toBe(2);
  });

  it('keeps two corrective actions of one evidence, due the same day, as two items (row keys, calendar UIDs)', async () => {
    const second = await t.api.post('/api/action', {
      token: t.admin.token,
      json: { name: 'Segona acció', responsible: 'Pau Roca', expected_date: '2026-12-31', evidence_id: legal.evidence.id },
    });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    try {
      const { body } = await agenda(`centerId=${tenants.centerA.id}&until=2100-12-31&module=legal-requirement`);
      const actions = body.results.filter((item) => item.kind === 'evidence_action') as (Item & { id: string })[];
      expect(actions).toHaveLength(2);
      expect(new Set(actions.map((item) => item.id)).size).toBe(2);
      // Both still open their evidence's page.
      expect(actions.map((item) => item.record_id)).toEqual([legal.evidence.id, legal.evidence.id]);
    } finally {
      expect((await t.api.delete(`/api/action/${second.body.id}`, { token: t.admin.token })).status).toBe(204);
    }
  });

  it('words codes in the request language', async () => {
    const { body } = await agenda(`centerId=${tenants.centerA.id}&module=ddd`, t.admin.token, 'ca');
    expect(body.results[0]!.subject).toBe('Desratització');
  });

  it('shows each user only the centers they may see, and only modules switched on', async () => {
    const all = await agenda('');
    expect(new Set(all.body.results.map((item) => item.center.id))).toEqual(new Set([tenants.centerA.id, tenants.centerB.id]));
    for (const token of [t.collaborator.token, t.client.token]) {
      const own = await agenda('', token);
      expect(own.body.count).toBeGreaterThan(0);
      expect(own.body.results.every((item) => item.center.id === tenants.centerA.id)).toBe(true);
      expect((await agenda(`centerId=${tenants.centerB.id}`, token)).body.count).toBe(0);
    }
    // Risks and improvement actions are admin-only modules: their obligations stay out of the others' agenda.
    const action = await t.api.post(`/api/improvement-module/${tenants.centerA.id}/action`, {
      token: t.admin.token,
      json: { type: 'CORRECTIVE', origin: 'AUDIT', description: 'Fuita al dipòsit', action: 'Reparar el dipòsit', due_date: today },
    });
    expect(action.status, JSON.stringify(action.body)).toBe(201);
    expect(kinds((await agenda(`centerId=${tenants.centerA.id}`)).body.results)).toContain('improvement/improvement_action');
    for (const token of [t.collaborator.token, t.client.token])
      expect(kinds((await agenda('', token)).body.results)).not.toContain('improvement/improvement_action');
    const byEnterprise = await agenda(`enterpriseId=${tenants.enterpriseB.id}`);
    expect(byEnterprise.body.results.every((item) => item.center.id === tenants.centerB.id)).toBe(true);
    const off = await t.api.post(`/api/ddd-module/${tenants.centerB.id}/state`, { token: t.admin.token, json: { is_active: false } });
    expect(off.status).toBe(200);
    expect(kinds((await agenda(`centerId=${tenants.centerB.id}`)).body.results)).not.toContain('ddd/ddd_service');
    await activate(t, tenants.centerB.id, 'ddd');
  });

  it('reads in the same number of statements whatever the number of centers', async () => {
    const statements = async () => Number((await agenda('')).headers.get('x-sql-statements'));
    const before = await statements();
    const center = await createCenter(t, tenants.enterpriseB.id, tenants.consultancy.id, { name: 'Center C' });
    await indicatorsFixture(t, center.id);
    expect((await agenda(`centerId=${center.id}`)).body.count).toBeGreaterThan(0);
    expect(await statements()).toBe(before);
    // One statement: every module's obligations, the waste clock's included, sorted, counted, paged and named in SQL.
    expect(before).toBe(1);
  });

  it('answers 400 naming the field for a horizon before the day it is read from, or an unknown module', async () => {
    const early = await t.api.get(`/api/agenda?asOf=2026-05-01&until=2026-04-01`, { token: t.admin.token });
    expect(early.status).toBe(400);
    expect(Object.keys(early.body.fields)).toEqual(['until']);
    const unknown = await t.api.get('/api/agenda?module=payroll', { token: t.admin.token });
    expect(unknown.status).toBe(400);
  });
});
