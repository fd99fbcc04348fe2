import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultancyEmailConfigs } from '../../server/db/schema';
import { startTestApp, type TestApp } from './support/app';
import { createConsultancy } from './support/organisation';
import { startSmtpServer } from './support/smtp';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  t = await startTestApp({ outboundPrivateHosts: 'allow' });
  smtp = await startSmtpServer({ username: 'avisos@ecoassessors.example', password: 's3cret-smtp' });
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const asAdmin = () => ({ token: t.admin.token });
const settings = (overrides: Record<string, unknown> = {}) => ({
  host: '127.0.0.1',
  port: smtp.port,
  username: 'avisos@ecoassessors.example',
  password: 's3cret-smtp',
  use_tls: false,
  use_ssl: false,
  ...overrides,
});

describe('/api/consultancy/:id/email-config', () => {
  it('answers 404 until configured, then the settings without the password', async () => {
    const { id } = await createConsultancy(t);
    expect((await t.api.get(`/api/consultancy/${id}/email-config`, asAdmin())).status).toBe(404);
    const saved = await t.api.post(`/api/consultancy/${id}/email-config`, { ...asAdmin(), json: { ...settings(), consultancy_id: id } });
    expect(saved.status).toBe(200);
    const read = await t.api.get(`/api/consultancy/${id}/email-config`, asAdmin());
    expect(read.body).toEqual({
      host: '127.0.0.1',
      port: smtp.port,
      username: 'avisos@ecoassessors.example',
      use_tls: false,
      use_ssl: false,
      has_password: true,
      consultancy_id: id,
      consultancy: { id, name: 'EcoAssessors SL' },
    });
    expect(JSON.stringify(read.body)).not.toContain('s3cret');
  });

  it('keeps the password encrypted at rest, and keeps it when an update leaves it empty', async () => {
    const { id } = await createConsultancy(t);
    await t.api.post(`/api/consultancy/${id}/email-config`, { ...asAdmin(), json: settings() });
    const [row] = await t.database.db.select().from(consultancyEmailConfigs).where(eq(consultancyEmailConfigs.consultancyId, id));
    expect(row!.passwordEncrypted).not.toContain('s3cret');
    const kept = await t.api.post(`/api/consultancy/${id}/email-config`, { ...asAdmin(), json: settings({ password: '', use_tls: true }) });
    expect(kept.status).toBe(200);
    const [after] = await t.database.db.select().from(consultancyEmailConfigs).where(eq(consultancyEmailConfigs.consultancyId, id));
    expect(after!.useTls).toBe(true);
    expect(after!.passwordEncrypted).toBe(row!.passwordEncrypted);
  });

  it('asks for the password again when the host, port or user changes, so it never goes to another server', async () => {
    const { id } = await createConsultancy(t);
    await t.api.post(`/api/consultancy/${id}/email-config`, { ...asAdmin(), json: settings() });
    for (const change of [
      { host: 'localhost' },
      { host: '127.0.0.2' },
      { port: smtp.port + 1 },
      { username: 'otro@ecoassessors.example' },
    ]) {
      const refused = await t.api.post(`/api/consultancy/${id}/email-config`, {
        ...asAdmin(),
        json: settings({ ...change, password: '' }),
      });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.fields).toEqual({ password: 'Enter the password again: it is only sent to the server it was saved for.' });
    }
    const spanish = await t.api.post(`/api/consultancy/${id}/email-config`, {
      ...asAdmin(),
      json: settings({ host: 'localhost', password: '' }),
      headers: { 'accept-language': 'es-ES' },
    });
    expect(spanish.body.fields.password).toBe('Vuelva a introducir la contraseña: solo se envía al servidor para el que se guardó.');
    const [before] = await t.database.db.select().from(consultancyEmailConfigs).where(eq(consultancyEmailConfigs.consultancyId, id));
    expect(before!.host).toBe('127.0.0.1');
    // The host's case is not a change; a new host with the password typed again is saved.
    expect((await t.api.post(`/api/consultancy/${id}/email-config`, { ...asAdmin(), json: settings({ password: '' }) })).status).toBe(200);
    const moved = await t.api.post(`/api/consultancy/${id}/email-config`, { ...asAdmin(), json: settings({ host: 'LOCALHOST' }) });
    expect(moved.body).toMatchObject({ host: 'LOCALHOST', has_password: true });
    expect(
      (await t.api.post(`/api/consultancy/${id}/email-config`, { ...asAdmin(), json: settings({ host: 'localhost', password: '' }) }))
        .status,
    ).toBe(200);
    // Without a user no password is sent: a server without login is saved, and the old password is dropped.
    const open = await t.api.post(`/api/consultancy/${id}/email-config`, {
      ...asAdmin(),
      json: settings({ host: '127.0.0.1', username: '', password: '' }),
    });
    expect(open.body).toMatchObject({ host: '127.0.0.1', username: '', has_password: false });
  });

  it('names bad fields, contradictory TLS options and a mismatched consultancy_id', async () => {
    const { id } = await createConsultancy(t);
    const bad = await t.api.post(`/api/consultancy/${id}/email-config`, { ...asAdmin(), json: settings({ port: 70000, host: '' }) });
    expect(Object.keys(bad.body.fields).sort()).toEqual(['host', 'port']);
    const both = await t.api.post(`/api/consultancy/${id}/email-config`, {
      ...asAdmin(),
      json: settings({ use_tls: true, use_ssl: true }),
    });
    expect(both.body.fields).toHaveProperty('use_ssl');
    const other = await t.api.post(`/api/consultancy/${id}/email-config`, { ...asAdmin(), json: settings({ consultancy_id: id + 1000 }) });
    expect(other.body.fields).toHaveProperty('consultancy_id');
    expect((await t.api.post('/api/consultancy/999999/email-config', { ...asAdmin(), json: settings() })).status).toBe(404);
  });
});

describe('POST /api/consultancy/:id/email-config/test', () => {
  it('sends a real message with the consultancy as sender to the signed-in admin', async () => {
    const { id } = await createConsultancy(t);
    await t.api.post(`/api/consultancy/${id}/email-config`, { ...asAdmin(), json: settings() });
    const before = smtp.received.length;
    const answer = await t.api.post(`/api/consultancy/${id}/email-config/test`, { ...asAdmin(), json: {} });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ sent: true, to: t.admin.email });
    const mail = smtp.received[before]!;
    expect(mail.from).toBe('avisos@ecoassessors.example');
    expect(mail.to).toEqual([t.admin.email]);
    expect(mail.raw).toMatch(/From: EcoAssessors SL <avisos@ecoassessors\.example>/);
    expect(mail.raw).toContain('Subject: EcoAssessors SL: test e-mail');
  });

  it('reports a refused login in plain words with 502, and an unconfigured consultancy with 409', async () => {
    const { id } = await createConsultancy(t);
    await t.api.post(`/api/consultancy/${id}/email-config`, { ...asAdmin(), json: settings({ password: 'wrong' }) });
    const refused = await t.api.post(`/api/consultancy/${id}/email-config/test`, { ...asAdmin(), json: { to: 'qa@test.example' } });
    expect(refused.status).toBe(502);
    expect(refused.body.code).toBe('smtp_error');
    expect(refused.body.detail).toMatch(/refused the user name or password/);
    const unconfigured = await createConsultancy(t, 'No mail yet');
    expect((await t.api.post(`/api/consultancy/${unconfigured.id}/email-config/test`, { ...asAdmin(), json: {} })).status).toBe(409);
  });

  it('reports a closed port as a refused connection', async () => {
    const { id } = await createConsultancy(t);
    await t.api.post(`/api/consultancy/${id}/email-config`, { ...asAdmin(), json: settings({ port: 1 }) });
    const answer = await t.api.post(`/api/consultancy/${id}/email-config/test`, { ...asAdmin(), json: {} });
    expect(answer.status).toBe(502);
    expect(answer.body.detail).toContain('refused the connection');
  });
});

describe('SMTP hosts on a private network', () => {
  let strict: TestApp;
  beforeAll(async () => {
    // The production default (OUTBOUND_PRIVATE_HOSTS unset).
    strict = await startTestApp();
  });
  afterAll(() => strict.close());

  it('refuses 127.0.0.1, a name that resolves to a private address and IPv4-mapped forms without the setting, and names the host', async () => {
    const { id } = await createConsultancy(strict);
    for (const host of ['127.0.0.1', 'localhost', '::ffff:127.0.0.1', '::1', '10.0.0.1', '169.254.169.254']) {
      const refused = await strict.api.post(`/api/consultancy/${id}/email-config`, { token: strict.admin.token, json: settings({ host }) });
      expect(refused.status, host).toBe(400);
      expect(Object.keys(refused.body.fields), host).toEqual(['host']);
    }
    const catalan = await strict.api.post(`/api/consultancy/${id}/email-config`, {
      token: strict.admin.token,
      json: settings(),
      headers: { 'accept-language': 'ca' },
    });
    expect(catalan.body.fields.host).toBe(
      'Aquesta adreça és en una xarxa privada o local, a la qual aquest servidor no es connecta (OUTBOUND_PRIVATE_HOSTS).',
    );
    expect((await strict.api.get(`/api/consultancy/${id}/email-config`, { token: strict.admin.token })).status).toBe(404);
  });

  it('sends no test message to a private host saved before (or a name that now resolves to one)', async () => {
    const { id } = await createConsultancy(strict);
    await strict.database.db.insert(consultancyEmailConfigs).values({
      consultancyId: id,
      host: 'localhost',
      port: smtp.port,
      username: '',
      useTls: false,
      useSsl: false,
    });
    const before = smtp.received.length;
    const refused = await strict.api.post(`/api/consultancy/${id}/email-config/test`, { token: strict.admin.token, json: {} });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields)).toEqual(['host']);
    expect(smtp.received.length).toBe(before);
  });

  it('accepts 127.0.0.1 and sends through it with the setting', async () => {
    const { id } = await createConsultancy(t);
    const saved = await t.api.post(`/api/consultancy/${id}/email-config`, { ...asAdmin(), json: settings({ host: '127.0.0.1' }) });
    expect(saved.status).toBe(200);
    const sent = await t.api.post(`/api/consultancy/${id}/email-config/test`, { ...asAdmin(), json: {} });
    expect(sent.body).toEqual({ sent: true, to: t.admin.email });
  });
});
