import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { centerUsers, users } from '../../server/db/schema';
import { SecretBox } from '../../server/lib/secrets';
import { sendBudgetWarnings } from '../../server/modules/projects/alerts';
import { startTestApp, type SignedIn, type TestApp } from './support/app';
import { tinyPng } from './support/files';
import { twoTenants } from './support/organisation';
import { startSmtpServer, type ReceivedMail } from './support/smtp';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let centerA: number;
let centerB: number;
let other: SignedIn; // a second collaborator of center A who is not on the project
let projectId: number;
let taskId: number;
let ambitId: number;

const admin = () => t.admin.token;
const collab = () => t.collaborator.token;

async function readSheet(path: string, token: string) {
  const response = await fetch(`${t.api.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { rows, disposition: response.headers.get('content-disposition') ?? '' };
}

/** The subject and text of a received mail, with RFC 2047 words and quoted-printable or base64 decoded. */
function readMail(mail: ReceivedMail): { subject: string; body: string } {
  const split = mail.raw.search(/\r?\n\r?\n/);
  const head = mail.raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const rest = mail.raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const bytes = (text: string) =>
    Buffer.from(
      text.replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  const subject = (/^Subject: (.*)$/m.exec(head)?.[1] ?? '').replace(
    /=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi,
    (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : bytes(text.replace(/_/g, ' ')),
  );
  const encoding = /Content-Transfer-Encoding: ([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  const body =
    encoding === 'quoted-printable'
      ? bytes(rest.replace(/=\r?\n/g, ''))
      : encoding === 'base64'
        ? Buffer.from(rest, 'base64').toString('utf8')
        : rest;
  return { subject: subject.trim(), body: body.replace(/\r\n/g, '\n') };
}

beforeAll(async () => {
  t = await startTestApp({ outboundPrivateHosts: 'allow' });
  smtp = await startSmtpServer();
  const tenants = await twoTenants(t);
  centerA = tenants.centerA.id;
  centerB = tenants.centerB.id;
  const consultancyId = (await t.api.get(`/api/center/${centerA}`, { token: admin() })).body.consultancy.id as number;
  await t.api.post(`/api/consultancy/${consultancyId}/email-config`, {
    token: admin(),
    json: { host: '127.0.0.1', port: smtp.port, username: 'avisos@verda.example', use_tls: false, use_ssl: false },
  });
  other = await t.createUser('collaborator');
  await t.database.db.insert(centerUsers).values({ centerId: centerA, userId: other.id });
  await t.database.db.update(users).set({ costPerHour: 30 }).where(eq(users.id, t.collaborator.id));
  ambitId = (await t.api.post('/api/project-ambit', { token: admin(), json: { name: 'Consultoria ambiental' } })).body.id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('projects', () => {
  it('creates a project with every field and answers prices to admins only', async () => {
    const created = await t.api.post('/api/project', {
      token: admin(),
      json: {
        name: 'Autorització ambiental',
        start_date: '2026-01-01',
        end_date: '2026-06-30',
        expected_hours: 10,
        price: 2500.5,
        is_charged: false,
        expected_charge_date: '2026-07-15',
        invoice_number: null,
        state: 'IN_PROGRESS',
        ambitId,
        centerId: centerA,
        observations: 'Client exigent',
        collaborators_observations: '',
        coordinator_user_id: t.admin.id,
        user_ids: [t.collaborator.id],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Autorització ambiental',
      expected_hours: 10,
      worked_hours: 0,
      price: 2500.5,
      is_charged: false,
      expected_charge_date: '2026-07-15',
      state: 'IN_PROGRESS',
      ambit: { id: ambitId },
      center: { id: centerA },
      coordinator: { id: t.admin.id },
      users: [{ id: t.collaborator.id }],
      collaborators_observations: null,
    });
    projectId = created.body.id;
    const seen = await t.api.get(`/api/project/${projectId}`, { token: collab() });
    expect(seen.status).toBe(200);
    for (const field of ['price', 'is_charged', 'expected_charge_date', 'invoice_number']) expect(seen.body).not.toHaveProperty(field);
  });

  it('answers one project with its center\u2019s logo, enterprise and consultancy (spec §3 Project)', async () => {
    const center = (await t.api.get(`/api/center/${centerA}`, { token: admin() })).body;
    const logo = await t.api.put(`/api/consultancy/${center.consultancy.id}`, {
      token: admin(),
      form: {
        name: center.consultancy.name,
        domain_name: 'ecoassessors.example',
        logo: { name: 'logo.png', data: tinyPng(), type: 'image/png' },
      },
    });
    expect(logo.status, JSON.stringify(logo.body)).toBe(200);
    const seen = await t.api.get(`/api/project/${projectId}`, { token: collab() });
    expect(seen.status).toBe(200);
    expect(seen.body.center).toEqual({
      id: centerA,
      name: 'Center A',
      logo: null,
      enterprise: { id: center.enterprise.id, name: 'Enterprise A', logo: null },
      consultancy: { id: center.consultancy.id, name: center.consultancy.name, logo: expect.stringMatching(/^\/api\/files\//) },
    });
    expect((await t.api.get(seen.body.center.consultancy.logo)).status).toBe(200);
    // The list keeps the short center reference.
    const listed = (await t.api.get('/api/project', { token: admin() })).body.results.find((row: { id: number }) => row.id === projectId);
    expect(listed.center).toEqual({ id: centerA, name: 'Center A' });
  });

  it('refuses an end date before the start date and an unknown ambit, naming the field', async () => {
    const base = { name: 'X', centerId: centerA };
    const dates = await t.api.post('/api/project', { token: admin(), json: { ...base, start_date: '2026-05-01', end_date: '2026-04-01' } });
    expect(dates.status).toBe(400);
    expect(Object.keys(dates.body.fields)).toEqual(['end_date']);
    const ambit = await t.api.post('/api/project', { token: admin(), json: { ...base, ambitId: 999999 } });
    expect(ambit.status).toBe(400);
    expect(Object.keys(ambit.body.fields)).toEqual(['ambitId']);
  });

  it('filters the list by isCharged True/False, state and center; collaborators see only their projects', async () => {
    const charged = await t.api.post('/api/project', {
      token: admin(),
      json: { name: 'Cobrat', centerId: centerB, price: 900, is_charged: true, expected_charge_date: '2026-02-01', state: 'FINISHED' },
    });
    expect(charged.status).toBe(201);
    const names = async (query: string, token = admin()) =>
      ((await t.api.get(`/api/project?${query}`, { token })).body.results as { name: string }[]).map((row) => row.name).sort();
    expect(await names('isCharged=True')).toEqual(['Cobrat']);
    expect(await names('isCharged=False')).toEqual(['Autorització ambiental']);
    expect(await names('state=FINISHED')).toEqual(['Cobrat']);
    expect(await names(`centerId=${centerA}`)).toEqual(['Autorització ambiental']);
    expect(await names('minExpectedChargeDate=2026-03-01')).toEqual(['Autorització ambiental']);
    expect(await names('searchText=autoritzacio')).toEqual(['Autorització ambiental']);
    expect(await names('', collab())).toEqual(['Autorització ambiental']);
    expect(await names('', other.token)).toEqual([]);
    expect((await t.api.get(`/api/project/${projectId}`, { token: other.token })).status).toBe(404);
    expect((await t.api.get('/api/project?isCharged=maybe', { token: admin() })).status).toBe(400);
    expect((await t.api.get('/api/project', { token: t.client.token })).status).toBe(403);
  });

  it('lets a member collaborator edit without touching the money fields', async () => {
    const before = (await t.api.get(`/api/project/${projectId}`, { token: admin() })).body;
    const edited = await t.api.put(`/api/project/${projectId}`, {
      token: collab(),
      json: {
        name: 'Autorització ambiental',
        centerId: centerA,
        expected_hours: 10,
        price: 1,
        is_charged: true,
        state: 'IN_PROGRESS',
        ambitId,
        user_ids: [t.collaborator.id],
        coordinator_user_id: t.admin.id,
        start_date: '2026-01-01',
        end_date: '2026-06-30',
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = (await t.api.get(`/api/project/${projectId}`, { token: admin() })).body;
    expect([after.price, after.is_charged, after.expected_charge_date]).toEqual([
      before.price,
      before.is_charged,
      before.expected_charge_date,
    ]);
    expect((await t.api.put(`/api/project/${projectId}`, { token: other.token, json: { name: 'x', centerId: centerA } })).status).toBe(404);
  });

  it('moves a project only along its lifecycle; cancelling and reopening are the admins’, with a translated 400 naming state', async () => {
    const body = { name: 'Cicle de vida', centerId: centerA, user_ids: [t.collaborator.id] };
    const cancelled = await t.api.post('/api/project', { token: admin(), json: { ...body, state: 'CANCELLED' } });
    expect(cancelled.status).toBe(400);
    expect(Object.keys(cancelled.body.fields)).toEqual(['state']);
    const created = await t.api.post('/api/project', { token: admin(), json: body });
    expect(created.body.state).toBe('PENDING');
    const id = created.body.id as number;
    const move = (token: string, state: string, headers: Record<string, string> = {}) =>
      t.api.put(`/api/project/${id}`, { token, headers, json: { ...body, state } });
    // PENDING cannot jump to FINISHED; the detail speaks the request's language.
    const jump = await move(collab(), 'FINISHED', { 'accept-language': 'es' });
    expect(jump.status).toBe(400);
    expect(Object.keys(jump.body.fields)).toEqual(['state']);
    expect(jump.body.fields.state).toContain('Un proyecto no puede pasar de «pendiente» a «finalizado».');
    expect((await move(collab(), 'IN_PROGRESS')).status).toBe(200);
    // An edit that leaves the state out keeps it.
    expect((await t.api.put(`/api/project/${id}`, { token: collab(), json: body })).body.state).toBe('IN_PROGRESS');
    expect((await move(collab(), 'FINISHED')).body.state).toBe('FINISHED');
    const reopen = await move(collab(), 'IN_PROGRESS', { 'accept-language': 'ca' });
    expect(reopen.status).toBe(400);
    expect(reopen.body.fields.state).toContain('Només un administrador cancel·la o reobre un projecte.');
    expect((await move(admin(), 'IN_PROGRESS')).body.state).toBe('IN_PROGRESS');
    expect((await move(collab(), 'CANCELLED')).status).toBe(400);
    expect((await move(admin(), 'CANCELLED')).body.state).toBe('CANCELLED');
    expect((await move(admin(), 'IN_PROGRESS')).status).toBe(400);
    expect((await move(admin(), 'PENDING')).body.state).toBe('PENDING');
    expect((await t.api.delete(`/api/project/${id}`, { token: admin() })).status).toBe(204);
  });

  it('appends signed collaborators observations', async () => {
    const answer = await t.api.post('/api/project/add-collaborators-observations', {
      token: collab(),
      json: { project_id: projectId, observations: 'Falta la llicència' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.collaborators_observations).toMatch(/^\d\d\/\d\d\/\d{4} collaborator \d+: Falta la llicència$/);
  });
});

describe('tasks and dedications', () => {
  it('creates tasks (admin only) and assigns users to every task of the project', async () => {
    const first = await t.api.post('/api/task', {
      token: admin(),
      json: {
        project_id: projectId,
        name: 'Visita inicial',
        expected_hours: 4,
        status: 'TODO',
        due_date: '2026-02-01',
        description: 'Recorregut',
      },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    taskId = first.body.id;
    await t.api.post('/api/task', { token: admin(), json: { project_id: projectId, name: 'Informe', expected_hours: 6, status: 'DONE' } });
    expect((await t.api.post('/api/task', { token: collab(), json: { project_id: projectId, name: 'x' } })).status).toBe(403);
    const assigned = await t.api.post('/api/task/users-assigned-to-all-tasks-of-project', {
      token: admin(),
      json: { project_id: projectId, user_ids: [other.id] },
    });
    expect(assigned.body).toEqual({ tasks: 2 });
    const list = await t.api.get(`/api/project/${projectId}/tasks`, { token: admin() });
    expect(list.body.count).toBe(2);
    for (const task of list.body.results) expect(task.users.map((user: { id: number }) => user.id)).toContain(other.id);
    // Assigned users join the project, so the other collaborator now sees it.
    expect((await t.api.get(`/api/project/${projectId}`, { token: other.token })).status).toBe(200);
  });

  it('logs a collaborator’s own time with the hour cost of the moment, never someone else’s', async () => {
    const own = await t.api.post('/api/dedication', {
      token: collab(),
      json: { task_id: taskId, date: '2026-03-02', hours: 7.5, start_time: '08:00', end_time: '15:30', observations: '' },
    });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect(own.body).toMatchObject({
      user: { id: t.collaborator.id },
      hours: 7.5,
      start_time: '08:00',
      end_time: '15:30',
      observations: null,
      outside_project_dates: false,
    });
    expect(own.body).not.toHaveProperty('hour_cost');
    expect((await t.api.get(`/api/dedication/${own.body.id}`, { token: admin() })).body.hour_cost).toBe(30);
    // A later rate change leaves the stored cost alone.
    await t.api.put(`/api/user/${t.collaborator.id}`, {
      token: admin(),
      json: { name: 'collaborator', email: t.collaborator.email, role: 'collaborator', cost_per_hour: 50 },
    });
    expect((await t.api.get(`/api/dedication/${own.body.id}`, { token: admin() })).body.hour_cost).toBe(30);
    const forOther = await t.api.post('/api/dedication', {
      token: collab(),
      json: { task_id: taskId, user_id: other.id, date: '2026-03-02', hours: 1 },
    });
    expect(forOther.status).toBe(400);
    expect(Object.keys(forOther.body.fields)).toEqual(['user_id']);
    const byAdmin = await t.api.post('/api/dedication', {
      token: admin(),
      json: { task_id: taskId, user_id: other.id, date: '2026-08-01', hours: 2 },
    });
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.body.outside_project_dates).toBe(true);
    // Collaborators see their own time only.
    const listed = await t.api.get(`/api/task/${taskId}/dedications`, { token: collab() });
    expect(listed.body.results.map((row: { user: { id: number } }) => row.user.id)).toEqual([t.collaborator.id]);
    expect((await t.api.get(`/api/dedication/${byAdmin.body.id}`, { token: collab() })).status).toBe(404);
  });

  it('holds at most 24 h per user and day, saying how many are logged; end before start and three decimals are 400', async () => {
    const tooMany = await t.api.post('/api/dedication', { token: collab(), json: { task_id: taskId, date: '2026-03-02', hours: 17 } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields.hours).toContain('7.5 h are already logged');
    expect(tooMany.body.fields.hours).toContain('02/03/2026');
    expect(
      (await t.api.post('/api/dedication', { token: collab(), json: { task_id: taskId, date: '2026-03-02', hours: 16.5 } })).status,
    ).toBe(201);
    const backwards = await t.api.post('/api/dedication', {
      token: collab(),
      json: { task_id: taskId, date: '2026-03-03', hours: 1, start_time: '10:00', end_time: '09:00' },
    });
    expect(backwards.status).toBe(400);
    expect(Object.keys(backwards.body.fields)).toEqual(['end_time']);
    const decimals = await t.api.post('/api/dedication', { token: collab(), json: { task_id: taskId, date: '2026-03-03', hours: 1.005 } });
    expect(decimals.status).toBe(400);
    expect((await t.api.post('/api/dedication', { token: collab(), json: { task_id: taskId, date: '2026-03-03', hours: 0 } })).status).toBe(
      400,
    );
  });

  it('shows worked hours on the project and exports undone tasks and the project dedications', async () => {
    const project = (await t.api.get(`/api/project/${projectId}`, { token: admin() })).body;
    expect(project.worked_hours).toBe(26);
    expect(project.worked_hours_by_user).toHaveLength(2);
    expect(project.worked_hours_by_user).toEqual(
      expect.arrayContaining([
        { user: { id: t.collaborator.id, name: expect.any(String) }, hours: 24 },
        { user: { id: other.id, name: expect.any(String) }, hours: 2 },
      ]),
    );
    const undone = await readSheet('/api/task/undone', admin());
    expect(undone.disposition).toMatch(/tareas-pendientes_\d{4}-\d\d-\d\d_\d{4}\.xlsx/);
    expect(undone.rows.slice(1).map((row) => row[2])).toEqual(['Visita inicial']);
    const own = await readSheet(`/api/project/${projectId}/dedications`, collab());
    expect(own.rows).toHaveLength(3); // header + the collaborator's two dedications
    const all = await readSheet(`/api/project/${projectId}/dedications`, admin());
    expect(all.rows).toHaveLength(4);
    expect(all.rows[0]).toHaveLength(8); // the hour cost column
  });

  it('exports the project list with money columns for admins only', async () => {
    const adminSheet = await readSheet('/api/project?format=xlsx&isCharged=False', admin());
    expect(adminSheet.rows.map((row) => row[0])).toEqual(['Nombre', 'Autorització ambiental']); // headers in the request language (Spanish by default)
    expect(adminSheet.rows[1]).toContain(2500.5);
    const collabSheet = await readSheet('/api/project?format=xlsx', collab());
    expect(collabSheet.rows[1]).not.toContain(2500.5);
  });
});

describe('reports', () => {
  it('sums a user’s hours per project over a range; collaborators only their own', async () => {
    const resume = await t.api.get('/api/project/worked-hours-by-user-resume?startDate=2026-03-01&endDate=2026-03-31', { token: collab() });
    expect(resume.status).toBe(200);
    expect(resume.body).toMatchObject({
      user: { id: t.collaborator.id },
      total_worked_hours: 24,
      project_resumes: [{ project: { id: projectId }, worked_hours: 24 }],
    });
    expect(
      (
        await t.api.get(`/api/project/worked-hours-by-user-resume?startDate=2026-03-01&endDate=2026-03-31&userId=${other.id}`, {
          token: collab(),
        })
      ).status,
    ).toBe(403);
    const forOther = await t.api.get(
      `/api/project/worked-hours-by-user-resume?startDate=2026-01-01&endDate=2026-12-31&userId=${other.id}`,
      { token: admin() },
    );
    expect(forOther.body.total_worked_hours).toBe(2);
    const sheet = await readSheet('/api/project/worked-hours-by-user-resume?startDate=2026-03-01&endDate=2026-03-31&format=xlsx', collab());
    expect(sheet.rows.at(-1)!.slice(1)).toEqual(['Total', 24]);
  });

  it('crosses users and projects for a range', async () => {
    const answer = await t.api.get('/api/project/worked-hours-by-all-users?startDate=2026-01-01&endDate=2026-12-31', { token: admin() });
    expect(answer.status).toBe(200);
    const totals = Object.fromEntries(
      answer.body.workedHoursByAllUsers.map((row: { user: { id: number }; total_worked_hours: number }) => [
        row.user.id,
        row.total_worked_hours,
      ]),
    );
    expect(totals).toEqual({ [t.collaborator.id]: 24, [other.id]: 2 });
    expect(
      (await t.api.get('/api/project/worked-hours-by-all-users?startDate=2026-01-01&endDate=2026-12-31', { token: collab() })).status,
    ).toBe(403);
  });

  it('summarises each year: income by charge date, stored hour costs plus project costs, margin', async () => {
    const cost = await t.api.post('/api/project-cost', {
      token: admin(),
      json: { project_id: projectId, concept: 'Analítica laboratori', amount: 120.25, date: '2026-04-10' },
    });
    expect(cost.status, JSON.stringify(cost.body)).toBe(201);
    const answer = await t.api.get('/api/project/yearly-financial-summary', { token: admin() });
    // 2026: income 2500.50 (pending) + 900 (charged); hours 7.5*30 + 16.5*50 (rate changed before) + 2*0 = 1050; costs 120.25.
    expect(answer.body).toEqual([
      {
        year: 2026,
        income: 3400.5,
        charged: 900,
        pending: 2500.5,
        worked_hours: 26,
        hours_cost: 1050,
        other_costs: 120.25,
        cost: 1170.25,
        margin: 2230.25,
      },
    ]);
    expect((await t.api.get('/api/project/yearly-financial-summary', { token: collab() })).status).toBe(403);
    expect((await t.api.get('/api/project-cost', { token: collab() })).status).toBe(403);
  });

  it('answers the working-time register of a month: first start, last end, total per day', async () => {
    const answer = await t.api.get('/api/project/working-time-register?month=2026-03', { token: collab() });
    expect(answer.body.days).toEqual([{ date: '2026-03-02', start: '08:00', end: '15:30', hours: 24 }]);
    const sheet = await readSheet('/api/project/working-time-register?month=2026-03&format=xlsx', collab());
    expect(sheet.rows[1]!.slice(1)).toEqual([new Date('2026-03-02T00:00:00Z'), '08:00', '15:30', 24]); // a real date, shown dd/mm/yyyy
    expect(sheet.disposition).toMatch(/registro-de-jornada-2026-03_\d{4}-\d\d-\d\d_\d{4}\.xlsx/);
    expect((await t.api.get(`/api/project/working-time-register?month=2026-03&userId=${other.id}`, { token: collab() })).status).toBe(403);
  });

  it('says so in the sheets of a period without hours, instead of a lone total of 0', async () => {
    const register = await readSheet('/api/project/working-time-register?month=2025-08&format=xlsx', collab());
    expect(register.rows.slice(1)).toEqual([[expect.any(String), 'Sin horas en este periodo']]);
    const resume = await readSheet(
      '/api/project/worked-hours-by-user-resume?startDate=2025-08-01&endDate=2025-08-31&format=xlsx',
      collab(),
    );
    expect(resume.rows.slice(1)).toEqual([['Sin horas en este periodo']]);
  });

  it('costs a constant number of statements for the project list and the reports', async () => {
    const count = async (path: string) => {
      const answer = await t.api.get(path, { token: admin() });
      expect(answer.status).toBe(200);
      return Number(answer.headers.get('x-sql-statements'));
    };
    const before = [
      await count('/api/project?pageSize=100'),
      await count('/api/project/yearly-financial-summary'),
      await count('/api/project/worked-hours-by-all-users?startDate=2026-01-01&endDate=2026-12-31'),
    ];
    for (let i = 0; i < 5; i++) {
      const extra = await t.api.post('/api/project', {
        token: admin(),
        json: { name: `Extra ${i}`, centerId: centerA, user_ids: [t.collaborator.id], expected_charge_date: `202${i}-05-01`, price: 10 },
      });
      const task = await t.api.post('/api/task', { token: admin(), json: { project_id: extra.body.id, name: 'T' } });
      await t.api.post('/api/dedication', {
        token: admin(),
        json: { task_id: task.body.id, user_id: t.collaborator.id, date: `202${i}-05-0${i + 1}`, hours: 1 },
      });
    }
    const after = [
      await count('/api/project?pageSize=100'),
      await count('/api/project/yearly-financial-summary'),
      await count('/api/project/worked-hours-by-all-users?startDate=2026-01-01&endDate=2026-12-31'),
    ];
    expect(after).toEqual(before);
    expect(before).toEqual([3, 3, 1]);
  });
});

describe('budget e-mails', () => {
  it('mails the admins and the coordinator the projects past their expected hours', async () => {
    smtp.received.length = 0;
    const answer = await t.api.post('/api/project/exceeded-hours-email', { token: admin(), json: {} });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.projects).toBeGreaterThanOrEqual(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toContain(t.admin.email);
    expect(smtp.received[0]!.raw).toContain('Autoritzaci');
  });

  it('warns at 80 % and 100 % once per project and threshold, also when two processes run at once', async () => {
    const box = new SecretBox(t.config.encryptionKey);
    const send = () => sendBudgetWarnings({ db: t.database.db, secrets: box, mail: t.config, log: t.app.log });
    const warned = await t.api.post('/api/project', {
      token: admin(),
      json: {
        name: 'Pressupost just',
        centerId: centerA,
        expected_hours: 10,
        coordinator_user_id: t.collaborator.id,
        state: 'IN_PROGRESS',
      },
    });
    const task = await t.api.post('/api/task', { token: admin(), json: { project_id: warned.body.id, name: 'Feina' } });
    await send(); // the projects already past 100 % get their one warning first
    smtp.received.length = 0;
    await t.api.post('/api/dedication', {
      token: admin(),
      json: { task_id: task.body.id, user_id: other.id, date: '2026-05-04', hours: 8 },
    });
    const [a, b] = await Promise.all([send(), send()]);
    expect(a + b).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.raw).toContain('(80 %)');
    expect(smtp.received[0]!.to).toContain(t.collaborator.email);
    expect(await send()).toBe(0);
    await t.api.post('/api/dedication', {
      token: admin(),
      json: { task_id: task.body.id, user_id: other.id, date: '2026-05-05', hours: 2 },
    });
    expect(await send()).toBe(1);
    expect(smtp.received.at(-1)!.raw).toContain('(100 %)');
    expect(await send()).toBe(0);
    expect(smtp.received).toHaveLength(2);
  });

  it('writes the warnings in the language of each project’s center, with a link to the project', async () => {
    const box = new SecretBox(t.config.encryptionKey);
    await sendBudgetWarnings({ db: t.database.db, secrets: box, mail: t.config, log: t.app.log }); // earlier projects past a threshold
    smtp.received.length = 0;
    const overBudget = async (name: string, centerId: number) => {
      const project = await t.api.post('/api/project', {
        token: admin(),
        json: { name, centerId, expected_hours: 2, state: 'IN_PROGRESS' },
      });
      const task = await t.api.post('/api/task', { token: admin(), json: { project_id: project.body.id, name: 'Feina' } });
      const logged = await t.api.post('/api/dedication', {
        token: admin(),
        json: { task_id: task.body.id, date: '2026-06-01', hours: 2.5 },
      });
      expect(logged.status, JSON.stringify(logged.body)).toBe(201);
      return project.body.id as number;
    };
    const catalan = await overBudget('Llicència d’activitat', centerA); // Center A is used in Catalan
    const spanish = await overBudget('Auditoría de residuos', centerB); // Center B in Spanish
    expect(await sendBudgetWarnings({ db: t.database.db, secrets: box, mail: t.config, log: t.app.log })).toBe(2);
    const mails = smtp.received.map(readMail);
    const ca = mails.find((mail) => mail.body.includes('Llicència d’activitat'))!;
    const es = mails.find((mail) => mail.body.includes('Auditoría de residuos'))!;
    expect(ca.subject).toBe('Avís: projectes al 100 % de les hores previstes');
    expect(ca.body).toContain('Aquests projectes han arribat al 100 % de les hores previstes:');
    expect(ca.body).toContain('- Llicència d’activitat (Center A): 2,5 h treballades de 2 h previstes (125 %)');
    expect(ca.body).toContain(`Obrir el projecte: ${t.config.publicUrl}/project/${catalan}`);
    expect(ca.body).not.toContain('Auditoría de residuos');
    expect(es.subject).toBe('Aviso: proyectos al 100 % de sus horas previstas');
    expect(es.body).toContain('- Auditoría de residuos (Center B): 2,5 h trabajadas de 2 h previstas (125 %)');
    expect(es.body).toContain(`Abrir el proyecto: ${t.config.publicUrl}/project/${spanish}`);
  });
});
