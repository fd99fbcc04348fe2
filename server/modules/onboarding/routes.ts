import { Type } from 'typebox';
import type { AppContext, RegisterModule } from '../../lib/api';
import { AppError } from '../../lib/errors';
import { Email, IdParams, Password } from '../../lib/fields';
import type { Language } from '../../lib/language';
import { describeMailError, sendMail } from '../../lib/mail';
import { hashPassword, refuseGuessablePassword } from '../../lib/passwords';
import { findUser, findUserByEmail, normaliseEmail } from '../users/queries';
import { countResetRequest, issueLink, LINK_HOURS, linkState, linkUrl, RESET_LIMITS, setPasswordFromLink, type LinkPurpose } from './links';
import { mailerFor } from './mailer';
import { MAIL_TEXTS } from './texts';
import { adminsOnly } from '../../lib/access';
import { keyed, message, verbatim, word } from '../../lib/messages';

const tags = ['Onboarding'];
const TokenParams = Type.Object({ token: Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }) });
const LinkSent = Type.Object({ sent: Type.Literal(true), to: Type.String(), expires_at: Type.String() });

export interface LinkOutcome {
  sent: boolean;
  to: string;
  expires_at?: string;
  code?: string;
  detail?: string;
}

/**
 * Mails the user a new one-use link (invitation or reset) through their consultancy's SMTP, or the
 * server-wide SMTP_URL. Never throws: the outcome says whether it went and, if not, why, in `language`.
 */
export async function sendLink(
  { db, secrets, config }: AppContext,
  user: { id: number; name: string; email: string },
  purpose: LinkPurpose,
  requestLanguage: Language,
): Promise<LinkOutcome> {
  const { mailer, language: centerLanguage } = await mailerFor(db, secrets, config, user.id);
  if (!mailer)
    return { sent: false, to: user.email, code: 'mail_not_configured', detail: word(requestLanguage, 'onboarding.mailNotConfigured') };
  // An invitation speaks the language of the person's center; a reset the language they asked in.
  const language = purpose === 'invitation' ? (centerLanguage ?? requestLanguage) : requestLanguage;
  const { token, expiresAt } = await issueLink(db, user.id, purpose);
  const texts = MAIL_TEXTS[purpose][language];
  try {
    await sendMail(mailer.settings, {
      from: mailer.from,
      to: user.email,
      subject: texts.subject,
      text: texts.body(user.name, linkUrl(config.publicUrl, token), LINK_HOURS[purpose]),
    });
  } catch (error) {
    return {
      sent: false,
      to: user.email,
      code: 'smtp_error',
      detail: word(requestLanguage, message('onboarding.mailFailed', { reason: keyed(describeMailError(error)) })),
    };
  }
  return { sent: true, to: user.email, expires_at: expiresAt.toISOString() };
}

export const onboardingRoutes: RegisterModule = (app, context) => {
  const { db, sessions } = context;

  app.post(
    '/api/user/:id/invitation',
    {
      config: { access: adminsOnly, tenancy: 'global' },
      schema: { tags, params: IdParams, response: { 200: LinkSent } },
    },
    async (request) => {
      const user = await findUser(db, request.params.id);
      const outcome = await sendLink(context, user, 'invitation', request.language);
      if (!outcome.sent) throw new AppError(outcome.code === 'smtp_error' ? 502 : 409, outcome.code!, verbatim(outcome.detail!));
      return { sent: true as const, to: outcome.to, expires_at: outcome.expires_at! };
    },
  );

  app.post(
    '/api/password/forgot',
    {
      config: { access: 'public' },
      schema: { tags, body: Type.Object({ email: Email() }), response: { 202: Type.Object({ detail: Type.String() }) } },
    },
    async (request, reply) => {
      if ((await countResetRequest(db, `ip:${request.ip}`)) > RESET_LIMITS.ip) {
        reply.header('retry-after', String(RESET_LIMITS.windowMinutes * 60));
        throw new AppError(429, 'too_many_attempts', 'onboarding.tooManyRequests').inRequestLanguage();
      }
      const email = normaliseEmail(request.body.email);
      // The answer is the same, and as quick, whether the e-mail belongs to anyone: the mail goes after it.
      const user = await findUserByEmail(db, email);
      const underLimit = (await countResetRequest(db, `email:${email}`)) <= RESET_LIMITS.email;
      if (user && underLimit) {
        void sendLink(context, user, 'reset', request.language).then(
          (outcome) => {
            if (!outcome.sent)
              request.log.warn({ userId: user.id, code: outcome.code, detail: outcome.detail }, 'password reset e-mail not sent');
          },
          (error: unknown) => request.log.error({ err: error, userId: user.id }, 'password reset e-mail failed'),
        );
      }
      return reply.status(202).send({ detail: word(request.language, 'onboarding.resetRequested') });
    },
  );

  const refuse = (state: 'unknown' | 'used' | 'expired') =>
    (state === 'unknown'
      ? new AppError(404, 'link_unknown', 'onboarding.tokenUnknown')
      : new AppError(
          410,
          state === 'used' ? 'link_used' : 'link_expired',
          state === 'used' ? 'onboarding.tokenUsed' : 'onboarding.tokenExpired',
        )
    ).inRequestLanguage();

  app.get(
    '/api/password/link/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: TokenParams,
        response: { 200: Type.Object({ purpose: Type.String(), name: Type.String(), email: Type.String() }) },
      },
    },
    async (request) => {
      const link = await linkState(db, request.params.token);
      if (link.state !== 'valid') throw refuse(link.state);
      const user = await findUser(db, link.userId);
      return { purpose: link.purpose, name: user.name, email: user.email };
    },
  );

  app.post(
    '/api/password/link/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: TokenParams,
        body: Type.Object({ password: Password() }),
        response: { 200: Type.Object({ email: Type.String() }) },
      },
    },
    async (request) => {
      await refuseGuessablePassword(request.body.password, 'password');
      const passwordHash = await hashPassword(request.body.password);
      // A new password signs the person out everywhere, as when an admin changes it.
      const changed = await setPasswordFromLink(db, request.params.token, passwordHash, (tx, userId) => sessions.endAllOf(tx, userId));
      if (!changed) {
        const link = await linkState(db, request.params.token);
        throw refuse(link.state === 'valid' ? 'used' : link.state);
      }
      sessions.forgetUser(changed.id);
      return { email: changed.email };
    },
  );
};
