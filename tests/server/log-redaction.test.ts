import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../server/lib/log-redaction';
import { startTestApp, type TestApp } from './support/app';

const secret = () => randomBytes(32).toString('base64url');

describe('URLs in the log', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { level: 'info', stream: { write: (line: string) => lines.push(line) } });
  });
  afterAll(() => t.close());

  it('never carry a reset or invitation token, a calendar token, a file signature or a sign-in code', async () => {
    const feed = await t.api.post('/api/profile/agenda-feed', { token: t.admin.token });
    expect(feed.status).toBe(201);
    const calendarToken = /\/api\/agenda\/feed\/([^/]+)\.ics$/.exec(feed.body.url)![1]!;
    const [link, signature, code, state] = [secret(), secret(), secret(), secret()];
    const fileId = randomUUID();
    lines.length = 0;
    await t.api.get(new URL(feed.body.url).pathname);
    await t.api.get(`/api/password/link/${link}`);
    await t.api.post(`/api/password/link/${link}`, { json: { password: 'another-long-password' } });
    await t.api.get(`/set-password/${link}`);
    await t.api.get(`/api/files/${fileId}?expires=4102444800&signature=${signature}`);
    await t.api.get(`/api/sso/callback?code=${code}&state=${state}`);
    const log = lines.join('');
    for (const token of [calendarToken, link, signature, code, state]) expect(log).not.toContain(token);
    // The requests are still there, with what tells them apart.
    expect(log).toContain('"url":"/api/agenda/feed/[redacted].ics"');
    expect(log).toContain('"url":"/api/password/link/[redacted]"');
    expect(log).toContain('"url":"/set-password/[redacted]"');
    expect(log).toContain(`"url":"/api/files/${fileId}?expires=4102444800&signature=[redacted]"`);
    expect(log).toContain('"url":"/api/sso/callback?code=[redacted]&state=[redacted]"');
  });
});

describe('redactUrl', () => {
  it('keeps ordinary paths and filters, and hides anything named or shaped like a secret', () => {
    expect(redactUrl('/api/area?page=2&search=agua')).toBe('/api/area?page=2&search=agua');
    expect(redactUrl('/api/center/12/legal-requirement')).toBe('/api/center/12/legal-requirement');
    expect(redactUrl('/api/x?access_token=abc&refresh%5Ftoken=def&Signature=ghi')).toBe(
      '/api/x?access_token=[redacted]&refresh%5Ftoken=[redacted]&Signature=[redacted]',
    );
    const token = secret();
    expect(redactUrl(`/api/some/new/${token}/path`)).toBe('/api/some/new/[redacted]/path');
    expect(redactUrl(`/api/agenda/feed/${token}.ics?x=1`)).toBe('/api/agenda/feed/[redacted].ics?x=1');
  });
});
