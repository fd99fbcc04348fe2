// Cold start: from spawning `npm start`'s server to the first 200 on an authenticated list, and the
// memory the process tree holds once idle. `npm run bench` prints it first; `npm run bench:start` alone.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchDatabaseUrl, compiledServer, runBench } from './support';

const PORT = Number(process.env.BENCH_START_PORT ?? 3185);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: 'admin@start.example', password: 'start-Admin-pass-1' };
const ROUNDS = Number(process.env.BENCH_START_ROUNDS ?? 3);
// What node runs; BENCH_START_ARGS='--import tsx server/main.ts' measures the TypeScript loader instead.
const SERVER_ARGS = process.env.BENCH_START_ARGS?.split(' ') ?? ['build/server/main.js'];

export interface StartFigures {
  /** Spawn to the first 200 on GET /api/evidence with a token (sign-in included). */
  readyMs: number;
  /** Resident memory of the whole process tree (the server and any launcher), 2 s after the first answer. */
  idleRssMiB: number;
}

/** Every pid in the tree under `root`, root included. */
function processTree(root: number): number[] {
  const children = (pid: number): number[] => {
    try {
      return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
        readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
      );
    } catch {
      return [];
    }
  };
  return [root, ...children(root).flatMap(processTree)];
}

const rssMiB = (pids: number[]) =>
  Math.round(
    pids.reduce((sum, pid) => {
      try {
        return sum + Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
      } catch {
        return sum;
      }
    }, 0) / 1024,
  );

async function answers(url: string, init?: RequestInit): Promise<Response | undefined> {
  try {
    return await fetch(url, init);
  } catch {
    return undefined;
  }
}

/** Starts the server as `npm start` does (the compiled server, without the build check), times it, stops it. */
export async function measureStart(env: Record<string, string>): Promise<StartFigures> {
  const started = performance.now();
  const server = spawn(process.execPath, SERVER_ARGS, {
    env: {
      ...process.env,
      ...env,
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      JOB_INTERVAL_SECONDS: '0',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    let token: string | undefined;
    for (;;) {
      if (server.exitCode !== null) throw new Error('the server exited before answering');
      if (!token) {
        const login = await answers(`${BASE}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(ADMIN),
        });
        if (login?.ok) token = ((await login.json()) as { access: string }).access;
      }
      if (token) {
        const list = await answers(`${BASE}/api/evidence`, { headers: { authorization: `Bearer ${token}` } });
        if (list?.status === 200) break;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const readyMs = Math.round(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    return { readyMs, idleRssMiB: rssMiB(processTree(server.pid!)) };
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve(undefined) : server.once('exit', resolve)));
  }
}

/** The first start on an empty database (migrations, first admin), then restarts on it: the median of ROUNDS. */
async function startsOn(label: string, env: Record<string, string>) {
  const first = await measureStart(env);
  const restarts: StartFigures[] = [];
  for (let round = 0; round < ROUNDS; round++) restarts.push(await measureStart(env));
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return {
    database: label,
    'first start ms': first.readyMs,
    'restart ms (median)': median(restarts.map((figures) => figures.readyMs)),
    'idle RSS MiB': median(restarts.map((figures) => figures.idleRssMiB)),
  };
}

export async function coldStartTable(postgresServer: string | undefined) {
  const rows = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'envcomply-start-'));
  try {
    rows.push(await startsOn('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (postgresServer) {
    const database = await benchDatabaseUrl(postgresServer, '_start');
    const pgDataDir = mkdtempSync(path.join(tmpdir(), 'envcomply-start-pg-'));
    try {
      rows.push(await startsOn('PostgreSQL', { DATA_DIR: pgDataDir, DATABASE_URL: database.url! }));
    } finally {
      rmSync(pgDataDir, { recursive: true, force: true });
      await database.drop();
    }
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runBench(async () => {
    compiledServer();
    console.log('Cold start: spawn to the first 200 on GET /api/evidence (signed in), and idle memory of the process tree');
    console.table(
      await coldStartTable(
        process.env.DATABASE_URL ?? process.env.BENCH_FLOOR_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      ),
    );
  });
}
