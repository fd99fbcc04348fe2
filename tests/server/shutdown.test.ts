import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';

// The real server process on the real entry point. Node loads tsx in-process (`node --import tsx`):
// `npx tsx` puts npm's `sh -c` (dies on SIGTERM without passing it on) and tsx's relay (SIGKILLs
// the app when it does not confirm the signal within 30 ms, as on a busy machine) in between.
const PORT = 3313;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'envcomply-shutdown-'));
let server: ChildProcess | undefined;
// The migrated template of the test run as the server's embedded database: start-up skips creating and migrating one.
beforeAll(async () => {
  // What `npm start` runs: the compiled server (a no-op when the build is newer than the sources).
  expect(spawnSync(process.execPath, ['scripts/ensure-build.mjs', 'server'], { stdio: 'inherit' }).status).toBe(0);
  const template = inject('pgliteTemplate');
  if (template) await (await PGlite.create(path.join(dataDir, 'db'), { loadDataDir: new Blob([readFileSync(template)]) })).close();
});
afterAll(() => {
  if (server?.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Resolves when `count` lines of the server's output (from now on) match. */
const outputLines = (child: ChildProcess, pattern: RegExp, count = 1) =>
  new Promise<void>((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.split('\n').filter((line) => pattern.test(line)).length >= count) {
        child.stdout!.off('data', onData);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before printing ${pattern}:\n${seen}`)));
  });

/** The exit code, or a failure when the process is still running after `seconds`. */
const exitWithin = (child: ChildProcess, seconds: number) =>
  new Promise<number | null>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still running ${seconds} s after the signal`)), seconds * 1000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });

describe('SIGTERM', () => {
  it('answers the requests in flight, then closes the database and exits 0 within 10 s', async () => {
    server = spawn(process.execPath, ['build/server/main.js'], {
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        ADMIN_EMAIL: 'admin@example.com',
        ADMIN_PASSWORD: 'correct-horse-battery',
        LOG_LEVEL: 'info',
        JOB_INTERVAL_SECONDS: '1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await outputLines(server, /app ready/);
    // An idle keep-alive connection must not hold the server open.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);

    const arrived = outputLines(server, /"url":"\/api\/login"/, 3);
    const logins = Array.from({ length: 3 }, () =>
      fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: 'correct-horse-battery' }),
      }),
    );
    await arrived;
    const exited = exitWithin(server, 10);
    server.kill('SIGTERM');

    expect((await Promise.all(logins)).map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await exited).toBe(0);
  }, 90_000);
});
