// `npx tsx bench/waste.ts`: waste management at volume (issue 9). CENTERS centers with the residue
// module on, each with PLANS current collection plans and COLLECTIONS weekly collections per plan over
// the last year. Measures, through the real server in its own process and signed in as the admin:
// next collections and the legal clock of one center, the legal clock of all the admin's centers (first
// page of the default 90-day horizon, and two years ahead a page of 1000), and the archivo cronológico
// (.xlsx, streamed) of one center for a year: requests per second and p99 (autocannon), SQL statements per
// request (x-sql-statements) and the server's peak RSS.
// Full volume (the issue's, the default): 500 centers x 20 plans x 50 collections = 500,000 collections.
// Smoke volume: BENCH_WASTE_CENTERS=20 (and BENCH_SECONDS=2). PGlite by default, PostgreSQL with DATABASE_URL.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { users } from '../server/db/schema';
import { hashPassword } from '../server/lib/passwords';
import { addDays, todayInSpain } from '../server/lib/dates';
import { seedWastePlans } from './waste-seed';
import { benchDatabaseUrl, benchToken, listenerPid, rssOf, runBench, startBenchServer, stopServer } from './support';

const PORT = Number(process.env.BENCH_PORT ?? 3367);
const BASE = `http://127.0.0.1:${PORT}`;
const CENTERS = Number(process.env.BENCH_WASTE_CENTERS ?? 500);
const PLANS = Number(process.env.BENCH_WASTE_PLANS ?? 20);
const COLLECTIONS = Number(process.env.BENCH_WASTE_COLLECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PASSWORD = 'bench-password-1';
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Everything in set-based SQL (generate_series): seeding must not dominate the bench. Answers the center to query. */
async function seed(dataDir: string, databaseUrl: string | undefined, today: string) {
  const database = await openDatabase({ dataDir, databaseUrl });
  await database.migrate();
  const { db } = database;
  await db
    .insert(users)
    .values({ name: 'Bench Admin', email: 'admin@bench.example', role: 'admin', passwordHash: await hashPassword(PASSWORD) });
  await db.execute(sql`insert into consultancy (name, domain_name) values ('Bench Consultoria', 'bench.example')`);
  await db.execute(sql`insert into enterprise (name) values ('Bench Enterprise')`);
  await db.execute(sql`insert into center (name, postal_code, autonomous_community, province, used_language, enterprise_id, consultancy_id)
    select 'Centre ' || n, '08001', 'ES-CT', 'Barcelona', case when n % 2 = 0 then 'ca' else 'es' end, (select min(id) from enterprise), (select min(id) from consultancy)
    from generate_series(1, ${CENTERS}) n`);
  await db.execute(sql`insert into center_module (center_id, module, is_active) select id, 'residue', true from center`);
  await seedWastePlans(db, today, PLANS, COLLECTIONS);
  await db.execute(sql`analyze`);
  const [center] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from center order by id offset ${Math.floor(CENTERS / 2)} limit 1`),
  );
  const [counts] = rowsOf<{ plans: number; collections: number }>(
    await db.execute(
      sql`select (select count(*)::int from collection_plan) plans, (select count(*)::int from residue_collection) collections`,
    ),
  );
  await database.close();
  return { centerId: center!.id, ...counts! };
}

async function load(title: string, url: string, token: string, pid: number, connections = CONNECTIONS) {
  const headers = { authorization: `Bearer ${token}` };
  // One probe first: the statements the request costs and the size of the answer.
  const probe = await fetch(`${BASE}${url}`, { headers });
  const bytes = (await probe.arrayBuffer()).byteLength;
  if (!probe.ok) throw new Error(`${url}: ${probe.status}`);
  let peak = rssOf(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 50);
  const result = await autocannon({ url: `${BASE}${url}`, connections, duration: SECONDS, headers });
  clearInterval(sampler);
  return {
    request: title,
    connections,
    'req/s': Number(result.requests.average.toFixed(1)),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'SQL/req': Number(probe.headers.get('x-sql-statements')),
    KiB: Math.round(bytes / 1024),
    'RSS peak MiB': peak,
    'non-2xx': result.non2xx + result.errors,
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'envcomply-bench-waste-'));
  const database = await benchDatabaseUrl(process.env.DATABASE_URL, '_waste');
  const today = todayInSpain();
  let server: ChildProcess | undefined;
  try {
    const started = performance.now();
    const seeded = await seed(dataDir, database.url, today);
    console.log(
      `Seeded ${CENTERS} centers, ${seeded.plans} plans, ${seeded.collections} collections in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.url ? 'PostgreSQL' : 'PGlite'})`,
    );
    server = await startBenchServer({ port: PORT, dataDir, databaseUrl: database.url });
    const access = await benchToken(BASE, 'admin@bench.example', PASSWORD);
    const pid = listenerPid(PORT);
    const idle = rssOf(pid);
    const center = seeded.centerId;
    const year = `startDate=${addDays(today, -365)}&endDate=${today}`;
    console.table([
      await load(`next collections, one center (${PLANS} plans)`, `/api/residue-module/${center}/reports/next-collections`, access, pid),
      await load('legal clock, one center', `/api/residue-module/${center}/legal-clock`, access, pid),
      // Overdue plus the next 90 days, first page of 100: what the page opens with (two connections, as for the workbook).
      await load(
        `legal clock, all ${CENTERS} centers (${seeded.plans} plans), default horizon, page 1`,
        '/api/residue-module/legal-clock',
        access,
        pid,
        2,
      ),
      // One admin opening the page alone: the latency they see.
      await load(
        `legal clock, all ${CENTERS} centers, default horizon, page 1, one admin`,
        '/api/residue-module/legal-clock',
        access,
        pid,
        1,
      ),
      // The widest read: two years ahead, a page of 1000 (the platform's maximum).
      await load(
        `legal clock, all ${CENTERS} centers, until +2 years, page of 1000`,
        `/api/residue-module/legal-clock?until=${addDays(today, 730)}&pageSize=1000`,
        access,
        pid,
        2,
      ),
      await load(
        `archivo cronológico .xlsx, one center, one year (${PLANS * COLLECTIONS} rows)`,
        `/api/residue-module/${center}/chronological-record?${year}`,
        access,
        pid,
        2,
      ),
    ]);
    console.log(`server RSS: idle ${idle} MiB, after the runs ${rssOf(pid)} MiB`);
  } finally {
    if (server) await stopServer(server);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runBench(main);
