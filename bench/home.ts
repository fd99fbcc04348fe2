// `npx tsx bench/home.ts`: the home pages' figures with 200 centers. GET /api/home answers every center's
// counts by state, expiries and modules in one statement; this loads it as an admin (200 centers) and as
// a client whose enterprise holds them all, and times the alternative it replaces (one fulfilment
// statistic call per center) for one page view. PGlite by default, PostgreSQL with DATABASE_URL.
// Smoke volume: BENCH_HOME_EVIDENCES=5 BENCH_SECONDS=2.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { centers, enterpriseUsers, evidenceNotifications, users } from '../server/db/schema';
import { seedEvidences, seedRegister, seedUsers } from './seed';
import { benchDatabaseUrl, startBenchServer, stopServer } from './support';

const PORT = Number(process.env.BENCH_PORT ?? 3364);
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CENTERS = Number(process.env.BENCH_HOME_CENTERS ?? 200);
const EVIDENCES_PER_CENTER = Number(process.env.BENCH_HOME_EVIDENCES ?? 100);
const PASSWORD = 'bench-password-1';

async function signIn(email: string) {
  const login = await fetch(`${BASE}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return ((await login.json()) as { access: string }).access;
}

async function load(title: string, url: string, token: string) {
  const result = await autocannon({
    url: `${BASE}${url}`,
    connections: 10,
    duration: SECONDS,
    headers: { authorization: `Bearer ${token}` },
  });
  const probe = await fetch(`${BASE}${url}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await probe.json()) as { count?: number };
  return {
    read: title,
    centers: body.count ?? '',
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    statements: probe.headers.get('x-sql-statements') ?? '',
    errors: result.non2xx + result.errors,
  };
}

/** One page view the old way: a fulfilment statistic per center, sequentially, as a page would fetch them. */
async function perCenterCalls(token: string, centerIds: number[]) {
  const started = performance.now();
  for (const id of centerIds) {
    const answer = await fetch(`${BASE}/api/evidence/fulfillment-statistic?centerId=${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await answer.arrayBuffer();
  }
  const aggregate = performance.now();
  await (await fetch(`${BASE}/api/home`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
  const done = performance.now();
  return { 'one call per center, ms': Math.round(aggregate - started), 'GET /api/home, ms': Math.round(done - aggregate) };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'envcomply-bench-home-'));
  const database = await benchDatabaseUrl(process.env.DATABASE_URL, '_home');
  const driver = database.url ? 'PostgreSQL' : 'PGlite';
  try {
    console.log(`Seeding ${CENTERS} centers x ${EVIDENCES_PER_CENTER} evidences in ${driver}...`);
    const seeded = await openDatabase({ dataDir, databaseUrl: database.url });
    await seeded.migrate();
    await seedUsers(seeded.db, 3, PASSWORD);
    await seedRegister(seeded.db, { areas: 2, ambits: 5, subambits: 5, requirements: Math.max(1, Math.ceil(EVIDENCES_PER_CENTER / 50)) });
    await seedEvidences(seeded.db, CENTERS, EVIDENCES_PER_CENTER);
    // A client of the one enterprise sees every center; a third of the centers get a daily digest (a 7-day window).
    const [client] = await seeded.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.role, 'client')).limit(1);
    const [center] = await seeded.db.select({ enterpriseId: centers.enterpriseId }).from(centers).limit(1);
    await seeded.db.insert(enterpriseUsers).values({ enterpriseId: center!.enterpriseId, userId: client!.id });
    const centerIds = (await seeded.db.select({ id: centers.id }).from(centers)).map((row) => row.id);
    await seeded.db
      .insert(evidenceNotifications)
      .values(centerIds.filter((_, i) => i % 3 === 0).map((centerId) => ({ centerId, periodicity: 'DAILY' })));
    await seeded.db.execute(sql`analyze`);
    await seeded.close();

    const server = await startBenchServer({ port: PORT, dataDir, databaseUrl: database.url });
    try {
      const admin = await signIn('admin@bench.example');
      const clientToken = await signIn(client!.email);
      const rows = [
        await load(`GET /api/home, admin`, '/api/home', admin),
        await load(`GET /api/home, client of all centers`, '/api/home', clientToken),
        await load(`GET /api/home?centerId (one center)`, `/api/home?centerId=${centerIds[0]}`, clientToken),
      ];
      console.table(rows);
      console.table([{ driver, centers: CENTERS, ...(await perCenterCalls(admin, centerIds)) }]);
    } finally {
      await stopServer(server);
    }
  } finally {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
