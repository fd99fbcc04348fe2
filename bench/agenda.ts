// `npm run bench:agenda`: the compliance agenda (issue 26) at CENTERS centers (500 by default) across five enterprises,
// every module on, realistic rows per module (set-based SQL, below). Measures through the real server in its own process:
// the admin's agenda of every center (first page, default horizon, one connection; the .xlsx export once), one
// center's, and a collaborator's over COLLABORATOR_CENTERS centers: req/s, p50/p99, SQL statements per request
// (x-sql-statements, checked equal for one center and all) and the server's peak RSS. Then the floor (bench/agenda-floor.ts:
// the sources' statement alone through the same driver, behind node:http) against the product in interleaved rounds
// of one connection, with the ratios. PGlite by default (the floor opens a copy of the seeded data directory),
// PostgreSQL with DATABASE_URL (a database of the bench's own; the floor reads the same one).
// Smoke volume: BENCH_AGENDA_CENTERS=20 BENCH_SECONDS=2 BENCH_ROUNDS=1 BENCH_ROUND_SECONDS=2.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { AGENDA_HORIZON_DAYS } from '../contract/agenda';
import { CENTER_MODULES } from '../contract/modules';
import { openDatabase, type Database } from '../server/db/client';
import { users } from '../server/db/schema';
import { addDays, todayInSpain } from '../server/lib/dates';
import { hashPassword } from '../server/lib/passwords';
import { SQL_MODULES, sourcesStatement } from '../server/modules/agenda/sources';
import { seedRegister } from './seed';
import { benchDatabaseUrl, compiledServer, listenerPid, rssOf, runBench, stopServer, waitForHealth } from './support';
import { seedWastePlans } from './waste-seed';

const PORT = Number(process.env.BENCH_PORT ?? 3368);
const FLOOR_PORT = PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const CENTERS = Number(process.env.BENCH_AGENDA_CENTERS ?? 500);
const ENTERPRISES = 5;
const COLLABORATOR_CENTERS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PASSWORD = 'bench-password-1';
const EXPLAIN = process.env.BENCH_AGENDA_EXPLAIN === '1';
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

// Per center. Dates spread over about a year either side of today, so the default horizon (overdue + 90 days) holds a fair share.
const EVIDENCES = 40;
const DOCUMENTS = 10;
const DDD_SERVICES = 6; // per treatment type, every two months
const PRACTICE_ACTIONS = 5;
const IMPROVEMENT_ACTIONS = 10;
const RISK_CONSEQUENCES = 12; // per process and round; a third with a planned action
const INDICATORS = 5;
const INDICATOR_ACTIONS = 3; // per indicator
const WASTE_PLANS = 10;
const WASTE_COLLECTIONS = 50;

/** The tables the seed fills: their history triggers are off while the volume goes in (not what this bench measures). */
const SEEDED = [
  'evidence',
  'evidence_action',
  'enterprise_document',
  'ddd_service',
  'aspect_center_settings',
  'aspect_evaluation',
  'good_practice_evaluation',
  'life_cycle_stage',
  'zone',
  'center_aspect',
  'center_practice',
  'practice_action',
  'improvement_action',
  'risk_process',
  'risk_evaluation_round',
  'risk_evaluation',
  'indicator_process',
  'indicator',
  'indicator_measurement',
  'indicator_action',
];

/** Every module's obligations for every center, in set-based SQL (generate_series): seeding must not dominate the bench. */
async function seedModules(db: Database, today: string) {
  const run = (statement: ReturnType<typeof sql>) => db.execute(statement);
  for (const table of SEEDED) await run(sql.raw(`alter table ${table} disable trigger user`));
  // Legal: 40 evidences (one in five without expiry), a corrective action on every fourth (half of them applied), and one
  // requirement not applicable in even centers.
  await run(sql`insert into evidence (center_id, legal_requirement_id, name, state, expiration_date)
    select c.id, (select min(id) from legal_requirement) + k - 1, 'Evidencia ' || k, (array['NOT_FULFILLED', 'IN_PROCESS', 'FULFILLED'])[1 + k % 3],
      case when k % 5 = 0 then null else ${today}::date + ((k * 37 + c.id) % 730 - 365) end
    from center c, generate_series(1, ${EVIDENCES}) k`);
  await run(sql`insert into evidence_action (center_id, evidence_id, name, responsible, expected_date, applied_date)
    select e.center_id, e.id, 'Acción correctora', 'Técnico', ${today}::date + ((e.id * 13) % 240 - 120), case when e.id % 8 = 0 then ${today}::date - 30 end
    from evidence e where e.id % 4 = 0`);
  await run(sql`insert into center_not_applicable_requirement (center_id, legal_requirement_id)
    select c.id, (select min(id) from legal_requirement) from center c where c.id % 2 = 0`);
  await run(sql`insert into enterprise_document (center_id, name, category, effective_date, expiry_date)
    select c.id, 'Documento ' || d, (array['LICENSE', 'PERMIT', 'CERTIFICATE', 'INSURANCE', 'CONTRACT'])[1 + d % 5], ${today}::date - 400,
      ${today}::date + ((d * 71 + c.id) % 730 - 300)
    from center c, generate_series(1, ${DOCUMENTS}) d`);
  // Pest control: a service every two months per treatment, each planning the next.
  await run(sql`insert into ddd_service (center_id, service_date, treatment_type, provider_name, next_planned_date)
    select c.id, ${today}::date - 60 * s - (c.id % 50), t, 'Plagas Bench SL', ${today}::date - 60 * s - (c.id % 50) + 60
    from center c, unnest(array['RODENT_CONTROL', 'DISINFECTION', 'INSECT_CONTROL', 'LEGIONELLA_PREVENTION']) t, generate_series(0, ${DDD_SERVICES - 1}) s`);
  // Aspects: periodicities, three closed evaluations of each kind, one stage, one zone, three aspects with their practices.
  await run(sql`insert into aspect_center_settings (center_id, method, aspect_evaluation_months, good_practice_evaluation_months)
    select id, '{}'::jsonb, 12, 24 from center`);
  await run(sql`insert into aspect_evaluation (center_id, date, is_open, method)
    select c.id, ${today}::date - 365 * y + (c.id % 200), false, '{}'::jsonb from center c, generate_series(1, 3) y`);
  await run(sql`insert into good_practice_evaluation (center_id, date, is_open)
    select c.id, ${today}::date - 365 * y - (c.id % 200), false from center c, generate_series(1, 3) y`);
  await run(sql`insert into life_cycle_stage (center_id, name, "order") select id, 'Producción', 1 from center`);
  await run(sql`insert into zone (center_id, stage_id, name, "order") select center_id, id, 'Nave 1', 1 from life_cycle_stage`);
  await run(sql`insert into center_aspect (center_id, zone_id, aspect_id)
    select z.center_id, z.id, a.id from zone z, (select id from aspect order by id limit 3) a`);
  await run(sql`insert into center_practice (center_id, center_aspect_id, good_practice_id)
    select ca.center_id, ca.id, (select min(good_practice_id) from good_practice_aspect g where g.aspect_id = ca.aspect_id)
    from center_aspect ca where exists (select 1 from good_practice_aspect g where g.aspect_id = ca.aspect_id)`);
  await run(sql`insert into practice_action (center_id, center_practice_id, description, responsible, due_date, state, closing_date)
    select p.center_id, p.id, 'Revisar el procedimiento ' || k, 'Responsable de medio ambiente', ${today}::date + ((p.id * 31 + k * 47) % 400 - 200),
      (array['OPEN', 'IN_PROGRESS', 'CLOSED'])[1 + k % 3], case when k % 3 = 2 then ${today}::date - 10 end
    from (select distinct on (center_id) id, center_id from center_practice order by center_id, id) p, generate_series(1, ${PRACTICE_ACTIONS}) k`);
  await run(sql`insert into improvement_action (center_id, type, origin, description, action, due_date, status)
    select c.id, (array['IMMEDIATE', 'CORRECTIVE', 'PREVENTIVE', 'IMPROVEMENT'])[1 + k % 4], 'AUDIT', 'Hallazgo de auditoría ' || k,
      'Acción de mejora ' || k, ${today}::date + ((c.id * 17 + k * 53) % 500 - 250), (array['OPEN', 'IN_PROGRESS', 'CLOSED'])[1 + k % 3]
    from center c, generate_series(1, ${IMPROVEMENT_ACTIONS}) k`);
  // Risks: two processes, last year's round and this year's; a third of the risks of each round with a planned action.
  await run(sql`insert into risk_process (center_id, name) select c.id, 'Proceso ' || p from center c, generate_series(1, 2) p`);
  await run(sql`insert into risk_evaluation_round (center_id, year)
    select c.id, extract(year from ${today}::date)::int - y from center c, generate_series(0, 1) y`);
  await run(sql`insert into risk_evaluation (center_id, round_id, process_id, consequence_id, probability, impact, treatment, planned_action, due_date)
    select r.center_id, r.id, p.id, q.id, 1 + q.id % 4, 1 + p.id % 4, case when q.id % 3 = 0 then 'MITIGATE' end,
      case when q.id % 3 = 0 then 'Plan de tratamiento del riesgo ' || q.id end, case when q.id % 3 = 0 then ${today}::date + ((q.id * 29 + r.id) % 400 - 150) end
    from risk_evaluation_round r join risk_process p on p.center_id = r.center_id, (select id from risk_consequence order by id limit ${RISK_CONSEQUENCES}) q`);
  // Indicators: five per center (monthly, quarterly, yearly), measured until a few periods ago, with actions.
  await run(sql`insert into indicator_process (center_id, name) select id, 'Energía' from center`);
  await run(sql`insert into indicator (center_id, process_id, name, unit, frequency)
    select p.center_id, p.id, 'Indicador ' || k, 'kWh', (array['MONTHLY', 'QUARTERLY', 'YEARLY'])[1 + k % 3]
    from indicator_process p, generate_series(1, ${INDICATORS}) k`);
  await run(sql`insert into indicator_measurement (center_id, indicator_id, period, value)
    select i.center_id, i.id, case i.frequency when 'MONTHLY' then to_char(d, 'YYYY-MM') when 'QUARTERLY' then to_char(d, 'YYYY-"Q"Q') else to_char(d, 'YYYY') end, 100 + m
    from indicator i, generate_series(2, 25) m, lateral (select (${today}::date - (m || ' month')::interval)::date d) x
    where i.frequency = 'MONTHLY' or (i.frequency = 'QUARTERLY' and m % 3 = 0) or (i.frequency = 'YEARLY' and m % 12 = 0)
    on conflict do nothing`);
  await run(sql`insert into indicator_action (center_id, indicator_id, what, who, due_date, status)
    select i.center_id, i.id, 'Reducir el consumo ' || k, 'Mantenimiento', ${today}::date + ((i.id * 19 + k * 41) % 300 - 120),
      (array['PLANNED', 'IN_PROGRESS', 'DONE', 'CANCELLED'])[1 + (i.id + k) % 4]
    from indicator i, generate_series(1, ${INDICATOR_ACTIONS}) k`);
  for (const table of SEEDED) await run(sql.raw(`alter table ${table} enable trigger user`));
}

/** Answers the center to query, the collaborator's email and the row counts. */
async function seed(dataDir: string, databaseUrl: string | undefined, today: string) {
  const database = await openDatabase({ dataDir, databaseUrl });
  await database.migrate();
  const { db } = database;
  const passwordHash = await hashPassword(PASSWORD);
  await db.insert(users).values([
    { name: 'Bench Admin', email: 'admin@bench.example', role: 'admin', passwordHash },
    { name: 'Bench Colaboradora', email: 'collaborator@bench.example', role: 'collaborator', passwordHash },
  ]);
  await seedRegister(db, { areas: 2, ambits: 2, subambits: 5, requirements: Math.ceil(EVIDENCES / 20) });
  await db.execute(sql`insert into consultancy (name, domain_name) values ('Bench Consultoria', 'bench.example')`);
  await db.execute(sql`insert into enterprise (name) select 'Empresa ' || n from generate_series(1, ${ENTERPRISES}) n`);
  await db.execute(sql`insert into center (name, postal_code, autonomous_community, province, used_language, enterprise_id, consultancy_id)
    select 'Centre ' || n, '08001', 'ES-CT', 'Barcelona', case when n % 2 = 0 then 'ca' else 'es' end,
      (select min(id) from enterprise) + n % ${ENTERPRISES}, (select min(id) from consultancy)
    from generate_series(1, ${CENTERS}) n`);
  await db.execute(sql`insert into center_module (center_id, module, is_active)
    select c.id, m, true from center c, unnest(${`{${CENTER_MODULES.join(',')}}`}::text[]) m`);
  await seedModules(db, today);
  await seedWastePlans(db, today, WASTE_PLANS, WASTE_COLLECTIONS);
  await db.execute(sql`insert into center_user (center_id, user_id)
    select c.id, (select id from app_user where email = 'collaborator@bench.example') from center c order by c.id limit ${COLLABORATOR_CENTERS}`);
  await db.execute(sql`analyze`);
  const [ids] = rowsOf<{ center: number; collaborator: number }>(
    await db.execute(sql`select (select id from center order by id offset ${Math.floor(CENTERS / 2)} limit 1) center,
      (select id from app_user where email = 'collaborator@bench.example') collaborator`),
  );
  const [counts] = rowsOf<Record<string, number>>(
    await db.execute(sql`select (select count(*)::int from evidence) evidences, (select count(*)::int from evidence_action) evidence_actions,
      (select count(*)::int from enterprise_document) documents, (select count(*)::int from ddd_service) ddd_services,
      (select count(*)::int from practice_action) practice_actions, (select count(*)::int from improvement_action) improvement_actions,
      (select count(*)::int from risk_evaluation) risk_evaluations, (select count(*)::int from indicator) indicators,
      (select count(*)::int from indicator_measurement) measurements, (select count(*)::int from indicator_action) indicator_actions,
      (select count(*)::int from collection_plan) waste_plans, (select count(*)::int from residue_collection) collections`),
  );
  await database.close();
  return { centerId: ids!.center, collaboratorId: ids!.collaborator, counts: counts! };
}

async function signIn(email: string) {
  const login = await fetch(`${BASE}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return ((await login.json()) as { access: string }).access;
}

/** Peak RSS of a process while `work` runs, sampled every 50 ms. */
async function withPeakRss<T>(pid: number, work: () => Promise<T>): Promise<[T, number]> {
  let peak = rssOf(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 50);
  try {
    return [await work(), Math.max(peak, rssOf(pid))];
  } finally {
    clearInterval(sampler);
  }
}

async function load(title: string, url: string, token: string, pid: number, connections: number) {
  const headers = { authorization: `Bearer ${token}` };
  // Two probes first: the statements the request costs and the size of the answer, read from the second (the first may
  // find the session cache expired and count the user's look-up).
  await (await fetch(`${BASE}${url}`, { headers })).arrayBuffer();
  const probe = await fetch(`${BASE}${url}`, { headers });
  const text = await probe.text();
  if (!probe.ok) throw new Error(`${url}: ${probe.status} ${text.slice(0, 500)}`);
  const body = JSON.parse(text) as { count: number; overdue: number };
  const [result, peak] = await withPeakRss(pid, () => autocannon({ url: `${BASE}${url}`, connections, duration: SECONDS, headers }));
  return {
    request: title,
    connections,
    items: body.count,
    overdue: body.overdue,
    'req/s': Number(result.requests.average.toFixed(1)),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'SQL/req': Number(probe.headers.get('x-sql-statements')),
    KiB: Math.round(Buffer.byteLength(text) / 1024),
    'RSS peak MiB': peak,
    'non-2xx': result.non2xx + result.errors,
  };
}

/** The whole agenda as a workbook, once: its time, size and the server's peak memory. */
async function exportOnce(token: string, pid: number) {
  const started = performance.now();
  const [bytes, peak] = await withPeakRss(pid, async () => {
    const response = await fetch(`${BASE}/api/agenda?format=xlsx`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`agenda xlsx: ${response.status}`);
    return (await response.arrayBuffer()).byteLength;
  });
  return {
    export: `agenda .xlsx, all ${CENTERS} centers, default horizon`,
    ms: Math.round(performance.now() - started),
    KiB: Math.round(bytes / 1024),
    'RSS peak MiB': peak,
  };
}

/** BENCH_AGENDA_EXPLAIN=1: the plan of the admin's sources statement (EXPLAIN ANALYZE) instead of the load. */
async function explain(dataDir: string, databaseUrl: string | undefined, today: string) {
  const database = await openDatabase({ dataDir, databaseUrl });
  const statement = sourcesStatement(SQL_MODULES, undefined, addDays(today, AGENDA_HORIZON_DAYS));
  const plan = rowsOf<Record<string, string>>(await database.db.execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${statement}`));
  console.log(plan.map((row) => Object.values(row)[0]).join('\n'));
  await database.close();
}

const detachedEnv = (extra: Record<string, string>) => ({ ...process.env, LOG_LEVEL: 'warn', ...extra });

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'envcomply-bench-agenda-'));
  const floorDir = mkdtempSync(path.join(tmpdir(), 'envcomply-bench-agenda-floor-'));
  const database = await benchDatabaseUrl(process.env.DATABASE_URL, '_agenda');
  const driver = database.url ? 'PostgreSQL' : 'PGlite';
  const today = todayInSpain();
  const children: ChildProcess[] = [];
  try {
    const started = performance.now();
    const seeded = await seed(dataDir, database.url, today);
    console.log(`Seeded ${CENTERS} centers in ${((performance.now() - started) / 1000).toFixed(1)} s (${driver}):`, seeded.counts);
    if (EXPLAIN) return await explain(dataDir, database.url, today);
    // PGlite is one process's database: the floor opens a copy of it.
    if (!database.url) cpSync(dataDir, floorDir, { recursive: true });
    const server = spawn(...compiledServer(), {
      env: detachedEnv({
        PORT: String(PORT),
        DATA_DIR: dataDir,
        DATABASE_URL: database.url ?? '',
        JOB_INTERVAL_SECONDS: '0',
        SQL_STATEMENT_HEADER: 'true',
      }),
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
    children.push(server);
    const floor = spawn(process.execPath, ['--import', 'tsx', 'bench/agenda-floor.ts'], {
      env: detachedEnv({ FLOOR_PORT: String(FLOOR_PORT), FLOOR_DATA_DIR: floorDir, FLOOR_DATABASE_URL: database.url ?? '' }),
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
    children.push(floor);
    await waitForHealth(BASE);
    const admin = await signIn('admin@bench.example');
    const collaborator = await signIn('collaborator@bench.example');
    const pid = listenerPid(PORT);
    const idle = rssOf(pid);
    const one = `/api/agenda?centerId=${seeded.centerId}`;
    const rows = [
      await load(`admin, all ${CENTERS} centers, default horizon, page 1`, '/api/agenda', admin, pid, 1),
      await load('admin, one center', one, admin, pid, 10),
      await load(`collaborator, ${COLLABORATOR_CENTERS} centers`, '/api/agenda', collaborator, pid, 10),
    ];
    console.table(rows);
    // The admin's reads of one center and of all must cost the same (a collaborator's adds the look-up of their centers).
    const [all, center, assigned] = rows.map((row) => row['SQL/req']);
    if (all !== center) console.error(`Statements per request grow with the centers: ${center} for one, ${all} for ${CENTERS}.`);
    console.log(
      `Statements per request: admin ${center} for one center and ${all} for ${CENTERS}; collaborator ${assigned} for ${COLLABORATOR_CENTERS}.`,
    );
    console.table([await exportOnce(admin, pid)]);
    console.log(`server RSS: idle ${idle} MiB, after the runs ${rssOf(pid)} MiB`);

    // The floor: waits for its port (its driver may still be opening the copy).
    const floorBase = `http://127.0.0.1:${FLOOR_PORT}`;
    await waitForFloor(floorBase);
    const adminHeaders = { authorization: `Bearer ${admin}` };
    const collaboratorHeaders = { authorization: `Bearer ${collaborator}` };
    const reads: FloorRead[] = [
      { title: `admin, all ${CENTERS} centers, page 1`, url: '/api/agenda', product: adminHeaders, floor: {} },
      { title: 'admin, one center', url: one, product: adminHeaders, floor: {} },
      {
        title: `collaborator, ${COLLABORATOR_CENTERS} centers`,
        url: '/api/agenda',
        product: collaboratorHeaders,
        floor: { 'x-floor-user': String(seeded.collaboratorId) },
      },
    ];
    console.log(`Product (${driver}) against the floor (the sources' statement alone, ${driver}), one connection, interleaved rounds:`);
    const compared = [];
    for (const read of reads) compared.push(await compare(floorBase, read));
    console.table(compared);
  } finally {
    for (const child of children) await stopServer(child);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(floorDir, { recursive: true, force: true });
  }
}

interface FloorRead {
  title: string;
  url: string;
  product: Record<string, string>;
  floor: Record<string, string>;
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 5);

/**
 * One connection, requests back to back for ROUND_SECONDS (at least three): the wait of one user opening the page. Heavy
 * reads on a single-threaded PGlite cannot take bench/floor-compare.ts's 20 connections: the abandoned requests of one
 * round would still be queued in the server during the next.
 */
async function round(url: string, headers: Record<string, string>) {
  const latencies: number[] = [];
  const started = performance.now();
  while (latencies.length < 3 || performance.now() - started < ROUND_SECONDS * 1000) {
    const sent = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    latencies.push(performance.now() - sent);
  }
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

/** Product and floor in alternating rounds (the order swaps every round) after one warm-up request each. */
async function compare(floorBase: string, read: FloorRead) {
  const targets = [
    { url: `${BASE}${read.url}`, headers: read.product },
    { url: `${floorBase}${read.url}`, headers: read.floor },
  ];
  for (const target of targets) await (await fetch(target.url, { headers: target.headers })).arrayBuffer();
  const results = targets.map(() => ({ latencies: [] as number[], seconds: 0 }));
  for (let n = 0; n < ROUNDS; n++)
    for (let k = 0; k < targets.length; k++) {
      const i = (n + k) % targets.length;
      const done = await round(targets[i]!.url, targets[i]!.headers);
      results[i]!.latencies.push(...done.latencies);
      results[i]!.seconds += done.seconds;
    }
  const [product, floor] = results.map(({ latencies, seconds }) => {
    const sorted = [...latencies].sort((a, b) => a - b);
    const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
    return { reqs: Number((latencies.length / seconds).toFixed(2)), p50: at(0.5), p99: at(0.99), n: latencies.length };
  });
  return {
    read: read.title,
    'product req/s': product!.reqs,
    'p50 ms': product!.p50,
    'p99 ms': product!.p99,
    'floor req/s': floor!.reqs,
    'floor p50': floor!.p50,
    'floor p99': floor!.p99,
    'req/s ratio': Number((product!.reqs / floor!.reqs).toFixed(2)),
    'p99 ratio': Number((product!.p99 / Math.max(floor!.p99, 1)).toFixed(2)),
    requests: `${product!.n} / ${floor!.n}`,
  };
}

async function waitForFloor(base: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(base)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the floor did not start');
}

runBench(main);
