// The OpenAPI document the server publishes at /api/docs/json, built in-process for the checks that read it
// (scripts/openapi-lint.ts, tests/server/openapi-*.test.ts): describing the routes queries nothing, so no database opens.
import { tmpdir } from 'node:os';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { connectPostgres } from '../server/db/client';

/** An OpenAPI 3 document, as far as its readers here look into it. */
export interface ApiDocument {
  openapi: string;
  tags?: { name: string; description?: string }[];
  servers?: { url: string }[];
  paths: Record<string, Record<string, ApiOperation>>;
  components: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
}

export interface ApiOperation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}

export async function apiDocument(): Promise<ApiDocument> {
  // A pool that is never asked for a connection: the address only has to parse.
  const database = connectPostgres('postgres://nobody@127.0.0.1:1/none', 1);
  const config = loadConfig({
    DATA_DIR: tmpdir(),
    DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    FILE_STORAGE: 'disk',
    JWT_SECRET: 'a-secret-only-for-describing-the-routes',
    ENCRYPTION_KEY: Buffer.alloc(32).toString('base64'),
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, db: database.db, logger: false });
  try {
    await app.ready();
    return app.swagger() as unknown as ApiDocument;
  } finally {
    await app.close();
    await database.close();
  }
}
