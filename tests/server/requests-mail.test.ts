import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centers, clientRequests } from '../../server/db/schema';
import { addDays, todayInSpain } from '../../server/lib/dates';
import { startTestApp, type TestApp } from './support/app';
import { twoTenants } from './support/organisation';
import { startSmtpServer } from './support/smtp';

// The mails of a request's life (issue 35), through the consultancy's SMTP settings, in the center's language.
let t: TestApp;
let centerA: number;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const mails = () => t.app.scheduledJobs.find((job) => job.name === 'client request mails')!;

beforeAll(async () => {
  t = await startTestApp({ outboundPrivateHosts: 'allow' });
  const tenants = await twoTenants(t);
  centerA = tenants.centerA.id;
  smtp = await startSmtpServer();
  const [center] = await t.database.db.select({ consultancyId: centers.consultancyId }).from(centers).where(eq(centers.id, centerA));
  const config = await t.api.post(`/api/consultancy/${center!.consultancyId}/email-config`, {
    token: t.admin.token,
    json: { host: '127.0.0.1', port: smtp.port, username: 'avisos@verda.example', use_tls: false, use_ssl: false },
  });
  expect(config.status, JSON.stringify(config.body)).toBeLessThan(300);
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const decoded = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('request mails', () => {
  it('announces a request once, reminds before and on the due date once each, and tells each side of answers and reviews', async () => {
    const made = await t.api.post('/api/requests', {
      token: t.collaborator.token,
      json: {
        center_ids: [centerA],
        kind: 'question',
        title: 'Horari de recollida',
        message: 'Quin dia passen?',
        due_date: addDays(todayInSpain(), 2),
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.results[0].id as number;
    // Asked ten days ago (a request asked inside its reminder window gets no separate reminder).
    await t.database.db
      .update(clientRequests)
      .set({ createdAt: new Date(Date.now() - 10 * 86_400_000) })
      .where(eq(clientRequests.id, id));
    // Two processes running the job at once still send one announcement and one reminder (due in 2 days, reminder 3 days before).
    await Promise.all([mails().run(), mails().run()]);
    await mails().run();
    expect(smtp.received.map((mail) => mail.to)).toEqual([[t.client.email], [t.client.email]]);
    // The two runs sent one each, in either order: the announcement (Center A writes Catalan) and the reminder.
    const [announcement, reminder] = smtp.received
      .map((mail) => decoded(mail.raw))
      .sort((a, b) => Number(b.includes('us demana')) - Number(a.includes('us demana')));
    expect(announcement).toContain('us demana, per al centre Center A');
    expect(announcement).toContain(`http://app.test/requests/${id}`);
    expect(reminder).toContain('continua pendent');
    // On the due date, the day's reminder goes out once.
    await t.database.db.update(clientRequests).set({ dueDate: todayInSpain() }).where(eq(clientRequests.id, id));
    await mails().run();
    await mails().run();
    expect(smtp.received).toHaveLength(3);

    const answer = await t.api.post(`/api/requests/${id}/answer`, { token: t.client.token, json: { text: 'Els dilluns' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(smtp.received[3]!.to).toEqual([t.collaborator.email]);
    expect((await t.api.post(`/api/requests/${id}/return`, { token: t.collaborator.token, json: { reason: 'Falta l’hora' } })).status).toBe(
      200,
    );
    expect(smtp.received[4]!.to).toEqual([t.client.email]);
    expect(decoded(smtp.received[4]!.raw)).toContain('Falta l');
    await t.api.post(`/api/requests/${id}/answer`, { token: t.client.token, json: { text: 'Els dilluns a les 8' } });
    expect((await t.api.post(`/api/requests/${id}/accept`, { token: t.admin.token, json: {} })).status).toBe(200);
    expect(smtp.received.map((mail) => mail.to[0])).toEqual([
      t.client.email,
      t.client.email,
      t.client.email,
      t.collaborator.email,
      t.client.email,
      t.collaborator.email,
      t.client.email,
    ]);
    // Nothing more for an accepted request.
    await mails().run();
    expect(smtp.received).toHaveLength(7);
  });
});
