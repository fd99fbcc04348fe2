import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatPeriod } from '../../../contract/field-kinds';
import type { Database } from '../../db/client';
import { centers, legalBulletinSendings, legalBulletinSubscriptions, users } from '../../db/schema';
import { addMonths, todayInSpain } from '../../lib/dates';
import type { FileService } from '../../lib/files';
import { translate, translateWith } from '../../lib/language';
import { downloadFileName } from '../../lib/spreadsheet';
import { logMailFailure, sendMail } from '../../lib/mail';
import type { SecretBox } from '../../lib/secrets';
import { consultancyMailer, type MailConfig } from '../organisation/email-config';
import { bulletinData, drawBulletin, recordedIn } from './bulletin';

export interface BulletinJobOptions {
  db: Database;
  secrets: SecretBox;
  mail: MailConfig;
  files?: FileService;
  log: Pick<FastifyBaseLogger, 'debug' | 'warn'>;
  now?: Date;
}

/** The bulletin reads as the consultancy would: every review of the center (the people it goes to see that center). */
const consultancyView = { id: 0, role: 'admin' as const };

/**
 * Mails last month's bulletin to each subscribed person of every center a change of that month reached, once per center
 * and month whatever the number of processes: one statement claims the centers (a sending row each; a process that
 * loses the race gets none), the claim is given back when the mail fails so a later run tries again.
 */
export async function sendLegalBulletins({ db, secrets, mail, files, log, now = new Date() }: BulletinJobOptions): Promise<number> {
  const period = addMonths(todayInSpain(now), -1).slice(0, 7);
  const claimed = await db.execute(sql`
    insert into legal_bulletin_sending (center_id, period)
    select distinct v.center_id, ${period}
    from legal_change_review v join legal_change on legal_change.id = v.legal_change_id
    where ${recordedIn(period)}
      and exists (select 1 from legal_bulletin_subscription s where s.center_id = v.center_id)
    on conflict do nothing
    returning center_id`);
  let sent = 0;
  for (const { center_id: centerId } of (claimed as unknown as { rows: { center_id: number }[] }).rows) {
    try {
      sent += await sendCenterBulletin(db, secrets, mail, files, centerId, period);
    } catch (error) {
      logMailFailure(log, error, { centerId, period }, 'legal bulletin not sent; it will be tried again');
      await db
        .delete(legalBulletinSendings)
        .where(and(eq(legalBulletinSendings.centerId, centerId), eq(legalBulletinSendings.period, period)));
    }
  }
  return sent;
}

/** One center's bulletin, in its language, to each of its subscribers through its consultancy's SMTP settings. */
async function sendCenterBulletin(
  db: Database,
  secrets: SecretBox,
  mail: MailConfig,
  files: FileService | undefined,
  centerId: number,
  period: string,
) {
  const recipients = await db
    .select({ email: users.email, consultancyId: centers.consultancyId })
    .from(legalBulletinSubscriptions)
    .innerJoin(users, eq(users.id, legalBulletinSubscriptions.userId))
    .innerJoin(centers, eq(centers.id, legalBulletinSubscriptions.centerId))
    .where(eq(legalBulletinSubscriptions.centerId, centerId))
    .orderBy(asc(users.id));
  if (recipients.length === 0) return 0;
  const data = await bulletinData(db, consultancyView, centerId, period);
  const pdf = await drawBulletin(data, files);
  const lang = data.language;
  const month = formatPeriod(period, lang);
  // Inside a Spanish or Catalan sentence the month is lower case.
  const values = { period: lang === 'en' ? month : month.toLocaleLowerCase(lang), center: data.center.name };
  const link = `${mail.publicUrl}/center/legal-requirement-module/${centerId}/reviews`;
  const mailer = await consultancyMailer(db, secrets, mail, recipients[0]!.consultancyId);
  const title = translate(lang, 'legalBulletin.title', 'Legal updates bulletin');
  // One message per person: no subscriber sees another's address.
  for (const { email } of recipients) {
    await sendMail(mailer.settings, {
      from: mailer.from,
      to: [email],
      subject: translateWith(lang, 'legalBulletin.mail.subject', values),
      text: [
        translateWith(lang, 'legalBulletin.mail.body', { ...values, count: data.reviews.length }),
        '',
        translateWith(lang, 'legalBulletin.mail.unsubscribe', { link }),
      ].join('\n'),
      attachments: [
        { filename: downloadFileName(title, `${data.center.name} ${period}`, 'pdf'), content: pdf, contentType: 'application/pdf' },
      ],
    });
  }
  await db
    .update(legalBulletinSendings)
    .set({ recipients: recipients.length })
    .where(and(eq(legalBulletinSendings.centerId, centerId), eq(legalBulletinSendings.period, period)));
  return recipients.length;
}
