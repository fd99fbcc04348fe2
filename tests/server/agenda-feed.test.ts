import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agendaFeeds } from '../../server/db/schema';
import { addDays, todayInSpain } from '../../server/lib/dates';
import { hashToken } from '../../server/lib/tokens';
import { issueLink } from '../../server/modules/onboarding/links';
import { PASSWORD, startTestApp, type SignedIn, type TestApp } from './support/app';
import { activate, indicatorsFixture } from './support/indicators';
import { legalModuleFixture } from './support/legal-module';
import { centerData, twoTenants } from './support/organisation';
import { registerBranch } from './support/register';

// Issue 26: the agenda in the user's calendar, a private iCalendar feed (RFC 5545) each user makes and revokes.

let t: TestApp;
let tenants: Awaited<ReturnType<typeof twoTenants>>;
const today = todayInSpain();

const makeLink = async (token: string, language = 'ca') => {
  const made = await t.api.post('/api/profile/agenda-feed', { token, headers: { 'accept-language': language } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body as { url: string; created_at: string; language: string };
};
/** The feed as a calendar program fetches it: no token, no language. */
const fetchFeed = (url: string) => t.api.get(new URL(url).pathname);

interface FeedEvent {
  uid: string;
  summary: string;
  description: string;
  url: string;
  categories: string;
  start: ICAL.Time;
  end: ICAL.Time;
}
async function parsedFeed(url: string) {
  const answer = await fetchFeed(url);
  expect(answer.status, answer.body).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(answer.body as string));
  const events: FeedEvent[] = calendar.getAllSubcomponents('vevent').map((vevent) => ({
    uid: String(vevent.getFirstPropertyValue('uid')),
    summary: String(vevent.getFirstPropertyValue('summary')),
    description: String(vevent.getFirstPropertyValue('description')),
    url: String(vevent.getFirstPropertyValue('url')),
    categories: String(vevent.getFirstPropertyValue('categories')),
    start: vevent.getFirstPropertyValue('dtstart') as ICAL.Time,
    end: vevent.getFirstPropertyValue('dtend') as ICAL.Time,
  }));
  return { answer, calendar, events };
}

beforeAll(async () => {
  t = await startTestApp();
  tenants = await twoTenants(t);
  const branch = await registerBranch(t);
  // Center A: an evidence expiring in 10 days and its corrective action, a pest-control service, an indicator.
  await legalModuleFixture(t, tenants.centerA.id, branch);
  await indicatorsFixture(t, tenants.centerA.id);
  await activate(t, tenants.centerA.id, 'improvement');
  const action = await t.api.post(`/api/improvement-module/${tenants.centerA.id}/action`, {
    token: t.admin.token,
    json: {
      type: 'CORRECTIVE',
      origin: 'AUDIT',
      description: 'Fuita al dipòsit',
      action: 'Reparar el dipòsit, la vàlvula; i el sensor',
      due_date: today,
    },
  });
  expect(action.status, JSON.stringify(action.body)).toBe(201);
  // Center B, of another enterprise: neither the collaborator nor the client sees it.
  await indicatorsFixture(t, tenants.centerB.id);
});
afterAll(() => t.close());

describe('/api/profile/agenda-feed', () => {
  it('makes a link shown once, keeps only its hash, and tells whether one exists', async () => {
    const before = await t.api.get('/api/profile/agenda-feed', { token: t.client.token });
    expect(before.body).toEqual({ active: false, created_at: null, last_used_at: null, language: null });
    const link = await makeLink(t.client.token);
    expect(link.url).toMatch(/^http:\/\/app\.test\/api\/agenda\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(link.language).toBe('ca');
    const token = link.url.match(/feed\/(.+)\.ics$/)![1]!;
    const rows = await t.database.db.select().from(agendaFeeds);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.find((row) => row.revokedAt === null && row.userId === t.client.id)!.tokenHash).toBe(hashToken(token));
    const state = await t.api.get('/api/profile/agenda-feed', { token: t.client.token });
    expect(state.body).toMatchObject({ active: true, created_at: link.created_at, last_used_at: null, language: 'ca' });
    expect(JSON.stringify(state.body)).not.toContain(token);
    await fetchFeed(link.url);
    expect((await t.api.get('/api/profile/agenda-feed', { token: t.client.token })).body.last_used_at).not.toBeNull();
  });

  it('needs a signed-in user', async () => {
    expect((await t.api.post('/api/profile/agenda-feed')).status).toBe(401);
    expect((await t.api.get('/api/profile/agenda-feed')).status).toBe(401);
  });
});

describe('GET /api/agenda/feed/{token}.ics', () => {
  it("is an iCalendar of the user's agenda: all-day events in their language, linking to the record", async () => {
    const link = await makeLink(t.admin.token, 'ca');
    const { answer, calendar, events } = await parsedFeed(link.url);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(answer.headers.get('cache-control')).toContain('no-store');
    const text = answer.body as string;
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toContain('\n');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Agenda de compliment');

    // Every obligation of a year ahead plus the overdue ones, one event each.
    const agenda = await t.api.get(`/api/agenda?pageSize=1000&until=${addDays(today, 365)}`, {
      token: t.admin.token,
      headers: { 'accept-language': 'ca' },
    });
    expect(events).toHaveLength(agenda.body.count);
    for (const event of events) {
      expect(event.start.isDate).toBe(true);
      expect(event.end.isDate).toBe(true);
      expect(event.end.toJSDate().getTime() - event.start.toJSDate().getTime()).toBe(86_400_000);
    }
    const evidence = agenda.body.results.find((item: { kind: string }) => item.kind === 'evidence_expiry');
    const evidenceEvent = events.find((event) => event.uid === `${evidence.id}@app.test`)!;
    expect(evidenceEvent.start.toString()).toBe(addDays(today, 10));
    expect(evidenceEvent.summary).toBe(`Caducitat d’evidència: ${evidence.subject} · Center A`);
    expect(evidenceEvent.url).toBe(
      `http://app.test/center/legal-requirement-module/${tenants.centerA.id}/inventory/subambits/${evidence.parent_id}/evidences/${evidence.record_id}`,
    );
    expect(evidenceEvent.description).toBe('Requisits legals · Queden 10 dies\nEnterprise A · Center A');
    expect(evidenceEvent.categories).toBe('Requisits legals');
    // Codes in words, and commas and semicolons of a record's text read back as written.
    expect(events.map((event) => event.summary)).toContain('Servei de control de plagues: Desratització · Center A');
    expect(events.map((event) => event.summary)).toContain('Acció de millora: Reparar el dipòsit, la vàlvula; i el sensor · Center A');
  });

  it('keeps the same UIDs from one fetch to the next', async () => {
    const link = await makeLink(t.admin.token, 'es');
    const first = (await parsedFeed(link.url)).events.map((event) => event.uid);
    const second = (await parsedFeed(link.url)).events.map((event) => event.uid);
    expect(first.length).toBeGreaterThan(0);
    expect(second).toEqual(first);
    expect(new Set(first).size).toBe(first.length);
    // The link found and its use noted, then the agenda (every module, the waste clock included, sorted and named in SQL):
    // two, whatever the centers.
    expect((await fetchFeed(link.url)).headers.get('x-sql-statements')).toBe('2');
  });

  it('shows a collaborator only their centers, and no risk or improvement obligation', async () => {
    const link = await makeLink(t.collaborator.token, 'es');
    const { events, calendar } = await parsedFeed(link.url);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Agenda de cumplimiento');
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => event.summary.endsWith('· Center A'))).toBe(true);
    expect(events.every((event) => !/Acción de mejora|Tratamiento del riesgo/.test(event.summary))).toBe(true);
    expect(events.every((event) => !/improvement-module|risks-opportunities/.test(event.url))).toBe(true);
  });

  it('stops at once when the link is revoked or replaced, and answers 404 to an unknown one', async () => {
    const first = await makeLink(t.client.token);
    expect((await fetchFeed(first.url)).status).toBe(200);
    const second = await makeLink(t.client.token);
    const replaced = await fetchFeed(first.url);
    expect(replaced.status).toBe(410);
    expect(replaced.body).toMatchObject({ code: 'feed_revoked' });
    expect((await fetchFeed(second.url)).status).toBe(200);
    expect((await t.api.delete('/api/profile/agenda-feed', { token: t.client.token })).status).toBe(204);
    expect((await fetchFeed(second.url)).status).toBe(410);
    expect((await t.api.get('/api/profile/agenda-feed', { token: t.client.token })).body.active).toBe(false);
    const unknown = await t.api.get('/api/agenda/feed/not-a-link.ics', { headers: { 'accept-language': 'es' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'No se ha encontrado el enlace de calendario.', code: 'feed_unknown' });
  });

  it('drops a center at once when the user is removed from it', async () => {
    const link = await makeLink(t.collaborator.token, 'es');
    expect((await parsedFeed(link.url)).events.length).toBeGreaterThan(0);
    const removed = await t.api.put(`/api/center/${tenants.centerA.id}`, {
      token: t.admin.token,
      form: { json_data: JSON.stringify(centerData(tenants.enterpriseA.id, tenants.consultancy.id, { name: 'Center A', userIdList: [] })) },
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await parsedFeed(link.url)).events).toEqual([]);
  });
});

describe('a calendar link and the sessions of its owner', () => {
  const revokedBy = async (end: (user: SignedIn) => Promise<{ status: number }>) => {
    const user = await t.createUser('collaborator');
    const link = await makeLink(user.token);
    expect((await fetchFeed(link.url)).status).toBe(200);
    expect((await end(user)).status).toBeLessThan(300);
    return (await fetchFeed(link.url)).status;
  };

  it('is revoked when the user ends their other sessions, or an admin ends all of them', async () => {
    expect(await revokedBy((user) => t.api.post('/api/profile/sessions/end-others', { token: user.token }))).toBe(410);
    expect(await revokedBy((user) => t.api.post(`/api/user/${user.id}/end-sessions`, { token: t.admin.token }))).toBe(410);
  });

  it('is revoked by a password reset and by a password change', async () => {
    const reset = async (user: SignedIn) => {
      const { token } = await issueLink(t.database.db, user.id, 'reset');
      return t.api.post(`/api/password/link/${token}`, { json: { password: 'una-contrasenya-nova' } });
    };
    expect(await revokedBy(reset)).toBe(410);
    const change = (user: SignedIn) =>
      t.api.put('/api/profile', {
        token: user.token,
        form: { name: 'Me', email: user.email, current_password: PASSWORD, password: 'a-new-password' },
      });
    expect(await revokedBy(change)).toBe(410);
  });

  it('goes on when one session signs out', async () => {
    const user = await t.createUser('collaborator');
    const link = await makeLink(user.token);
    const session = await t.api.post('/api/login', { json: { email: user.email, password: PASSWORD } });
    expect((await t.api.post('/api/logout', { json: { refreshToken: session.body.refresh } })).status).toBe(204);
    expect((await fetchFeed(link.url)).status).toBe(200);
  });
});
