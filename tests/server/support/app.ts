import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Role } from '../../../contract/roles';
import { buildApp, type BuildOptions } from '../../../server/app';
import { CLIENT_LIMITS, type Config } from '../../../server/config';
import type { DatabaseHandle } from '../../../server/db/client';
import { users } from '../../../server/db/schema';
import type { Api } from '../../../server/lib/api';
import { hashPassword } from '../../../server/lib/passwords';
import { setConsultancyMembership } from '../../../server/modules/users/consultancy-membership';
import { ApiClient } from './client';
import { freshDatabase } from './database';

export const PASSWORD = 'correct-horse-battery';

export interface SignedIn {
  id: number;
  email: string;
  token: string;
}

export interface TestApp {
  app: Api;
  api: ApiClient;
  database: DatabaseHandle;
  config: Config;
  /** A user of each role, signed in through POST /api/login. */
  admin: SignedIn;
  collaborator: SignedIn;
  client: SignedIn;
  createUser(role: Role, email?: string): Promise<SignedIn>;
  close(): Promise<void>;
}

let sequence = 0;
// One argon2 hash for every test user of the process: hashing is the slowest step of making a user, and the salt's
// uniqueness is not what these tests are about (tests/server/profile and users check fresh hashes through the API).
let passwordHash: Promise<string> | undefined;
const testPasswordHash = () => (passwordHash ??= hashPassword(PASSWORD));

/** The whole app on its own database and data folder, listening on a loopback port. */
export async function startTestApp(overrides: Partial<Config> = {}, logger: BuildOptions['logger'] = false): Promise<TestApp> {
  const database = await freshDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'envcomply-test-'));
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    encryptionKey: Buffer.alloc(32, 7).toString('base64'),
    adminEmail: undefined,
    adminPassword: undefined,
    logLevel: 'silent',
    uploadMaxBytes: 1024 * 1024,
    exposeStatementCount: true,
    publicUrl: 'http://app.test',
    jobIntervalSeconds: 0,
    // Longer than a test file runs, so statement counts never include a session check; revocation on the same app is immediate anyway.
    sessionCacheSeconds: 600,
    sessionMaxDays: 30,
    // As in production: files in PostgreSQL whenever the suite runs on PostgreSQL.
    fileStorage: process.env.DATABASE_URL ? 'postgres' : 'disk',
    // Tests send bursts of parallel requests: queue them all rather than refuse any.
    dbConcurrency: 4,
    dbQueueSize: 10_000,
    dbQueueTimeoutMs: 60_000,
    trustProxy: false,
    // As in production: hosts an admin types may not be private; tests that use a local SMTP server or provider allow it.
    outboundPrivateHosts: 'refuse',
    ...CLIENT_LIMITS,
    ...overrides,
  };
  const app = await buildApp({ config, db: database.db, logger });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const api = new ApiClient(address);

  const createUser = async (role: Role, email = `${role}-${++sequence}@test.example`): Promise<SignedIn> => {
    const [row] = await database.db
      .insert(users)
      .values({ name: `${role} ${sequence}`, email, role, passwordHash: await testPasswordHash() })
      .returning();
    // As POST /api/user does: a staff user joins the consultancy of their e-mail's domain, when there is one.
    await setConsultancyMembership(database.db, row!, undefined, true);
    const login = await api.post('/api/login', { json: { email, password: PASSWORD } });
    return { id: row!.id, email, token: login.body.access };
  };

  const [admin, collaborator, client] = [await createUser('admin'), await createUser('collaborator'), await createUser('client')];
  return {
    app,
    api,
    database,
    config,
    admin,
    collaborator,
    client,
    createUser,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
