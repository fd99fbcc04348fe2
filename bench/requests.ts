// `npm run bench:requests`: client requests at volume (issue 35). In one process on a fresh PGlite data directory (or
// DATABASE_URL): 500 centers asked in one call (its time and statements), then the client's pending list and the
// consultancy's review list with thousands of requests in place (median and 95th percentile of many reads, statements).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { centers, clientRequests, consultancies, enterprises, enterpriseUsers, users } from '../server/db/schema';
import { addDays, todayInSpain } from '../server/lib/dates';
import { hashPassword } from '../server/lib/passwords';
import { runBench } from './support';

const CENTERS = Number(process.env.BENCH_CENTERS ?? 500);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 5);
const READS = Number(process.env.BENCH_READS ?? 40);
const PASSWORD = 'bench-password-1';

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

runBench(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-requests-'));
  const config = {
    ...loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOB_INTERVAL_SECONDS: '0' }),
    exposeStatementCount: true,
  };
  const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
  await database.migrate();
  const app = await buildApp({ config, db: database.db, logger: false });
  try {
    const { db } = database;
    const passwordHash = await hashPassword(PASSWORD);
    const [admin, client] = await db
      .insert(users)
      .values([
        { name: 'Admin', email: 'admin@bench.example', role: 'admin', passwordHash },
        { name: 'Client', email: 'client@bench.example', role: 'client', passwordHash },
      ])
      .returning();
    const [consultancy] = await db.insert(consultancies).values({ name: 'Bench', domainName: 'bench.example' }).returning();
    const [enterprise] = await db.insert(enterprises).values({ name: 'Bench SA' }).returning();
    await db.insert(enterpriseUsers).values({ enterpriseId: enterprise!.id, userId: client!.id });
    const centerIds = (
      await db
        .insert(centers)
        .values(
          Array.from({ length: CENTERS }, (_, i) => ({
            name: `Centro ${i}`,
            postalCode: '08001',
            autonomousCommunity: 'ES-CT',
            province: 'Barcelona',
            usedLanguage: 'es',
            enterpriseId: enterprise!.id,
            consultancyId: consultancy!.id,
          })),
        )
        .returning({ id: centers.id })
    ).map((row) => row.id);
    const login = async (email: string) =>
      (await app.inject({ method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } })).json().access as string;
    const adminToken = await login(admin!.email);
    const clientToken = await login(client!.email);
    const call = async (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) => {
      const started = performance.now();
      const answer = await app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });
      const took = performance.now() - started;
      if (answer.statusCode >= 300) throw new Error(`${method} ${url}: ${answer.statusCode} ${answer.body}`);
      return { took, statements: Number(answer.headers['x-sql-statements']), body: answer.json() };
    };

    const asks: { took: number; statements: number }[] = [];
    for (let i = 0; i < BATCHES; i++) {
      const body = { center_ids: centerIds, kind: 'question', title: `Pregunta ${i}`, due_date: addDays(todayInSpain(), 10 + i) };
      asks.push(await call('POST', '/api/requests', adminToken, body));
    }
    // Half of every batch answered: the review list and the pending list each hold thousands of rows.
    await db.execute(
      `update client_request set state = 'answered', answered_at = now() where id % 2 = 0` as unknown as Parameters<typeof db.execute>[0],
    );
    const total = await db.$count(clientRequests);
    const reads = async (url: string, token: string) => {
      const runs = [];
      for (let i = 0; i < READS; i++) runs.push(await call('GET', url, token));
      return {
        median: percentile(
          runs.map((r) => r.took),
          0.5,
        ),
        p95: percentile(
          runs.map((r) => r.took),
          0.95,
        ),
        statements: runs[0]!.statements,
        count: runs[0]!.body.count as number,
      };
    };
    const pending = await reads('/api/requests?pending=true&pageSize=25', clientToken);
    const review = await reads('/api/requests?toReview=true&pageSize=25', adminToken);
    const detail = await reads(`/api/requests/${asks.length}`, clientToken);

    console.log(
      `requests bench: ${CENTERS} centers, ${total} requests (${BATCHES} batches), ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
    );
    console.log(
      `  ask ${CENTERS} centers in one call: median ${ms(
        percentile(
          asks.map((a) => a.took),
          0.5,
        ),
      )}, max ${ms(Math.max(...asks.map((a) => a.took)))}, ${asks[0]!.statements} statements`,
    );
    for (const [name, r] of [
      ['client pending list (page of 25)', pending],
      ['review list (page of 25)', review],
      ['one request', detail],
    ] as const)
      console.log(`  ${name}: ${r.count ?? ''} rows, median ${ms(r.median)}, p95 ${ms(r.p95)}, ${r.statements} statement(s)`);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
