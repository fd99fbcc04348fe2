import { and, asc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AgendaItem } from '../../../contract/agenda';
import type { Role } from '../../../contract/roles';
import type { Database } from '../../db/client';
import { agendaDigestSubscriptions, centers, users } from '../../db/schema';
import { addDays, todayInSpain } from '../../lib/dates';
import type { Language } from '../../lib/language';
import { logMailFailure, sendMail } from '../../lib/mail';
import type { SecretBox } from '../../lib/secrets';
import { consultancyOfEmail } from '../../lib/user-consultancy';
import { periodOf } from '../legal-module/digest';
import { consultancyMailer, type MailConfig } from '../organisation/email-config';
import { agendaItems } from './obligations';
import { composeDigest } from './digest-mail';

/** How far ahead the digest looks; overdue items always travel. */
export const DIGEST_DAYS = 30;

const madridWeekHour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', weekday: 'short', hour: '2-digit', hourCycle: 'h23' });

/** The week's digest is due from Monday 07:00 in Madrid; a process that was down then sends it at its next run that week. */
export function digestWeekOpen(now: Date): boolean {
  const parts = madridWeekHour.formatToParts(now);
  const weekday = parts.find((part) => part.type === 'weekday')?.value;
  const hour = Number(parts.find((part) => part.type === 'hour')?.value);
  return weekday !== 'Mon' || hour >= 7;
}

export interface AgendaDigestOptions {
  db: Database;
  secrets: SecretBox;
  mail: MailConfig;
  log: FastifyBaseLogger;
  now?: Date;
}

interface Subscriber {
  userId: number;
  email: string;
  role: string;
  language: string;
  lastSentWeek: string | null;
}

/**
 * Sends each opted-in user their agenda of the week once: the week is claimed with a conditional UPDATE before
 * the agenda is read (of several processes only one sends), and given back when the mail fails.
 */
export async function sendAgendaDigests({ db, secrets, mail, log, now = new Date() }: AgendaDigestOptions): Promise<number> {
  if (!digestWeekOpen(now)) return 0;
  const today = todayInSpain(now);
  const week = periodOf('WEEKLY', today);
  const subscribers = await db
    .select({
      userId: users.id,
      email: users.email,
      role: users.role,
      language: agendaDigestSubscriptions.language,
      lastSentWeek: agendaDigestSubscriptions.lastSentWeek,
    })
    .from(agendaDigestSubscriptions)
    .innerJoin(users, eq(users.id, agendaDigestSubscriptions.userId))
    .where(or(isNull(agendaDigestSubscriptions.lastSentWeek), ne(agendaDigestSubscriptions.lastSentWeek, week)))
    .orderBy(asc(users.id));
  let sent = 0;
  for (const subscriber of subscribers) {
    if (!(await claimWeek(db, subscriber, week))) continue;
    try {
      if (await sendDigest(db, secrets, mail, subscriber, today)) sent++;
    } catch (error) {
      logMailFailure(log, error, { userId: subscriber.userId }, 'agenda digest not sent; it will be tried again');
      await db
        .update(agendaDigestSubscriptions)
        .set({ lastSentWeek: subscriber.lastSentWeek })
        .where(and(eq(agendaDigestSubscriptions.userId, subscriber.userId), eq(agendaDigestSubscriptions.lastSentWeek, week)));
    }
  }
  return sent;
}

/** Compare-and-set of the user's last sent week: false when another process claimed it first. */
async function claimWeek(db: Database, subscriber: Subscriber, week: string): Promise<boolean> {
  const last = agendaDigestSubscriptions.lastSentWeek;
  const [claimed] = await db
    .update(agendaDigestSubscriptions)
    .set({ lastSentWeek: week })
    .where(
      and(
        eq(agendaDigestSubscriptions.userId, subscriber.userId),
        subscriber.lastSentWeek === null ? isNull(last) : eq(last, subscriber.lastSentWeek),
      ),
    )
    .returning({ userId: agendaDigestSubscriptions.userId });
  return claimed !== undefined;
}

/** One user's digest: their agenda read as them, in their language; false when nothing is overdue or due. */
async function sendDigest(db: Database, secrets: SecretBox, mail: MailConfig, subscriber: Subscriber, today: string): Promise<boolean> {
  const language = subscriber.language as Language;
  const viewer = { id: subscriber.userId, role: subscriber.role as Role };
  const { items: listed } = await agendaItems({ db }, { user: viewer, language }, { asOf: today, until: addDays(today, DIGEST_DAYS) });
  if (!listed.length) return false;
  const mailer = await consultancyMailer(db, secrets, mail, await consultancyOf(db, subscriber.email, listed));
  const message = composeDigest(listed, language, mail.publicUrl, DIGEST_DAYS);
  await sendMail(mailer.settings, { from: mailer.from, to: [subscriber.email], ...message });
  return true;
}

/**
 * The consultancy whose SMTP carries the user's digest: the one of their e-mail's domain; for anyone else (a client
 * of an enterprise) the consultancy of the lowest-id center in the digest, as the other mails pick a user's center.
 */
async function consultancyOf(db: Database, email: string, items: AgendaItem[]): Promise<number> {
  const own = await consultancyOfEmail(db, email);
  if (own) return own.id;
  const [first] = await db
    .select({ consultancyId: centers.consultancyId })
    .from(centers)
    .where(inArray(centers.id, [...new Set(items.map((item) => item.center.id))]))
    .orderBy(asc(centers.id))
    .limit(1);
  return first!.consultancyId;
}
