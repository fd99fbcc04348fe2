// Projects and time bench (issue 10): `npx tsx bench/projects.ts` runs a smoke volume;
// BENCH_PROJECTS_FULL=1 seeds three years for 30 users (200 projects, 4,000 tasks, 150,000 dedications).
// The app runs in this process on its own PGlite data folder (or DATABASE_URL's server, a database of its own).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { CLIENT_LIMITS, type Config } from '../server/config';
import { openDatabase } from '../server/db/client';
import { centers, consultancies, dedications, enterprises, projects, projectUsers, tasks, users } from '../server/db/schema';
import { hashPassword } from '../server/lib/passwords';
import { benchDatabaseUrl } from './support';

const FULL = process.env.BENCH_PROJECTS_FULL === '1';
const SHAPE = FULL
  ? { users: 30, projects: 200, tasksPerProject: 20, dedications: 150_000 }
  : { users: 10, projects: 20, tasksPerProject: 10, dedications: 5_000 };
const SECONDS = Number(process.env.BENCH_SECONDS ?? (FULL ? 8 : 3));
const PASSWORD = 'bench-password-1';

async function seed(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const hash = await hashPassword(PASSWORD);
  const people = await db
    .insert(users)
    .values([
      { name: 'Bench admin', email: 'bench-admin@projects.test', role: 'admin', passwordHash: hash },
      ...Array.from({ length: SHAPE.users }, (_, i) => ({
        name: `Tècnic ${i}`,
        email: `tecnic${i}@projects.test`,
        role: 'collaborator',
        passwordHash: hash,
        costPerHour: 20 + (i % 10),
      })),
    ])
    .returning({ id: users.id });
  const workers = people.slice(1).map((row) => row.id);
  const [consultancy] = await db.insert(consultancies).values({ name: 'Bench SL', domainName: 'bench.test' }).returning();
  const [enterprise] = await db.insert(enterprises).values({ name: 'Bench client' }).returning();
  const [center] = await db
    .insert(centers)
    .values({
      name: 'Bench center',
      postalCode: '08001',
      autonomousCommunity: 'ES-CT',
      province: 'Barcelona',
      municipality: 'Barcelona',
      address: 'x',
      usedLanguage: 'ca',
      enterpriseId: enterprise!.id,
      consultancyId: consultancy!.id,
    } as typeof centers.$inferInsert)
    .returning();
  const projectRows = await db
    .insert(projects)
    .values(
      Array.from({ length: SHAPE.projects }, (_, i) => ({
        centerId: center!.id,
        name: `Projecte ${i}`,
        startDate: `${2024 + (i % 3)}-01-15`,
        endDate: `${2024 + (i % 3)}-12-15`,
        expectedHours: 200,
        price: 5000 + i,
        isCharged: i % 2 === 0,
        expectedChargeDate: `${2024 + (i % 3)}-12-31`,
        state: 'IN_PROGRESS',
        coordinatorUserId: workers[i % workers.length]!,
      })),
    )
    .returning({ id: projects.id });
  await db
    .insert(projectUsers)
    .values(
      projectRows.flatMap((project, i) => [0, 1, 2].map((k) => ({ projectId: project.id, userId: workers[(i + k) % workers.length]! }))),
    );
  const taskRows: { id: number; projectId: number }[] = [];
  for (const project of projectRows) {
    taskRows.push(
      ...(await db
        .insert(tasks)
        .values(
          Array.from({ length: SHAPE.tasksPerProject }, (_, t) => ({
            projectId: project.id,
            centerId: center!.id,
            name: `Tasca ${t}`,
            expectedHours: 10,
          })),
        )
        .returning({ id: tasks.id, projectId: tasks.projectId })),
    );
  }
  for (let start = 0; start < SHAPE.dedications; start += 5000) {
    const batch = Array.from({ length: Math.min(5000, SHAPE.dedications - start) }, (_, k) => {
      const n = start + k;
      const task = taskRows[n % taskRows.length]!;
      const day = new Date(Date.UTC(2024, 0, 1) + (n % 1095) * 86_400_000).toISOString().slice(0, 10);
      return {
        taskId: task.id,
        projectId: task.projectId,
        centerId: center!.id,
        userId: workers[n % workers.length]!,
        date: day,
        hours: 1.5,
        hourCost: 25,
      };
    });
    await db.insert(dedications).values(batch);
  }
  await db.execute(sql`analyze`);
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'envcomply-bench-projects-'));
  const server = await benchDatabaseUrl(process.env.DATABASE_URL, '_projects');
  const database = await openDatabase({ dataDir, databaseUrl: server.url });
  await database.migrate();
  console.log(`seeding ${JSON.stringify(SHAPE)}…`);
  await seed(database.db);
  const config = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: server.url,
    jwtSecret: 'bench-secret-that-is-long-enough-for-hs256',
    encryptionKey: Buffer.alloc(32, 7).toString('base64'),
    adminEmail: undefined,
    adminPassword: undefined,
    logLevel: 'silent',
    uploadMaxBytes: 1024 * 1024,
    exposeStatementCount: true,
    publicUrl: 'http://bench.test',
    jobIntervalSeconds: 0,
    sessionCacheSeconds: 600,
    sessionMaxDays: 30,
    fileStorage: 'disk',
    dbConcurrency: 4,
    dbQueueSize: 10_000,
    dbQueueTimeoutMs: 60_000,
    trustProxy: false,
    ...CLIENT_LIMITS,
  } as Config;
  const app = await buildApp({ config, db: database.db, logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const token = (
    (await (
      await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'bench-admin@projects.test', password: PASSWORD }),
      })
    ).json()) as { access: string }
  ).access;
  const headers = { authorization: `Bearer ${token}` };
  for (const [title, url] of [
    ['project list with worked hours (25)', '/api/project?pageSize=25'],
    ['worked hours by all users, one year', '/api/project/worked-hours-by-all-users?startDate=2025-01-01&endDate=2025-12-31'],
    ['yearly financial summary', '/api/project/yearly-financial-summary'],
  ] as const) {
    const statements = (await fetch(`${base}${url}`, { headers })).headers.get('x-sql-statements');
    const result = await autocannon({ url: `${base}${url}`, connections: 20, duration: SECONDS, headers });
    console.log(
      `GET ${title}: ${statements} statements, ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
    );
  }
  await app.close();
  await database.close();
  await server.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
