import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { addDays, todayInSpain } from '../../server/lib/dates';
import { periodOf } from '../../server/modules/legal-module/digest';
import { startTestApp, type TestApp } from './support/app';
import { configureCenter, evidencesOf } from './support/legal-module';
import { createCenter, createConsultancy, createEnterprise } from './support/organisation';
import { registerBranch } from './support/register';
import { startSmtpServer } from './support/smtp';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let centerId: number;
beforeAll(async () => {
  t = await startTestApp({ outboundPrivateHosts: 'allow' });
  smtp = await startSmtpServer();
  const consultancy = await createConsultancy(t, 'Verda Consultors');
  await t.api.post(`/api/consultancy/${consultancy.id}/email-config`, {
    token: t.admin.token,
    json: { host: '127.0.0.1', port: smtp.port, username: 'avisos@verda.example', use_tls: false, use_ssl: false },
  });
  const center = await createCenter(t, (await createEnterprise(t)).id, consultancy.id, {
    name: 'Planta de Rubí',
    used_language: 'ca',
    userIdList: [t.collaborator.id],
  });
  centerId = center.id;
  const branch = await registerBranch(t);
  await configureCenter(t, centerId, branch);
  const [evidence] = await evidencesOf(t, centerId);
  await t.api.put(`/api/evidence/${evidence!.id}`, {
    token: t.admin.token,
    json: { name: "Permís d'abocament", state: 'FULFILLED', expiration_date: addDays(todayInSpain(), -2) },
  });
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const runJobs = (app: TestApp['app']) => Promise.all(app.scheduledJobs.map((job) => job.run()));

describe('expiry digests', () => {
  it('are sent once per period, in the center language, even by two app instances on one database', async () => {
    const second = await buildApp({ config: t.config, db: t.database.db, logger: false });
    await Promise.all([runJobs(t.app), runJobs(second), runJobs(t.app), runJobs(second)]);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual([t.collaborator.email]);
    expect(mail.raw).toContain('Subject: =?UTF-8?Q?Planta_de_Rub=C3=AD');
    expect(mail.raw).toMatch(/CADUCADA/);
    expect(mail.raw).toContain(`http://app.test/center/legal-requirement-module/${centerId}/configuration`);
    await runJobs(second);
    expect(smtp.received).toHaveLength(1);
    await second.close();
  });

  it('are not sent when the center chose NEVER', async () => {
    await t.api.post('/api/evidence-mail-notification-periodicity', {
      token: t.admin.token,
      json: { center_id: centerId, periodicity: 'DAILY' },
    });
    await t.api.post('/api/evidence-mail-notification-periodicity', {
      token: t.admin.token,
      json: { center_id: centerId, periodicity: 'NEVER' },
    });
    const before = smtp.received.length;
    await runJobs(t.app);
    expect(smtp.received.length).toBe(before);
  });

  it('are tried again after a failed send, instead of losing the period', async () => {
    const consultancy = await createConsultancy(t, 'Down Mail SL');
    const config = (port: number) =>
      t.api.post(`/api/consultancy/${consultancy.id}/email-config`, {
        token: t.admin.token,
        json: { host: '127.0.0.1', port, username: 'x@down.example', use_tls: false, use_ssl: false },
      });
    await config(1);
    const center = await createCenter(t, (await createEnterprise(t)).id, consultancy.id, {
      name: 'Nau de Manresa',
      userIdList: [t.client.id],
    });
    await configureCenter(t, center.id, await registerBranch(t, ' (Manresa)'));
    const [evidence] = await evidencesOf(t, center.id);
    await t.api.put(`/api/evidence/${evidence!.id}`, {
      token: t.admin.token,
      json: { name: 'Permiso', state: 'IN_PROCESS', expiration_date: todayInSpain() },
    });
    const before = smtp.received.length;
    await runJobs(t.app);
    expect(smtp.received.length).toBe(before);
    await config(smtp.port);
    await runJobs(t.app);
    expect(smtp.received.length).toBe(before + 1);
    expect(smtp.received.at(-1)!.to).toEqual([t.client.email]);
  });

  it('wait for a mail server when none is set up, then go through the server-wide SMTP_URL as MAIL_FROM', async () => {
    const consultancy = await createConsultancy(t, 'Sense Correu SL');
    const center = await createCenter(t, (await createEnterprise(t)).id, consultancy.id, { name: 'Nau de Vic', userIdList: [t.client.id] });
    await configureCenter(t, center.id, await registerBranch(t, ' (Vic)'));
    const [evidence] = await evidencesOf(t, center.id);
    await t.api.put(`/api/evidence/${evidence!.id}`, {
      token: t.admin.token,
      json: { name: 'Llicència', state: 'IN_PROCESS', expiration_date: todayInSpain() },
    });
    const before = smtp.received.length;
    await runJobs(t.app); // no consultancy SMTP, no SMTP_URL: kept for later, not lost
    expect(smtp.received.filter((mail) => mail.raw.includes('Nau de Vic'))).toEqual([]);

    const serverWide = await buildApp({
      config: { ...t.config, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'avisos@envcomply.example' },
      db: t.database.db,
      logger: false,
    });
    await runJobs(serverWide);
    await serverWide.close();
    const sent = smtp.received.slice(before).filter((mail) => mail.raw.includes('Nau de Vic'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.from).toBe('avisos@envcomply.example');
    expect(sent[0]!.raw).toContain('Sense Correu SL');
  });

  it('name their periods by day, ISO week (from Monday) and month', () => {
    expect(periodOf('DAILY', '2026-11-21')).toBe('2026-11-21');
    expect(periodOf('WEEKLY', '2026-11-21')).toBe('W2026-11-16');
    expect(periodOf('WEEKLY', '2026-11-16')).toBe('W2026-11-16');
    expect(periodOf('MONTHLY', '2026-11-21')).toBe('2026-11');
  });
});
