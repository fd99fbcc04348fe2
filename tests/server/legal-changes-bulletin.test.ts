import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPeriod } from '../../contract/field-kinds';
import { addMonths, todayInSpain } from '../../server/lib/dates';
import { SecretBox } from '../../server/lib/secrets';
import { sendLegalBulletins } from '../../server/modules/legal-changes/bulletin-job';
import { startTestApp, type SignedIn, type TestApp } from './support/app';
import { configureCenter, type Branch } from './support/legal-module';
import { createCenter, twoTenants } from './support/organisation';
import { registerBranch } from './support/register';
import { startSmtpServer } from './support/smtp';

// The monthly legal bulletin (issue 36): the PDF's text read back, its tenancy, its fixed cost, and the e-mail sent once a
// month per center whatever the number of processes, through the consultancy's SMTP settings.
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let tenants: Awaited<ReturnType<typeof twoTenants>>;
let branch: Branch;
let spanish: number;
let outsider: SignedIn;
const thisMonth = todayInSpain().slice(0, 7);
const lastMonth = addMonths(todayInSpain(), -1).slice(0, 7);
const lastMonthWords = formatPeriod(lastMonth, 'es').toLocaleLowerCase('es');

async function textOf(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const bulletin = async (centerId: number, who: SignedIn, query: string) => {
  const answer = await t.api.get(`/api/center/${centerId}/legal-bulletin?${query}`, { token: who.token });
  return { ...answer, statements: Number(answer.headers.get('x-sql-statements')) };
};

const record = (json: Record<string, unknown>) => t.api.post(`/api/legal-text/${branch.text.id}/changes`, { token: t.admin.token, json });

const reviewOf = async (changeId: number, centerId: number) =>
  (await t.api.get(`/api/legal-changes/${changeId}/reviews`, { token: t.admin.token })).body.results.find(
    (review: { center: { id: number } }) => review.center.id === centerId,
  ) as { id: number };

/** The message as a reader sees it: encoded words and quoted-printable soft breaks undone, its bytes decoded as UTF-8. */
const readable = (raw: string) =>
  Buffer.from(
    raw
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
  outsider = await t.createUser('client');
  await t.api.post(`/api/consultancy/${tenants.consultancy.id}/email-config`, {
    token: t.admin.token,
    json: { host: '127.0.0.1', port: smtp.port, username: 'boletin@ecoassessors.example', use_tls: false, use_ssl: false },
  });
  branch = await registerBranch(t);
  spanish = (
    await createCenter(t, tenants.enterpriseA.id, tenants.consultancy.id, {
      name: 'Planta de Getafe',
      used_language: 'es',
      userIdList: [t.collaborator.id],
    })
  ).id;
  await configureCenter(t, spanish, branch);
  await configureCenter(t, tenants.centerA.id, branch);
  const changed = await record({
    kind: 'REQUIREMENT_CHANGED',
    note: 'Modificado por el Real Decreto 445/2025, art. 3: el permiso se renueva cada cinco años',
    effective_date: '2025-06-01',
    changed_by_text: 'Real Decreto 445/2025',
    legal_requirement_id: branch.requirement.id,
    requirement: {
      name_spanish: 'Renovar el permiso de vertido',
      name_catalan: "Renovar el permís d'abocament",
      evidence_name_spanish: 'Permiso renovado',
      evidence_name_catalan: 'Permís renovat',
    },
  });
  expect(changed.status, JSON.stringify(changed.body)).toBe(201);
  const decided = await t.api.post(`/api/legal-change-review/${(await reviewOf(changed.body.id, spanish)).id}/decision`, {
    token: t.collaborator.token,
    json: { decision: 'NEW_EVIDENCE_NEEDED' },
  });
  expect(decided.status, JSON.stringify(decided.body)).toBe(200);
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

describe('GET /api/center/:centerId/legal-bulletin', () => {
  it('lists the month’s changes that reached the center, what they mean and the review, in the center’s language', async () => {
    const answer = await bulletin(spanish, t.client, `period=${thisMonth}`);
    expect(answer.status, answer.body).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const text = await textOf(answer.bytes);
    expect(text).toContain('Boletín de novedades legislativas');
    expect(text).toContain('Planta de Getafe');
    expect(text).toContain('Decreto 130/2003');
    expect(text).toContain('Renovar el permiso de vertido');
    expect(text).toContain('Requisito modificado');
    expect(text).toContain('el permiso se renueva cada cinco años');
    expect(text).toContain('Real Decreto 445/2025');
    expect(text).toContain('Hace falta una nueva evidencia');
    const catalan = await textOf((await bulletin(spanish, t.client, `period=${thisMonth}&language=ca`)).bytes);
    expect(catalan).toContain('Butlletí de novetats legislatives');
    expect(catalan).toContain('Cal una evidència nova');
  });

  it('says pending reviews are pending, and an empty month says nothing changed', async () => {
    const text = await textOf((await bulletin(tenants.centerA.id, t.client, `period=${thisMonth}`)).bytes);
    expect(text).toContain('Butlletí de novetats legislatives');
    expect(text).toContain('Pendent de revisar');
    const empty = await textOf((await bulletin(spanish, t.client, 'period=2024-01')).bytes);
    expect(empty).toContain('Ningún cambio del registro legal ha afectado a este centro en este periodo.');
  });

  it('is refused for a center the user does not see, and for a month not begun', async () => {
    expect((await bulletin(tenants.centerB.id, t.client, `period=${thisMonth}`)).status).toBe(404);
    expect((await bulletin(spanish, outsider, `period=${thisMonth}`)).status).toBe(404);
    const future = await bulletin(spanish, t.client, `period=${addMonths(todayInSpain(), 2).slice(0, 7)}`);
    expect(future.status).toBe(400);
    expect(future.body.fields).toHaveProperty('period');
  });

  it('costs the same statements whatever the number of changes', async () => {
    const one = await bulletin(spanish, t.client, `period=${thisMonth}`);
    for (const date of ['2025-07-01', '2025-08-01', '2025-09-01'])
      await record({ kind: 'TEXT_MODIFIED', note: `Corrección de errores ${date}`, effective_date: date, texts: [`Art. 5 (${date})`] });
    const four = await bulletin(spanish, t.client, `period=${thisMonth}`);
    expect(await textOf(four.bytes)).toContain('Corrección de errores 2025-09-01');
    expect(four.statements).toBe(one.statements);
  });
});

describe('monthly legal bulletin by e-mail', () => {
  const send = () =>
    sendLegalBulletins({ db: t.database.db, secrets: new SecretBox(t.config.encryptionKey), mail: t.config, log: t.app.log });

  it('switches the subscription on and off for the signed-in user', async () => {
    const path = `/api/center/${spanish}/legal-bulletin/subscription`;
    expect((await t.api.get(path, { token: t.client.token })).body).toEqual({ enabled: false });
    expect((await t.api.put(path, { token: t.client.token, json: { enabled: true } })).body).toEqual({ enabled: true });
    expect((await t.api.get(path, { token: t.client.token })).body).toEqual({ enabled: true });
    expect((await t.api.put(path, { token: outsider.token, json: { enabled: true } })).status).toBe(404);
  });

  it('sends last month’s bulletin once per center and subscriber, whatever the number of runs', async () => {
    // The changes were recorded last month.
    await t.database.db.execute(sql`update legal_change set created_at = created_at - interval '1 month'`);
    const before = smtp.received.length;
    await Promise.all([send(), send()]);
    await send();
    const mails = smtp.received.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual([t.client.email]);
    expect(mails[0]!.from).toBe('boletin@ecoassessors.example');
    expect(mails[0]!.raw).toContain('application/pdf');
    const text = readable(mails[0]!.raw);
    expect(text).toContain(`Subject: Boletín de novedades legislativas de ${lastMonthWords}: Planta de Getafe`);
    expect(text).toContain(`http://app.test/center/legal-requirement-module/${spanish}/reviews`);
    const [sending] = (
      (await t.database.db.execute(
        sql`select recipients from legal_bulletin_sending where center_id = ${spanish} and period = ${lastMonth}`,
      )) as unknown as {
        rows: { recipients: number }[];
      }
    ).rows;
    expect(sending).toEqual({ recipients: 1 });
  });
});
