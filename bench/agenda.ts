// `npm run bench:agenda`: the compliance agenda (issue 26) at CENTERS centers (500 by default) across five enterprises,
// every module on, realistic rows per module (bench/agenda-seed.ts). Measures through the real server in its own process:
// the admin's agenda of every center (first page, default horizon, one connection; the .xlsx export once), one
// center's, and a collaborator's over COLLABORATOR_CENTERS centers: req/s, p50/p99, SQL statements per request
// (x-sql-statements, checked equal for one center and all) and the server's peak RSS. Then the floor (bench/agenda-floor.ts:
// the page's one statement alone, sorted, counted, paged and named in SQL, through the same driver, behind node:http)
// against the product in interleaved rounds of one connection, with the ratios. PGlite by default (the floor opens a copy of the seeded data directory),
// PostgreSQL with DATABASE_URL (a database of the bench's own; the floor reads the same one).
// Smoke volume: BENCH_AGENDA_CENTERS=20 BENCH_SECONDS=2 BENCH_ROUNDS=1 BENCH_ROUND_SECONDS=2.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { AGENDA_HORIZON_DAYS, AGENDA_PAGE_SIZE } from '../contract/agenda';
import { CENTER_MODULES } from '../contract/modules';
import { openDatabase } from '../server/db/client';
import { addDays, todayInSpain } from '../server/lib/dates';
import { obligationsPage } from '../server/modules/agenda/sources';
import { CENTERS, COLLABORATOR_CENTERS, PASSWORD, seed } from './agenda-seed';
import { benchDatabaseUrl, compiledServer, listenerPid, rssOf, runBench, stopServer, waitForHealth } from './support';

const PORT = Number(process.env.BENCH_PORT ?? 3368);
const FLOOR_PORT = PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const EXPLAIN = process.env.BENCH_AGENDA_EXPLAIN === '1';
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

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

/** BENCH_AGENDA_EXPLAIN=1: the plan of the admin's page statement (EXPLAIN ANALYZE) instead of the load. */
async function explain(dataDir: string, databaseUrl: string | undefined, today: string) {
  const database = await openDatabase({ dataDir, databaseUrl });
  const statement = obligationsPage(
    { asOf: today, until: addDays(today, AGENDA_HORIZON_DAYS), language: 'es', modules: CENTER_MODULES, centers: undefined },
    { limit: AGENDA_PAGE_SIZE, offset: 0 },
  );
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
    console.log(`Product (${driver}) against the floor (the page's statement alone, ${driver}), one connection, interleaved rounds:`);
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
