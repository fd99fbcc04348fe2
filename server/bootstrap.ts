import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Config } from './config';
import type { Database } from './db/client';
import { users } from './db/schema';
import { hashPassword } from './lib/passwords';

export interface CreatedAdmin {
  email: string;
  /** Set only when the password was generated here and must be shown once. */
  generatedPassword?: string;
}

/**
 * On an empty database, the first admin from ADMIN_EMAIL / ADMIN_PASSWORD (or a generated
 * password). An advisory lock keeps two processes starting together from both creating one.
 */
export async function ensureFirstAdmin(db: Database, config: Config): Promise<CreatedAdmin | undefined> {
  // Every start but the very first finds users: one statement, no lock.
  if ((await db.$count(users)) > 0) return undefined;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7201001)`);
    if ((await tx.$count(users)) > 0) return undefined;
    const email = config.adminEmail ?? 'admin@example.com';
    const generatedPassword = config.adminPassword ? undefined : randomBytes(12).toString('base64url');
    await tx.insert(users).values({
      name: 'Administrator',
      email,
      role: 'admin',
      passwordHash: await hashPassword(config.adminPassword ?? generatedPassword!),
    });
    return { email, generatedPassword };
  });
}
