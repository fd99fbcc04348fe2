import { sql } from 'drizzle-orm';
import type { Server } from 'node:http';
import { buildApp } from './app';
import { ensureFirstAdmin } from './bootstrap';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type Database, type DatabaseHandle } from './db/client';
import { startScheduler } from './lib/scheduler';

export function configOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Several processes starting together on one PostgreSQL migrate one after the other: the first
 * applies the migrations while holding a lock, the others then find nothing left to do.
 * (PGlite has one connection and one process: the lock would wait for itself.)
 */
async function migrateAlone(database: DatabaseHandle) {
  // Every start but the first after a release finds nothing to apply: one statement says so.
  if (!(await database.migrationsPending())) return;
  if (database.driver === 'pglite') return database.migrate();
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7201003)`);
    await database.migrate();
  });
}

/** Opens and migrates the database, makes sure an admin exists, and listens. `prepare` runs before listening. */
export async function startServer(config: Config, prepare?: (db: Database) => Promise<void>) {
  const started = performance.now();
  const phases: Record<string, number> = {};
  const timed = async <T>(phase: string, work: () => Promise<T>): Promise<T> => {
    const from = performance.now();
    try {
      return await work();
    } finally {
      phases[phase] = Math.round(performance.now() - from);
    }
  };
  const database = await timed('database', () => openDatabase(config));
  await timed('migrations', () => migrateAlone(database));
  await prepare?.(database.db);
  const admin = await timed('firstAdmin', () => ensureFirstAdmin(database.db, config));
  const app = await timed('routes', () => buildApp({ config, db: database.db }));

  await timed('listen', () => app.listen({ port: config.port, host: config.host }));
  // Since the process started (module loading included), and where the time went.
  app.log.info(
    { ...phases, sinceProcessStartMs: Math.round(performance.now()), startServerMs: Math.round(performance.now() - started) },
    'started',
  );
  const stopScheduler = config.jobIntervalSeconds > 0 ? startScheduler(app.scheduledJobs, config.jobIntervalSeconds, app.log) : undefined;
  drainOnSignals(app.server, async () => {
    await Promise.all([app.close(), stopScheduler?.()]);
    await database.close();
  });
  const where = database.driver === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`\nEnvironmental compliance app ready: http://localhost:${config.port}/  (API docs: /api/docs, ${where})`);
  if (admin?.generatedPassword) {
    console.log(`First admin created. Sign in as ${admin.email} with password ${admin.generatedPassword} (shown only once).`);
  } else if (admin) {
    console.log(`First admin created: sign in as ${admin.email} with ADMIN_PASSWORD.`);
  }
}

/** In-flight requests get this long after SIGTERM or SIGINT; then the process exits anyway (so within 10 s). */
const SHUTDOWN_GRACE_MS = 9_000;

/**
 * SIGTERM or SIGINT: stop accepting connections, let in-flight requests finish, close the database,
 * exit 0. A second signal or the grace period passing exits at once with 1.
 */
function drainOnSignals(server: Server, close: () => Promise<void>) {
  let draining = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (draining) {
      console.error(`${signal} again: exiting without waiting for in-flight requests.`);
      process.exit(1);
    }
    draining = true;
    console.log(`${signal}: finishing in-flight requests, then exiting.`);
    setTimeout(() => {
      console.error(`In-flight requests still open after ${SHUTDOWN_GRACE_MS / 1000} s: exiting.`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // A keep-alive connection would hold the server open until its timeout: close each one as soon as its request is answered.
    setInterval(() => server.closeIdleConnections(), 100).unref();
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

export function exitOnFailure(error: unknown): never {
  console.error('Start-up failed:', error instanceof Error ? error.message : error);
  process.exit(1);
}
