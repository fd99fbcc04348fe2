import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The demo's admin (server/demo/seed.ts) with the password the demo is started with. */
export const DEMO_ADMIN = { email: 'montse.soler@ecoassessors.example', password: 'Demo-screens-pass-1' };

export interface DemoServer {
  baseURL: string;
  stop: () => Promise<void>;
}

// A port the system hands out: the demo runs beside the journeys' server without taking anyone's fixed port.
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const waitForHealth = async (baseURL: string, child: ChildProcess, log: () => string) => {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the demo server stopped (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // Not listening yet: the demo is still migrating and seeding.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/**
 * Starts the built demo (`npm run demo`: the demo consultancy's four people, three centers and every module's rows)
 * on a fresh data folder and a free port, for the screens sweep and the screenshots: they look at the product as a
 * buyer sees it, with realistic rows, not at a journey's few records.
 */
export const startDemoServer = async (): Promise<DemoServer> => {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', 'build/server/demo.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'envcomply-screens-')),
      DEMO_PASSWORD: DEMO_ADMIN.password,
      ADMIN_EMAIL: 'admin@screens.test',
      ADMIN_PASSWORD: 'screens-Admin-pass-1',
      LOG_LEVEL: 'warn',
      JOB_INTERVAL_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealth(baseURL, child, () => output);
  return {
    baseURL,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
};
