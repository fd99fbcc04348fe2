import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { centerModules, centers, improvementActions, improvementRemindersSent, users } from '../../db/schema';
import { todayInSpain } from '../../lib/dates';
import { logMailFailure, sendMail } from '../../lib/mail';
import type { SecretBox } from '../../lib/secrets';
import { consultancyMailer, type MailConfig } from '../organisation/email-config';
import { formatDate } from '../../../contract/field-kinds';

const TEXTS = {
  es: {
    subject: (center: string) => `${center}: acción de mejora próxima a vencer`,
    body: (center: string, day: string) => `Es responsable de una acción de mejora del centro ${center} que vence el ${day}:`,
    link: 'Abrir la acción:',
  },
  ca: {
    subject: (center: string) => `${center}: acció de millora a punt de vèncer`,
    body: (center: string, day: string) => `Sou responsable d’una acció de millora del centre ${center} que venç el ${day}:`,
    link: 'Obrir l’acció:',
  },
};

export interface ReminderOptions {
  db: Database;
  secrets: SecretBox;
  mail: MailConfig;
  log: FastifyBaseLogger;
  now?: Date;
}

/**
 * E-mails the responsible of each open action whose due date is `reminder_days` away or nearer,
 * once per action and due date: the sent-log row is inserted first (its primary key refuses a
 * second one, also from another process) and removed again when the send fails.
 */
export async function sendDueReminders({ db, secrets, mail, log, now = new Date() }: ReminderOptions): Promise<number> {
  const today = todayInSpain(now);
  const due = await db
    .select({ action: improvementActions, center: centers, email: users.email })
    .from(improvementActions)
    .innerJoin(centers, eq(centers.id, improvementActions.centerId))
    .innerJoin(
      centerModules,
      and(eq(centerModules.centerId, centers.id), eq(centerModules.module, 'improvement'), eq(centerModules.isActive, true)),
    )
    .innerJoin(users, eq(users.id, improvementActions.responsibleId))
    .where(
      and(
        ne(improvementActions.status, 'CLOSED'),
        isNotNull(improvementActions.responsibleId),
        sql`${improvementActions.dueDate} - ${improvementActions.reminderDays} <= ${today}::date`,
        sql`${improvementActions.dueDate} >= ${today}::date`,
        sql`not exists (select 1 from ${improvementRemindersSent} where ${improvementRemindersSent.actionId} = ${improvementActions.id} and ${improvementRemindersSent.dueDate} = ${improvementActions.dueDate})`,
      ),
    );
  let sent = 0;
  for (const { action, center, email } of due) {
    const [claimed] = await db
      .insert(improvementRemindersSent)
      .values({ actionId: action.id, dueDate: action.dueDate })
      .onConflictDoNothing()
      .returning();
    if (!claimed) continue;
    try {
      const mailer = await consultancyMailer(db, secrets, mail, center.consultancyId);
      const texts = TEXTS[center.usedLanguage === 'ca' ? 'ca' : 'es'];
      const url = `${mail.publicUrl}/center/improvement-module/${center.id}/improvement/${action.id}`;
      await sendMail(mailer.settings, {
        from: mailer.from,
        to: [email],
        subject: texts.subject(center.name),
        text: [texts.body(center.name, formatDate(action.dueDate)), '', action.description, '', action.action, '', texts.link, url].join(
          '\n',
        ),
      });
      sent++;
    } catch (error) {
      logMailFailure(log, error, { actionId: action.id }, 'improvement reminder not sent; it will be tried again');
      await db
        .delete(improvementRemindersSent)
        .where(and(eq(improvementRemindersSent.actionId, action.id), eq(improvementRemindersSent.dueDate, action.dueDate)));
    }
  }
  return sent;
}
