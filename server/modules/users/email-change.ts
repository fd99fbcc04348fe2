import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Database } from '../../db/client';
import { emailChanges, passwordTokens, users } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { AppContext, RegisterModule } from '../../lib/api';
import { AppError } from '../../lib/errors';
import type { Language } from '../../lib/language';
import { sendMail } from '../../lib/mail';
import { hashToken, newRefreshToken } from '../../lib/tokens';
import { mailerFor } from '../onboarding/mailer';
import { CONFIRMATION_TEXTS, NOTICE_TEXTS } from './email-change-texts';
import { assertEmailFree } from './queries';

const tags = ['Profile'];
/** A day to reach the new mailbox; until the link is opened the account keeps its address. */
export const EMAIL_LINK_HOURS = 24;
/** The page of the browser app that opens the link. */
export const emailLinkUrl = (publicUrl: string, token: string) => `${publicUrl}/confirm-email/${token}`;

const TokenParams = Type.Object({ token: Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }) });

interface Person {
  id: number;
  name: string;
  email: string;
}

export interface PendingEmail {
  newEmail: string;
  tokenHash: string;
  expiresAt: Date;
}

/**
 * Mails the new address its one-use link; only what to store comes back (the token's hash), so the caller writes the
 * pending change only once the mail went. 409 when no mail server can carry it, 502 when the server refused it.
 */
export async function mailConfirmation(
  { db, secrets, config }: AppContext,
  user: Person,
  newEmail: string,
  language: Language,
  log: FastifyBaseLogger,
): Promise<PendingEmail> {
  const { mailer } = await mailerFor(db, secrets, config, user.id);
  if (!mailer) throw new AppError(409, 'mail_not_configured', 'users.mailNotConfigured', { email: 'users.mailNotConfiguredField' });
  const token = newRefreshToken();
  const texts = CONFIRMATION_TEXTS[language];
  try {
    await sendMail(mailer.settings, {
      from: mailer.from,
      to: newEmail,
      subject: texts.subject,
      text: texts.body(user.name, emailLinkUrl(config.publicUrl, token), EMAIL_LINK_HOURS),
    });
  } catch (error) {
    log.warn({ err: error, userId: user.id }, 'e-mail confirmation not sent');
    throw new AppError(502, 'smtp_error', 'users.confirmationNotSent');
  }
  return { newEmail, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + EMAIL_LINK_HOURS * 3_600_000) };
}

/** Keeps the change waiting for its link; a newer request replaces an older one, whose link stops working. */
export const storePendingEmail = (tx: Database, userId: number, pending: PendingEmail) =>
  tx
    .insert(emailChanges)
    .values({ userId, ...pending })
    .onConflictDoUpdate({ target: emailChanges.userId, set: { ...pending, createdAt: sql`now()` } });

/** Tells the old address a change was asked for, so its owner can act before the link is opened. Never throws. */
export async function noticeOldAddress(
  { db, secrets, config }: AppContext,
  user: Person,
  newEmail: string,
  language: Language,
  log: FastifyBaseLogger,
) {
  try {
    const { mailer } = await mailerFor(db, secrets, config, user.id);
    if (!mailer) return;
    const texts = NOTICE_TEXTS[language];
    await sendMail(mailer.settings, { from: mailer.from, to: user.email, subject: texts.subject, text: texts.body(user.name, newEmail) });
  } catch (error) {
    log.warn({ err: error, userId: user.id }, 'e-mail change notice not sent to the old address');
  }
}

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
async function pendingOf(db: Database, token: string) {
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

/** The link mailed to a new address: what it confirms, and confirming it (the account's e-mail changes then). */
export const emailChangeRoutes: RegisterModule = (app, { db }) => {
  app.get(
    '/api/profile/email/:token',
    {
      config: { access: 'public' },
      schema: { tags, params: TokenParams, response: { 200: Type.Object({ name: Type.String(), email: Type.String() }) } },
    },
    async (request) => {
      const pending = await pendingOf(db, request.params.token);
      return { name: pending.name, email: pending.newEmail };
    },
  );

  // A POST, not the GET a mail scanner may fetch: the page asks the person to confirm.
  app.post(
    '/api/profile/email/:token',
    { config: { access: 'public' }, schema: { tags, params: TokenParams, response: { 200: Type.Object({ email: Type.String() }) } } },
    async (request) => {
      const pending = await pendingOf(db, request.params.token);
      await assertEmailFree(db, pending.newEmail, pending.userId);
      const changed = await writeTransaction(db, async (tx) => {
        // Deleted as it is used: a link works once, and two requests with it cannot both change the address.
        const [used] = await tx
          .delete(emailChanges)
          .where(and(eq(emailChanges.tokenHash, hashToken(request.params.token)), sql`${emailChanges.expiresAt} > now()`))
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
      return { email: changed };
    },
  );
};
