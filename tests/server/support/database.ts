import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { connectPglite, connectPostgres, pgliteExtensions, type DatabaseHandle } from '../../../server/db/client';

// The migrated template, read once per worker (the files of a worker share their modules: `isolate: false`).
let template: Blob | undefined;

/** A fresh, migrated database of its own for one test file: PostgreSQL when DATABASE_URL is set, else PGlite. */
export async function freshDatabase(): Promise<DatabaseHandle> {
  const databaseUrl = process.env.DATABASE_URL;
  const postgresTemplate = inject('postgresTemplate');
  if (databaseUrl && postgresTemplate) {
    const name = `envcomply_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${postgresTemplate}`);
    await admin.end();
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    const handle = connectPostgres(url.toString(), 5);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: databaseUrl });
        await cleanup.connect();
        // The pool's connections finish closing after end() resolves: let them go before dropping.
        for (let attempt = 0; attempt < 50; attempt++) {
          const { rows } = await cleanup.query<{ open: number }>('select count(*)::int as open from pg_stat_activity where datname = $1', [
            name,
          ]);
          if (rows[0]!.open === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  template ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
  return connectPglite(await PGlite.create({ loadDataDir: template, extensions: pgliteExtensions }));
}
