import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { POOL_SIZE, retryReadsOnce } from './pool';
import * as schema from './schema';
import { countingLogger } from './statements';
import { projectRoot } from '../lib/project-root';

/** Query code is written once against this type and runs on both drivers. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** One statement: whether the newest migration of the journal is not applied yet (or the database is empty). */
  migrationsPending(): Promise<boolean>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(projectRoot, 'server', 'db', 'migrations');

/** Drizzle records each applied migration with its journal timestamp; the newest one tells whether any is missing. */
async function migrationsPending(db: Database): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  try {
    const result = await db.execute(sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`);
    // Both drivers answer with the rows under `rows`.
    const { rows } = result as unknown as { rows: { applied: string | null }[] };
    return Number(rows[0]?.applied ?? 0) < newest;
  } catch {
    // No migrations table yet: an empty database.
    return true;
  }
}

/** The contrib modules the search migration uses (trigram indexes, accent-free matching); every PGlite opens with them. */
export const pgliteExtensions = { pg_trgm, unaccent };

export function connectPostgres(url: string, max = POOL_SIZE): DatabaseHandle {
  // Reads that meet a broken connection (a restart) are retried once on a fresh one.
  const pool = retryReadsOnce(new pg.Pool({ connectionString: url, max }));
  // An idle connection the server drops (restart, failover) must not crash the process: the pool replaces it.
  pool.on('error', (error) => console.warn(`Idle database connection lost: ${error.message}`));
  const db = drizzlePg({ client: pool, schema, logger: countingLogger });
  return {
    db,
    driver: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    migrationsPending: () => migrationsPending(db),
    close: () => pool.end(),
  };
}

export function connectPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema, logger: countingLogger });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    migrationsPending: () => migrationsPending(db),
    close: () => client.close(),
  };
}

/** PostgreSQL when DATABASE_URL is given, else the embedded PGlite under DATA_DIR/db. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl);
  const dir = path.join(options.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: pgliteExtensions });
  return connectPglite(client);
}

export async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
