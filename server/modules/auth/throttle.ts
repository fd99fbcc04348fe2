import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { AppError } from '../../lib/errors';

const WINDOW_MINUTES = 15;
const MAX_FAILURES_PER_EMAIL = 5;
const MAX_FAILURES_PER_IP = 30;

const keysOf = (email: string, ip: string) => ({ email: `email:${email}`, ip: `ip:${ip}` });

/** Refuses a login while its e-mail or its IP address has too many recent failures. */
export async function assertLoginAllowed(db: Database, email: string, ip: string): Promise<void> {
  const keys = keysOf(email, ip);
  const rows = await db
    .select()
    .from(loginFailures)
    .where(inArray(loginFailures.key, [keys.email, keys.ip]));
  const windowStart = Date.now() - WINDOW_MINUTES * 60_000;
  const blocked = rows.some(
    (row) => row.windowStart.getTime() > windowStart && row.failures >= (row.key === keys.email ? MAX_FAILURES_PER_EMAIL : MAX_FAILURES_PER_IP),
  );
  if (blocked) {
    throw new AppError(429, 'too_many_attempts', `Too many failed sign-in attempts. Try again in ${WINDOW_MINUTES} minutes.`);
  }
}

/** Counts a failure; a window older than the limit starts again at one. */
export async function recordLoginFailure(db: Database, email: string, ip: string): Promise<void> {
  const keys = keysOf(email, ip);
  for (const key of [keys.email, keys.ip]) {
    await db
      .insert(loginFailures)
      .values({ key, windowStart: new Date(), failures: 1 })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          failures: sql`case when ${loginFailures.windowStart} < now() - make_interval(mins => ${WINDOW_MINUTES}) then 1 else ${loginFailures.failures} + 1 end`,
          windowStart: sql`case when ${loginFailures.windowStart} < now() - make_interval(mins => ${WINDOW_MINUTES}) then now() else ${loginFailures.windowStart} end`,
        },
      });
  }
}

export async function clearLoginFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginFailures).where(inArray(loginFailures.key, [keysOf(email, '').email]));
}
