import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatDate } from '../../../contract/field-kinds';
import { requestPath } from '../../../contract/requests';
import type { Database } from '../../db/client';
import { centers, centerUsers, clientRequestReminders, clientRequests, enterpriseUsers, users } from '../../db/schema';
import { todayInSpain } from '../../lib/dates';
import type { Language } from '../../lib/language';
import { logMailFailure, sendMail } from '../../lib/mail';
import { message, word, type MessageKey } from '../../lib/messages';
import type { SecretBox } from '../../lib/secrets';
import { consultancyMailer, type MailConfig } from '../organisation/email-config';

// The mails of a request's life (issue 35): through the consultancy's SMTP settings, in the center's language,
// with a link straight to the request. A failed mail never undoes the change that caused it.

export interface RequestMail {
  db: Database;
  secrets: SecretBox;
  mail: MailConfig;
  log: FastifyBaseLogger;
}

type Event = 'created' | 'reminder' | 'due' | 'answered' | 'accepted' | 'returned';

interface Facts {
  request: Pick<typeof clientRequests.$inferSelect, 'id' | 'title' | 'message' | 'dueDate' | 'returnReason'>;
  center: { name: string; consultancyId: number; usedLanguage: string };
}

/** The client people of each center: assigned to it, or people of its enterprise (one statement). */
export async function clientPeopleOf(db: Database, centerIds: number[]): Promise<Map<number, string[]>> {
  const people = new Map<number, string[]>();
  if (!centerIds.length) return people;
  const rows = await db
    .selectDistinct({ centerId: centers.id, email: users.email })
    .from(centers)
    .leftJoin(centerUsers, eq(centerUsers.centerId, centers.id))
    .leftJoin(enterpriseUsers, eq(enterpriseUsers.enterpriseId, centers.enterpriseId))
    .innerJoin(users, or(eq(users.id, centerUsers.userId), eq(users.id, enterpriseUsers.userId)))
    .where(and(inArray(centers.id, centerIds), eq(users.role, 'client')));
  for (const row of rows) people.set(row.centerId, [...(people.get(row.centerId) ?? []), row.email]);
  return people;
}

const factsColumns = {
  request: {
    id: clientRequests.id,
    title: clientRequests.title,
    message: clientRequests.message,
    dueDate: clientRequests.dueDate,
    returnReason: clientRequests.returnReason,
  },
  center: { name: centers.name, consultancyId: centers.consultancyId, usedLanguage: centers.usedLanguage },
  people: { createdById: clientRequests.createdById, answeredById: clientRequests.answeredById },
};

const factsOf = (db: Database, ids: number[]) =>
  db
    .select(factsColumns)
    .from(clientRequests)
    .innerJoin(centers, eq(centers.id, clientRequests.centerId))
    .where(inArray(clientRequests.id, ids));

/** Sends one mail about a request; throws when it cannot (the caller logs, or gives the claim back). */
async function send(context: RequestMail, facts: Facts, event: Event, to: string[], by = '') {
  if (!to.length) return;
  const language: Language = facts.center.usedLanguage === 'ca' ? 'ca' : 'es';
  const params = { center: facts.center.name, title: facts.request.title, due: formatDate(facts.request.dueDate), by };
  const say = (key: MessageKey) => word(language, message(key, params));
  const subjects: Record<Event, MessageKey> = {
    created: 'clientRequests.mail.createdSubject',
    reminder: 'clientRequests.mail.reminderSubject',
    due: 'clientRequests.mail.dueSubject',
    answered: 'clientRequests.mail.answeredSubject',
    accepted: 'clientRequests.mail.acceptedSubject',
    returned: 'clientRequests.mail.returnedSubject',
  };
  const bodies: Record<Event, MessageKey> = {
    created: 'clientRequests.mail.createdBody',
    reminder: 'clientRequests.mail.reminderBody',
    due: 'clientRequests.mail.dueBody',
    answered: 'clientRequests.mail.answeredBody',
    accepted: 'clientRequests.mail.acceptedBody',
    returned: 'clientRequests.mail.returnedBody',
  };
  const details =
    event === 'created' ? [facts.request.title, facts.request.message] : event === 'returned' ? [facts.request.returnReason ?? ''] : [];
  const url = `${context.mail.publicUrl}${requestPath(facts.request.id)}`;
  const mailer = await consultancyMailer(context.db, context.secrets, context.mail, facts.center.consultancyId);
  await sendMail(mailer.settings, {
    from: mailer.from,
    to,
    subject: say(subjects[event]),
    text: [say(bodies[event]), '', ...details.filter(Boolean).flatMap((line) => [line, '']), say('clientRequests.mail.link'), url].join(
      '\n',
    ),
  });
}

/** After a change committed: mails the person it concerns (the requester, the client who answered); failures are logged. */
export async function mailAbout(context: RequestMail, requestId: number, event: 'answered' | 'accepted' | 'returned', by: string) {
  try {
    const [facts] = await factsOf(context.db, [requestId]);
    const recipientId = event === 'answered' ? facts?.people.createdById : facts?.people.answeredById;
    if (!facts || !recipientId) return;
    const [recipient] = await context.db.select({ email: users.email }).from(users).where(eq(users.id, recipientId));
    if (recipient) await send(context, facts, event, [recipient.email], by);
  } catch (error) {
    logMailFailure(context.log, error, { requestId, event }, 'request mail not sent');
  }
}

/**
 * The mail job: announces new open requests to their centers' client people (claimed by setting announced_at, given
 * back when the mail fails), then the reminders `reminder_days` before and on the due date, once each per request and
 * due date (the sent-log's key refuses a second one, also from another process).
 */
export async function sendRequestMails(context: RequestMail, now = new Date()): Promise<number> {
  const { db } = context;
  let sent = 0;
  const claimed = await db
    .update(clientRequests)
    .set({ announcedAt: sql`now()` })
    .where(
      and(
        isNull(clientRequests.announcedAt),
        eq(clientRequests.state, 'open'),
        inArray(
          clientRequests.id,
          db.select({ id: clientRequests.id }).from(clientRequests).where(isNull(clientRequests.announcedAt)).limit(500),
        ),
      ),
    )
    .returning({ id: clientRequests.id, centerId: clientRequests.centerId, createdById: clientRequests.createdById });
  if (claimed.length) {
    const [facts, people, creators] = await Promise.all([
      factsOf(
        db,
        claimed.map((row) => row.id),
      ),
      clientPeopleOf(db, [...new Set(claimed.map((row) => row.centerId))]),
      db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, [...new Set(claimed.map((row) => row.createdById ?? 0))])),
    ]);
    for (const row of claimed) {
      const fact = facts.find((f) => f.request.id === row.id)!;
      try {
        await send(context, fact, 'created', people.get(row.centerId) ?? [], creators.find((c) => c.id === row.createdById)?.name ?? '');
        sent++;
      } catch (error) {
        logMailFailure(context.log, error, { requestId: row.id }, 'new-request mail not sent; it will be tried again');
        await db.update(clientRequests).set({ announcedAt: null }).where(eq(clientRequests.id, row.id));
      }
    }
  }
  const today = todayInSpain(now);
  const due = await db
    .select({
      id: clientRequests.id,
      centerId: clientRequests.centerId,
      dueDate: clientRequests.dueDate,
      kind: sql<string>`case when ${clientRequests.dueDate} = ${today}::date then 'due' else 'before' end`,
    })
    .from(clientRequests)
    .where(
      and(
        inArray(clientRequests.state, ['open', 'returned']),
        sql`${clientRequests.dueDate} >= ${today}::date`,
        // Before: within reminder_days of the due date, for a request made before that window opened; due: on the day.
        sql`(${clientRequests.dueDate} = ${today}::date or (${clientRequests.reminderDays} > 0 and ${clientRequests.dueDate} - ${clientRequests.reminderDays} <= ${today}::date and ${clientRequests.dueDate} - ${clientRequests.reminderDays} > (${clientRequests.createdAt} at time zone 'Europe/Madrid')::date))`,
        sql`not exists (select 1 from ${clientRequestReminders} r where r.request_id = ${clientRequests.id} and r.due_date = ${clientRequests.dueDate} and r.kind = case when ${clientRequests.dueDate} = ${today}::date then 'due' else 'before' end)`,
      ),
    );
  if (!due.length) return sent;
  const [facts, people] = await Promise.all([
    factsOf(
      db,
      due.map((row) => row.id),
    ),
    clientPeopleOf(db, [...new Set(due.map((row) => row.centerId))]),
  ]);
  for (const row of due) {
    const key = { requestId: row.id, kind: row.kind, dueDate: row.dueDate };
    const [mine] = await db.insert(clientRequestReminders).values(key).onConflictDoNothing().returning();
    if (!mine) continue;
    try {
      await send(
        context,
        facts.find((f) => f.request.id === row.id)!,
        row.kind === 'due' ? 'due' : 'reminder',
        people.get(row.centerId) ?? [],
      );
      sent++;
    } catch (error) {
      logMailFailure(context.log, error, { requestId: row.id }, 'request reminder not sent; it will be tried again');
      await db
        .delete(clientRequestReminders)
        .where(
          and(
            eq(clientRequestReminders.requestId, row.id),
            eq(clientRequestReminders.kind, row.kind),
            eq(clientRequestReminders.dueDate, row.dueDate),
          ),
        );
    }
  }
  return sent;
}
