// `npm run bench:overload`: the server under 200 connections with the admission queue off and on,
// a PostgreSQL restart under load, and the name searches at 10,000 users and 50,000 requirements.
// PostgreSQL parts run on a throwaway cluster of the bench's own (initdb as the postgres user, so run
// as root); the machine's PostgreSQL is never touched. Parts: BENCH_PARTS=load,restart,search;
// databases: BENCH_DATABASES=pglite,postgres; more queue settings: BENCH_QUEUES=2/50,1/20; BENCH_BEFORE_REF=<git ref> adds the search of that commit.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { seedEvidences, seedRegister, seedUsers } from './seed';
import { compiledServer, waitForHealth } from './support';

const PORT = 3370;
const CLUSTER_PORT = 3375;
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const SEARCH_SECONDS = Number(process.env.BENCH_SEARCH_SECONDS ?? 15);
const PARTS = (process.env.BENCH_PARTS ?? 'load,restart,search').split(',');
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const BEFORE_REF = process.env.BENCH_BEFORE_REF;
const PASSWORD = 'bench-password-1';
const SLOW_MS = 5000;

const pgBin = (tool: string) => `/usr/lib/postgresql/15/bin/${tool}`;
const asPostgres = (args: string[]) => {
  const run = spawnSync('runuser', ['-u', 'postgres', '--', ...args], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${args[0]} failed: ${run.stderr}`);
};

/** A PostgreSQL cluster in a temporary folder on CLUSTER_PORT: safe to restart and to throw away. */
function throwawayCluster() {
  const dir = mkdtempSync(path.join(tmpdir(), 'envcomply-cluster-'));
  chownSync(
    dir,
    Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim()),
    Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim()),
  );
  asPostgres([pgBin('initdb'), '-D', dir, '-U', 'postgres', '--auth=trust', '--no-sync']);
  const options = `-p ${CLUSTER_PORT} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c max_connections=50`;
  asPostgres([pgBin('pg_ctl'), '-D', dir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${CLUSTER_PORT}/postgres`,
    // Not spawnSync: the load keeps running in this process while PostgreSQL restarts.
    restart: () =>
      new Promise<void>((resolve, reject) => {
        const restart = spawn(
          'runuser',
          ['-u', 'postgres', '--', pgBin('pg_ctl'), '-D', dir, '-l', path.join(dir, 'log'), '-m', 'fast', '-w', 'restart'],
          { stdio: 'ignore' },
        );
        restart.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_ctl restart exited with ${code}`))));
      }),
    stop: () => {
      asPostgres([pgBin('pg_ctl'), '-D', dir, '-m', 'immediate', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Queue off, queue with the defaults, and BENCH_QUEUES settings as "concurrency/size" ("2/50,1/20"). */
function loadSettings(): [string, Record<string, string>][] {
  const extra = (process.env.BENCH_QUEUES ?? '')
    .split(',')
    .filter(Boolean)
    .map((setting): [string, Record<string, string>] => {
      const [concurrency, size] = setting.split('/');
      return [`on, ${concurrency} at work, ${size} waiting`, { DB_CONCURRENCY: concurrency!, DB_QUEUE_SIZE: size! }];
    });
  return [['off', { DB_CONCURRENCY: '0' }], ['on (defaults)', {}], ...extra];
}

interface Seeded {
  dataDir: string;
  databaseUrl?: string;
  centerId: number;
}

async function seed(databaseUrl: string | undefined): Promise<Seeded> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'envcomply-overload-'));
  const database = await openDatabase({ dataDir, databaseUrl });
  await database.migrate();
  await seedUsers(database.db, 10_000, PASSWORD);
  await seedRegister(database.db, { areas: 20, ambits: 10, subambits: 10, requirements: 25 });
  const { centerId } = await seedEvidences(database.db, 20, 500);
  await database.db.execute(sql`analyze`); // plans as on a database that has been running a while
  await database.close();
  return { dataDir, databaseUrl, centerId };
}

/** The server in its own process, from `root` (this checkout, or an older commit for "before"). */
async function startServer(seeded: Seeded, env: Record<string, string>, root = process.cwd()) {
  // An older checkout runs from its sources; this one as `npm start` runs it.
  const [command, args] = root === process.cwd() ? compiledServer() : [path.join(root, 'node_modules/.bin/tsx'), ['server/main.ts']];
  const server = spawn(command, args, {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: seeded.dataDir,
      DATABASE_URL: seeded.databaseUrl ?? '',
      LOG_LEVEL: 'error',
      JOB_INTERVAL_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore', 'inherit'],
  });
  await waitForHealth(BASE);
  const login = await fetch(`${BASE}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@bench.example', password: PASSWORD }),
  });
  const { access } = (await login.json()) as { access: string };
  return { token: access, stop: () => stopServer(server) };
}

/** tsx starts the server as a child: stop the process that listens, then its parent. */
async function stopServer(server: ChildProcess) {
  const children = (pid: number) => {
    try {
      return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  for (const pid of children(server.pid!)) process.kill(pid, 'SIGTERM');
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}

interface Timed {
  at: number;
  status: number;
  ms: number;
}

/** autocannon with every response recorded: status counts, slow answers and their times. */
function cannon(options: autocannon.Options) {
  const started = performance.now();
  const answers: Timed[] = [];
  const failures: number[] = [];
  let instance: autocannon.Instance | undefined;
  const result = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
  });
  instance!.on('response', (_client, status, _bytes, responseTime) =>
    answers.push({ at: performance.now() - started - responseTime, status, ms: responseTime }),
  );
  instance!.on('reqError', () => failures.push(performance.now() - started));
  return { started, answers, failures, result };
}

async function loadRow(label: string, queue: string, token: string, centerId: number) {
  const headers = { authorization: `Bearer ${token}` };
  const run = cannon({
    url: BASE,
    connections: 200,
    duration: SECONDS,
    timeout: 10,
    headers,
    requests: [{ path: `/api/evidence?centerId=${centerId}&state=IN_PROCESS` }, { path: '/api/area?pageSize=100' }],
  });
  const result = await run.result;
  const count = (status: number) => run.answers.filter((answer) => answer.status === status).length;
  return {
    database: label,
    queue,
    'req/s': Math.round(result.requests.average),
    'ok/s': Math.round(count(200) / SECONDS),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    '503': count(503),
    'other non-2xx': result.non2xx - count(503),
    [`> ${SLOW_MS / 1000} s`]: run.answers.filter((answer) => answer.ms > SLOW_MS).length,
    timeouts: result.timeouts,
  };
}

async function restartRow(cluster: ReturnType<typeof throwawayCluster>, token: string, centerId: number) {
  const headers = { authorization: `Bearer ${token}` };
  const run = cannon({
    url: BASE,
    connections: 10,
    duration: 25,
    timeout: 10,
    headers,
    requests: [{ path: `/api/evidence?centerId=${centerId}&state=IN_PROCESS` }, { path: '/api/area?pageSize=100' }],
  });
  await new Promise((resolve) => setTimeout(resolve, 8000));
  const restartAt = performance.now() - run.started;
  await cluster.restart();
  const restarted = performance.now() - run.started;
  await run.result;
  const end = (answer: Timed) => answer.at + answer.ms;
  const bad = run.answers.filter((answer) => answer.status >= 500);
  const lastBad = Math.max(restartAt, ...bad.map(end), ...run.failures);
  // 200s are back when a request sent after the last failure answers 200.
  const firstGood = run.answers
    .filter((answer) => answer.status === 200 && answer.at > lastBad)
    .reduce((min, answer) => Math.min(min, end(answer)), Infinity);
  const slowest = Math.max(
    ...run.answers.filter((answer) => answer.at >= restartAt - 1000 && answer.at <= restarted).map((answer) => answer.ms),
  );
  const counts = new Map<number, number>();
  for (const answer of bad) counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
  const byStatus = [...counts].map(([status, count]) => `${status}: ${count}`).join(', ') || 'none';
  return {
    'restart took ms': Math.round(restarted - restartAt),
    requests: run.answers.length,
    '5xx by status': byStatus,
    'connection errors': run.failures.length,
    '200s again after ms': Math.round(firstGood - restartAt),
    'slowest answer ms': Math.round(slowest),
    'requests answered 200 during the restart': run.answers.filter(
      (answer) => answer.status === 200 && answer.at >= restartAt && answer.at <= restarted,
    ).length,
  };
}

async function searchRows(label: string, code: string, token: string) {
  const rows = [];
  for (const [what, url] of [
    ['user "ferrer 12"', '/api/user?searchText=ferrer%2012'],
    ['requirement "requisito 1234."', '/api/legal-requirement?searchText=requisito%201234.'],
  ] as const) {
    const probe = (await (await fetch(`${BASE}${url}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { count: number };
    const { result } = cannon({
      url: `${BASE}${url}`,
      connections: 20,
      duration: SEARCH_SECONDS,
      headers: { authorization: `Bearer ${token}` },
    });
    const done = await result;
    rows.push({
      database: label,
      code,
      search: what,
      found: probe.count,
      'req/s': Math.round(done.requests.average),
      'p50 ms': done.latency.p50,
      'p99 ms': done.latency.p99,
      errors: done.non2xx + done.errors,
    });
  }
  return rows;
}

/** The server code of an older commit (for "before"), sharing this checkout's node_modules. */
function checkoutOf(ref: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'envcomply-before-'));
  mkdirSync(dir, { recursive: true });
  const archive = spawnSync('sh', ['-c', `git archive ${ref} | tar -x -C ${dir}`], { encoding: 'utf8' });
  if (archive.status !== 0) throw new Error(`git archive ${ref} failed: ${archive.stderr}`);
  symlinkSync(realpathSync('node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

async function main() {
  const load: Record<string, unknown>[] = [];
  const restarts: Record<string, unknown>[] = [];
  const searches: Record<string, unknown>[] = [];
  const before = BEFORE_REF && PARTS.includes('search') ? checkoutOf(BEFORE_REF) : undefined;
  for (const database of DATABASES) {
    const cluster = database === 'postgres' ? throwawayCluster() : undefined;
    try {
      console.log(`Seeding ${database}: 10,000 users, 50,000 requirements, 20 centers x 500 evidences...`);
      const seeded = await seed(cluster?.url);
      try {
        if (PARTS.includes('load')) {
          for (const [queue, env] of loadSettings()) {
            const server = await startServer(seeded, env);
            try {
              load.push(await loadRow(database, queue, server.token, seeded.centerId));
              console.table(load.slice(-1));
            } finally {
              await server.stop();
            }
          }
        }
        if (PARTS.includes('restart') && cluster) {
          const server = await startServer(seeded, {});
          try {
            restarts.push(await restartRow(cluster, server.token, seeded.centerId));
            console.table(restarts.slice(-1));
          } finally {
            await server.stop();
          }
        }
        if (PARTS.includes('search')) {
          for (const [code, root] of [...(before ? [[`before (${BEFORE_REF})`, before]] : []), ['after', process.cwd()]] as [
            string,
            string,
          ][]) {
            const server = await startServer(seeded, {}, root);
            try {
              searches.push(...(await searchRows(database, code, server.token)));
            } finally {
              await server.stop();
            }
          }
        }
      } finally {
        rmSync(seeded.dataDir, { recursive: true, force: true });
      }
    } finally {
      cluster?.stop();
    }
  }
  if (before) rmSync(before, { recursive: true, force: true });
  if (load.length)
    (console.log(`\n200 connections for ${SECONDS} s, evidence list of one center (state filter) and areas, alternating:`),
      console.table(load));
  if (restarts.length) (console.log('\nPostgreSQL restart (pg_ctl restart -m fast) under 10 connections:'), console.table(restarts));
  if (searches.length)
    (console.log(`\nSearches, 20 connections for ${SEARCH_SECONDS} s, 10,000 users and 50,000 requirements:`), console.table(searches));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
