import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultancies, consultancySignIns, consultancyStaff, users } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/passwords';
import { PASSWORD, startTestApp, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const asAdmin = () => ({ token: t.admin.token });
const login = (email: string) => t.api.post('/api/login', { json: { email, password: PASSWORD } });
let sequence = 0;
const uniqueDomain = (what: string) => `${what}-${++sequence}.example`;

async function consultancy(domain: string, form: Record<string, string> = {}) {
  const created = await t.api.post('/api/consultancy', {
    ...asAdmin(),
    form: { name: `Consultora ${domain}`, domain_name: domain, ...form },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as number;
}

/** A staff user made by an admin (no consultancy named: their e-mail domain's), then moved by an admin to another e-mail. */
async function staffUser(email: string, role: 'collaborator' | 'admin' = 'collaborator') {
  const created = await t.api.post('/api/user', { ...asAdmin(), form: { name: 'Ana', email, role, password: PASSWORD } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: number; consultancy_id: number | null };
}
const changeEmail = (id: number, email: string, role = 'collaborator') =>
  t.api.put(`/api/user/${id}`, { ...asAdmin(), form: { name: 'Ana', email, role } });

describe('membership decides the consultancy’s sign-in rules, not the e-mail', () => {
  it('a collaborator who changes their e-mail to another domain still has to use two-step verification', async () => {
    const strict = uniqueDomain('strict');
    const strictId = await consultancy(strict, { require_two_factor: 'true' });
    const user = await staffUser(`ana@${strict}`);
    expect(user.consultancy_id).toBe(strictId);
    expect((await changeEmail(user.id, `ana@${uniqueDomain('free')}`)).status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    const signIn = await login(row!.email);
    expect(signIn.status).toBe(200);
    expect(signIn.body).toMatchObject({ two_factor_required: true, setup_required: true });
  });

  it('a collaborator of no consultancy who moves to a strict domain’s e-mail is not made to use it', async () => {
    const strict = uniqueDomain('strict');
    await consultancy(strict, { require_two_factor: 'true' });
    const user = await staffUser(`pere@${uniqueDomain('free')}`);
    expect(user.consultancy_id).toBeNull();
    await changeEmail(user.id, `pere@${strict}`);
    expect((await login(`pere@${strict}`)).body).toHaveProperty('access');
  });

  it('a collaborator of a consultancy with password sign-in off stays off, and keeps its single sign-on, on another domain', async () => {
    const domain = uniqueDomain('sso');
    const id = await consultancy(domain);
    await t.database.db.insert(consultancySignIns).values({
      consultancyId: id,
      providerName: 'Entra ID',
      issuer: 'https://login.example/tenant/v2.0',
      clientId: 'client',
      enabled: true,
      passwordSignIn: false,
    });
    const user = await staffUser(`joan@${domain}`);
    const moved = `joan@${uniqueDomain('personal')}`;
    await changeEmail(user.id, moved);
    const refused = await login(moved);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('password_sign_in_disabled');
    expect((await t.api.get(`/api/sso/options?email=${moved}`)).body).toEqual({
      single_sign_on: true,
      provider_name: 'Entra ID',
      password_sign_in: false,
    });
    // An address nobody has is answered by its domain, as before: it tells nobody whether an account exists.
    expect((await t.api.get(`/api/sso/options?email=nobody@${domain}`)).body.single_sign_on).toBe(true);
    // A client with the consultancy's domain belongs to no consultancy: passwords stay theirs.
    const client = await t.createUser('client', `client@${domain}`);
    expect(client.token).toBeTruthy();
  });

  it('an admin names the consultancy, or none, on the user form; a client belongs to none', async () => {
    const first = await consultancy(uniqueDomain('first'));
    const second = await consultancy(uniqueDomain('second'));
    const created = await t.api.post('/api/user', {
      ...asAdmin(),
      form: { name: 'Rosa', email: `rosa@${uniqueDomain('any')}`, role: 'collaborator', password: PASSWORD, consultancy_id: String(first) },
    });
    expect(created.body.consultancy_id).toBe(first);
    const id = created.body.id as number;
    const put = (form: Record<string, string>) =>
      t.api.put(`/api/user/${id}`, { ...asAdmin(), form: { name: 'Rosa', email: created.body.email, role: 'collaborator', ...form } });
    expect((await put({ consultancy_id: String(second) })).body.consultancy_id).toBe(second);
    expect((await put({})).body.consultancy_id).toBe(second);
    expect((await put({ role: 'client' })).body.consultancy_id).toBeNull();
    const missing = await put({ consultancy_id: '999999' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('consultancy_id');
  });

  it('a new consultancy takes in the staff of its domain who belong to none (the first admin of an install)', async () => {
    const domain = uniqueDomain('later');
    const admin = await staffUser(`boss@${domain}`, 'admin');
    expect(admin.consultancy_id).toBeNull();
    const id = await consultancy(domain);
    expect((await t.api.get(`/api/user/${admin.id}`, asAdmin())).body.consultancy_id).toBe(id);
  });
});

describe('consultancy domain_name', () => {
  it('is unique regardless of case: 409 naming domain_name on create and on update', async () => {
    const domain = uniqueDomain('taken');
    await consultancy(domain);
    const duplicate = await t.api.post('/api/consultancy', { ...asAdmin(), form: { name: 'Copia', domain_name: domain.toUpperCase() } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.fields).toHaveProperty('domain_name');
    const other = await consultancy(uniqueDomain('other'));
    const renamed = await t.api.put(`/api/consultancy/${other}`, { ...asAdmin(), form: { name: 'Otra', domain_name: domain } });
    expect(renamed.status).toBe(409);
    expect(renamed.body.fields).toHaveProperty('domain_name');
  });
});

describe('migration 0034', () => {
  it('sets each staff user’s consultancy from the old domain rule and keeps the oldest of duplicate domains', async () => {
    const { db } = t.database;
    // The state before the migration: no memberships, no unique index, two consultancies sharing a domain.
    await db.execute(sql`drop index consultancy_domain_name_unique`);
    const [older, newer] = await db
      .insert(consultancies)
      .values([
        { name: 'Antigua', domainName: 'shared-migration.example' },
        { name: 'Nueva', domainName: 'Shared-Migration.example' },
      ])
      .returning();
    const passwordHash = await hashPassword(PASSWORD);
    const [collaborator, client, outsider] = await db
      .insert(users)
      .values([
        { name: 'Col', email: 'col@shared-migration.example', role: 'collaborator', passwordHash },
        { name: 'Cli', email: 'cli@shared-migration.example', role: 'client', passwordHash },
        { name: 'Out', email: 'out@nowhere-migration.example', role: 'admin', passwordHash },
      ])
      .returning();
    await db.delete(consultancyStaff);
    const migration = readFileSync(new URL('../../server/db/migrations/0035_consultancy_membership.sql', import.meta.url), 'utf8');
    const dataPart = migration.slice(migration.indexOf('-- A domain shared'));
    for (const statement of dataPart.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const staff = await db.select().from(consultancyStaff);
    expect(staff.find((row) => row.userId === collaborator!.id)?.consultancyId).toBe(older!.id);
    expect(staff.find((row) => row.userId === client!.id)).toBeUndefined();
    expect(staff.find((row) => row.userId === outsider!.id)).toBeUndefined();
    const [renamed] = await db.select().from(consultancies).where(eq(consultancies.id, newer!.id));
    expect(renamed!.domainName).toBe(`Shared-Migration.example.duplicate-${newer!.id}.invalid`);
    // The unique index is back.
    await expect(db.insert(consultancies).values({ name: 'Otra', domainName: 'SHARED-migration.example' })).rejects.toThrow();
  });
});
