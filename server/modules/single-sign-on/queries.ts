import { and, eq, gt, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consultancies, consultancySignIns, consultancyStaff, singleSignOnAttempts, users, userSessions } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import { notFound } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import { refusesPasswords } from './policy';

// The SQL of single sign-on: a consultancy's settings (settings.ts) and the trips to the provider (sign-in.ts).

/** The consultancy's stored settings, or undefined until saved. */
export async function signInSettingsOf(db: Database, consultancyId: number) {
  const [settings] = await db.select().from(consultancySignIns).where(eq(consultancySignIns.consultancyId, consultancyId));
  return settings;
}

export async function findConsultancy(db: Database, id: number) {
  const [consultancy] = await db
    .select({ id: consultancies.id, name: consultancies.name, domainName: consultancies.domainName })
    .from(consultancies)
    .where(eq(consultancies.id, id));
  if (!consultancy) throw notFound('consultancy');
  return consultancy;
}

/**
 * Ends the open sessions started with a password by the people who sign in under this consultancy: its staff by
 * membership (the rule the login applies), whatever their e-mail.
 * Their single sign-on sessions stay, and so does the session the change is made from (as a password change keeps it).
 * Answers whose sessions ended, for the caches to forget once committed.
 */
export async function endPasswordSessions(tx: Database, consultancy: { id: number }, keep: string | null): Promise<number[]> {
  const people = tx
    .select({ id: consultancyStaff.userId })
    .from(consultancyStaff)
    .innerJoin(users, eq(users.id, consultancyStaff.userId))
    .where(and(eq(consultancyStaff.consultancyId, consultancy.id), ne(users.role, 'client')));
  const ended = await tx
    .update(userSessions)
    .set({ endedAt: sql`now()` })
    .where(
      and(
        isNull(userSessions.endedAt),
        keep ? ne(userSessions.id, keep) : undefined,
        eq(userSessions.signedInWith, 'password'),
        inArray(userSessions.userId, people),
      ),
    )
    .returning({ userId: userSessions.userId });
  return [...new Set(ended.map((row) => row.userId))];
}

/** Saves the settings; password sign-in off ends the password sessions of the consultancy's people (whose come back). */
export async function saveSignInSettings(
  db: Database,
  consultancy: { id: number },
  values: Omit<typeof consultancySignIns.$inferInsert, 'consultancyId'>,
  keepSession: string | null,
) {
  return writeTransaction(db, async (tx) => {
    const [saved] = await tx
      .insert(consultancySignIns)
      .values({ consultancyId: consultancy.id, ...values })
      .onConflictDoUpdate({ target: consultancySignIns.consultancyId, set: { ...values, updatedAt: sql`now()` } })
      .returning();
    // Password sign-in off: the passwords already signed in stop too, not only the next ones.
    return {
      settings: saved!,
      signedOut: refusesPasswords(saved) ? await endPasswordSessions(tx, consultancy, keepSession) : [],
    };
  });
}

/** A trip to the provider begins: its state (hashed), PKCE verifier and nonce, for `minutes`. */
export const startAttempt = (
  db: Database,
  trip: { state: string; consultancyId: number; codeVerifier: string; nonce: string; minutes: number },
) =>
  db.insert(singleSignOnAttempts).values({
    stateHash: hashToken(trip.state),
    consultancyId: trip.consultancyId,
    codeVerifier: trip.codeVerifier,
    nonce: trip.nonce,
    expiresAt: new Date(Date.now() + trip.minutes * 60_000),
  });

/** Claims the trip once, by writing the hash of the code the browser will get; undefined: unknown, claimed or expired. */
export async function claimAttempt(db: Database, state: string, code: string) {
  const [attempt] = await db
    .update(singleSignOnAttempts)
    .set({ exchangeCodeHash: hashToken(code) })
    .where(
      and(
        eq(singleSignOnAttempts.stateHash, hashToken(state)),
        isNull(singleSignOnAttempts.exchangeCodeHash),
        gt(singleSignOnAttempts.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return attempt;
}

/** The user with this (normalised) e-mail, if any. */
export async function userOfEmail(db: Database, email: string) {
  const [user] = await db.select({ id: users.id, role: users.role, email: users.email }).from(users).where(eq(users.email, email));
  return user;
}

/** The trip signed its user in: its code works for `seconds`. */
export const attemptSignedIn = (db: Database, state: string, userId: number, seconds: number) =>
  db
    .update(singleSignOnAttempts)
    .set({ userId, expiresAt: new Date(Date.now() + seconds * 1000) })
    .where(eq(singleSignOnAttempts.stateHash, hashToken(state)));

export const dropAttempt = (db: Database, state: string) =>
  db.delete(singleSignOnAttempts).where(eq(singleSignOnAttempts.stateHash, hashToken(state)));

/**
 * The user a one-time code signs in, deleting the trip as it is read: a code signs in once, and only in the browser that
 * started its trip (`state`). Undefined: no such code.
 */
export async function exchangeCode(db: Database, code: string, state: string) {
  const [attempt] = await db
    .delete(singleSignOnAttempts)
    .where(
      and(
        eq(singleSignOnAttempts.exchangeCodeHash, hashToken(code)),
        eq(singleSignOnAttempts.stateHash, hashToken(state)),
        isNotNull(singleSignOnAttempts.userId),
        gt(singleSignOnAttempts.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: singleSignOnAttempts.userId });
  const [user] = attempt ? await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, attempt.userId!)) : [];
  return user;
}

/** Trips abandoned at the provider, and codes never exchanged, are forgotten once expired. */
export const forgetOldAttempts = (db: Database) => db.delete(singleSignOnAttempts).where(lt(singleSignOnAttempts.expiresAt, sql`now()`));
