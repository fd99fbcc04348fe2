import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import pg from 'pg';

/**
 * What `npm start` runs: node on the compiled server (built first when its sources changed). Benches measure
 * that, not a TypeScript loader.
 */
export function compiledServer(): [string, string[]] {
  const build = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the server could not be built');
  return [process.execPath, ['build/server/main.js']];
}

/** With DATABASE_URL, a database of the bench's own on that server (created here, dropped at the end). */
export async function benchDatabaseUrl(serverUrl: string | undefined, suffix = ''): Promise<{ url?: string; drop: () => Promise<void> }> {
  if (!serverUrl) return { drop: async () => {} };
  const name = `envcomply_bench_${process.pid}${suffix}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** Waits up to a minute for a server's /api/health (a first start may migrate and build). */
export async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server at ${base} did not start`);
}

/** Stops a server the bench started detached: npx and tsx do not forward signals, so the whole process group is ended. */
export async function stopServer(server: ChildProcess): Promise<void> {
  process.kill(-server.pid!, 'SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}

/** The server's resident memory in MiB (from /proc). */
export const rssOf = (pid: number) =>
  Math.round(Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024);

/** The pid listening on a port (npx and tsx start the server as a grandchild); 0 when not found. */
export function listenerPid(port: number): number {
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const parts = line.trim().split(/\s+/);
    if (parts[1]?.endsWith(`:${port.toString(16).toUpperCase().padStart(4, '0')}`) && parts[3] === '0A') return pidOfSocket(parts[9]!);
  }
  return 0;
}

function pidOfSocket(inode: string): number {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`))
        if (readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`) return Number(pid);
    } catch {
      /* not ours */
    }
  }
  return 0;
}

/** Runs a bench: a failure is printed and the process exits with 1. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/**
 * The compiled server on its own port and data directory (or `databaseUrl`), detached so `stopServer` ends its group,
 * with jobs off and each answer's statement count in a header; resolves once it answers its health check.
 */
export async function startBenchServer(options: { port: number; dataDir: string; databaseUrl?: string }): Promise<ChildProcess> {
  const server = spawn(...compiledServer(), {
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      JOB_INTERVAL_SECONDS: '0',
      SQL_STATEMENT_HEADER: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    await waitForHealth(`http://127.0.0.1:${options.port}`);
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  return server;
}

/** A bench user's access token, from the spec's login. */
export async function benchToken(base: string, email: string, password: string): Promise<string> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await login.json()) as { access: string }).access;
}
