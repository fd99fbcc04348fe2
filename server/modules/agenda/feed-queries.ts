import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  agendaDigestSubscriptions,
  agendaFeeds,
  centers,
  centerUsers,
  consultancyEmailConfigs,
  consultancyStaff,
  enterpriseUsers,
  users,
} from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import { hashToken } from '../../lib/tokens';

// The SQL of a user's calendar link (feed.ts) and weekly digest switch (digest-subscription.ts).

const activeFeedOf = (userId: number) => and(eq(agendaFeeds.userId, userId), isNull(agendaFeeds.revokedAt));

/** The user's link in use, if any. */
export async function activeFeed(db: Database, userId: number) {
  const [feed] = await db.select().from(agendaFeeds).where(activeFeedOf(userId));
  return feed;
}

/** A new link (its token's hash) replaces the one before. */
export const replaceFeed = (db: Database, userId: number, token: string, language: string) =>
  writeTransaction(db, async (tx) => {
    await tx
      .update(agendaFeeds)
      .set({ revokedAt: sql`now()` })
      .where(activeFeedOf(userId));
    const [created] = await tx
      .insert(agendaFeeds)
      .values({ userId, tokenHash: hashToken(token), language })
      .returning({ createdAt: agendaFeeds.createdAt, language: agendaFeeds.language });
    return created!;
  });

export const revokeFeed = (db: Database, userId: number) =>
  writeTransaction(db, (tx) =>
    tx
      .update(agendaFeeds)
      .set({ revokedAt: sql`now()` })
      .where(activeFeedOf(userId)),
  );

/** Finds the link and notes its use in one statement; the owner's role is read now, so a changed role counts at once. */
export async function usedFeed(db: Database, token: string) {
  const [feed] = await db
    .update(agendaFeeds)
    .set({ lastUsedAt: sql`CASE WHEN ${agendaFeeds.revokedAt} IS NULL THEN now() ELSE ${agendaFeeds.lastUsedAt} END` })
    .from(users)
    .where(and(eq(users.id, agendaFeeds.userId), eq(agendaFeeds.tokenHash, hashToken(token))))
    .returning({ userId: agendaFeeds.userId, role: users.role, language: agendaFeeds.language, revokedAt: agendaFeeds.revokedAt });
  return feed;
}

/** The language the user's digest is mailed in; undefined when the digest is off. */
export async function digestLanguageOf(db: Database, userId: number) {
  const [row] = await db
    .select({ language: agendaDigestSubscriptions.language })
    .from(agendaDigestSubscriptions)
    .where(eq(agendaDigestSubscriptions.userId, userId));
  return row;
}

/** Switches the digest on (in `language`) or off. */
export const saveDigestSubscription = (db: Database, userId: number, enabled: boolean, language: string) =>
  writeTransaction(db, (tx) =>
    enabled
      ? tx
          .insert(agendaDigestSubscriptions)
          .values({ userId, language })
          .onConflictDoUpdate({ target: agendaDigestSubscriptions.userId, set: { language, updatedAt: sql`now()` } })
      : tx.delete(agendaDigestSubscriptions).where(eq(agendaDigestSubscriptions.userId, userId)),
  );

/**
 * Whether any consultancy of the user (their own as staff, or of a center they are assigned to or of their enterprise)
 * has its SMTP settings saved, and, as staff, their consultancy; in one statement.
 */
export async function mailSettingsOf(db: Database, userId: number) {
  const answer = await db.execute(sql`
    select (select ${consultancyStaff.consultancyId} from ${consultancyStaff} where ${consultancyStaff.userId} = ${userId}) as own,
      exists (select 1 from ${consultancyEmailConfigs} where ${consultancyEmailConfigs.consultancyId} in (
        select ${consultancyStaff.consultancyId} from ${consultancyStaff} where ${consultancyStaff.userId} = ${userId}
        union select ${centers.consultancyId} from ${centerUsers}
          join ${centers} on ${centers.id} = ${centerUsers.centerId} where ${centerUsers.userId} = ${userId}
        union select ${centers.consultancyId} from ${enterpriseUsers}
          join ${centers} on ${centers.enterpriseId} = ${enterpriseUsers.enterpriseId} where ${enterpriseUsers.userId} = ${userId}
      )) as configured`);
  // Both drivers (PGlite, node-postgres) answer raw SQL with its rows.
  const [row] = (answer as unknown as { rows: { own: number | null; configured: boolean }[] }).rows;
  return { own: row?.own ?? null, configured: row?.configured === true };
}
