import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSpain } from '../../server/lib/dates';
import { SecretBox } from '../../server/lib/secrets';
import type { AgendaItem } from '../../contract/agenda';
import { digestWeekOpen, sendAgendaDigests } from '../../server/modules/agenda/digest';
import { composeDigest, DIGEST_LIMITS } from '../../server/modules/agenda/digest-mail';
import { startTestApp, type TestApp } from './support/app';
import { dddFixture } from './support/indicators';
import { legalModuleFixture } from './support/legal-module';
import { createConsultancy, twoTenants } from './support/organisation';
import { registerBranch } from './support/register';
import { startSmtpServer, type ReceivedMail } from './support/smtp';

// Issue 26: the weekly e-mail digest of the compliance agenda, per user, opt-in, through the consultancy's SMTP.

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let tenants: Awaited<ReturnType<typeof twoTenants>>;

const today = todayInSpain();
const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
// Midday on this week's Monday: after 07:00 in Madrid whatever the season.
const thisMonday = new Date(`${monday}T12:00:00Z`);

const send = (now = thisMonday) =>
  sendAgendaDigests({ db: t.database.db, secrets: new SecretBox(t.config.encryptionKey), mail: t.config, log: t.app.log, now });
const optIn = (token: string, enabled: boolean, language = 'es') =>
  t.api.put('/api/profile/agenda-digest', { token, json: { enabled }, headers: { 'accept-language': language } });
const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

/** The message as a reader sees it: encoded words and quoted-printable soft breaks undone, its bytes decoded as UTF-8. */
const readable = (mail: ReceivedMail) =>
  Buffer.from(
    mail.raw
      .replace(/\?=\s+=\?UTF-8\?Q\?/g, '')
      .replace(/=\?UTF-8\?Q\?(.*?)\?=/g, (_, word: string) => word.replace(/_/g, ' '))
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

beforeAll(async () => {
  t = await startTestApp({ outboundPrivateHosts: 'allow' });
  smtp = await startSmtpServer();
  tenants = await twoTenants(t);
  await t.api.post(`/api/consultancy/${tenants.consultancy.id}/email-config`, {
    token: t.admin.token,
    json: { host: '127.0.0.1', port: smtp.port, username: 'avisos@ecoassessors.example', use_tls: false, use_ssl: false },
  });
  // Center A (the collaborator's): an evidence expiring in 10 days and a rodent control overdue since 2025. Center B: its own overdue service.
  await legalModuleFixture(t, tenants.centerA.id, await registerBranch(t));
  await dddFixture(t, tenants.centerA.id);
  await dddFixture(t, tenants.centerB.id);
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

describe('PUT /api/profile/agenda-digest', () => {
  it('switches the digest on in the language of the interface, and off again', async () => {
    const user = await t.createUser('collaborator');
    expect((await t.api.get('/api/profile/agenda-digest', { token: user.token })).body).toMatchObject({ enabled: false, language: null });
    const on = await optIn(user.token, true, 'ca');
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body).toEqual({ enabled: true, language: 'ca' });
    expect((await t.api.get('/api/profile/agenda-digest', { token: user.token })).body).toMatchObject({ enabled: true, language: 'ca' });
    expect((await optIn(user.token, false)).body).toEqual({ enabled: false, language: null });
    expect((await t.api.get('/api/profile/agenda-digest', { token: user.token })).body.enabled).toBe(false);
  });

  it('tells whether a mail server will carry the digest, and an admin which consultancy sets it up', async () => {
    const state = async (token: string) => (await t.api.get('/api/profile/agenda-digest', { token })).body;
    // The collaborator of center A and the client of its enterprise: their consultancy has its SMTP settings.
    expect(await state(t.collaborator.token)).toMatchObject({ mail_ready: true, mail_consultancy_id: null });
    expect(await state(t.client.token)).toMatchObject({ mail_ready: true, mail_consultancy_id: null });
    // Someone of no center and no consultancy, with no server-wide SMTP_URL: the digest cannot go.
    expect(await state((await t.createUser('collaborator')).token)).toMatchObject({ mail_ready: false, mail_consultancy_id: null });
    // An admin of a consultancy without mail settings is told which one to set up.
    const other = await createConsultancy(t, 'Sin Correo SL');
    const admin = await t.createUser('admin', `admin@${other.domain_name}`);
    expect(await state(admin.token)).toMatchObject({ mail_ready: false, mail_consultancy_id: other.id });
  });

  it('needs a signed-in user and a boolean', async () => {
    expect((await t.api.put('/api/profile/agenda-digest', { json: { enabled: true } })).status).toBe(401);
    const wrong = await t.api.put('/api/profile/agenda-digest', { token: t.client.token, json: { enabled: 'maybe' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBeTruthy();
  });
});

describe('weekly agenda digest', () => {
  it('mails an opted-in collaborator once, only their centers, in their language, overdue first', async () => {
    expect((await optIn(t.collaborator.token, true, 'ca')).status).toBe(200);
    const before = smtp.received.length;
    // Two processes at once, then a restart later in the week: one message.
    await Promise.all([send(), send()]);
    await send(new Date(`${addDays(monday, 2)}T09:00:00Z`));
    const mails = mailsTo(t.collaborator.email);
    expect(mails).toHaveLength(1);
    expect(smtp.received.length - before).toBe(1);
    expect(mails[0]!.from).toBe('avisos@ecoassessors.example');

    const text = readable(mails[0]!);
    expect(text).toContain('Subject: La vostra agenda de compliment: 1 obligació vençuda');
    expect(text).toContain('Center A');
    expect(text).not.toContain('Center B');
    expect(text).toContain(`http://app.test/center/${tenants.centerA.id}/agenda`);
    expect(text).not.toContain(`/center/${tenants.centerB.id}/agenda`);
    expect(text).toContain('Obrir l’agenda del centre');
    const overdue = text.indexOf('08/06/2025 · Vençuda fa ');
    const evidence = text.indexOf(`Caducitat d’evidència`);
    expect(text).toContain('Servei de control de plagues: Desratització');
    expect(overdue).toBeGreaterThan(-1);
    expect(evidence).toBeGreaterThan(overdue);
    expect(text).toContain('Content-Type: text/html');
    expect(text).toContain('<li style="color:#b71c1c">');
  });

  it('sends nothing to users who did not opt in', async () => {
    await send();
    expect(mailsTo(t.admin.email)).toEqual([]);
    expect(mailsTo(t.client.email)).toEqual([]);
  });

  it('sends nothing when nothing is overdue or due', async () => {
    const idle = await t.createUser('collaborator');
    await optIn(idle.token, true);
    await send();
    expect(mailsTo(idle.email)).toEqual([]);
  });

  it('sends the next week again', async () => {
    await send(new Date(`${addDays(monday, 7)}T12:00:00Z`));
    expect(mailsTo(t.collaborator.email)).toHaveLength(2);
  });

  it('waits for Monday 07:00 in Madrid', () => {
    expect(digestWeekOpen(new Date('2026-11-23T05:30:00Z'))).toBe(false); // Monday 06:30 in Madrid
    expect(digestWeekOpen(new Date('2026-11-23T06:00:00Z'))).toBe(true); // Monday 07:00
    expect(digestWeekOpen(new Date('2026-06-22T04:59:00Z'))).toBe(false); // Monday 06:59, summer time
    expect(digestWeekOpen(new Date('2026-11-24T02:00:00Z'))).toBe(true); // Tuesday
  });
});

describe("the digest of many centers (an admin's)", () => {
  // 30 centers of 15 items each; the centers 25-29 have overdue items, the more the later.
  const items: AgendaItem[] = [];
  for (let center = 1; center <= 30; center++)
    for (let n = 0; n < 15; n++) {
      const overdue = center >= 25 && n < center - 24;
      const days = overdue ? -(n + 1) : n + 1;
      items.push({
        id: `${center}-document_expiry-${n}`,
        center: { id: center, name: `Centre ${String(center).padStart(2, '0')}` },
        enterprise: { id: 1, name: 'Empresa' },
        module: 'document',
        kind: 'document_expiry',
        subject: `Licencia ${n}`,
        due_date: addDays(today, days),
        days_left: days,
        overdue,
        record_id: center * 100 + n,
        parent_id: null,
      });
    }
  const mail = composeDigest(items, 'es', 'http://app.test', 30);
  const sections = (text: string) => text.split('\n').filter((line) => /^Centre \d+$/.test(line));

  it(`lists at most ${DIGEST_LIMITS.centers} centers, the most overdue first, and how many more with the link to all`, () => {
    const listed = sections(mail.text);
    expect(listed).toHaveLength(DIGEST_LIMITS.centers);
    expect(listed.slice(0, 6)).toEqual(['Centre 30', 'Centre 29', 'Centre 28', 'Centre 27', 'Centre 26', 'Centre 25']);
    expect(mail.text).toContain('Y 10 centros más con obligaciones vencidas o que vencen pronto.');
    expect(mail.text).toContain('Abrir la agenda de todos sus centros: http://app.test/agenda');
    expect(mail.html).toContain('<a href="http://app.test/agenda">Abrir la agenda de todos sus centros</a>');
    // The subject counts every overdue item, listed or not.
    expect(mail.subject).toBe('Su agenda de cumplimiento: 21 obligaciones vencidas');
  });

  it(`lists at most ${DIGEST_LIMITS.itemsPerCenter} items per center and "y N más" leading to its agenda`, () => {
    const section = mail.text.split('Centre 30\n')[1]!.split('\n\n')[0]!.split('\n');
    expect(section.filter((line) => line.startsWith('- ') && line.includes('Licencia'))).toHaveLength(DIGEST_LIMITS.itemsPerCenter);
    expect(section).toContain('- y 5 obligaciones más en la agenda del centro');
    expect(mail.html).toContain('<li><a href="http://app.test/center/30/agenda">y 5 obligaciones más en la agenda del centro</a></li>');
    expect(mail.html.match(/<li/g)).toHaveLength(DIGEST_LIMITS.centers * (DIGEST_LIMITS.itemsPerCenter + 1));
  });

  it('lists everything when it fits, centers by name, with no "more" line', () => {
    const small = composeDigest(
      items.filter((item) => item.center.id <= 3 && Number(item.id.split('-')[2]) < 4),
      'ca',
      'http://app.test',
      30,
    );
    expect(sections(small.text)).toEqual(['Centre 01', 'Centre 02', 'Centre 03']);
    expect(small.text).not.toContain('més a l’agenda del centre');
    expect(small.text).not.toContain('http://app.test/agenda\n');
  });
});
