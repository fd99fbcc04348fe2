import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { loginFailures } from '../../server/db/schema';
import { PASSWORD, startTestApp, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: { code?: string; access?: string };
}

/** POST /api/login from a given loopback address (the app trusts no proxy header, so request.ip is the socket's). */
function loginFrom(address: string, email: string, password: string): Promise<Answer> {
  const url = new URL('/api/login', t.api.baseUrl);
  const payload = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: 'POST', localAddress: address, headers: { 'content-type': 'application/json' } },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            retryAfter: incoming.headers['retry-after'],
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const ATTACKER = '127.0.0.2';
const OWNER = '127.0.0.3';

/** Moves every recorded failure back in time, as if the client had waited. */
const waitInDatabase = (seconds: number) =>
  t.database.db.update(loginFailures).set({ lastFailureAt: sql`${loginFailures.lastFailureAt} - make_interval(secs => ${seconds})` });

describe('login throttling', () => {
  it('slows down an address guessing one e-mail, while the owner signs in from elsewhere', async () => {
    const victim = await t.createUser('client');
    for (let i = 0; i < 5; i++) expect((await loginFrom(ATTACKER, victim.email, `guess-${i}`)).status).toBe(401);
    for (const password of ['guess-5', PASSWORD]) {
      const throttled = await loginFrom(ATTACKER, victim.email, password);
      expect(throttled.status).toBe(429);
      expect(throttled.body.code).toBe('too_many_attempts');
      expect(Number(throttled.retryAfter)).toBeGreaterThan(0);
      expect(Number(throttled.retryAfter)).toBeLessThanOrEqual(15);
    }
    const owner = await loginFrom(OWNER, victim.email, PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.body.access).toEqual(expect.any(String));
  });

  it('makes each further failure wait longer, instead of locking the account', async () => {
    const user = await t.createUser('client');
    for (let i = 0; i < 5; i++) await loginFrom(ATTACKER, user.email, `guess-${i}`);
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const throttled = await loginFrom(ATTACKER, user.email, 'guess');
      expect(throttled.status).toBe(429);
      waits.push(Number(throttled.retryAfter));
      await waitInDatabase(waits.at(-1)!);
      expect((await loginFrom(ATTACKER, user.email, `late-guess-${round}`)).status).toBe(401);
    }
    expect(waits[1]).toBeGreaterThan(waits[0]!);
    expect(waits[2]).toBeGreaterThan(waits[1]!);
    await waitInDatabase(3600);
    expect((await loginFrom(ATTACKER, user.email, PASSWORD)).status).toBe(200);
  });

  it('throttles an unknown e-mail exactly like a known one', async () => {
    const known = await t.createUser('client');
    const answers = async (email: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await loginFrom(ATTACKER, email, `guess-${i}`)).status);
      return statuses;
    };
    expect(await answers('nobody-here@test.example')).toEqual(await answers(known.email));
  });

  it('slows down an address trying many e-mails, but not other addresses', async () => {
    await waitInDatabase(3600);
    const sprayer = '127.0.0.4';
    for (let i = 0; i < 30; i++) expect((await loginFrom(sprayer, `spray-${i}@test.example`, 'guess')).status).toBe(401);
    const throttled = await loginFrom(sprayer, t.collaborator.email, PASSWORD);
    expect(throttled.status).toBe(429);
    expect(throttled.retryAfter).toBeDefined();
    expect((await loginFrom(OWNER, t.collaborator.email, PASSWORD)).status).toBe(200);
  });

  it('a successful login clears the failures of its e-mail from its address', async () => {
    const user = await t.createUser('client');
    for (let i = 0; i < 4; i++) await loginFrom(OWNER, user.email, `guess-${i}`);
    expect((await loginFrom(OWNER, user.email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await loginFrom(OWNER, user.email, `guess-${i}`)).status).toBe(401);
  });
});

describe('login throttling behind a load balancer (TRUST_PROXY)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await startTestApp({ trustProxy: ['127.0.0.1'] });
  });
  afterAll(() => proxied.close());

  const loginVia = (client: string, email: string, password: string) =>
    proxied.api.post('/api/login', { json: { email, password }, headers: { 'x-forwarded-for': client } });

  it('counts the client address the proxy forwards, not the proxy itself', async () => {
    const victim = await proxied.createUser('client');
    for (let i = 0; i < 5; i++) expect((await loginVia('203.0.113.7', victim.email, `guess-${i}`)).status).toBe(401);
    expect((await loginVia('203.0.113.7', victim.email, PASSWORD)).status).toBe(429);
    // The owner reaches the same proxy from another address and is not slowed down.
    const owner = await loginVia('198.51.100.4', victim.email, PASSWORD);
    expect(owner.status, JSON.stringify({ body: owner.body, retry: owner.headers.get('retry-after') })).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  const base = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'envcomply-config-')) };
  it('takes proxy addresses, and refuses anything else (a hop count too) naming the variable', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(() => loadConfig({ ...base, TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.2, 10.1.0.0/16' }).trustProxy).toEqual(['10.0.0.2', '10.1.0.0/16']);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});
