import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { isConnectionError, retryReadsOnce } from '../../server/db/pool';
import { startTestApp, type TestApp } from './support/app';

/** An API request whose body never finishes arriving (until cut off): it holds no slot while it arrives. */
async function slowUpload(baseUrl: string): Promise<Socket> {
  const { hostname, port } = new URL(baseUrl);
  const socket = connect(Number(port), hostname);
  socket.on('error', () => {});
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(`POST /api/login HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":`);
  // Its headers reach the server before any other request below is sent.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return socket;
}

async function closed(socket: Socket) {
  const gone = new Promise((resolve) => socket.once('close', resolve));
  socket.destroy();
  await gone;
}

/** The slot a request at work holds, taken directly (a slow body no longer holds one); the function frees it. */
function holdSlot(t: TestApp): () => void {
  return t.app.admission!.enter(
    () => {},
    () => {
      throw new Error('the holder was refused a slot');
    },
  );
}

describe('overload: one request at work, one waiting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dbConcurrency: 1, dbQueueSize: 1, dbQueueTimeoutMs: 1500 });
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After at once when the queue is full, and to the waiting one when it waited too long', async () => {
    const release = holdSlot(t);
    const waiting = t.api.get('/api/area', { token: t.admin.token });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refused = await t.api.get('/api/area', { token: t.admin.token });
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ detail: 'The server is busy. Try again shortly.', code: 'service_unavailable' });
    expect(refused.headers.get('retry-after')).toBe('2');

    const timedOut = await waiting;
    expect(timedOut.status).toBe(503);
    expect(timedOut.body.code).toBe('service_unavailable');
    expect(timedOut.headers.get('retry-after')).toBe('2');

    // The health probe is not queued: it still answers while the API is saturated.
    expect((await t.api.get('/api/health')).status).toBe(200);
    release();
    expect((await t.api.get('/api/area', { token: t.admin.token })).status).toBe(200);
  });

  it('hands the slot to the waiting request when the one at work ends', async () => {
    const alone = await t.api.get('/api/area', { token: t.admin.token });
    const release = holdSlot(t);
    const waiting = t.api.get('/api/area', { token: t.admin.token });
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    const answer = await waiting;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-sql-statements')).toBe(alone.headers.get('x-sql-statements'));
  });

  it('frees the place of a client that leaves while waiting, for the next one', async () => {
    const release = holdSlot(t);
    const { hostname, port } = new URL(t.api.baseUrl);
    const leaver = connect(Number(port), hostname);
    await new Promise((resolve) => leaver.once('connect', resolve));
    leaver.write(`GET /api/area HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${t.admin.token}\r\n\r\n`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await closed(leaver);
    // The queue holds one: had the leaver kept its place, this one would be refused at once.
    const next = t.api.get('/api/area', { token: t.admin.token });
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    expect((await next).status).toBe(200);
  });

  it('takes no slot for a body still arriving: the request enters once its body is in', async () => {
    const slow = [await slowUpload(t.api.baseUrl), await slowUpload(t.api.baseUrl), await slowUpload(t.api.baseUrl)];
    const answers = await Promise.all([t.api.get('/api/area', { token: t.admin.token }), t.api.get('/api/area', { token: t.admin.token })]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    for (const socket of slow) await closed(socket);
  });
});

describe('overload: a burst larger than the concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dbConcurrency: 2, dbQueueSize: 100, dbQueueTimeoutMs: 30_000 });
  });
  afterAll(() => t.close());

  it('answers every queued request, each counting only its own statements', async () => {
    const single = await t.api.get('/api/area', { token: t.admin.token });
    const answers = await Promise.all(Array.from({ length: 40 }, () => t.api.get('/api/area', { token: t.admin.token })));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((answer) => answer.headers.get('x-sql-statements')))).toEqual(
      new Set([single.headers.get('x-sql-statements')]),
    );
  });
});

describe('overload configuration', () => {
  const base = { DATA_DIR: '' };
  beforeAll(() => {
    base.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'envcomply-overload-config-'));
  });
  afterAll(() => rmSync(base.DATA_DIR, { recursive: true, force: true }));

  it('defaults to the pool size on PostgreSQL and a few requests on PGlite', () => {
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://db/app' })).toMatchObject({
      dbConcurrency: 10,
      dbQueueSize: 200,
      dbQueueTimeoutMs: 2000,
    });
    expect(loadConfig(base)).toMatchObject({ dbConcurrency: 2, dbQueueSize: 50, dbQueueTimeoutMs: 2000 });
    expect(loadConfig({ ...base, DB_CONCURRENCY: '0' }).dbConcurrency).toBe(0);
  });

  it('refuses values that are not whole numbers in range, naming the variable', () => {
    expect(() => loadConfig({ ...base, DB_CONCURRENCY: 'many' })).toThrow(/^DB_CONCURRENCY/);
    expect(() => loadConfig({ ...base, DB_QUEUE_SIZE: '-1' })).toThrow(/^DB_QUEUE_SIZE/);
    expect(() => loadConfig({ ...base, DB_QUEUE_TIMEOUT_MS: '0' })).toThrow(/^DB_QUEUE_TIMEOUT_MS/);
  });
});

describe('reads retried across a database restart', () => {
  const shutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

  /** A pool whose connection breaks on the first statement, then refuses `down` connections, then works again. */
  function restartingPool(down = 0, waitMs = 50) {
    const statements: string[] = [];
    let connects = 0;
    const run = async (config: { text: string }) => {
      statements.push(config.text);
      if (statements.length === 1) throw shutdown;
      return { rows: [{ ok: 1 }] };
    };
    const pool = new pg.Pool();
    Object.assign(pool, {
      query: run,
      connect: async () => {
        if (++connects <= down) throw refused;
        return { query: run, release: () => {} };
      },
    });
    return { pool: retryReadsOnce(pool, 1, waitMs), statements };
  }

  it('runs a read again once on a fresh connection', async () => {
    const { pool, statements } = restartingPool();
    await expect(pool.query({ text: 'select "id" from "area"' })).resolves.toEqual({ rows: [{ ok: 1 }] });
    expect(statements).toHaveLength(2);
  });

  it('waits while the restarting database refuses connections, then gives up', async () => {
    // A deadline no busy machine reaches: the database is back after three refusals, whatever the pauses take.
    const comesBack = restartingPool(3, 60_000);
    await expect(comesBack.pool.query({ text: 'select 1' })).resolves.toEqual({ rows: [{ ok: 1 }] });
    expect(comesBack.statements).toHaveLength(2);
    const staysDown = restartingPool(10_000);
    await expect(staysDown.pool.query({ text: 'select 1' })).rejects.toBe(refused);
  });

  it('does not run a write again: whether it committed is unknown', async () => {
    const { pool, statements } = restartingPool();
    await expect(pool.query({ text: 'insert into "area" ("name_spanish") values ($1)' })).rejects.toBe(shutdown);
    expect(statements).toHaveLength(1);
  });

  it('tells connection failures from statement failures', () => {
    expect(isConnectionError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('could not receive data'), { code: '08006' }))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });
});
