import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordTokens } from '../../server/db/schema';
import { hashToken } from '../../server/lib/tokens';
import { startTestApp, type TestApp } from './support/app';
import { createCenter, createConsultancy, createEnterprise } from './support/organisation';
import { startSmtpServer, type ReceivedMail } from './support/smtp';

let t: TestApp;
/** The consultancy's own mail server. */
let consultancySmtp: Awaited<ReturnType<typeof startSmtpServer>>;
/** The server-wide SMTP_URL, for users without a consultancy. */
let serverSmtp: Awaited<ReturnType<typeof startSmtpServer>>;
let enterpriseId: number;
let centerId: number;

beforeAll(async () => {
  consultancySmtp = await startSmtpServer({ username: 'avisos@ecoassessors.example', password: 's3cret-smtp' });
  serverSmtp = await startSmtpServer();
  t = await startTestApp({
    smtpUrl: `smtp://127.0.0.1:${serverSmtp.port}`,
    mailFrom: 'no-reply@envcomply.example',
    outboundPrivateHosts: 'allow',
  });
  const consultancy = await createConsultancy(t);
  const configured = await t.api.post(`/api/consultancy/${consultancy.id}/email-config`, {
    token: t.admin.token,
    json: {
      host: '127.0.0.1',
      port: consultancySmtp.port,
      username: 'avisos@ecoassessors.example',
      password: 's3cret-smtp',
      use_tls: false,
      use_ssl: false,
    },
  });
  expect(configured.status).toBe(200);
  enterpriseId = (await createEnterprise(t, 'Indústries Vallès SA')).id;
  centerId = (await createCenter(t, enterpriseId, consultancy.id, { name: 'Planta de Sabadell', used_language: 'ca' })).id;
});
afterAll(async () => {
  await t.close();
  await consultancySmtp.close();
  await serverSmtp.close();
});

const asAdmin = () => ({ token: t.admin.token });
const unique = () => Math.random().toString(36).slice(2, 10);

/** The mail sent to `to`, waiting for it (reset mails go after the answer). */
async function mailTo(server: { received: ReceivedMail[] }, to: string, count = 1): Promise<ReceivedMail> {
  for (let i = 0; i < 100; i++) {
    const found = server.received.filter((mail) => mail.to.includes(to));
    if (found.length >= count) return found[count - 1]!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail number ${count} to ${to}`);
}

/** The token of the link in a mail (quoted-printable soft breaks joined first). */
const tokenIn = (mail: ReceivedMail): string => {
  const text = mail.raw.replace(/=\r?\n/g, '');
  return text.match(/http:\/\/app\.test\/set-password\/([A-Za-z0-9_-]+)/)![1]!;
};

const invite = (overrides: Record<string, unknown> = {}) => {
  const email = `nova.${unique()}@client.example`;
  return t.api
    .post('/api/user', { ...asAdmin(), json: { name: 'Núria Vila', email, role: 'client', invite: true, ...overrides } })
    .then((answer) => ({ answer, email }));
};

describe('inviting a user by e-mail', () => {
  it('creates the user with their enterprises and centers and mails a one-use link through the consultancy SMTP', async () => {
    const { answer, email } = await invite({ enterpriseIdList: [enterpriseId], centerIdList: [centerId] });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      email,
      role: 'client',
      enterpriseList: [{ id: enterpriseId, name: 'Indústries Vallès SA' }],
      centerList: [{ id: centerId, name: 'Planta de Sabadell' }],
      invitation: { sent: true, to: email },
    });
    const expiresIn = new Date(answer.body.invitation.expires_at).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(71.9 * 3_600_000);
    expect(expiresIn).toBeLessThanOrEqual(72 * 3_600_000);

    const mail = await mailTo(consultancySmtp, email);
    expect(mail.from).toBe('avisos@ecoassessors.example');
    // The center speaks Catalan, so the invitation does too.
    expect(mail.raw).toMatch(/Subject: .*benvinguda/);
    const token = tokenIn(mail);
    // Only the hash is stored.
    const stored = await t.database.db
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.tokenHash, hashToken(token)));
    expect(stored).toHaveLength(1);
    const all = await t.database.db.select({ hash: passwordTokens.tokenHash }).from(passwordTokens);
    expect(all.map((row) => row.hash)).not.toContain(token);

    // Before choosing a password the invited person cannot sign in with anything.
    expect((await t.api.post('/api/login', { json: { email, password: 'una-contrasenya-nova' } })).status).toBe(401);
    const opened = await t.api.get(`/api/password/link/${token}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ purpose: 'invitation', name: 'Núria Vila', email });

    const set = await t.api.post(`/api/password/link/${token}`, { json: { password: 'una-contrasenya-nova' } });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ email });
    expect((await t.api.post('/api/login', { json: { email, password: 'una-contrasenya-nova' } })).status).toBe(200);

    // One use: the same link again explains itself, in the request's language.
    const again = await t.api.post(`/api/password/link/${token}`, {
      json: { password: 'una-altra-contrasenya' },
      headers: { 'accept-language': 'es-ES' },
    });
    expect(again.status).toBe(410);
    expect(again.body.code).toBe('link_used');
    expect(again.body.detail).toMatch(/ya se ha usado/);
    expect((await t.api.get(`/api/password/link/${token}`, { headers: { 'accept-language': 'ca' } })).body.detail).toMatch(
      /ja s’ha fet servir/,
    );
    expect((await t.api.post('/api/login', { json: { email, password: 'una-altra-contrasenya' } })).status).toBe(401);
  });

  it('refuses an expired link, saying so', async () => {
    const { email } = await invite();
    const token = tokenIn(await mailTo(serverSmtp, email));
    await t.database.db
      .update(passwordTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordTokens.tokenHash, hashToken(token)));
    const opened = await t.api.get(`/api/password/link/${token}`, { headers: { 'accept-language': 'en' } });
    expect(opened.status).toBe(410);
    expect(opened.body).toMatchObject({ code: 'link_expired', detail: expect.stringMatching(/expired/) });
    const set = await t.api.post(`/api/password/link/${token}`, { json: { password: 'massa-tard-ja' } });
    expect(set.status).toBe(410);
    expect(set.body.code).toBe('link_expired');
  });

  it('answers 404 link_unknown for a link that was never sent', async () => {
    const answer = await t.api.post('/api/password/link/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', {
      json: { password: 'qualsevol-cosa' },
    });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('link_unknown');
  });

  it('sends through the server-wide SMTP_URL when the user has no consultancy, in the admin’s language', async () => {
    const { answer, email } = await invite();
    expect(answer.body.invitation).toMatchObject({ sent: true });
    const mail = await mailTo(serverSmtp, email);
    expect(mail.from).toBe('no-reply@envcomply.example');
    expect(mail.raw).toMatch(/Subject: .*bienvenida/);
  });

  it('sends the invitation again on request; only the newest link works', async () => {
    const { answer, email } = await invite();
    const first = tokenIn(await mailTo(serverSmtp, email));
    const again = await t.api.post(`/api/user/${answer.body.id}/invitation`, asAdmin());
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ sent: true, to: email });
    const second = tokenIn(await mailTo(serverSmtp, email, 2));
    expect(second).not.toBe(first);
    expect((await t.api.get(`/api/password/link/${first}`)).body.code).toBe('link_used');
    expect((await t.api.get(`/api/password/link/${second}`)).status).toBe(200);
    for (const who of [t.collaborator, t.client]) {
      expect((await t.api.post(`/api/user/${answer.body.id}/invitation`, { token: who.token })).status).toBe(403);
    }
  });

  it('creates the user and says why when the mail cannot go', async () => {
    const down = await startSmtpServer();
    await down.close();
    const app = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${down.port}` });
    try {
      const answer = await app.api.post('/api/user', {
        token: app.admin.token,
        json: { name: 'Pere', email: 'pere@client.example', role: 'client', invite: true },
      });
      expect(answer.status).toBe(201);
      expect(answer.body.invitation).toMatchObject({
        sent: false,
        code: 'smtp_error',
        detail: expect.stringMatching(/No se ha podido enviar/),
      });
      const again = await app.api.post(`/api/user/${answer.body.id}/invitation`, { token: app.admin.token });
      expect(again.status).toBe(502);
    } finally {
      await app.close();
    }
  });

  it('says in plain words where to set up mail when there is none, naming no server setting in Spanish or Catalan', async () => {
    const app = await startTestApp();
    try {
      const invite = (email: string, language: string) =>
        app.api.post('/api/user', {
          token: app.admin.token,
          headers: { 'accept-language': language },
          json: { name: 'Pere', email, role: 'client', invite: true },
        });
      const spanish = await invite('pere@sin-correo.example', 'es');
      expect(spanish.status).toBe(201);
      expect(spanish.body.invitation).toMatchObject({ sent: false, code: 'mail_not_configured' });
      expect(spanish.body.invitation.detail).toMatch(
        /^No hay ningún servidor de correo configurado.*Consultorías → Configuración de correo/,
      );
      const catalan = await invite('pau@sense-correu.example', 'ca');
      expect(catalan.body.invitation.detail).toMatch(/^No hi ha cap servidor de correu configurat.*Consultories → Configuració de correu/);
      for (const answer of [spanish, catalan]) expect(answer.body.invitation.detail).not.toMatch(/SMTP|_URL/);
    } finally {
      await app.close();
    }
  });

  it('asks for a password or an invitation, not both nor neither', async () => {
    const neither = await t.api.post('/api/user', { ...asAdmin(), json: { name: 'X', email: `x.${unique()}@e.example`, role: 'client' } });
    expect(neither.status).toBe(400);
    expect(Object.keys(neither.body.fields)).toEqual(['password']);
    const both = await t.api.post('/api/user', {
      ...asAdmin(),
      json: { name: 'X', email: `x.${unique()}@e.example`, role: 'client', password: 'una-clau-segura', invite: true },
    });
    expect(both.status).toBe(400);
    const badCenter = await invite({ centerIdList: [999_999] });
    expect(badCenter.answer.status).toBe(400);
    expect(Object.keys(badCenter.answer.body.fields)).toEqual(['centerIdList']);
  });
});

describe('the user form assigns enterprises and centers', () => {
  it('replaces them on update and keeps them when the lists are left out', async () => {
    const created = await t.api.post('/api/user', {
      ...asAdmin(),
      json: { name: 'Jordi', email: `jordi.${unique()}@e.example`, role: 'collaborator', password: 'una-clau-segura' },
    });
    const id = created.body.id;
    const base = { name: 'Jordi', email: created.body.email, role: 'collaborator' };
    const assigned = await t.api.put(`/api/user/${id}`, {
      ...asAdmin(),
      json: { ...base, centerIdList: [centerId], enterpriseIdList: [enterpriseId] },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.centerList).toEqual([{ id: centerId, name: 'Planta de Sabadell' }]);
    const kept = await t.api.put(`/api/user/${id}`, { ...asAdmin(), json: base });
    expect(kept.body.centerList).toHaveLength(1);
    expect(kept.body.enterpriseList).toHaveLength(1);
    const cleared = await t.api.put(`/api/user/${id}`, { ...asAdmin(), json: { ...base, centerIdList: [], enterpriseIdList: [] } });
    expect(cleared.body.centerList).toEqual([]);
    expect(cleared.body.enterpriseList).toEqual([]);
  });
});

describe('forgotten password', () => {
  it('mails a reset link; the new password works, the old one and the other sessions stop', async () => {
    const user = await t.createUser('collaborator', `oblit.${unique()}@e.example`);
    const answer = await t.api.post('/api/password/forgot', {
      json: { email: user.email.toUpperCase() },
      headers: { 'accept-language': 'ca' },
    });
    expect(answer.status).toBe(202);
    const mail = await mailTo(serverSmtp, user.email);
    expect(mail.raw).toMatch(/Subject: .*canvieu la contrasenya/);
    const token = tokenIn(mail);
    expect((await t.api.get(`/api/password/link/${token}`)).body.purpose).toBe('reset');
    expect((await t.api.post(`/api/password/link/${token}`, { json: { password: 'contrasenya-recuperada' } })).status).toBe(200);
    expect((await t.api.get('/api/profile', { token: user.token })).status).toBe(401);
    expect((await t.api.post('/api/login', { json: { email: user.email, password: 'contrasenya-recuperada' } })).status).toBe(200);
  });

  it('answers the same whether the e-mail belongs to anyone or not, and mails nobody for an unknown one', async () => {
    const known = await t.createUser('client', `conegut.${unique()}@e.example`);
    const before = serverSmtp.received.length + consultancySmtp.received.length;
    const forKnown = await t.api.post('/api/password/forgot', { json: { email: known.email } });
    const forUnknown = await t.api.post('/api/password/forgot', { json: { email: `ningu.${unique()}@e.example` } });
    expect(forUnknown.status).toBe(forKnown.status);
    expect(forUnknown.body).toEqual(forKnown.body);
    await mailTo(serverSmtp, known.email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(serverSmtp.received.length + consultancySmtp.received.length).toBe(before + 1);
  });

  it('mails one e-mail at most three links a window, and an address asking too often gets 429', async () => {
    const app = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${serverSmtp.port}` });
    try {
      const user = await app.createUser('client', `insistent.${unique()}@e.example`);
      const answers = [];
      for (let i = 0; i < 10; i++) answers.push(await app.api.post('/api/password/forgot', { json: { email: user.email } }));
      expect(answers.every((answer) => answer.status === 202)).toBe(true);
      await mailTo(serverSmtp, user.email, 3);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(serverSmtp.received.filter((mail) => mail.to.includes(user.email))).toHaveLength(3);
      const refused = await app.api.post('/api/password/forgot', { json: { email: user.email }, headers: { 'accept-language': 'es' } });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('900');
      expect(refused.body.detail).toMatch(/demasiados enlaces/);
    } finally {
      await app.close();
    }
  });
});
