import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../server/config';
import { PASSWORD, startTestApp, type TestApp } from './support/app';

/** The settings `npm start` takes from an empty environment (on PostgreSQL when the suite runs there). */
function startDefaults(): Partial<Config> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'envcomply-slow-defaults-'));
  try {
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL });
    return {
      dbConcurrency: config.dbConcurrency,
      dbQueueSize: config.dbQueueSize,
      dbQueueTimeoutMs: config.dbQueueTimeoutMs,
      sessionCacheSeconds: config.sessionCacheSeconds,
      uploadMaxBytes: config.uploadMaxBytes,
      clientTimeoutSeconds: config.clientTimeoutSeconds,
      bodyMinBytesPerSecond: config.bodyMinBytesPerSecond,
      connectionsPerAddress: config.connectionsPerAddress,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface RawClient {
  socket: Socket;
  /** Everything the server wrote. */
  received: () => string;
  /** Milliseconds from connecting to the server closing the connection. */
  closed: Promise<number>;
  stop(): void;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A client on its own socket that writes `first`, then `piece` every `everyMs` until the server closes the connection. */
async function rawClient(baseUrl: string, first: string, piece = '', everyMs = 2000, localAddress?: string): Promise<RawClient> {
  const { hostname, port } = new URL(baseUrl);
  const socket = connect({ port: Number(port), host: hostname, localAddress });
  socket.on('error', () => {});
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const from = performance.now();
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now() - from)));
  await new Promise((resolve) => socket.once('connect', resolve));
  if (first) socket.write(first);
  const timer = piece ? setInterval(() => socket.writable && socket.write(piece), everyMs) : undefined;
  void closed.then(() => clearInterval(timer));
  return {
    socket,
    received: () => received,
    closed,
    stop() {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

/** The attack: a sign-in whose body comes one byte every two seconds, without an account. */
const slowSignIn = (baseUrl: string) =>
  rawClient(
    baseUrl,
    `POST /api/login HTTP/1.1\r\nHost: app\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":`,
    ' ',
  );

const timed = async <T>(work: () => Promise<T>) => {
  const from = performance.now();
  const value = await work();
  const at = performance.now();
  return { value, ms: at - from, at };
};

// Concurrent: each case mostly waits out the five-second allowance, and none disturbs another's connections.
describe.concurrent('slow and idle clients against the default start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(startDefaults());
  });
  afterAll(() => t.close());

  it('with 40 slow bodies open, signed-in lists and sign-ins answer 200 while they are held, and the slow ones are cut off with 408', async () => {
    const slow = await Promise.all(Array.from({ length: 40 }, () => slowSignIn(t.api.baseUrl)));
    const firstCut = Promise.race(slow.map((client) => client.closed.then(() => performance.now())));
    await pause(300); // every slow request's headers are in
    const lists = Array.from({ length: 20 }, () => timed(() => t.api.get('/api/area', { token: t.admin.token })));
    const signIns = Array.from({ length: 5 }, () =>
      timed(() => t.api.post('/api/login', { json: { email: t.collaborator.email, password: PASSWORD } })),
    );
    const answers = await Promise.all([...lists, ...signIns]);
    const lasted = await Promise.all(slow.map((client) => client.closed));
    const limit = t.config.clientTimeoutSeconds;
    // The figures of docs/performance.md (issue 32).
    console.log(
      `slow clients: ${answers.filter((a) => a.value.status === 503).length} of ${answers.length} got 503; slowest answer ` +
        `${Math.round(Math.max(...answers.map((a) => a.ms)))} ms; slow connections closed after ` +
        `${Math.round(Math.min(...lasted))}-${Math.round(Math.max(...lasted))} ms`,
    );
    expect(answers.map((answer) => answer.value.status)).toEqual(answers.map(() => 200));
    // Served while all 40 slow bodies were still held open: they take no one's turn (an order, not a speed).
    expect(Math.max(...answers.map((answer) => answer.at))).toBeLessThan(await firstCut);
    for (const client of slow) expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    // Never cut before the allowance (the server's timer, read against the client's clock).
    for (const ms of lasted) expect(ms).toBeGreaterThan(limit * 1000 - 250);
    expect(JSON.parse(slow[0]!.received().split('\r\n\r\n')[1]!)).toMatchObject({ code: 'request_timeout' });
  });

  it('closes a connection whose headers trickle in, and one that sends nothing, with 408', async () => {
    const headers = await rawClient(t.api.baseUrl, 'GET /api/area HTTP/1.1\r\nHost: app\r\n', 'X-A: b\r\n', 1000);
    const idle = await rawClient(t.api.baseUrl, '');
    const limit = t.config.clientTimeoutSeconds;
    for (const client of [headers, idle]) {
      expect(await client.closed).toBeGreaterThan(limit * 1000 - 250);
      expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    }
  });

  it('answers a request that is not HTTP with 400 in the API’s error shape', async () => {
    const garbage = await rawClient(t.api.baseUrl, 'HELLO THERE\r\n\r\n');
    await garbage.closed;
    expect(garbage.received()).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(garbage.received().split('\r\n\r\n')[1]!)).toMatchObject({ code: 'bad_request' });
  });

  it('lets an honest body that keeps coming faster than the minimum rate finish, past the allowance', async () => {
    const body = JSON.stringify({ email: t.collaborator.email, password: PASSWORD, note: 'x'.repeat(12_000) });
    const head = `POST /api/login HTTP/1.1\r\nHost: app\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
    // Four times the minimum rate, over longer than the allowance.
    const perStep = Math.ceil((t.config.bodyMinBytesPerSecond * 4) / 4);
    const steps = Math.ceil(body.length / perStep);
    expect(steps / 4).toBeGreaterThan(t.config.clientTimeoutSeconds);
    const client = await rawClient(t.api.baseUrl, head);
    for (let at = 0; at < body.length; at += perStep) {
      client.socket.write(body.slice(at, at + perStep));
      await pause(250);
    }
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('connections per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ connectionsPerAddress: 3 });
  });
  afterAll(() => t.close());

  const health = 'GET /api/health HTTP/1.1\r\nHost: app\r\nConnection: close\r\n\r\n';

  it('closes a connection beyond the cap at once, while another address is served', async () => {
    const open = await Promise.all(Array.from({ length: 3 }, () => rawClient(t.api.baseUrl, '', '', 0, '127.0.0.1')));
    await pause(100);
    const beyond = await rawClient(t.api.baseUrl, health, '', 0, '127.0.0.1');
    await beyond.closed;
    expect(beyond.received()).toBe('');
    const other = await rawClient(t.api.baseUrl, health, '', 0, '127.0.0.2');
    await other.closed;
    expect(other.received()).toMatch(/^HTTP\/1\.1 200 /);
    for (const client of open) client.stop();
    await Promise.all(open.map((client) => client.closed));
    // The count falls as connections close.
    const again = await rawClient(t.api.baseUrl, health, '', 0, '127.0.0.1');
    await again.closed;
    expect(again.received()).toMatch(/^HTTP\/1\.1 200 /);
  });
});
