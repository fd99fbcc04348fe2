import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { loginFailures } from '../../server/db/schema';
import { addressKey } from '../../server/modules/auth/throttle';
import { PASSWORD, startTestApp, type TestApp } from './support/app';
import { startSmtpServer } from './support/smtp';

let t: TestApp;
/** The server-wide SMTP_URL: the test users have no consultancy. */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'no-reply@envcomply.example' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: { code?: string; access?: string };
}

/** POST /api/login from a given loopback address (the app trusts no proxy header, so request.ip is the socket's). */
const loginFrom = (address: string, email: string, password: string) => postFrom(address, '/api/login', { email, password });

/** A POST from a given loopback address. */
function postFrom(address: string, path: string, body: object): Promise<Answer> {
  const url = new URL(path, t.api.baseUrl);
  const payload = JSON.stringify(body);
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

/** The mails the SMTP server received for `to`, once at least `count` of them are in (mails go after the answer). */
async function mailsTo(to: string, count: number) {
  for (let i = 0; i < 100; i++) {
    const found = smtp.received.filter((mail) => mail.to.includes(to));
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`fewer than ${count} mails to ${to}`);
}

/** Turns the second factor on for `user` (signed in from 127.0.0.1) and answers its secret. */
async function withSecondFactor(user: { token: string }) {
  const setup = await t.api.post('/api/profile/two-factor/setup', { token: user.token });
  const code = await generate({ secret: setup.body.secret, epoch: Math.floor(Date.now() / 1000) - 30 });
  expect(
    (await t.api.post('/api/profile/two-factor', { token: user.token, json: { setup: setup.body.setup, code, password: PASSWORD } }))
      .status,
  ).toBe(201);
  return setup.body.secret as string;
}

const statusCounts = (answers: Answer[]) =>
  answers.reduce<Record<number, number>>((counts, answer) => ({ ...counts, [answer.status]: (counts[answer.status] ?? 0) + 1 }), {});

describe('per-account throttling', () => {
  it('pauses an account guessed from many addresses, tells its owner once, and lets them in once the wait is over', async () => {
    const victim = await t.createUser('client');
    for (let i = 0; i < 10; i++) expect((await loginFrom(`127.0.1.${i + 1}`, victim.email, `guess-${i}`)).status).toBe(401);
    // The account itself waits: even the right password from an address never used before.
    const paused = await loginFrom('127.0.1.100', victim.email, PASSWORD);
    expect(paused.status).toBe(429);
    expect(Number(paused.retryAfter)).toBeGreaterThan(0);
    const [notice] = await mailsTo(victim.email, 1);
    expect(notice!.raw).toContain('pausa');
    expect(notice!.raw).toContain('http://app.test/forgot-password');
    // Further failures once the wait is over lengthen the pause, but send no second mail.
    await waitInDatabase(Number(paused.retryAfter));
    expect((await loginFrom('127.0.1.101', victim.email, 'guess-again')).status).toBe(401);
    expect((await loginFrom('127.0.1.102', victim.email, PASSWORD)).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.filter((mail) => mail.to.includes(victim.email))).toHaveLength(1);
    // The wait ends: the owner signs in.
    await waitInDatabase(3600);
    expect((await loginFrom('127.0.1.102', victim.email, PASSWORD)).status).toBe(200);
  });

  it('ends the pause once the owner chooses a new password through the link mailed to them', async () => {
    const victim = await t.createUser('client');
    for (let i = 0; i < 10; i++) expect((await loginFrom(`127.0.5.${i + 1}`, victim.email, `guess-${i}`)).status).toBe(401);
    expect((await loginFrom('127.0.5.100', victim.email, PASSWORD)).status).toBe(429);
    expect((await t.api.post('/api/password/forgot', { json: { email: victim.email } })).status).toBe(202);
    const mails = await mailsTo(victim.email, 2);
    const reset = mails.map((mail) => /set-password\/([A-Za-z0-9_-]+)/.exec(mail.raw.replace(/=\r?\n/g, ''))?.[1]).find(Boolean);
    const chosen = await t.api.post(`/api/password/link/${reset}`, { json: { password: 'una-contrasenya-nova' } });
    expect(chosen.status).toBe(200);
    expect((await loginFrom('127.0.5.101', victim.email, 'una-contrasenya-nova')).status).toBe(200);
  });

  it('counts parallel wrong passwords before checking them: of 20 at once, only the 5 free ones are checked', async () => {
    const user = await t.createUser('client');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => loginFrom('127.0.2.1', user.email, `guess-${i}`)));
    expect(statusCounts(answers)).toEqual({ 401: 5, 429: 15 });
  });

  it('counts parallel wrong codes before checking them: of 20 at once, only the 5 free ones are checked', async () => {
    const user = await t.createUser('collaborator');
    const secret = await withSecondFactor(user);
    const { body } = await loginFrom('127.0.2.2', user.email, PASSWORD);
    const challenge = (body as { challenge?: string }).challenge!;
    const guesses = Array.from({ length: 20 }, (_, i) =>
      postFrom('127.0.2.2', '/api/login/two-factor', { challenge, code: String(100000 + i) }),
    );
    expect(statusCounts(await Promise.all(guesses))).toEqual({ 401: 5, 429: 15 });
    const right = await postFrom('127.0.2.2', '/api/login/two-factor', { challenge, code: await generate({ secret }) });
    expect(right.status).toBe(429);
  });

  it('counts challenges that do not open against their address', async () => {
    const forger = '127.0.2.3';
    for (let i = 0; i < 30; i++) {
      const answer = await postFrom(forger, '/api/login/two-factor', { challenge: `forged-${i}`, code: '123456' });
      expect(answer.body.code).toBe('two_factor_challenge_not_valid');
    }
    const throttled = await postFrom(forger, '/api/login/two-factor/setup', { challenge: 'forged' });
    expect(throttled.status).toBe(429);
    expect(throttled.retryAfter).toBeDefined();
  });

  it('keys IPv6 addresses by their /64 and IPv4-mapped ones as IPv4', () => {
    expect(addressKey('2001:db8:1:2::a')).toBe(addressKey('2001:0db8:0001:0002:ffff:1:2:3'));
    expect(addressKey('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::a')).not.toBe(addressKey('2001:db8:1:2::a'));
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
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

  it('counts the addresses of one IPv6 /64 as one address', async () => {
    const victim = await proxied.createUser('client');
    for (let i = 0; i < 5; i++) expect((await loginVia(`2001:db8:7:8::${i + 1}`, victim.email, `guess-${i}`)).status).toBe(401);
    expect((await loginVia('2001:db8:7:8:abcd::99', victim.email, PASSWORD)).status).toBe(429);
    expect((await loginVia('2001:db8:7:9::1', victim.email, PASSWORD)).status).toBe(200);
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
