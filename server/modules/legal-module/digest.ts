import { and, asc, eq, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { NotificationPeriodicity } from '../../../contract/legal';
import type { Database } from '../../db/client';
import {
  centerModules,
  centers,
  centerUsers,
  enterpriseDocuments,
  evidenceNotifications,
  evidences,
  legalRequirements,
  responsibilities,
  users,
} from '../../db/schema';
import { addDays, todayInSpain } from '../../lib/dates';
import { logMailFailure, sendMail } from '../../lib/mail';
import type { SecretBox } from '../../lib/secrets';
import { consultancyMailer, type MailConfig } from '../organisation/email-config';
import { formatDate } from '../../../contract/field-kinds';

/** The period a digest belongs to; one digest per center and period, ever. */
export function periodOf(periodicity: NotificationPeriodicity, day: string): string {
  if (periodicity === 'DAILY') return day;
  if (periodicity === 'MONTHLY') return day.slice(0, 7);
  const date = new Date(`${day}T00:00:00Z`);
  const monday = addDays(day, -((date.getUTCDay() + 6) % 7));
  return `W${monday}`;
}

/** How far ahead each digest looks. */
const HORIZON_DAYS: Record<Exclude<NotificationPeriodicity, 'NEVER'>, number> = { DAILY: 7, WEEKLY: 30, MONTHLY: 60 };

const TEXTS = {
  es: {
    subject: (center: string) => `${center}: evidencias que caducan`,
    intro: (center: string, days: number) => `Evidencias del centro ${center} caducadas o que caducan en los próximos ${days} días:`,
    expired: 'CADUCADA',
    settings: 'Para cambiar la frecuencia de este aviso o dejar de recibirlo:',
    documents: 'Documentos de empresa caducados o que caducan:',
    document: 'CADUCADO',
  },
  ca: {
    subject: (center: string) => `${center}: evidències que caduquen`,
    intro: (center: string, days: number) => `Evidències del centre ${center} caducades o que caduquen en els propers ${days} dies:`,
    expired: 'CADUCADA',
    settings: 'Per canviar la freqüència d’aquest avís o deixar de rebre’l:',
    documents: 'Documents d’empresa caducats o que caduquen:',
    document: 'CADUCAT',
  },
};

export interface DigestOptions {
  db: Database;
  secrets: SecretBox;
  mail: MailConfig;
  log: FastifyBaseLogger;
  now?: Date;
}

/**
 * Sends each due digest once. A center's period is claimed with one conditional UPDATE before
 * sending, so of several processes only one sends; a failed send gives the claim back.
 */
export async function sendDueDigests({ db, secrets, mail, log, now = new Date() }: DigestOptions): Promise<number> {
  const today = todayInSpain(now);
  const active = await db
    .select({ center: centers, periodicity: evidenceNotifications.periodicity })
    .from(centers)
    .innerJoin(
      centerModules,
      and(eq(centerModules.centerId, centers.id), eq(centerModules.module, 'legal-requirement'), eq(centerModules.isActive, true)),
    )
    .leftJoin(evidenceNotifications, eq(evidenceNotifications.centerId, centers.id));
  let sent = 0;
  for (const { center, periodicity: stored } of active) {
    const periodicity = (stored ?? 'MONTHLY') as NotificationPeriodicity;
    if (periodicity === 'NEVER') continue;
    const period = periodOf(periodicity, today);
    const previous = await claimPeriod(db, center.id, period);
    if (previous === false) continue;
    try {
      if (await sendDigest(db, secrets, mail, center, HORIZON_DAYS[periodicity], today)) sent++;
    } catch (error) {
      logMailFailure(log, error, { centerId: center.id }, 'expiry digest not sent; it will be tried again');
      await db
        .update(evidenceNotifications)
        .set({ lastSentPeriod: previous })
        .where(and(eq(evidenceNotifications.centerId, center.id), eq(evidenceNotifications.lastSentPeriod, period)));
    }
  }
  return sent;
}

/**
 * Compare-and-set of the center's last sent period: answers the value it replaced, or false when
 * the period was already sent or another process claimed it first.
 */
async function claimPeriod(db: Database, centerId: number, period: string): Promise<string | null | false> {
  await db.insert(evidenceNotifications).values({ centerId }).onConflictDoNothing();
  const [row] = await db
    .select({ last: evidenceNotifications.lastSentPeriod })
    .from(evidenceNotifications)
    .where(eq(evidenceNotifications.centerId, centerId));
  const last = row?.last ?? null;
  if (last === period) return false;
  const [claimed] = await db
    .update(evidenceNotifications)
    .set({ lastSentPeriod: period })
    .where(
      and(
        eq(evidenceNotifications.centerId, centerId),
        last === null ? isNull(evidenceNotifications.lastSentPeriod) : eq(evidenceNotifications.lastSentPeriod, last),
      ),
    )
    .returning({ id: evidenceNotifications.id });
  return claimed ? last : false;
}

async function sendDigest(
  db: Database,
  secrets: SecretBox,
  mail: MailConfig,
  center: typeof centers.$inferSelect,
  horizon: number,
  today: string,
): Promise<boolean> {
  const due = await db
    .select({ evidence: evidences, requirementSpanish: legalRequirements.nameSpanish, requirementCatalan: legalRequirements.nameCatalan })
    .from(evidences)
    .innerJoin(legalRequirements, eq(legalRequirements.id, evidences.legalRequirementId))
    .where(
      and(eq(evidences.centerId, center.id), isNotNull(evidences.expirationDate), lte(evidences.expirationDate, addDays(today, horizon))),
    )
    .orderBy(asc(evidences.expirationDate), asc(evidences.id));
  // Enterprise documents of the center (document module) that expire within the same horizon travel in the same digest.
  const documents = await db
    .select({ name: enterpriseDocuments.name, expiryDate: enterpriseDocuments.expiryDate })
    .from(enterpriseDocuments)
    .innerJoin(
      centerModules,
      and(eq(centerModules.centerId, enterpriseDocuments.centerId), eq(centerModules.module, 'document'), eq(centerModules.isActive, true)),
    )
    .where(
      and(
        eq(enterpriseDocuments.centerId, center.id),
        isNotNull(enterpriseDocuments.expiryDate),
        lte(enterpriseDocuments.expiryDate, addDays(today, horizon)),
      ),
    )
    .orderBy(asc(enterpriseDocuments.expiryDate), asc(enterpriseDocuments.id));
  if (due.length === 0 && documents.length === 0) return false;
  const recipients = await db
    .selectDistinct({ email: users.email })
    .from(users)
    .where(
      or(
        inArray(users.id, db.select({ id: centerUsers.userId }).from(centerUsers).where(eq(centerUsers.centerId, center.id))),
        inArray(
          users.id,
          db.select({ id: responsibilities.userId }).from(responsibilities).where(eq(responsibilities.centerId, center.id)),
        ),
      ),
    );
  if (recipients.length === 0) return false;
  const mailer = await consultancyMailer(db, secrets, mail, center.consultancyId);
  const language = center.usedLanguage === 'ca' ? 'ca' : 'es';
  const texts = TEXTS[language];
  const lines = due.map(({ evidence, requirementSpanish, requirementCatalan }) => {
    const mark = evidence.expirationDate! < today ? ` (${texts.expired})` : '';
    return `- ${formatDate(evidence.expirationDate)}${mark}: ${evidence.name} — ${language === 'ca' ? requirementCatalan : requirementSpanish}`;
  });
  const documentLines = documents.map(({ name, expiryDate }) => {
    return `- ${formatDate(expiryDate)}${expiryDate! < today ? ` (${texts.document})` : ''}: ${name}`;
  });
  if (documentLines.length) lines.push('', texts.documents, ...documentLines);
  const settingsUrl = `${mail.publicUrl}/center/legal-requirement-module/${center.id}/configuration`;
  await sendMail(mailer.settings, {
    from: mailer.from,
    to: recipients.map((recipient) => recipient.email),
    subject: texts.subject(center.name),
    text: [texts.intro(center.name, horizon), '', ...lines, '', texts.settings, settingsUrl].join('\n'),
    headers: { 'List-Unsubscribe': `<${settingsUrl}>` },
  });
  return true;
}
