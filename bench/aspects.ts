// `npx tsx bench/aspects.ts`: environmental aspects at volume. One center with STAGES x ZONES x 30
// aspects (two practices each) and YEARS of evaluations (two aspect and two good-practice
// evaluations a year, every aspect scored, every practice verified). Measures, through the real
// server in its own process: a page of the evaluated-aspects list, the inventory workbook and the
// good-practice guide, the practice actions and environmental indicators lists; time, SQL statements per request
// (x-sql-statements) and the server's peak RSS.
// Full volume (the issue's): BENCH_ASPECTS_STAGES=10 BENCH_ASPECTS_ZONES=10 BENCH_ASPECTS_YEARS=5.
// The default is a smoke volume. PGlite by default, PostgreSQL with DATABASE_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DEFAULT_METHOD } from '../contract/aspects';
import { openDatabase } from '../server/db/client';
import {
  aspects,
  centerModules,
  centers,
  consultancies,
  enterprises,
  goodPracticeAspects,
  goodPractices,
  users,
} from '../server/db/schema';
import { hashPassword } from '../server/lib/passwords';
import { benchDatabaseUrl, benchToken, listenerPid, rssOf, startBenchServer, stopServer } from './support';

const PORT = Number(process.env.BENCH_PORT ?? 3366);
const BASE = `http://127.0.0.1:${PORT}`;
const STAGES = Number(process.env.BENCH_ASPECTS_STAGES ?? 2);
const ZONES = Number(process.env.BENCH_ASPECTS_ZONES ?? 2);
const ASPECTS_PER_ZONE = 30;
const YEARS = Number(process.env.BENCH_ASPECTS_YEARS ?? 1);
const PASSWORD = 'bench-password-1';
const REPEAT = 5;

async function seed(dataDir: string, databaseUrl: string | undefined) {
  const database = await openDatabase({ dataDir, databaseUrl });
  await database.migrate();
  const { db } = database;
  await db
    .insert(users)
    .values({ name: 'Bench Admin', email: 'admin@bench.example', role: 'admin', passwordHash: await hashPassword(PASSWORD) });
  const [consultancy] = await db.insert(consultancies).values({ name: 'Bench Consultoria', domainName: 'bench.example' }).returning();
  const [enterprise] = await db.insert(enterprises).values({ name: 'Bench Enterprise' }).returning();
  const [center] = await db
    .insert(centers)
    .values({
      name: 'Centre de proves',
      postalCode: '08001',
      autonomousCommunity: 'ES-CT',
      province: 'Barcelona',
      usedLanguage: 'ca',
      enterpriseId: enterprise!.id,
      consultancyId: consultancy!.id,
    })
    .returning();
  const centerId = center!.id;
  await db.insert(centerModules).values({ centerId, module: 'environmental-aspects', isActive: true });
  // 30 catalogue aspects (the seed has 21), each with two practices of its own.
  const extra = await db
    .insert(aspects)
    .values(
      Array.from({ length: 9 }, (_, i) => ({
        vectorId: (i % 7) + 1,
        nameSpanish: `Aspecto ${i}`,
        nameCatalan: `Aspecte ${i}`,
        order: 50 + i,
      })),
    )
    .returning();
  const aspectIds = [...Array.from({ length: 21 }, (_, i) => i + 1), ...extra.map((row) => row.id)];
  for (const aspectId of aspectIds) {
    const practices = await db
      .insert(goodPractices)
      .values([0, 1].map((n) => ({ nameSpanish: `Práctica ${aspectId}.${n}`, nameCatalan: `Pràctica ${aspectId}.${n}`, order: 100 + n })))
      .returning();
    await db.insert(goodPracticeAspects).values(practices.map((practice) => ({ goodPracticeId: practice.id, aspectId })));
  }
  // The tree and the evaluations in set-based SQL: seeding must not dominate the bench.
  await db.execute(
    sql`insert into life_cycle_stage (center_id, name, "order") select ${centerId}, 'Etapa ' || s, s from generate_series(1, ${STAGES}) s`,
  );
  await db.execute(
    sql`insert into zone (center_id, stage_id, name, "order") select ${centerId}, st.id, 'Zona ' || st."order" || '.' || z, z from life_cycle_stage st, generate_series(1, ${ZONES}) z where st.center_id = ${centerId}`,
  );
  await db.execute(
    sql`insert into center_aspect (center_id, zone_id, aspect_id) select ${centerId}, z.id, a from zone z, unnest(${`{${aspectIds.join(',')}}`}::int[]) a where z.center_id = ${centerId}`,
  );
  await db.execute(
    sql`insert into center_practice (center_id, center_aspect_id, good_practice_id) select ${centerId}, ca.id, gpa.good_practice_id from center_aspect ca join good_practice_aspect gpa on gpa.aspect_id = ca.aspect_id where ca.center_id = ${centerId} and gpa.good_practice_id > 18`,
  );
  const method = JSON.stringify(DEFAULT_METHOD);
  let lastEvaluation = 0;
  let lastPractices = 0;
  for (let year = 0; year < YEARS; year++) {
    for (const month of ['03', '09']) {
      const date = `${2021 + year}-${month}-15`;
      const [evaluation] = (
        (await db.execute(
          sql`insert into aspect_evaluation (center_id, date, is_open, method) values (${centerId}, ${date}, false, ${method}::jsonb) returning id`,
        )) as unknown as { rows: { id: number }[] }
      ).rows;
      lastEvaluation = evaluation!.id;
      await db.execute(sql`insert into evaluated_aspect (center_id, evaluation_id, center_aspect_id, scores, score, is_significant)
        select ${centerId}, ${lastEvaluation}, id, jsonb_build_object('magnitude', 1 + id % 3, 'frequency', 1 + (id / 3) % 3, 'severity', 2, 'legal_requirement', 2, 'stakeholder_concern', 1),
          1 + id % 3 + 1 + (id / 3) % 3 + 5, (1 + id % 3 + 1 + (id / 3) % 3 + 5) >= 11 from center_aspect where center_id = ${centerId}`);
      const [practices] = (
        (await db.execute(
          sql`insert into good_practice_evaluation (center_id, date, is_open) values (${centerId}, ${date}, false) returning id`,
        )) as unknown as { rows: { id: number }[] }
      ).rows;
      lastPractices = practices!.id;
      await db.execute(sql`insert into evaluated_practice (center_id, evaluation_id, center_practice_id, state, comment)
        select ${centerId}, ${lastPractices}, id, (array['FULFILLED','NOT_FULFILLED','NOT_APPLICABLE'])[1 + id % 3], case when id % 3 = 1 then 'Pendent' end from center_practice where center_id = ${centerId}`);
    }
  }
  // Issue 11's last bullet: an action on every practice the last good-practice evaluation found not fulfilled, and
  // one indicator of the indicator module linked to every center aspect.
  await db.execute(sql`insert into practice_action (center_id, center_practice_id, evaluated_practice_id, description, responsible, due_date)
    select ${centerId}, center_practice_id, id, 'Acció ' || id, 'Responsable', date '2027-01-01' + (id % 365) from evaluated_practice where evaluation_id = ${lastPractices} and state = 'NOT_FULFILLED'`);
  const [process] = (
    (await db.execute(sql`insert into indicator_process (center_id, name) values (${centerId}, 'Energia') returning id`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  const [indicator] = (
    (await db.execute(
      sql`insert into indicator (center_id, process_id, name, unit, frequency) values (${centerId}, ${process!.id}, 'Consum elèctric', 'kWh/t', 'MONTHLY') returning id`,
    )) as unknown as { rows: { id: number }[] }
  ).rows;
  await db.execute(
    sql`insert into indicator_measurement (center_id, indicator_id, period, value) select ${centerId}, ${indicator!.id}, to_char(date '2021-01-01' + (m || ' month')::interval, 'YYYY-MM'), 800 + m from generate_series(0, 59) m`,
  );
  await db.execute(
    sql`insert into environmental_indicator (center_id, center_aspect_id, indicator_id) select ${centerId}, id, ${indicator!.id} from center_aspect where center_id = ${centerId}`,
  );
  await db.execute(sql`analyze`);
  await database.close();
  return { lastEvaluation, lastPractices, centerAspects: STAGES * ZONES * ASPECTS_PER_ZONE };
}

async function measure(title: string, url: string, token: string, pid: number) {
  const times: number[] = [];
  let statements = '';
  let bytes = 0;
  let peak = pid ? rssOf(pid) : 0;
  const sampler = setInterval(() => {
    if (pid) peak = Math.max(peak, rssOf(pid));
  }, 20);
  for (let i = 0; i < REPEAT; i++) {
    const started = performance.now();
    const answer = await fetch(`${BASE}${url}`, { headers: { authorization: `Bearer ${token}` } });
    bytes = (await answer.arrayBuffer()).byteLength;
    times.push(performance.now() - started);
    statements = answer.headers.get('x-sql-statements') ?? '?';
    if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
  }
  clearInterval(sampler);
  times.sort((a, b) => a - b);
  return {
    request: title,
    'median ms': Math.round(times[Math.floor(times.length / 2)]!),
    'max ms': Math.round(times.at(-1)!),
    statements,
    KiB: Math.round(bytes / 1024),
    'server RSS peak MiB': peak,
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'envcomply-bench-aspects-'));
  const database = await benchDatabaseUrl(process.env.DATABASE_URL, '_aspects');
  try {
    const started = performance.now();
    const seeded = await seed(dataDir, database.url);
    console.log(
      `Seeded ${seeded.centerAspects} center aspects, ${YEARS * 2} aspect and ${YEARS * 2} good-practice evaluations in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const server = await startBenchServer({ port: PORT, dataDir, databaseUrl: database.url });
    try {
      const access = await benchToken(BASE, 'admin@bench.example', PASSWORD);
      const pid = listenerPid(PORT);
      const rows = [
        await measure(
          'evaluated aspects, page 1 of 50',
          `/api/aspect-evaluations/${seeded.lastEvaluation}/evaluated-aspects?page=1&pageSize=50`,
          access,
          pid,
        ),
        await measure(
          'evaluated aspects, last page of 50',
          `/api/aspect-evaluations/${seeded.lastEvaluation}/evaluated-aspects?page=${Math.ceil(seeded.centerAspects / 50)}&pageSize=50`,
          access,
          pid,
        ),
        await measure('evaluations list (50)', `/api/aspect-evaluations?centerId=1&page=1&pageSize=50`, access, pid),
        await measure('inventory .xlsx', `/api/aspect-evaluations/${seeded.lastEvaluation}/inventory`, access, pid),
        await measure('practice actions, open, page 1 of 50', `/api/practice-actions?centerId=1&open=true&page=1&pageSize=50`, access, pid),
        await measure('environmental indicators, page 1 of 50', `/api/environmental-indicators?centerId=1&page=1&pageSize=50`, access, pid),
        await measure(
          'guide .docx with fulfilled fields',
          `/api/good-practice-evaluations/${seeded.lastPractices}/guide?withFulfilledFields=true`,
          access,
          pid,
        ),
      ];
      console.table(rows);
    } finally {
      await stopServer(server);
    }
  } finally {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
