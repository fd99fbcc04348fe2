import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultancyEmailConfigs } from '../../server/db/schema';
import { startTestApp, type TestApp } from './support/app';
import { createConsultancy } from './support/organisation';
import { startSmtpServer } from './support/smtp';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  t = await startTestApp();
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
    await t.api.post(`/api/consultancy/${id}/email-config`, { ...asAdmin(), json: settings({ password: '', host: 'localhost' }) });
    const [after] = await t.database.db.select().from(consultancyEmailConfigs).where(eq(consultancyEmailConfigs.consultancyId, id));
    expect(after!.host).toBe('localhost');
    expect(after!.passwordEncrypted).toBe(row!.passwordEncrypted);
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
