import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailChanges, passwordTokens, users } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import type { PendingEmail } from './email-change';

// The SQL of an e-mail change (email-change.ts, profile.ts): the pending change, its link, its confirmation.

/** Keeps the change waiting for its link; a newer request replaces an older one, whose link stops working. */
export const storePendingEmail = (tx: Database, userId: number, pending: PendingEmail) =>
  tx
    .insert(emailChanges)
    .values({ userId, ...pending })
    .onConflictDoUpdate({ target: emailChanges.userId, set: { ...pending, createdAt: sql`now()` } });

export async function pendingEmailOf(db: Database, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), sql`${emailChanges.expiresAt} > now()`));
  return row?.newEmail ?? null;
}

const linkUnknown = () => new AppError(404, 'link_unknown', 'users.emailLinkUnknown');
const linkExpired = () => new AppError(410, 'link_expired', 'users.emailLinkExpired');

/** The link's pending change: its new address and whose, or 404 (unknown or used) / 410 (expired). */
export async function pendingOf(db: Database, token: string) {
  const [row] = await db
    .select({
      userId: emailChanges.userId,
      newEmail: emailChanges.newEmail,
      name: users.name,
      expired: sql<boolean>`${emailChanges.expiresAt} <= now()`,
    })
    .from(emailChanges)
    .innerJoin(users, eq(users.id, emailChanges.userId))
    .where(eq(emailChanges.tokenHash, hashToken(token)));
  if (!row) throw linkUnknown();
  if (row.expired) throw linkExpired();
  return row;
}

/**
 * Confirms the change the link names: the account's e-mail becomes the new one and the password links mailed to the old
 * address stop working; 404 when another request used the link first or it expired meanwhile.
 */
export async function confirmEmailChange(db: Database, token: string) {
  const changed = await writeTransaction(db, async (tx) => {
    // Deleted as it is used: a link works once, and two requests with it cannot both change the address.
    const [used] = await tx
      .delete(emailChanges)
      .where(and(eq(emailChanges.tokenHash, hashToken(token)), sql`${emailChanges.expiresAt} > now()`))
      .returning();
    if (!used) return null;
    await tx
      .update(users)
      .set({ email: used.newEmail, updatedAt: sql`now()` })
      .where(eq(users.id, used.userId));
    // Password links mailed to the old address stop working with it.
    await tx
      .update(passwordTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordTokens.userId, used.userId), isNull(passwordTokens.usedAt)));
    return used.newEmail;
  });
  if (!changed) throw linkUnknown();
  return changed;
}
