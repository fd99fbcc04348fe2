import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSpain } from '../../server/lib/dates';
import { startTestApp, type TestApp } from './support/app';
import { tinyPng } from './support/files';
import { activate, pdf } from './support/indicators';
import { twoTenants } from './support/organisation';

let t: TestApp;
let centerId: number;
let otherCenterId: number;
beforeAll(async () => {
  t = await startTestApp({ outboundPrivateHosts: 'allow' });
  const tenants = await twoTenants(t);
  centerId = tenants.centerA.id;
  otherCenterId = tenants.centerB.id;
  await activate(t, centerId, 'document');
});
afterAll(() => t.close());

const create = (
  token: string,
  fields: Record<string, string>,
  file: { name: string; data: Buffer; type: string } = pdf('v1.pdf', 'first'),
) =>
  t.api.post('/api/enterprise-document', {
    token,
    form: { center_id: String(centerId), name: 'Pòlissa', category: 'INSURANCE', effective_date: '2025-01-01', ...fields, file },
  });

describe('enterprise documents', () => {
  it('keeps every uploaded version downloadable and answers the newest by default', async () => {
    const created = await create(t.collaborator.token, { name: 'Llicència d’activitat', category: 'LICENSE' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      center_id: centerId,
      name: 'Llicència d’activitat',
      category: 'LICENSE',
      version: 1,
      status: 'VALID',
      file_name: 'v1.pdf',
    });

    const updated = await t.api.put(`/api/enterprise-document/${created.body.id}`, {
      token: t.collaborator.token,
      form: { name: 'Llicència d’activitat', category: 'LICENSE', effective_date: '2025-06-01', file: pdf('v2.pdf', 'second') },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.version).toBe(2);
    expect(updated.body.file_name).toBe('v2.pdf');
    expect(updated.body.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);

    const newest = await t.api.get(updated.body.file);
    expect(newest.bytes.toString()).toContain('second');
    const oldest = await t.api.get(updated.body.versions[1].file);
    expect(oldest.status).toBe(200);
    expect(oldest.bytes.toString()).toContain('first');

    // An edit without a file keeps the versions as they are.
    const renamed = await t.api.put(`/api/enterprise-document/${created.body.id}`, {
      token: t.admin.token,
      json: { name: 'Llicència', category: 'LICENSE', effective_date: '2025-06-01' },
    });
    expect(renamed.body).toMatchObject({ name: 'Llicència', version: 2 });

    const client = await t.api.get(`/api/enterprise-document/${created.body.id}`, { token: t.client.token });
    expect(client.status).toBe(200);
    expect(client.body.versions).toHaveLength(2);
  });

  it('flags expired and soon-to-expire documents and filters by status', async () => {
    const today = todayInSpain();
    const expired = await create(t.admin.token, { name: 'Caducat', expiry_date: addDays(today, -1), effective_date: '2020-01-01' });
    const soon = await create(t.admin.token, { name: 'Aviat', expiry_date: addDays(today, 10), effective_date: '2020-01-01' });
    expect(expired.body.status).toBe('EXPIRED');
    expect(soon.body.status).toBe('EXPIRING');
    const list = await t.api.get(`/api/enterprise-document?centerId=${centerId}&status=EXPIRED`, { token: t.client.token });
    expect(list.body.results.map((d: { name: string }) => d.name)).toEqual(['Caducat']);
    const expiring = await t.api.get(`/api/enterprise-document?centerId=${centerId}&status=EXPIRING`, { token: t.client.token });
    expect(expiring.body.results.map((d: { name: string }) => d.name)).toEqual(['Aviat']);
  });

  it('answers 400 naming the field for bad input and 415 for a forbidden file type', async () => {
    const noFile = await t.api.post('/api/enterprise-document', {
      token: t.admin.token,
      json: { center_id: centerId, name: 'x', category: 'OTHER', effective_date: '2025-01-01' },
    });
    expect(noFile.status).toBe(400);
    expect(Object.keys(noFile.body.fields)).toEqual(['file']);
    const badDates = await create(t.admin.token, { effective_date: '2025-05-01', expiry_date: '2025-01-01' });
    expect(badDates.status).toBe(400);
    expect(Object.keys(badDates.body.fields)).toEqual(['expiry_date']);
    const badCategory = await create(t.admin.token, { category: 'NOPE' });
    expect(badCategory.status).toBe(400);
    expect(Object.keys(badCategory.body.fields)).toContain('category');
    const script = await create(t.admin.token, {}, { name: 'x.sh', data: Buffer.from('#!/bin/sh\necho hi\n'), type: 'text/plain' });
    expect(script.status).toBe(415);
    expect(Object.keys(script.body.fields)).toEqual(['file']);
    const image = await create(t.admin.token, { name: 'Plànol' }, { name: 'plan.png', data: tinyPng(), type: 'image/png' });
    expect(image.status).toBe(201);
  });

  it('refuses clients, other tenants and inactive modules', async () => {
    expect((await create(t.client.token, {})).status).toBe(403);
    const outsider = await t.api.post('/api/enterprise-document', {
      token: t.collaborator.token,
      form: { center_id: String(otherCenterId), name: 'x', category: 'OTHER', effective_date: '2025-01-01', file: pdf() },
    });
    expect(outsider.status).toBe(404);
    const inactive = await t.api.post('/api/enterprise-document', {
      token: t.admin.token,
      form: { center_id: String(otherCenterId), name: 'x', category: 'OTHER', effective_date: '2025-01-01', file: pdf() },
    });
    expect(inactive.status).toBe(409);
    expect(inactive.body.code).toBe('module_inactive');
  });

  it('deletes a document with every version file', async () => {
    const created = await create(t.admin.token, { name: 'Esborrany' });
    const file = created.body.file as string;
    expect((await t.api.delete(`/api/enterprise-document/${created.body.id}`, { token: t.collaborator.token })).status).toBe(204);
    expect((await t.api.get(file)).status).toBe(404);
    expect((await t.api.get(`/api/enterprise-document/${created.body.id}`, { token: t.admin.token })).status).toBe(404);
  });
});

describe('expiry digest', () => {
  it('lists the expired and soon-to-expire enterprise documents of the center', async () => {
    const { startSmtpServer } = await import('./support/smtp');
    const { configureCenter } = await import('./support/legal-module');
    const { registerBranch } = await import('./support/register');
    const { centers } = await import('../../server/db/schema');
    const { eq } = await import('drizzle-orm');
    const smtp = await startSmtpServer();
    try {
      await configureCenter(t, centerId, await registerBranch(t));
      const [center] = await t.database.db.select({ consultancyId: centers.consultancyId }).from(centers).where(eq(centers.id, centerId));
      await t.api.post(`/api/consultancy/${center!.consultancyId}/email-config`, {
        token: t.admin.token,
        json: { host: '127.0.0.1', port: smtp.port, username: 'avisos@verda.example', use_tls: false, use_ssl: false },
      });
      await create(t.admin.token, {
        name: 'Assegurança de responsabilitat',
        expiry_date: addDays(todayInSpain(), 5),
        effective_date: '2020-01-01',
      });
      const digests = t.app.scheduledJobs.find((job) => job.name === 'evidence expiry digests')!;
      await digests.run();
      expect(smtp.received).toHaveLength(1);
      // The body is quoted-printable: undo the soft line breaks and the =XX bytes before reading it.
      const body = smtp.received[0]!.raw.replace(/=\r?\n/g, '');
      const decoded = Buffer.from(
        body.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
      expect(decoded).toContain('Assegurança de responsabilitat');
      expect(decoded).toContain('Documents d’empresa caducats o que caduquen:');
    } finally {
      await smtp.close();
    }
  });
});
