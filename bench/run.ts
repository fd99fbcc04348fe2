// `npm run bench`: seeds realistic volumes, starts the real server in its own process and loads it
// with autocannon from this one. Prints req/s, latency percentiles and the server's memory.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../server/db/client';
import { projectAmbits, users } from '../server/db/schema';
import { hashPassword } from '../server/lib/passwords';

const PORT = 3190;
const BASE = `http://127.0.0.1:${PORT}`;
const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 20;
const PASSWORD = 'bench-password-1';

const FIRST = ['Marta', 'Jordi', 'Laura', 'Pau', 'Núria', 'Carlos', 'Lucía', 'Javier', 'Montserrat', 'Álvaro'];
const LAST = ['García', 'Puig', 'Martínez', 'Vidal', 'López', 'Ferrer', 'Sánchez', 'Soler', 'Romero', 'Roca'];

async function seed(dataDir: string) {
  const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
  await database.migrate();
  const passwordHash = await hashPassword(PASSWORD);
  await database.db.insert(users).values({ name: 'Bench Admin', email: 'admin@bench.example', role: 'admin', passwordHash });
  for (let start = 0; start < USERS; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, USERS - start) }, (_, i) => {
      const n = start + i;
      return {
        name: `${FIRST[n % 10]} ${LAST[Math.floor(n / 10) % 10]} ${n}`,
        email: `user${n}@bench.example`,
        role: ['collaborator', 'client', 'client'][n % 3]!,
        passwordHash,
      };
    });
    await database.db.insert(users).values(batch);
  }
  await database.db.insert(projectAmbits).values(Array.from({ length: 300 }, (_, i) => ({ name: `Ámbito ${i}` })));
  await database.close();
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

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch { /* not up yet */ }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

async function load(title: string, url: string, token: string) {
  const result = await autocannon({ url: `${BASE}${url}`, connections: CONNECTIONS, duration: SECONDS, headers: { authorization: `Bearer ${token}` } });
  const errors = result.non2xx + result.errors;
  return { scenario: title, 'req/s': Math.round(result.requests.average), 'p50 ms': result.latency.p50, 'p99 ms': result.latency.p99, errors };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'envcomply-bench-'));
  console.log(`Seeding ${USERS} users and 300 project ambits in ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}...`);
  await seed(dataDir);
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let pid = server.pid!;
  try {
    await waitForHealth();
    pid = serverPid(server.pid!);
    const login = await fetch(`${BASE}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@bench.example', password: PASSWORD }) });
    const { access } = (await login.json()) as { access: string };
    const idle = memoryOf(pid);
    const rows = [
      await load('GET /api/user first page (25)', '/api/user?page=1&pageSize=25', access),
      await load('GET /api/user deep page (page 300)', '/api/user?page=300&pageSize=25', access),
      await load('GET /api/user searchText', '/api/user?searchText=ferrer%2012', access),
      await load('GET /api/user pageSize=1000', '/api/user?pageSize=1000', access),
      await load('GET /api/project-ambit (100)', '/api/project-ambit?pageSize=100', access),
      await load('GET /api/profile', '/api/profile', access),
    ];
    console.table(rows);
    for (const size of [USERS / 10, USERS]) {
      const started = performance.now();
      const answer = await fetch(`${BASE}/api/user?format=xlsx${size < USERS ? `&role=collaborator&searchText=${encodeURIComponent('')}` : ''}`, { headers: { authorization: `Bearer ${access}` } });
      const bytes = (await answer.arrayBuffer()).byteLength;
      const seconds = (performance.now() - started) / 1000;
      const exported = size < USERS ? Math.ceil(USERS / 3) : USERS + 1;
      console.log(`xlsx export of ${exported} users: ${seconds.toFixed(2)} s, ${Math.round(exported / seconds)} rows/s, ${Math.round(bytes / 1024)} KiB, server memory now ${JSON.stringify(memoryOf(pid))}`);
    }
    console.log(`server memory: idle ${JSON.stringify(idle)}, after load ${JSON.stringify(memoryOf(pid))}`);
  } finally {
    // npx and tsx do not forward signals: stop the process that listens, then its parents.
    process.kill(pid, 'SIGTERM');
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
