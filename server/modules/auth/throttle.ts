import { isIPv4, isIPv6 } from 'node:net';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema';

type Kind = 'ip' | 'pair' | 'user';

/**
 * Per kind of key: failures allowed before each further attempt must wait, the first wait (doubling with each
 * further failure) and its cap in seconds, and how long after its last failure a key starts again from zero.
 * The account ("user") allows fewer failures from everywhere together, and waits and remembers longer.
 */
const LIMITS: Record<Kind, { free: number; firstWait: number; maxWait: number; forgetMinutes: number }> = {
  ip: { free: 30, firstWait: 15, maxWait: 15 * 60, forgetMinutes: 60 },
  pair: { free: 5, firstWait: 15, maxWait: 15 * 60, forgetMinutes: 60 },
  user: { free: 10, firstWait: 60, maxWait: 60 * 60, forgetMinutes: 24 * 60 },
};
/** The account's failures from which its owner is told by e-mail (once per lock). */
export const ACCOUNT_FREE_FAILURES = LIMITS.user.free;
/** No key is remembered longer than this after its last failure (the clean-up job's horizon). */
export const FORGET_AFTER_MINUTES = Math.max(...Object.values(LIMITS).map((limit) => limit.forgetMinutes));

/**
 * The part of an address one client controls: an IPv6 client gets a whole /64, so it counts as one; an
 * IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export function addressKey(ip: string): string {
  const address = ip.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const missing = 8 - groups(head).length - groups(tail).length - (tail.includes('.') ? 1 : 0);
  const full = [...groups(head), ...Array<string>(address.includes('::') ? missing : 0).fill('0'), ...groups(tail)];
  return `${full
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

interface Key {
  kind: Kind;
  key: string;
}

// Always in this order (ip, pair, user: also the keys' alphabetical order), so two statements never wait on each other's rows.
const keysOf = (email: string, ip: string): Key[] => [
  { kind: 'ip', key: `ip:${addressKey(ip)}` },
  { kind: 'pair', key: `pair:${email} ${addressKey(ip)}` },
  { kind: 'user', key: `user:${email}` },
];

const age = sql`extract(epoch from now() - ${loginFailures.lastFailureAt})`;
const forgotten = (kind: Kind) => sql`${age} > ${LIMITS[kind].forgetMinutes * 60}`;
// The exponent is capped: a key failing for days must not overflow.
const inWait = (kind: Kind) => {
  const { free, firstWait, maxWait } = LIMITS[kind];
  return sql`(not ${forgotten(kind)} and ${loginFailures.failures} >= ${free}
    and ${age} < least(${firstWait} * power(2, least(${loginFailures.failures} - ${free}, 30)), ${maxWait}))`;
};

function waitAfter(kind: Kind, failures: number, ageSeconds: number): number {
  const { free, firstWait, maxWait, forgetMinutes } = LIMITS[kind];
  if (failures < free || ageSeconds > forgetMinutes * 60) return 0;
  return Math.max(0, Math.ceil(Math.min(firstWait * 2 ** Math.min(failures - free, 30), maxWait) - ageSeconds));
}

/** What counting an attempt answered: the seconds it must wait (nothing counted), or its keys' failures with it. */
export type Attempt = { wait: number; failures: Partial<Record<Kind, number>> };

/**
 * Counts an attempt as a failure of each key before anything is checked, in one statement, so parallel attempts
 * cannot all pass before their failures count: each key is counted only if the one before it was, and only while
 * it is not waiting itself. A refused attempt gives back what it counted and answers how long to wait.
 */
async function countAttempt(db: Database, keys: Key[]): Promise<Attempt> {
  const steps = keys.map(({ kind, key }, index) => {
    const after = index === 0 ? sql`` : sql` where exists (select from ${sql.identifier(`step${index - 1}`)})`;
    return sql`${sql.identifier(`step${index}`)} as (
      insert into login_failure (key, failures) select ${key}, 1${after}
      on conflict (key) do update set
        failures = case when ${forgotten(kind)} then 1 else ${loginFailures.failures} + 1 end,
        previous_failure_at = ${loginFailures.lastFailureAt},
        last_failure_at = now(),
        notified_at = case when ${forgotten(kind)} then null else ${loginFailures.notifiedAt} end
      where not ${inWait(kind)}
      returning key, failures)`;
  });
  const counted = keys.map((_, index) => sql`select key, failures from ${sql.identifier(`step${index}`)}`);
  const result = await db.execute(sql`with ${sql.join(steps, sql`, `)} ${sql.join(counted, sql` union all `)}`);
  const rows = (result as unknown as { rows: { key: string; failures: number }[] }).rows;
  const failures = Object.fromEntries(rows.map((row) => [keys.find((k) => k.key === row.key)!.kind, Number(row.failures)]));
  if (rows.length === keys.length) return { wait: 0, failures };
  return { wait: await giveBack(db, keys, new Set(rows.map((row) => row.key))), failures: {} };
}

/** Undoes a refused attempt's counts and answers the longest wait of the keys it did not count on. */
async function giveBack(db: Database, keys: Key[], counted: Set<string>): Promise<number> {
  const result = await db.execute(sql`
    with given_back as (
      update login_failure set failures = greatest(failures - 1, 0), last_failure_at = coalesce(previous_failure_at, last_failure_at)
      where key in (select key from login_failure where key in ${[...counted, '']} order by key for update)
    )
    select key, failures, ${age}::float8 as age from login_failure
    where key in ${keys.filter((k) => !counted.has(k.key)).map((k) => k.key)}`);
  const rows = (result as unknown as { rows: { key: string; failures: number; age: number }[] }).rows;
  const waits = rows.map((row) => waitAfter(keys.find((k) => k.key === row.key)!.kind, Number(row.failures), Number(row.age)));
  return Math.max(1, ...waits);
}

/**
 * A sign-in attempt (password, second-factor code, single sign-on trip, a profile check) for `email` from `ip`,
 * counted as a failure of its address, its (e-mail, address) pair and its account until it is forgiven.
 */
export const beginAttempt = (db: Database, email: string, ip: string) => countAttempt(db, keysOf(email, ip));

/** A sealed sign-in step that did not open (forged, malformed, expired): a failure of the address alone. */
export const countAddressFailure = (db: Database, ip: string) => countAttempt(db, keysOf('', ip).slice(0, 1));

/**
 * Gives an attempt that turned out right its counts back. `signedIn`: the sign-in is complete, so the failures
 * of its pair are cleared too (the address and the account keep theirs: signing in does not reset them).
 */
export async function forgiveAttempt(db: Database, email: string, ip: string, { signedIn }: { signedIn: boolean }): Promise<void> {
  const [, pair] = keysOf(email, ip);
  const keys = keysOf(email, ip).map((k) => k.key);
  await db.execute(sql`
    update login_failure set
      failures = case when ${signedIn} and key = ${pair!.key} then 0 else greatest(failures - 1, 0) end,
      last_failure_at = coalesce(previous_failure_at, last_failure_at)
    where key in (select key from login_failure where key in ${keys} order by key for update)`);
}

/** Whether this failure is the one to tell the account's owner of its lock: true once per lock, for one caller. */
export async function claimLockNotice(db: Database, email: string, attempt: Attempt): Promise<boolean> {
  if ((attempt.failures.user ?? 0) < ACCOUNT_FREE_FAILURES) return false;
  const claimed = await db
    .update(loginFailures)
    .set({ notifiedAt: sql`now()` })
    .where(and(eq(loginFailures.key, `user:${email}`), isNull(loginFailures.notifiedAt)))
    .returning({ key: loginFailures.key });
  return claimed.length > 0;
}

/** A password chosen through a link mailed to the owner ends the account's pause: its failures are forgotten. */
export async function clearAccountFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, `user:${email}`));
}
