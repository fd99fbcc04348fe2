import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryChange } from '../../contract/history';
import { eq, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is } from 'drizzle-orm';
import { namedColumns, POLYMORPHIC_REFERENCES, TABLE_FIELDS } from '../../contract/table-fields';
import * as schema from '../../server/db/schema';
import {
  centerLegalScopes,
  centerUsers,
  changeHistory,
  evidences,
  legalScopes,
  projectAmbits,
  responsibilities,
} from '../../server/db/schema';
import { withNames } from '../../server/modules/history/names';
import { rowNames } from '../../server/modules/history/row-names';
import { writeTransaction } from '../../server/db/transaction';
import { badRequest } from '../../server/lib/errors';
import { historyTables, unauditedTables } from '../../server/modules/history/tables';
import { startTestApp, type SignedIn, type TestApp } from './support/app';
import { configureCenter, evidencesOf, type Branch } from './support/legal-module';
import { activateRiskModules } from './support/risks';
import { twoTenants } from './support/organisation';
import { registerBranch } from './support/register';

let t: TestApp;
let centerA: number;
let centerB: number;
let branch: Branch;
beforeAll(async () => {
  t = await startTestApp();
  const tenants = await twoTenants(t);
  centerA = tenants.centerA.id;
  centerB = tenants.centerB.id;
  branch = await registerBranch(t);
  await configureCenter(t, centerA, branch);
  await configureCenter(t, centerB, branch);
});
afterAll(() => t.close());

const historyOf = async (who: SignedIn, table: string, id: number, language = 'es-ES') => {
  const answer = await t.api.get(`/api/history?table=${table}&id=${id}&pageSize=1000`, {
    token: who.token,
    headers: { 'accept-language': language },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.results as HistoryChange[];
};

describe('GET /api/history', () => {
  it('records a create, each changed field of an update from what to what, and a delete, newest first, with who did it', async () => {
    const created = await t.api.post('/api/project-ambit', { token: t.admin.token, json: { name: 'Residus' } });
    const id = created.body.id as number;
    await t.api.put(`/api/project-ambit/${id}`, { token: t.admin.token, json: { name: 'Residus industrials' } });
    await t.api.put(`/api/project-ambit/${id}`, { token: t.admin.token, json: { name: 'Residus industrials' } }); // changes nothing
    expect((await t.api.delete(`/api/project-ambit/${id}`, { token: t.admin.token })).status).toBe(204);

    const history = await historyOf(t.admin, 'project_ambit', id);
    expect(history.map((change) => change.action)).toEqual(['delete', 'update', 'create']);
    const [deleted, updated, create] = history;
    expect(create!.changes).toEqual({ name: [null, 'Residus'] });
    expect(updated!.changes).toEqual({ name: ['Residus', 'Residus industrials'] });
    expect(deleted!.changes).toEqual({ name: ['Residus industrials', null] });
    for (const change of history) {
      expect(change).toMatchObject({
        table: 'project_ambit',
        record_id: id,
        center_id: null,
        actor: { id: t.admin.id, name: expect.any(String) },
      });
      expect(Date.parse(change.changed_at)).not.toBeNaN();
    }
  });

  it("records the collaborator who changed an evidence's state, under the evidence's center", async () => {
    const [evidence] = await evidencesOf(t, centerA);
    const answer = await t.api.put(`/api/evidence/${evidence!.id}`, {
      token: t.collaborator.token,
      json: { name: evidence!.name, state: 'FULFILLED' },
    });
    expect(answer.status).toBe(200);
    const [latest] = await historyOf(t.collaborator, 'evidence', evidence!.id);
    expect(latest).toMatchObject({
      action: 'update',
      center_id: centerA,
      actor: { id: t.collaborator.id },
      changes: { state: ['NOT_FULFILLED', 'FULFILLED'] },
    });
  });

  it('files membership changes under their center and records no change for an unchanged save', async () => {
    const before = await historyOf(t.admin, 'center', centerA);
    await configureCenter(t, centerA, branch); // the same selection again
    expect(await historyOf(t.admin, 'center', centerA)).toHaveLength(before.length);
    const creation = before.filter((change) => change.table === 'center_user');
    expect(creation).toContainEqual(
      expect.objectContaining({ action: 'create', record_id: centerA, changes: { user_id: [null, t.collaborator.id] } }),
    );
  });

  it('names the users a change mentions, and says null once the user is deleted', async () => {
    const person = await t.api.post('/api/user', {
      token: t.admin.token,
      json: { name: 'Berta Roig', email: 'berta.roig@history.example', role: 'collaborator', password: 'Long-enough-9' },
    });
    expect(person.status, JSON.stringify(person.body)).toBe(201);
    const id = String(person.body.id);
    await writeTransaction(t.database.db, (tx) => tx.insert(centerUsers).values({ centerId: centerA, userId: person.body.id }));
    const named = (await historyOf(t.admin, 'center', centerA)).find(
      (change) => change.table === 'center_user' && change.changes.user_id?.[1] === person.body.id,
    );
    expect(named?.people).toEqual({ user_id: { [id]: 'Berta Roig' } });

    expect((await t.api.delete(`/api/user/${id}`, { token: t.admin.token })).status).toBe(204);
    const history = await historyOf(t.admin, 'center', centerA);
    expect(history.find((change) => change.changes.user_id?.[1] === person.body.id)?.people).toEqual({ user_id: { [id]: null } });
    // Its removal from the center is recorded too, naming nobody: the user is gone.
    expect(history.find((change) => change.action === 'delete' && change.changes.user_id?.[0] === person.body.id)?.people).toEqual({
      user_id: { [id]: null },
    });
  });

  it("names the rows a change refers to in the reader's language, and a deleted one as null", async () => {
    const [scope] = await t.database.db
      .insert(legalScopes)
      .values({ nameSpanish: 'Cataluña (historial)', nameCatalan: 'Catalunya (historial)', scope: 'AUTONOMOUS_COMMUNITY' })
      .returning();
    await writeTransaction(t.database.db, (tx) => tx.insert(centerLegalScopes).values({ centerId: centerA, legalScopeId: scope!.id }));
    const chosen = (history: HistoryChange[]) =>
      history.find((change) => change.table === 'center_legal_scope' && change.changes.legal_scope_id?.[1] === scope!.id);
    const id = String(scope!.id);
    expect(chosen(await historyOf(t.admin, 'center', centerA, 'es-ES'))?.references).toEqual({
      legal_scope_id: { [id]: 'Cataluña (historial)' },
    });
    expect(chosen(await historyOf(t.client, 'center', centerA, 'ca-ES,ca;q=0.9'))?.references).toEqual({
      legal_scope_id: { [id]: 'Catalunya (historial)' },
    });
    // The evidence's own requirement, named in Spanish; the wire keeps its id in `changes`.
    const [evidence] = await evidencesOf(t, centerA);
    const created = (await historyOf(t.client, 'evidence', evidence!.id)).find((change) => change.action === 'create');
    expect(created).toMatchObject({
      changes: { legal_requirement_id: [null, branch.requirement.id] },
      references: { legal_requirement_id: { [branch.requirement.id]: 'Disponer de permiso de vertido' } },
    });

    await writeTransaction(t.database.db, async (tx) => {
      await tx.delete(centerLegalScopes).where(eq(centerLegalScopes.legalScopeId, scope!.id));
      await tx.delete(legalScopes).where(eq(legalScopes.id, scope!.id));
    });
    const after = await historyOf(t.admin, 'center', centerA);
    expect(chosen(after)?.references).toEqual({ legal_scope_id: { [id]: null } });
    expect(after.find((change) => change.action === 'delete' && change.changes.legal_scope_id?.[0] === scope!.id)?.references).toEqual({
      legal_scope_id: { [id]: null },
    });
  });

  it('names the rows of polymorphic references: a responsibility by its level, an improvement source moved without its table', async () => {
    const base = `/api/legal-requirement-module/${centerA}/responsibility`;
    const assigned = await t.api.post(`${base}/area`, {
      token: t.admin.token,
      json: { area_id: branch.area.id, responsible_user_id: t.collaborator.id },
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(201);
    const [responsibility] = await t.database.db.select().from(responsibilities).where(eq(responsibilities.levelId, branch.area.id));
    const [created] = await historyOf(t.admin, 'responsibility', responsibility!.id, 'ca-ES');
    expect(created!.references).toEqual({ level_id: { [branch.area.id]: branch.area.name_catalan } });

    await activateRiskModules(t, centerA);
    const [first] = await evidencesOf(t, centerA);
    const [second] = await writeTransaction(t.database.db, (tx) =>
      tx.insert(evidences).values({ centerId: centerA, legalRequirementId: branch.requirement.id, name: 'Segona evidència' }).returning(),
    );
    const action = {
      type: 'CORRECTIVE',
      origin: 'LEGAL_REQUIREMENT',
      source_table: 'evidence',
      source_id: first!.id,
      description: 'Permís caducat',
      action: 'Renovar el permís',
      due_date: '2099-01-01',
    };
    const posted = await t.api.post(`/api/improvement-module/${centerA}/action`, { token: t.admin.token, json: action });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const moved = await t.api.put(`/api/improvement-action/${posted.body.id}`, {
      token: t.admin.token,
      json: { ...action, source_id: second!.id },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const [update, create] = await historyOf(t.admin, 'improvement_action', posted.body.id as number);
    // The update leaves source_table out (unchanged): the record's own tells the table.
    expect(update!.changes).toEqual(expect.objectContaining({ source_id: [first!.id, second!.id] }));
    expect(update!.changes.source_table).toBeUndefined();
    expect(update!.references).toEqual({ source_id: { [first!.id]: first!.name, [second!.id]: second!.name } });
    expect(create!.references).toEqual({ source_id: { [first!.id]: first!.name } });
  });

  it('leaves no history row when the write fails', async () => {
    const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(changeHistory))[0]!.n;
    const before = await count();
    // A check the code makes after part of the transaction is written, and a constraint the database enforces.
    const refusedByCode = writeTransaction(t.database.db, async (tx) => {
      await tx.insert(projectAmbits).values({ name: 'Written, then undone' });
      throw badRequest('name', 'common.required');
    });
    await expect(refusedByCode).rejects.toThrow('This field is required.');
    const [evidence] = await evidencesOf(t, centerA);
    const refusedByDatabase = writeTransaction(t.database.db, async (tx) => {
      await tx.update(evidences).set({ name: 'Renamed' }).where(eq(evidences.id, evidence!.id));
      await tx.update(evidences).set({ state: 'UNKNOWN' }).where(eq(evidences.id, evidence!.id));
    });
    await expect(refusedByDatabase).rejects.toThrow();
    const invalid = await t.api.put(`/api/legal-requirement/${branch.requirement.id}`, {
      token: t.admin.token,
      json: { name_spanish: 'x', legal_text_id: 999999 },
    });
    expect(invalid.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('never records a password, its hash or the SMTP password', async () => {
    const user = await t.api.post('/api/user', {
      token: t.admin.token,
      json: { name: 'Pere Vidal', email: 'pere@example.com', password: 'first-secret-1', role: 'client' },
    });
    await t.api.put(`/api/user/${user.body.id}`, {
      token: t.admin.token,
      json: { name: 'Pere Vidal', email: 'pere@example.com', password: 'second-secret-2', role: 'client' },
    });
    const [consultancy] = (await t.api.get('/api/consultancy', { token: t.admin.token })).body.results as { id: number }[];
    const smtp = { host: 'smtp.example.com', port: 587, username: 'mailer', use_tls: true, use_ssl: false };
    await t.api.post(`/api/consultancy/${consultancy!.id}/email-config`, {
      token: t.admin.token,
      json: { ...smtp, password: 'smtp-secret-1' },
    });
    await t.api.post(`/api/consultancy/${consultancy!.id}/email-config`, {
      token: t.admin.token,
      json: { ...smtp, port: 465, use_tls: false, use_ssl: true, password: 'smtp-secret-2' },
    });

    const userHistory = await historyOf(t.admin, 'app_user', user.body.id);
    expect(userHistory.map((change) => change.action)).toEqual(['create']); // only the password changed: nothing to tell
    const smtpHistory = (await historyOf(t.admin, 'consultancy', consultancy!.id)).filter(
      (change) => change.table === 'consultancy_email_config',
    );
    expect(smtpHistory[0]!.changes).toEqual({ port: [587, 465], use_tls: [true, false], use_ssl: [false, true] });
    const everything = JSON.stringify((await t.database.db.select().from(changeHistory)).map((row) => row.changes));
    for (const secret of ['secret', 'password', '$argon2']) expect(everything).not.toContain(secret);
  });

  it("shows a client their center's history, not another tenant's, and keeps users' history for admins", async () => {
    const [evidenceB] = await evidencesOf(t, centerB);
    expect(await historyOf(t.collaborator, 'evidence', evidenceB!.id)).toEqual([]);
    expect(await historyOf(t.client, 'center', centerB)).toEqual([]);
    expect((await historyOf(t.client, 'center', centerA)).length).toBeGreaterThan(0);
    expect((await t.api.get(`/api/history?table=app_user&id=${t.collaborator.id}`, { token: t.client.token })).status).toBe(403);
    expect((await t.api.get(`/api/history?table=app_user&id=${t.collaborator.id}`, { token: t.collaborator.token })).status).toBe(403);

    const feed = await t.api.get('/api/history?pageSize=1000', { token: t.client.token });
    const centers = new Set((feed.body.results as HistoryChange[]).map((change) => change.center_id));
    expect(centers.has(centerA)).toBe(true);
    expect(centers.has(centerB)).toBe(false);
    expect((feed.body.results as HistoryChange[]).some((change) => change.table === 'app_user')).toBe(false);
  });

  it("keeps a deleted evidence's history readable only inside its center", async () => {
    const created = await t.api.post('/api/evidence', {
      token: t.collaborator.token,
      json: { center_id: centerA, legal_requirement_id: branch.requirement.id, name: 'Segona evidència' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await t.api.delete(`/api/evidence/${created.body.id}`, { token: t.collaborator.token })).status).toBe(204);
    expect((await historyOf(t.client, 'evidence', created.body.id)).map((change) => change.action)).toEqual(['delete', 'create']);
    const outsider = await t.createUser('collaborator');
    expect(await historyOf(outsider, 'evidence', created.body.id)).toEqual([]);
  });

  it('answers 400 naming `table` for an unknown table or an id without one', async () => {
    for (const query of ['table=stored_file&id=1', 'table=nope', 'id=3']) {
      const answer = await t.api.get(`/api/history?${query}`, { token: t.admin.token });
      expect(answer.status, query).toBe(400);
      expect(answer.body.fields, query).toHaveProperty('table');
    }
  });
});

describe('change history coverage', () => {
  it('audits every table, or lists it as not audited with a reason', async () => {
    // Both drivers answer {rows}; the shared Database type does not say so.
    const { rows } = (await t.database.db.execute(sql`
      select t.table_name, exists (
        select 1 from information_schema.triggers g
        where g.event_object_table = t.table_name and g.trigger_name = 'record_change'
      ) as audited
      from information_schema.tables t
      where t.table_schema = 'public' and t.table_type = 'BASE TABLE'`)) as unknown as { rows: { table_name: string; audited: boolean }[] };
    const readable = Object.entries(historyTables).flatMap(([name, table]) => [name, ...(table.related ?? [])]);
    for (const { table_name: table, audited } of rows) {
      if (table in unauditedTables) expect(audited, `${table} is listed as not audited but has the trigger`).toBe(false);
      else {
        expect(audited, `${table}: add it to the change history (SELECT audit_table(...) in a migration) or to unauditedTables`).toBe(true);
        expect(readable, `${table}: say who reads its history in historyTables`).toContain(table);
      }
    }
    expect(rows.length).toBeGreaterThan(20);
  });

  it('declares the kind of every reference of an audited table, and can name each referenced row', async () => {
    const audited = new Set(Object.entries(historyTables).flatMap(([name, table]) => [name, ...(table.related ?? [])]));
    for (const table of Object.values(schema) as unknown[]) {
      if (!is(table, PgTable)) continue;
      const config = getTableConfig(table);
      if (!audited.has(config.name)) continue;
      for (const fk of config.foreignKeys) {
        const reference = fk.reference();
        const column = reference.columns[0]!.name;
        const target = getTableConfig(reference.foreignTable).name;
        if (column === 'center_id') continue; // the tenant: never shown
        const kind = TABLE_FIELDS[config.name]?.[column];
        const expected = target === 'stored_file' ? { kind: 'file' } : { kind: 'reference', table: target };
        expect(kind, `${config.name}.${column}: declare it in contract/table-fields.ts`).toEqual(expected);
      }
    }
    // Every named column's table has a name, and all of them read in one statement that the database accepts.
    const columns = Object.keys(TABLE_FIELDS).flatMap((table) =>
      namedColumns(table).map(([column, target]) => ({ table, column, target })),
    );
    for (const { table, column, target } of columns)
      expect(rowNames[target], `${table}.${column}: name ${target} rows in row-names.ts`).toBeTypeOf('function');
    for (const [table, references] of Object.entries(POLYMORPHIC_REFERENCES))
      for (const [column, { tables }] of Object.entries(references))
        for (const target of Object.values(tables))
          expect(rowNames[target], `${table}.${column}: name ${target} rows in row-names.ts`).toBeTypeOf('function');
    const changes = columns.map(({ table, column, target }, index) => ({
      id: index,
      table,
      record_id: 1,
      center_id: null,
      action: 'create' as const,
      actor: null,
      changed_at: '',
      changes: { [column]: [null, target === 'stored_file' ? '00000000-0000-0000-0000-000000000000' : 1] as [unknown, unknown] },
    }));
    for (const language of ['es', 'ca'] as const) {
      const named = await withNames(t.database.db, language, changes);
      expect(named.every((change) => change.references !== undefined)).toBe(true);
    }
  });
});
