// Two API processes on one PostgreSQL, as a scale-out runs them: a file uploaded through one
// downloads through the other, the file sweep runs once per period whichever process claims it,
// a session opened on one is valid on the other, and a logout on one is honoured by the other.
// Usage: npm run check:processes (PG_URL defaults to the CI PostgreSQL). Exits 1 with a one-line reason.
import { spawn, spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverUrl = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ports = [3341, 3342];
const admin = { email: 'admin@two-processes.example', password: 'two-processes-password' };
const database = `envcomply_two_processes_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();
const shared = {
  DATABASE_URL: databaseUrl,
  JWT_SECRET: randomBytes(48).toString('base64url'),
  ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  FILE_STORAGE: 'postgres',
  PUBLIC_URL: 'http://two-processes.example',
  JOB_INTERVAL_SECONDS: '2',
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  LOG_LEVEL: 'info',
};
const SWEEP_MIN_GAP_MS = 800; // claims are at least JOB_INTERVAL_SECONDS / 2 = 1 s apart; some slack for logging
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

class Failure extends Error {}
const check = (condition, reason) => {
  if (!condition) throw new Failure(reason);
};

/** One `npm start`-equivalent process with its own DATA_DIR; its log lines are kept for the checks. */
function startProcess(port) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `envcomply-${port}-`));
  const child = spawn(process.execPath, ['build/server/main.js'], {
    cwd: root,
    env: { ...process.env, ...shared, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    detached: true, // its own process group: stopping it stops npx, tsx and node alike
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = [];
  const keep = (data) => lines.push(...data.toString().split('\n').filter(Boolean));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return {
    port,
    lines,
    base: `http://127.0.0.1:${port}`,
    exited: () => child.exitCode !== null,
    kill: () => process.kill(-child.pid, 'SIGKILL'),
    stop: () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitHealthy(proc) {
  for (let attempt = 0; attempt < 120; attempt++) {
    check(!proc.exited(), `the process on port ${proc.port} exited at start-up: ${proc.lines.slice(-3).join(' | ')}`);
    try {
      if ((await fetch(`${proc.base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Failure(`the process on port ${proc.port} did not answer /api/health within 60 s`);
}

async function call(proc, method, url, { token, json, form, headers = {} } = {}) {
  const init = { method, headers: { ...headers } };
  if (token) init.headers.authorization = `Bearer ${token}`;
  if (json) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(json);
  }
  if (form) init.body = form;
  const response = await fetch(`${proc.base}${url}`, init);
  const bytes = Buffer.from(await response.arrayBuffer());
  const isJson = response.headers.get('content-type')?.includes('application/json');
  return { status: response.status, bytes, body: isJson && bytes.length ? JSON.parse(bytes.toString('utf8')) : undefined };
}

/** The file sweep's log lines of a process (pino JSON). */
const sweepRuns = (proc) =>
  proc.lines.filter((line) => line.includes('"file sweep ran"')).map((line) => ({ ...JSON.parse(line), port: proc.port }));

async function checks(a, b, sql) {
  // A session opened on A is valid on B, and B refreshes it.
  const login = await call(a, 'POST', '/api/login', { json: admin });
  check(login.status === 200, `login on ${a.port} answered ${login.status}`);
  const profileOnB = await call(b, 'GET', '/api/profile', { token: login.body.access });
  check(profileOnB.status === 200, `an access token issued on ${a.port} answered ${profileOnB.status} on ${b.port}`);
  const refreshed = await call(b, 'POST', '/api/token/refresh', { json: { refresh: login.body.refresh } });
  check(refreshed.status === 200, `a refresh token issued on ${a.port} answered ${refreshed.status} on ${b.port}`);
  const session = refreshed.body;
  console.log(`session: opened on ${a.port}, valid and refreshed on ${b.port}`);

  // A file uploaded through A (several chunks) downloads through B, byte for byte.
  const picture = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(600 * 1024)]);
  const form = new FormData();
  form.append('name', 'Admin');
  form.append('email', admin.email);
  form.append('profile_picture', new Blob([picture], { type: 'image/png' }), 'picture.png');
  const uploaded = await call(a, 'PUT', '/api/profile', { token: session.access, form });
  check(uploaded.status === 200, `the upload on ${a.port} answered ${uploaded.status}`);
  const downloaded = await call(b, 'GET', uploaded.body.profile_picture);
  check(
    downloaded.status === 200 && downloaded.bytes.equals(picture),
    `the file uploaded on ${a.port} did not download whole on ${b.port} (status ${downloaded.status}, ${downloaded.bytes.length} of ${picture.length} bytes)`,
  );
  const ranged = await call(b, 'GET', uploaded.body.profile_picture, { headers: { range: 'bytes=300000-300099' } });
  check(
    ranged.status === 206 && ranged.bytes.equals(picture.subarray(300000, 300100)),
    `a ranged download on ${b.port} answered ${ranged.status}`,
  );
  console.log(`files: ${picture.length} bytes uploaded on ${a.port}, downloaded whole and in a range on ${b.port}`);

  // The sweep: bytes a crashed upload left (no row, two hours old) go, removed by one process once.
  await sql.query(
    `insert into stored_file_chunk (storage_key, seq, data, created_at) values ('crashed-upload', 0, '\\x00', now() - interval '2 hours')`,
  );
  const gone = async () => (await sql.query(`select 1 from stored_file_chunk where storage_key = 'crashed-upload'`)).rowCount === 0;
  for (let waited = 0; !(await gone()); waited += 500) {
    check(waited < 30_000, 'the file sweep did not remove orphan bytes within 30 s');
    await sleep(500);
  }
  await sleep(6_000); // a few more periods, for both processes to try to claim them
  const runs = [...sweepRuns(a), ...sweepRuns(b)].sort((x, y) => x.time - y.time);
  const removers = runs.filter((run) => run.removedBytes > 0);
  check(removers.length === 1, `the orphan was reported removed ${removers.length} times (expected once)`);
  const numbers = runs.map((run) => run.run);
  check(new Set(numbers).size === numbers.length, `a sweep run was claimed twice: runs ${numbers.join(',')}`);
  const {
    rows: [claimed],
  } = await sql.query(`select runs from scheduled_job_run where name = 'file-sweep'`);
  check(claimed.runs === runs.length, `the database counts ${claimed.runs} sweep runs but the processes logged ${runs.length}`);
  for (let i = 1; i < runs.length; i++) {
    check(
      runs[i].time - runs[i - 1].time >= SWEEP_MIN_GAP_MS,
      `two sweeps ran ${runs[i].time - runs[i - 1].time} ms apart (on ${runs[i - 1].port} and ${runs[i].port})`,
    );
  }
  const byPort = ports.map((port) => `${runs.filter((run) => run.port === port).length} on ${port}`).join(', ');
  console.log(
    `jobs: ${runs.length} sweep runs (${byPort}), each claimed once, none closer than ${SWEEP_MIN_GAP_MS} ms; the orphan removed once`,
  );

  // A logout on A is honoured by B: the refresh token is refused there at once.
  const logout = await call(a, 'POST', '/api/logout', { token: session.access, json: { refreshToken: session.refresh } });
  check(logout.status === 204, `logout on ${a.port} answered ${logout.status}`);
  const afterLogout = await call(b, 'POST', '/api/token/refresh', { json: { refresh: session.refresh } });
  check(afterLogout.status === 401, `after logout on ${a.port}, its refresh token answered ${afterLogout.status} on ${b.port}`);
  console.log(`logout: on ${a.port}, refresh token refused on ${b.port}`);
  let accessRefused = false;
  for (let waited = 0; waited <= 10_000 && !accessRefused; waited += 500) {
    accessRefused = (await call(b, 'GET', '/api/profile', { token: session.access })).status === 401;
    if (!accessRefused) await sleep(500);
  }
  // B trusts what it cached about the session for SESSION_CACHE_SECONDS (5 s by default), no longer.
  check(accessRefused, `after logout on ${a.port}, its access token was still accepted on ${b.port} after 10 s`);
  console.log(`logout: access token refused on ${b.port} within 10 s`);
}

/**
 * kill -9 during an upload: B dies with some chunks written and no stored_file row; once those
 * bytes are an hour old (aged here), the sweep in the surviving process removes them.
 */
async function crashDuringUpload(a, b, sql) {
  const login = await call(a, 'POST', '/api/login', { json: admin });
  check(login.status === 200, `login on ${a.port} answered ${login.status}`);
  const boundary = 'two-processes-boundary';
  const upload = request(`${b.base}/api/profile`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${login.body.access}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  upload.on('error', () => {}); // the server is about to die mid-request
  upload.write(
    `--${boundary}\r\ncontent-disposition: form-data; name="profile_picture"; filename="p.png"\r\ncontent-type: image/png\r\n\r\n`,
  );
  upload.write(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(600 * 1024)]));
  const orphanChunks = async () =>
    (
      await sql.query(
        'select storage_key from stored_file_chunk c where not exists (select 1 from stored_file f where f.storage_key = c.storage_key)',
      )
    ).rows.map((row) => row.storage_key);
  for (let waited = 0; (await orphanChunks()).length < 2; waited += 200) {
    check(waited < 15_000, `the upload to ${b.port} wrote no chunks within 15 s`);
    await sleep(200);
  }
  b.kill();
  upload.destroy();
  const left = await orphanChunks();
  console.log(`crash: kill -9 of ${b.port} during an upload left ${left.length} chunks with no row`);
  await sql.query(`update stored_file_chunk set created_at = now() - interval '2 hours' where storage_key = any($1)`, [left]);
  for (let waited = 0; (await orphanChunks()).length > 0; waited += 500) {
    check(waited < 15_000, `the sweep on ${a.port} did not remove the chunks of the crashed upload within 15 s`);
    await sleep(500);
  }
  console.log(`crash: the sweep on ${a.port} removed them once they were an hour old`);
}

async function main() {
  // Both processes run what `npm start` runs: the compiled server.
  check(spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: root, stdio: 'inherit' }).status === 0, 'the build failed');
  for (const port of ports) {
    const taken = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    check(!taken, `port ${port} is already in use: stop what listens there first`);
  }
  const server = new pg.Client({ connectionString: serverUrl });
  await server.connect();
  await server.query(`create database ${database}`);
  const procs = [];
  let sql;
  try {
    // Both start together on the empty database: one migrates and creates the admin, the other waits its turn.
    procs.push(...ports.map(startProcess));
    await Promise.all(procs.map(waitHealthy));
    sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
    await checks(procs[0], procs[1], sql);
    await crashDuringUpload(procs[0], procs[1], sql);
    console.log('two processes, one PostgreSQL: OK');
  } finally {
    await sql?.end();
    for (const proc of procs) proc.stop();
    await sleep(1_000);
    await server.query(`drop database if exists ${database} with (force)`);
    await server.end();
  }
}

main().catch((error) => {
  console.error(`two-processes check failed: ${error instanceof Failure ? error.message : (error?.message ?? error)}`);
  process.exit(1);
});
