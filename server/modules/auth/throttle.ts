import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema';

/** Failures allowed before each further attempt must wait, per (e-mail, address) pair and per address. */
const FREE_FAILURES = { pair: 5, ip: 30 };
/** The wait starts at this and doubles with each further failure... */
const FIRST_WAIT_SECONDS = 15;
/** ...up to this. */
const MAX_WAIT_SECONDS = 15 * 60;
/** A key whose last failure is this old starts again from zero. */
export const FORGET_AFTER_MINUTES = 60;

// An attacker elsewhere never slows the owner of the e-mail down: the pair includes the address.
const keysOf = (email: string, ip: string) => ({ pair: `pair:${email} ${ip}`, ip: `ip:${ip}` });

function waitAfter(failures: number, free: number): number {
  return failures < free ? 0 : Math.min(FIRST_WAIT_SECONDS * 2 ** (failures - free), MAX_WAIT_SECONDS);
}

/** Seconds this sign-in must still wait (0: it may go ahead), from the failures of its pair and its address. */
export async function loginWait(db: Database, email: string, ip: string): Promise<number> {
  const keys = keysOf(email, ip);
  // The age comes from the database clock, the one that wrote last_failure_at, whatever the process's clock says.
  const rows = await db
    .select({
      key: loginFailures.key,
      failures: loginFailures.failures,
      age: sql<number>`extract(epoch from now() - ${loginFailures.lastFailureAt})::float8`,
    })
    .from(loginFailures)
    .where(inArray(loginFailures.key, [keys.pair, keys.ip]));
  const waits = rows.map((row) => {
    if (row.age > FORGET_AFTER_MINUTES * 60) return 0;
    return Math.ceil(waitAfter(row.failures, row.key === keys.pair ? FREE_FAILURES.pair : FREE_FAILURES.ip) - row.age);
  });
  return Math.max(0, ...waits);
}

/** Counts a failure for the pair and the address in one statement; a forgotten key starts again at one. */
export async function recordLoginFailure(db: Database, email: string, ip: string): Promise<void> {
  const keys = keysOf(email, ip);
  await db
    .insert(loginFailures)
    .values([keys.pair, keys.ip].map((key) => ({ key, failures: 1 })))
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${loginFailures.lastFailureAt} < now() - make_interval(mins => ${FORGET_AFTER_MINUTES}) then 1 else ${loginFailures.failures} + 1 end`,
        lastFailureAt: sql`now()`,
      },
    });
}

/** A success clears its pair only: the address keeps its count, so signing in to one's own account does not reset it. */
export async function clearLoginFailures(db: Database, email: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, keysOf(email, ip).pair));
}

/**
 * A single sign-on trip counts as a failure from its start (GET /api/sso/start) until it comes back signed in; then
 * its pair is cleared and the address gets its one count back, so an office behind one address is not slowed down
 * by its people's successful sign-ins, while unfinished or refused trips add up as wrong passwords do.
 */
export async function forgiveSignInTrip(db: Database, email: string, ip: string): Promise<void> {
  const keys = keysOf(email, ip);
  await clearLoginFailures(db, email, ip);
  await db
    .update(loginFailures)
    .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` })
    .where(eq(loginFailures.key, keys.ip));
}
