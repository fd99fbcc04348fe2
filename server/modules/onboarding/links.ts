import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetRequests, passwordTokens, users } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import { clearAccountFailures } from '../auth/throttle';
import { hashToken, newRefreshToken } from '../../lib/tokens';

export type LinkPurpose = 'invitation' | 'reset';

/** How long each link works: an invitation waits for the person three days; a reset is asked for by them now. */
export const LINK_HOURS: Record<LinkPurpose, number> = { invitation: 72, reset: 2 };

/** The page of the browser app that opens a link. */
export const linkUrl = (publicUrl: string, token: string) => `${publicUrl}/set-password/${token}`;

/**
 * A new link for the user; the earlier unused links of the same purpose stop working, so only the
 * latest e-mail counts. The token is returned once, to be mailed; only its hash is stored.
 */
export async function issueLink(db: Database, userId: number, purpose: LinkPurpose): Promise<{ token: string; expiresAt: Date }> {
  const token = newRefreshToken();
  const expiresAt = new Date(Date.now() + LINK_HOURS[purpose] * 3_600_000);
  await db
    .update(passwordTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordTokens.userId, userId), eq(passwordTokens.purpose, purpose), isNull(passwordTokens.usedAt)));
  await db.insert(passwordTokens).values({ userId, purpose, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

export type LinkState = { state: 'valid'; userId: number; purpose: LinkPurpose } | { state: 'unknown' | 'used' | 'expired' };

/** What a presented link is: valid (and whose), already used, expired, or unknown. */
export async function linkState(db: Database, token: string): Promise<LinkState> {
  const [row] = await db
    .select({
      userId: passwordTokens.userId,
      purpose: passwordTokens.purpose,
      usedAt: passwordTokens.usedAt,
      expired: sql<boolean>`${passwordTokens.expiresAt} <= now()`,
    })
    .from(passwordTokens)
    .where(eq(passwordTokens.tokenHash, hashToken(token)));
  if (!row) return { state: 'unknown' };
  if (row.usedAt) return { state: 'used' };
  if (row.expired) return { state: 'expired' };
  return { state: 'valid', userId: row.userId, purpose: row.purpose as LinkPurpose };
}

/**
 * Uses the link up: one conditional UPDATE, so of two requests with the same link only one gets the
 * user back. Every other open link of the user stops working as well.
 */
export async function consumeLink(tx: Database, token: string): Promise<number | null> {
  const [used] = await tx
    .update(passwordTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordTokens.tokenHash, hashToken(token)), isNull(passwordTokens.usedAt), sql`${passwordTokens.expiresAt} > now()`))
    .returning({ userId: passwordTokens.userId });
  if (!used) return null;
  await tx
    .update(passwordTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordTokens.userId, used.userId), isNull(passwordTokens.usedAt)));
  return used.userId;
}

/** Reset requests allowed per window: per address (answered 429 beyond) and per e-mail (mailed beyond: nothing). */
export const RESET_LIMITS = { ip: 10, email: 3, windowMinutes: 15 };

/** Counts a request against the key in one statement and answers the count within the current window. */
export async function countResetRequest(db: Database, key: string): Promise<number> {
  const [row] = await db
    .insert(passwordResetRequests)
    .values({ key, requests: 1 })
    .onConflictDoUpdate({
      target: passwordResetRequests.key,
      set: {
        requests: sql`case when ${passwordResetRequests.windowStartedAt} < now() - make_interval(mins => ${RESET_LIMITS.windowMinutes}) then 1 else ${passwordResetRequests.requests} + 1 end`,
        windowStartedAt: sql`case when ${passwordResetRequests.windowStartedAt} < now() - make_interval(mins => ${RESET_LIMITS.windowMinutes}) then now() else ${passwordResetRequests.windowStartedAt} end`,
      },
    })
    .returning({ requests: passwordResetRequests.requests });
  return row!.requests;
}

/** Old links and old counters go: used or expired links after a week, counters after their window. */
export async function forgetOldLinks(db: Database): Promise<void> {
  await db.delete(passwordTokens).where(sql`coalesce(${passwordTokens.usedAt}, ${passwordTokens.expiresAt}) < now() - interval '7 days'`);
  await db
    .delete(passwordResetRequests)
    .where(sql`${passwordResetRequests.windowStartedAt} < now() - make_interval(mins => ${RESET_LIMITS.windowMinutes})`);
}

/**
 * Sets the password of the link's user and uses the link up, with `alsoInside(tx, userId)` (ending their sessions) in
 * the same transaction; null when the link was already used or is unknown.
 */
export async function setPasswordFromLink(
  db: Database,
  token: string,
  passwordHash: string,
  alsoInside: (tx: Database, userId: number) => Promise<void>,
) {
  return writeTransaction(db, async (tx) => {
    const userId = await consumeLink(tx, token);
    if (userId === null) return null;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning({ id: users.id, email: users.email });
    await alsoInside(tx, userId);
    await clearAccountFailures(tx, user!.email);
    return user!;
  });
}
