import type { FastifyBaseLogger } from 'fastify';
import { Type } from 'typebox';
import type { AppContext, RegisterModule } from '../../lib/api';
import { AppError } from '../../lib/errors';
import type { Language } from '../../lib/language';
import { sendMail } from '../../lib/mail';
import { hashToken, newRefreshToken } from '../../lib/tokens';
import { confirmEmailChange, pendingOf } from './email-change-queries';
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
      const changed = await confirmEmailChange(db, request.params.token);
      return { email: changed };
    },
  );
};
