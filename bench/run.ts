// `npm run bench`: seeds realistic volumes, starts the real server in its own process and loads it
// with autocannon from this one. Prints req/s, latency percentiles and the server's memory, then
// the hottest reads against the floor (bench/floor.ts). BENCH_ONLY=floor runs only that comparison.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { compiledServer, benchDatabaseUrl, waitForHealth } from './support';
import { coldStartTable } from './cold-start';
import { assertSameAnswers, compareWithFloor, type Read, type Target } from './floor-compare';
import { seedEvidences, seedRegister, seedUsers } from './seed';

const PORT = Number(process.env.BENCH_PORT ?? 3190);
const FLOOR_PORT = PORT + 1;
const BEFORE_PORT = PORT + 2;
const ONLY_FLOOR = process.env.BENCH_ONLY === 'floor';
/** The floor needs PostgreSQL: on a PGlite run it gets an identically seeded database on this server. */
const FLOOR_SERVER = process.env.DATABASE_URL ?? process.env.BENCH_FLOOR_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BASE = `http://127.0.0.1:${PORT}`;
const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 20;
const PASSWORD = 'bench-password-1';

const CENTERS = Number(process.env.BENCH_CENTERS ?? 200);
const EVIDENCES_PER_CENTER = 500;
const REGISTER = { areas: 20, ambits: 10, subambits: 10, requirements: Number(process.env.BENCH_REQUIREMENTS_PER_SUBAMBIT ?? 25) };

async function seed(dataDir: string, databaseUrl: string | undefined) {
  const database = await openDatabase({ dataDir, databaseUrl });
  await database.migrate();
  await seedUsers(database.db, USERS, PASSWORD);
  const register = await seedRegister(database.db, REGISTER);
  const { centerId } = await seedEvidences(database.db, CENTERS, EVIDENCES_PER_CENTER);
  // Planner statistics, as a database in use has them (PGlite has no autovacuum; PostgreSQL's may not have run yet).
  await database.db.execute(sql`analyze`);
  await database.close();
  return { ...register, centerId };
}

/** Downloads one spreadsheet while sampling the server's memory: rows per second and peak RSS during the export. */
async function exportRate(title: string, url: string, rows: number, token: string, pid: number) {
  let peak = memoryOf(pid).rssMiB;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memoryOf(pid).rssMiB);
  }, 50);
  const started = performance.now();
  const answer = await fetch(`${BASE}${url}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = (await answer.arrayBuffer()).byteLength;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  console.log(
    `xlsx export, ${title} (${rows} rows): ${seconds.toFixed(2)} s, ${Math.round(rows / seconds)} rows/s, ${Math.round(bytes / 1024)} KiB, server RSS peak during export ${peak} MiB`,
  );
}

function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rssMiB: Math.round(kib('VmRSS') / 1024), peakMiB: Math.round(kib('VmHWM') / 1024) };
}

/** The process that listens on PORT (npx/tsx start the server as a grandchild). */
function serverPid(rootPid: number): number {
  const children = (pid: number): number[] => {
    try {
      return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  let pid = rootPid;
  for (let next = children(pid); next.length; next = children(pid)) pid = next[next.length - 1]!;
  return pid;
}

async function load(title: string, url: string, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  // One probe first: how many SQL statements the request costs (the server counts them per request).
  const statements = (await fetch(`${BASE}${url}`, { headers })).headers.get('x-sql-statements');
  const result = await autocannon({ url: `${BASE}${url}`, connections: CONNECTIONS, duration: SECONDS, headers });
  const errors = result.non2xx + result.errors;
  return {
    scenario: title,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'SQL/req': Number(statements),
    errors,
  };
}

async function signIn(base: string): Promise<string> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@bench.example', password: PASSWORD }),
  });
  return ((await login.json()) as { access: string }).access;
}

async function main() {
  if (!ONLY_FLOOR) {
    compiledServer();
    console.log('Cold start: spawn to the first 200 on GET /api/evidence (signed in), and idle memory of the process tree');
    console.table(await coldStartTable(process.env.DATABASE_URL ?? FLOOR_SERVER));
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'envcomply-bench-'));
  const requirements = REGISTER.areas * REGISTER.ambits * REGISTER.subambits * REGISTER.requirements;
  console.log(
    `Seeding ${USERS} users, 300 project ambits, a register of ${requirements} requirements and ${CENTERS} centers x ${EVIDENCES_PER_CENTER} evidences in ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}...`,
  );
  const database = await benchDatabaseUrl(process.env.DATABASE_URL);
  const { subambitId, centerId } = await seed(dataDir, database.url);
  // PGlite run: the floor reads an identical copy on PostgreSQL (same seed, so the same ids).
  const floorDatabase = database.url ? database : await benchDatabaseUrl(FLOOR_SERVER, '_floor');
  if (!database.url) await seed(dataDir, floorDatabase.url);
  const floor = spawn('npx', ['tsx', 'bench/floor.ts'], {
    env: { ...process.env, FLOOR_PORT: String(FLOOR_PORT), FLOOR_DATABASE_URL: floorDatabase.url },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // BENCH_BEFORE_DIR: a checkout of the code before a change, served beside it on the same data (PGlite: a copy).
  const beforeDir = process.env.BENCH_BEFORE_DIR;
  const beforeDataDir = beforeDir ? mkdtempSync(path.join(tmpdir(), 'envcomply-before-')) : undefined;
  if (beforeDataDir && !database.url) cpSync(path.join(dataDir, 'db'), path.join(beforeDataDir, 'db'), { recursive: true });
  const before = beforeDir
    ? spawn('npx', ['tsx', 'server/main.ts'], {
        cwd: beforeDir,
        env: {
          ...process.env,
          PORT: String(BEFORE_PORT),
          DATA_DIR: beforeDataDir,
          DATABASE_URL: database.url ?? '',
          LOG_LEVEL: 'warn',
          SQL_STATEMENT_HEADER: 'true',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      })
    : undefined;
  const server = spawn(...compiledServer(), {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: database.url ?? '',
      LOG_LEVEL: 'warn',
      SQL_STATEMENT_HEADER: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let pid = server.pid!;
  let floorPid = floor.pid!;
  const children: [ChildProcess, number][] = [];
  try {
    await waitForHealth(BASE);
    await waitForHealth(`http://127.0.0.1:${FLOOR_PORT}`);
    pid = serverPid(server.pid!);
    floorPid = serverPid(floor.pid!);
    if (before) await waitForHealth(`http://127.0.0.1:${BEFORE_PORT}`);
    const beforePid = before ? serverPid(before.pid!) : undefined;
    if (before) children.push([before, beforePid!]);
    const access = await signIn(BASE);
    const idle = memoryOf(pid);
    const hottest: Read[] = [
      { title: 'evidence list, one center, state filter', url: `/api/evidence?centerId=${centerId}&state=IN_PROCESS` },
      { title: 'fulfilment statistic of a center', url: `/api/evidence/fulfillment-statistic?centerId=${centerId}` },
      { title: 'inventory areas of a center', url: `/api/legal-requirement-module/${centerId}/areas` },
      { title: 'area catalogue, page 1', url: '/api/area?pageSize=100' },
    ];
    const product: Target = { base: BASE, headers: { authorization: `Bearer ${access}` } };
    const floorTarget: Target = { base: `http://127.0.0.1:${FLOOR_PORT}`, headers: {} };
    await assertSameAnswers(product, floorTarget, hottest);
    console.log(
      `Product (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}) against the floor (node:http + pg on PostgreSQL), interleaved rounds:`,
    );
    const beforeTarget = before
      ? { base: `http://127.0.0.1:${BEFORE_PORT}`, headers: { authorization: `Bearer ${await signIn(`http://127.0.0.1:${BEFORE_PORT}`)}` } }
      : undefined;
    console.table(await compareWithFloor(product, floorTarget, hottest, beforeTarget));
    if (ONLY_FLOOR) return;
    const rows = [
      await load('GET /api/user first page (25)', '/api/user?page=1&pageSize=25', access),
      await load('GET /api/user deep page (page 300)', '/api/user?page=300&pageSize=25', access),
      await load('GET /api/user searchText', '/api/user?searchText=ferrer%2012', access),
      await load('GET /api/user pageSize=1000', '/api/user?pageSize=1000', access),
      await load('GET /api/project-ambit (100)', '/api/project-ambit?pageSize=100', access),
      await load('GET /api/profile', '/api/profile', access),
      await load('GET /api/legal-requirement?subambitId (25)', `/api/legal-requirement?subambitId=${subambitId}`, access),
      await load(
        'GET /api/legal-requirement?subambitId pageSize=1000',
        `/api/legal-requirement?subambitId=${subambitId}&pageSize=1000`,
        access,
      ),
      await load('GET /api/legal-requirement page 1 of 50,000', '/api/legal-requirement?pageSize=25', access),
      await load('GET /api/legal-requirement pageSize=1000 of 50,000', '/api/legal-requirement?pageSize=1000', access),
      await load('GET /api/legal-register/tree (2,000 subambits)', '/api/legal-register/tree', access),
      await load('GET /api/area (20)', '/api/area?pageSize=100', access),
      await load('GET /api/evidence one center, state filter', `/api/evidence?centerId=${centerId}&state=IN_PROCESS`, access),
      await load('GET /api/evidence/fulfillment-statistic', `/api/evidence/fulfillment-statistic?centerId=${centerId}`, access),
      await load('GET inventory areas of one center', `/api/legal-requirement-module/${centerId}/areas`, access),
    ];
    console.table(rows);
    const exports: [string, string, number][] = [
      ['users', '/api/user?format=xlsx', USERS + 1],
      ['evidences of one center', `/api/evidence?centerId=${centerId}&format=xlsx`, EVIDENCES_PER_CENTER],
      ['all evidences', '/api/evidence?format=xlsx', CENTERS * EVIDENCES_PER_CENTER],
    ];
    for (const [title, url, rows] of exports) await exportRate(title, url, rows, access, pid);
    console.log(`server memory: idle ${JSON.stringify(idle)}, after load ${JSON.stringify(memoryOf(pid))}`);
  } finally {
    // npx and tsx do not forward signals: stop the process that listens, then its parents.
    for (const [child, listener] of [[server, pid], [floor, floorPid], ...children] as const) {
      process.kill(listener, 'SIGTERM');
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (beforeDataDir) rmSync(beforeDataDir, { recursive: true, force: true });
    await database.drop();
    if (floorDatabase !== database) await floorDatabase.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
