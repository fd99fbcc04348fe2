import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { INDICATOR_FREQUENCIES, lastDuePeriod, periodContaining, previousPeriod } from '../../contract/indicators';
import { centers, evidences } from '../../server/db/schema';
import { computeIndicators } from '../../server/modules/indicators';
import { addDays, todayInSpain } from '../../server/lib/dates';
import { periodStartOfDay, periodStartOfText, periodStep, periodText } from '../../server/modules/indicators/periods';
import { startTestApp, type TestApp } from './support/app';
import { indicatorFixture } from './support/indicators';
import { legalModuleFixture } from './support/legal-module';
import { twoTenants } from './support/organisation';
import { registerBranch } from './support/register';
import { startSmtpServer } from './support/smtp';

let t: TestApp;
let centerId: number;
let fixture: Awaited<ReturnType<typeof indicatorFixture>>;
beforeAll(async () => {
  t = await startTestApp({ outboundPrivateHosts: 'allow' });
  const tenants = await twoTenants(t);
  centerId = tenants.centerA.id;
  fixture = await indicatorFixture(t, centerId, t.collaborator.id);
});
afterAll(() => t.close());

const indicatorId = () => fixture.indicator.id;

// A write's BEGIN and COMMIT pass through the counted client on PostgreSQL; PGlite runs its transaction without them.
const transaction = process.env.DATABASE_URL ? 2 : 0;
describe('measurements', () => {
  it('records values per period of the indicator frequency and corrects a period recorded again', async () => {
    for (const [period, value] of [
      ['2024-02', 3.1],
      ['2024-03', 2.8],
      ['2024-03', 2.7],
    ] as const) {
      const answer = await t.api.post(`/api/indicator/${indicatorId()}/measurement`, {
        token: t.collaborator.token,
        json: { period, value },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    }
    const list = await t.api.get(`/api/indicator/${indicatorId()}/measurement`, { token: t.client.token });
    expect(list.body.results.map((m: { period: string; value: number }) => [m.period, m.value])).toEqual([
      ['2024-01', 3.2],
      ['2024-02', 3.1],
      ['2024-03', 2.7],
    ]);
  });

  it('answers 400 naming the field for a period outside the frequency, a future period or a value that is not a number', async () => {
    for (const [body, field] of [
      [{ period: '2024-Q1', value: 1 }, 'period'],
      [{ period: '2024-13', value: 1 }, 'period'],
      [{ period: '2999-01', value: 1 }, 'period'],
      [{ period: '2024-04', value: 'many' }, 'value'],
    ] as const) {
      const answer = await t.api.post(`/api/indicator/${indicatorId()}/measurement`, { token: t.admin.token, json: body });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(Object.keys(answer.body.fields)).toEqual([field]);
    }
    const client = await t.api.post(`/api/indicator/${indicatorId()}/measurement`, {
      token: t.client.token,
      json: { period: '2024-04', value: 1 },
    });
    expect(client.status).toBe(403);
  });

  it('exports the measurements as .xlsx', async () => {
    const answer = await t.api.get(`/api/indicator/${indicatorId()}/measurement?format=xlsx`, { token: t.client.token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('spreadsheetml');
    expect(answer.bytes.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('thresholds and targets', () => {
  it('refuses overlapping ranges, naming the range', async () => {
    const answer = await t.api.put(`/api/indicator/${indicatorId()}/threshold`, {
      token: t.admin.token,
      json: {
        thresholds: [
          { name: 'A', level: 'GOOD', max_value: 5 },
          { name: 'B', level: 'BAD', min_value: 4 },
        ],
      },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields)).toEqual(['thresholds.1.min_value']);
    const kept = await t.api.get(`/api/indicator/${indicatorId()}/threshold`, { token: t.client.token });
    expect(kept.body.results.map((r: { level: string }) => r.level)).toEqual(['GOOD', 'WARNING', 'BAD']);
  });

  it('keeps an open end sent as null open (the edit form sends null, not an absent bound)', async () => {
    const id = indicatorId();
    const before = (await t.api.get(`/api/indicator/${id}/threshold`, { token: t.admin.token })).body.results;
    const saved = await t.api.put(`/api/indicator/${id}/threshold`, {
      token: t.admin.token,
      json: {
        thresholds: [
          { name: 'Low', level: 'GOOD', min_value: null, max_value: 2 },
          { name: 'High', level: 'BAD', min_value: 2, max_value: null },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.results.map((r: { min_value: number | null; max_value: number | null }) => [r.min_value, r.max_value])).toEqual([
      [null, 2],
      [2, null],
    ]);
    const restored = await t.api.put(`/api/indicator/${id}/threshold`, {
      token: t.admin.token,
      json: { thresholds: before.map(({ id: _id, ...range }: { id: number }) => range) },
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
  });

  it('keeps one target per indicator and year', async () => {
    const again = await t.api.post('/api/indicator-target', {
      token: t.admin.token,
      json: { indicator_id: indicatorId(), year: 2024, value: 2 },
    });
    expect(again.status).toBe(409);
    const list = await t.api.get(`/api/indicator-target?centerId=${centerId}`, { token: t.client.token });
    expect(list.body.results).toEqual([expect.objectContaining({ indicator_id: indicatorId(), year: 2024, value: 3, baseline: 3.5 })]);
  });

  it("lists targets by indicator name then latest year, with the indicator's name, and keeps a target with its indicator", async () => {
    const token = t.admin.token;
    const statements = (answer: { headers: Headers }) => Number(answer.headers.get('x-sql-statements'));
    const other = await t.api.post('/api/indicator', {
      token,
      json: { process_id: fixture.process.id, name: 'Abocaments', unit: 'm³', frequency: 'YEARLY', direction: 'LOWER_IS_BETTER' },
    });
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    const created = await t.api.post('/api/indicator-target', { token, json: { indicator_id: other.body.id, year: 2023, value: 10 } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      center_id: centerId,
      indicator_id: other.body.id,
      indicator_name: 'Abocaments',
      year: 2023,
      value: 10,
      baseline: null,
    });
    const later = await t.api.post('/api/indicator-target', {
      token,
      json: { indicator_id: other.body.id, year: 2025, value: 8, baseline: 9 },
    });
    const list = await t.api.get(`/api/indicator-target?centerId=${centerId}&ordering=-value&searchText=zzz`, { token: t.client.token });
    expect(list.body.results.map((r: { indicator_name: string; year: number }) => [r.indicator_name, r.year])).toEqual([
      ['Abocaments', 2025],
      ['Abocaments', 2023],
      ['Consum d’aigua', 2024],
    ]);
    const byIndicator = await t.api.get(`/api/indicator-target?indicatorId=${other.body.id}&pageSize=1`, { token: t.collaborator.token });
    expect(byIndicator.body).toMatchObject({ count: 2, results: [{ year: 2025 }] });
    const read = await t.api.get(`/api/indicator-target/${later.body.id}`, { token: t.client.token });
    expect(read.body).toEqual(later.body);
    const moved = await t.api.put(`/api/indicator-target/${later.body.id}`, {
      token,
      json: { indicator_id: indicatorId(), year: 2025, value: 1 },
    });
    expect(moved.status).toBe(400);
    expect(Object.keys(moved.body.fields)).toEqual(['indicator_id']);
    const updated = await t.api.put(`/api/indicator-target/${later.body.id}`, {
      token,
      json: { indicator_id: other.body.id, year: 2026, value: 7 },
    });
    expect(updated.body).toEqual({ ...later.body, year: 2026, value: 7, baseline: null });
    const removed = await t.api.delete(`/api/indicator-target/${later.body.id}`, { token });
    expect(removed.status).toBe(204);
    // What each route costs, as it did when the routes were written by hand (tenancy check included).
    expect({
      create: statements(created),
      list: statements(list),
      read: statements(read),
      update: statements(updated),
      delete: statements(removed),
    }).toEqual({
      create: 7 + transaction,
      list: 1,
      read: 3,
      update: 7 + transaction,
      delete: 5 + transaction,
    });
    expect((await t.api.get(`/api/indicator-target/${later.body.id}`, { token })).status).toBe(404);
    const mine = await t.api.post('/api/indicator-target', {
      token: t.client.token,
      json: { indicator_id: other.body.id, year: 2027, value: 1 },
    });
    expect(mine.status).toBe(403);
    // The other tests see the fixture's one indicator again.
    expect((await t.api.delete(`/api/indicator-target/${created.body.id}`, { token })).status).toBe(204);
    expect((await t.api.delete(`/api/indicator/${other.body.id}`, { token })).status).toBe(204);
  });
});

describe('missing measurements', () => {
  it('lists the indicator whose last due period has no value and reminds its responsible once', async () => {
    const due = lastDuePeriod('MONTHLY', todayInSpain());
    const missing = await t.api.get(`/api/indicator-module/${centerId}/missing`, { token: t.client.token });
    expect(missing.body.results).toEqual([expect.objectContaining({ id: indicatorId(), due_period: due, is_missing: true })]);

    const smtp = await startSmtpServer();
    try {
      const consultancyId = (await t.database.db.select({ id: centers.consultancyId }).from(centers).where(eq(centers.id, centerId)))[0]!
        .id;
      const config = await t.api.post(`/api/consultancy/${consultancyId}/email-config`, {
        token: t.admin.token,
        json: { host: '127.0.0.1', port: smtp.port, username: 'avisos@verda.example', use_tls: false, use_ssl: false },
      });
      expect(config.status, JSON.stringify(config.body)).toBeLessThan(300);
      const reminders = t.app.scheduledJobs.find((job) => job.name === 'missing-measurement reminders')!;
      await Promise.all([reminders.run(), reminders.run()]);
      await reminders.run();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual([t.collaborator.email]);
      expect(smtp.received[0]!.raw).toContain(due);
    } finally {
      await smtp.close();
    }

    await t.api.post(`/api/indicator/${indicatorId()}/measurement`, { token: t.admin.token, json: { period: due, value: 2.5 } });
    expect((await t.api.get(`/api/indicator-module/${centerId}/missing`, { token: t.client.token })).body.results).toEqual([]);
  });
});

describe('computed indicator', () => {
  it('stores the % of FULFILLED evidences of the center for the current period', async () => {
    const branch = await registerBranch(t);
    const legal = await legalModuleFixture(t, centerId, branch);
    await t.database.db.update(evidences).set({ state: 'FULFILLED' }).where(eq(evidences.id, legal.evidence.id));
    const created = await t.api.post('/api/indicator', {
      token: t.admin.token,
      json: {
        process_id: fixture.process.id,
        name: 'Compliment legal',
        unit: '%',
        frequency: 'QUARTERLY',
        direction: 'HIGHER_IS_BETTER',
        source: 'FULFILLED_EVIDENCES',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const total = await t.database.db.$count(evidences, eq(evidences.centerId, centerId));
    const fulfilled = await t.database.db.$count(evidences, eq(evidences.state, 'FULFILLED'));
    expect(created.body.last_value).toBeCloseTo(Math.round((fulfilled / total) * 1000) / 10);
    const typed = await t.api.post(`/api/indicator/${created.body.id}/measurement`, {
      token: t.admin.token,
      json: { period: '2024-Q1', value: 1 },
    });
    expect(typed.status).toBe(400);
    expect(await computeIndicators(t.database.db)).toBeGreaterThanOrEqual(1);
  });
});

describe('actions', () => {
  it('lists the actions decided in analyses apart', async () => {
    await t.api.post('/api/indicator-action', {
      token: t.collaborator.token,
      json: { indicator_id: indicatorId(), what: 'Formació', who: 'RRHH', due_date: '2024-06-30' },
    });
    const fromAnalysis = await t.api.get(`/api/indicator-action?centerId=${centerId}&fromAnalysis=true`, { token: t.client.token });
    expect(fromAnalysis.body.results.map((a: { what: string }) => a.what)).toEqual(['Revisar fuites']);
    const all = await t.api.get(`/api/indicator-action?centerId=${centerId}`, { token: t.client.token });
    expect(all.body.count).toBe(2);
    const wrongAnalysis = await t.api.post('/api/indicator-action', {
      token: t.admin.token,
      json: { indicator_id: indicatorId(), analysis_id: 999999, what: 'x', who: 'y', due_date: '2024-06-30' },
    });
    expect(wrongAnalysis.status).toBe(400);
    expect(Object.keys(wrongAnalysis.body.fields)).toEqual(['analysis_id']);
  });

  it('lists actions by due date with the indicator name, keeps the status an update leaves out, and an action with its indicator', async () => {
    const token = t.collaborator.token;
    const statements = (answer: { headers: Headers }) => Number(answer.headers.get('x-sql-statements'));
    const json = {
      indicator_id: indicatorId(),
      analysis_id: fixture.analysis.id,
      what: 'Canviar aixetes',
      who: 'Manteniment',
      due_date: '2024-01-15',
    };
    const created = await t.api.post('/api/indicator-action', { token, json });
    expect(created.body).toEqual({
      id: expect.any(Number),
      center_id: centerId,
      indicator_id: indicatorId(),
      indicator_name: 'Consum d’aigua',
      analysis_id: fixture.analysis.id,
      what: 'Canviar aixetes',
      who: 'Manteniment',
      due_date: '2024-01-15',
      status: 'PLANNED',
    });
    const done = await t.api.put(`/api/indicator-action/${created.body.id}`, { token, json: { ...json, status: 'DONE' } });
    expect(done.body).toMatchObject({ status: 'DONE' });
    const kept = await t.api.put(`/api/indicator-action/${created.body.id}`, {
      token,
      json: { ...json, analysis_id: null, what: ' Aixetes ' },
    });
    expect(kept.body).toEqual({ ...created.body, analysis_id: null, what: 'Aixetes', status: 'DONE' });
    // The history names the analysis the action came from by its period in words, not its code.
    const history = await t.api.get(`/api/history?table=indicator_action&id=${created.body.id}`, {
      token,
      headers: { 'accept-language': 'ca' },
    });
    expect(history.body.results.at(-1).references.analysis_id).toEqual({ [fixture.analysis.id]: 'Gener del 2024' });
    const list = await t.api.get(`/api/indicator-action?centerId=${centerId}&searchText=aixe&ordering=-id`, { token: t.client.token });
    expect(list.body).toEqual({ count: 1, next: null, previous: null, results: [kept.body] });
    const all = await t.api.get(`/api/indicator-action?indicatorId=${indicatorId()}`, { token: t.client.token });
    expect(all.body.results.map((a: { due_date: string }) => a.due_date)).toEqual(['2024-01-15', '2024-03-31', '2024-06-30']);
    const read = await t.api.get(`/api/indicator-action/${created.body.id}`, { token: t.client.token });
    expect(read.body).toEqual(kept.body);
    const moved = await t.api.put(`/api/indicator-action/${created.body.id}`, { token, json: { ...json, indicator_id: 999999 } });
    expect(moved.status).toBe(400);
    expect(Object.keys(moved.body.fields)).toEqual(['indicator_id']);
    const removed = await t.api.delete(`/api/indicator-action/${created.body.id}`, { token });
    expect(removed.status).toBe(204);
    expect((await t.api.get(`/api/indicator-action/${created.body.id}`, { token })).status).toBe(404);
    // What each route costs, as it did when the routes were written by hand (tenancy check included).
    expect({
      create: statements(created),
      update: statements(kept),
      list: statements(list),
      read: statements(read),
      delete: statements(removed),
    }).toEqual({
      create: 8 + transaction,
      update: 7 + transaction,
      list: 1,
      read: 3,
      delete: 5 + transaction,
    });
  });
});

// Issue 33: the period rule is declared once (contract/indicators.ts PERIODS); the agenda's SQL is generated from it.
describe('indicator periods in SQL and in the contract', () => {
  it('name the same period for every day of two years, and step to the same next period', async () => {
    const days = Array.from({ length: 730 }, (_, i) => addDays('2025-01-01', i));
    for (const frequency of INDICATOR_FREQUENCIES) {
      const f = `'${frequency}'`;
      const { rows } = (await t.database.db.execute(
        sql.raw(`SELECT to_char(d, 'YYYY-MM-DD') AS day, ${periodText(f, periodStartOfDay(f, 'd'))} AS period,
                   ${periodText(f, `(${periodStartOfText(f, periodText(f, periodStartOfDay(f, 'd')))} + ${periodStep(f)})::date`)} AS next
              FROM generate_series(0, 729) AS g (i), LATERAL (SELECT '2025-01-01'::date + g.i AS d) x ORDER BY g.i`),
      )) as unknown as { rows: { day: string; period: string; next: string }[] };
      expect(rows.map((row) => row.day)).toEqual(days);
      for (const row of rows) {
        expect(row.period, `${frequency} ${row.day}`).toBe(periodContaining(frequency, row.day));
        expect(previousPeriod(frequency, row.next), `${frequency} ${row.day}`).toBe(row.period);
      }
    }
  });
});
