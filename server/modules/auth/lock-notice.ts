import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { AppContext } from '../../lib/api';
import type { Language } from '../../lib/language';
import { sendMail } from '../../lib/mail';
import { mailerFor } from '../onboarding/mailer';
import { PRODUCT_NAME } from '../onboarding/texts';
import { claimLockNotice, type Attempt } from './throttle';

const FORGOT_PASSWORD_PATH = '/forgot-password';

/** The mail that tells an account's owner sign-in is paused after many failures, in the three languages. */
const TEXTS: Record<Language, { subject: string; body: (name: string, failures: number, forgotUrl: string) => string }> = {
  es: {
    subject: `${PRODUCT_NAME}: inicio de sesión en pausa por intentos fallidos`,
    body: (name, failures, forgotUrl) =>
      `Hola, ${name}:\n\nSe han producido ${failures} intentos fallidos de iniciar sesión en su cuenta de ${PRODUCT_NAME}, ` +
      `por lo que el inicio de sesión queda en pausa durante un tiempo que crece con cada nuevo fallo.\n\n` +
      `Si ha sido usted, espere unos minutos y vuelva a intentarlo. Si no, nadie ha entrado con esos intentos; ` +
      `para más seguridad, puede elegir una contraseña nueva aquí:\n\n${forgotUrl}\n`,
  },
  ca: {
    subject: `${PRODUCT_NAME}: inici de sessió en pausa per intents fallits`,
    body: (name, failures, forgotUrl) =>
      `Hola, ${name}:\n\nHi ha hagut ${failures} intents fallits d’iniciar la sessió al vostre compte d’${PRODUCT_NAME}, ` +
      `de manera que l’inici de sessió queda en pausa durant un temps que creix amb cada nou error.\n\n` +
      `Si heu estat vós, espereu uns minuts i torneu-ho a provar. Si no, ningú no ha entrat amb aquests intents; ` +
      `per més seguretat, podeu triar una contrasenya nova aquí:\n\n${forgotUrl}\n`,
  },
  en: {
    subject: `${PRODUCT_NAME}: sign-in paused after failed attempts`,
    body: (name, failures, forgotUrl) =>
      `Hello ${name},\n\nThere have been ${failures} failed attempts to sign in to your ${PRODUCT_NAME} account, ` +
      `so sign-in is paused for a while that grows with each further failure.\n\n` +
      `If it was you, wait a few minutes and try again. If not, nobody got in with those attempts; ` +
      `to be safe, you can choose a new password here:\n\n${forgotUrl}\n`,
  },
};

/**
 * After a failed attempt: the first failure that locks the account mails its owner (once per lock), through
 * their consultancy's SMTP or SMTP_URL, in their center's language. Never throws; the answer does not wait for it.
 */
export async function tellOwnerOfLock({ db, secrets, config }: AppContext, log: FastifyBaseLogger, email: string, attempt: Attempt) {
  try {
    if (!(await claimLockNotice(db, email, attempt))) return;
    const [owner] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, email));
    if (!owner) return;
    void mailerFor(db, secrets, config, owner.id)
      .then(async ({ mailer, language }) => {
        if (!mailer) return log.warn({ userId: owner.id }, 'account lock e-mail not sent: no mail server');
        const texts = TEXTS[language ?? 'es'];
        await sendMail(mailer.settings, {
          from: mailer.from,
          to: email,
          subject: texts.subject,
          text: texts.body(owner.name, attempt.failures.user ?? 0, `${config.publicUrl}${FORGOT_PASSWORD_PATH}`),
        });
      })
      .catch((error: unknown) => log.warn({ err: error, userId: owner.id }, 'account lock e-mail failed'));
  } catch (error) {
    log.warn({ err: error }, 'account lock notice failed');
  }
}
