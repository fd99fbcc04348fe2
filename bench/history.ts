// `npm run bench:history`: what the change history costs a write. Loads PUT /api/evidence/{id}
// (each request renames a different evidence, so every one records a change) with the
// record_change triggers enabled and disabled on the bench's own copy, interleaved, through
// the real server in its own process; then the same toggle on bare single-row UPDATE transactions,
// which isolates the trigger's own cost. PGlite by default, PostgreSQL with DATABASE_URL.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { seedEvidences, seedRegister, seedUsers } from './seed';
import { compiledServer, benchDatabaseUrl, stopServer, waitForHealth } from './support';

const PORT = Number(process.env.BENCH_PORT ?? 3362);
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 10;
const PASSWORD = 'bench-password-1';
const CENTERS = 20;
const EVIDENCES_PER_CENTER = 100;
const IN_DATABASE_WRITES = 2000;

/** ENABLE or DISABLE every record_change trigger (PGlite has one owner at a time, so the server is stopped meanwhile). */
async function setTriggers(dataDir: string, databaseUrl: string | undefined, enabled: boolean) {
  const database = await openDatabase({ dataDir, databaseUrl });
  await database.db.execute(
    sql.raw(`DO $$ DECLARE t text; BEGIN
    FOR t IN SELECT event_object_table FROM information_schema.triggers WHERE trigger_name = 'record_change' GROUP BY 1 LOOP
      EXECUTE format('ALTER TABLE %I ${enabled ? 'ENABLE' : 'DISABLE'} TRIGGER record_change', t);
    END LOOP; END $$`),
  );
  await database.close();
}

/** The process that listens on PORT (npx/tsx start the server as a grandchild). */
async function withServer<T>(dataDir: string, databaseUrl: string | undefined, run: () => Promise<T>): Promise<T> {
  const server = spawn(...compiledServer(), {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      JOB_INTERVAL_SECONDS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    await waitForHealth(BASE);
    return await run();
  } finally {
    await stopServer(server);
  }
}

async function loadWrites(token: string, evidenceCount: number) {
  let sequence = 0;
  const result = await autocannon({
    url: BASE,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requests: [
      {
        method: 'PUT',
        setupRequest: (request) => {
          sequence++;
          return {
            ...request,
            path: `/api/evidence/${(sequence % evidenceCount) + 1}`,
            body: JSON.stringify({ name: `Evidencia revisada ${sequence}`, state: 'IN_PROCESS' }),
          };
        },
      },
    ],
  });
  return {
    'writes/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}

/** The trigger's own cost, without HTTP: single-row updates, each in its own transaction naming an actor. */
async function inDatabase(dataDir: string, databaseUrl: string | undefined, enabled: boolean, evidenceCount: number) {
  await setTriggers(dataDir, databaseUrl, enabled);
  const database = await openDatabase({ dataDir, databaseUrl });
  const started = performance.now();
  for (let n = 0; n < IN_DATABASE_WRITES; n++) {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.actor_id', '1', true)`);
      await tx.execute(
        sql`update evidence set name = ${`Evidencia ${n} ${enabled}`}, updated_at = now() where id = ${(n % evidenceCount) + 1}`,
      );
    });
  }
  const milliseconds = performance.now() - started;
  await database.close();
  return {
    'writes/s': Math.round((IN_DATABASE_WRITES / milliseconds) * 1000),
    'ms/write': Number((milliseconds / IN_DATABASE_WRITES).toFixed(3)),
  };
}

/** The trigger's CPU cost per row, without commit flushes: one statement updating every seeded evidence. */
async function bulkUpdate(dataDir: string, databaseUrl: string | undefined, enabled: boolean, round: number) {
  await setTriggers(dataDir, databaseUrl, enabled);
  const database = await openDatabase({ dataDir, databaseUrl });
  const started = performance.now();
  await database.db.execute(sql`update evidence set name = ${`Evidencia ${round} ${enabled}`} || ' ' || id, updated_at = now()`);
  const milliseconds = performance.now() - started;
  await database.close();
  return {
    'rows/s': Math.round(((CENTERS * EVIDENCES_PER_CENTER) / milliseconds) * 1000),
    'µs/row': Number(((milliseconds * 1000) / (CENTERS * EVIDENCES_PER_CENTER)).toFixed(1)),
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'envcomply-bench-history-'));
  const database = await benchDatabaseUrl(process.env.DATABASE_URL, '_history');
  const driver = database.url ? 'PostgreSQL' : 'PGlite';
  try {
    console.log(`Seeding ${CENTERS} centers x ${EVIDENCES_PER_CENTER} evidences in ${driver}...`);
    const seeded = await openDatabase({ dataDir, databaseUrl: database.url });
    await seeded.migrate();
    await seedUsers(seeded.db, 10, PASSWORD);
    await seedRegister(seeded.db, { areas: 2, ambits: 2, subambits: 5, requirements: 10 });
    await seedEvidences(seeded.db, CENTERS, EVIDENCES_PER_CENTER);
    await seeded.close();

    const rows: Record<string, string | number>[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const enabled of [true, false]) {
        await setTriggers(dataDir, database.url, enabled);
        const figures = await withServer(dataDir, database.url, async () => {
          const login = await fetch(`${BASE}/api/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'admin@bench.example', password: PASSWORD }),
          });
          const { access } = (await login.json()) as { access: string };
          return loadWrites(access, CENTERS * EVIDENCES_PER_CENTER);
        });
        rows.push({ driver, round, history: enabled ? 'on' : 'off', ...figures });
        console.log(JSON.stringify(rows[rows.length - 1]));
      }
    }
    const direct: Record<string, string | number>[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const enabled of [true, false]) {
        direct.push({
          driver,
          round,
          history: enabled ? 'on' : 'off',
          ...(await inDatabase(dataDir, database.url, enabled, CENTERS * EVIDENCES_PER_CENTER)),
        });
        console.log(JSON.stringify(direct[direct.length - 1]));
      }
    }
    const bulk: Record<string, string | number>[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const enabled of [true, false]) {
        bulk.push({ driver, round, history: enabled ? 'on' : 'off', ...(await bulkUpdate(dataDir, database.url, enabled, round)) });
        console.log(JSON.stringify(bulk[bulk.length - 1]));
      }
    }
    const mean = (table: Record<string, string | number>[], on: boolean) => {
      const chosen = table.filter((row) => row.history === (on ? 'on' : 'off'));
      return chosen.reduce((sum, row) => sum + Number(row['writes/s']), 0) / chosen.length;
    };
    for (const [title, table] of [
      ['PUT /api/evidence/{id} over HTTP', rows],
      [`single-row UPDATE transactions in the database (${IN_DATABASE_WRITES} per run)`, direct],
    ] as const) {
      console.log(`\n${driver}, ${title}:`);
      console.table(table);
      console.log(
        `mean ${Math.round(mean(table, true))} writes/s with the history, ${Math.round(mean(table, false))} without (${((mean(table, true) / mean(table, false)) * 100).toFixed(0)} %)`,
      );
    }
    console.log(`\n${driver}, one UPDATE of all ${CENTERS * EVIDENCES_PER_CENTER} evidences:`);
    console.table(bulk);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
