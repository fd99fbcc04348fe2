import { and, asc, count, eq, sql } from 'drizzle-orm';
import { evidenceCounts } from '../legal-changes/repeal';
import type { FastifyBaseLogger } from 'fastify';
import { periodContaining, type IndicatorFrequency } from '../../../contract/indicators';
import type { Database } from '../../db/client';
import {
  centerModules,
  centers,
  evidences,
  indicatorMeasurements,
  indicatorProcesses,
  indicatorReminders,
  indicators,
  users,
} from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import { todayInSpain } from '../../lib/dates';
import { logMailFailure, sendMail } from '../../lib/mail';
import type { SecretBox } from '../../lib/secrets';
import { consultancyMailer, type MailConfig } from '../organisation/email-config';
import { MODULE, latest, presentIndicator } from './shared';

/** % of the center's evidences that are FULFILLED now (legal module); null when it has none. */
export async function fulfilledPercentage(db: Database, centerId: number): Promise<number | null> {
  const [row] = await db
    .select({ total: count(), fulfilled: sql<number>`count(*) filter (where ${evidences.state} = 'FULFILLED')`.mapWith(Number) })
    .from(evidences)
    .where(and(eq(evidences.centerId, centerId), evidenceCounts()));
  if (!row || row.total === 0) return null;
  return Math.round((row.fulfilled / row.total) * 1000) / 10;
}

/** Stores the computed value of the current period of every computed indicator (or of one). */
export async function computeIndicators(db: Database, today = todayInSpain(), onlyId?: number): Promise<number> {
  const rows = await db
    .select()
    .from(indicators)
    .where(and(eq(indicators.source, 'FULFILLED_EVIDENCES'), onlyId ? eq(indicators.id, onlyId) : undefined));
  let stored = 0;
  for (const indicator of rows) {
    const value = await fulfilledPercentage(db, indicator.centerId);
    if (value === null) continue;
    const period = periodContaining(indicator.frequency as IndicatorFrequency, today);
    await writeTransaction(db, (tx) =>
      tx
        .insert(indicatorMeasurements)
        .values({ centerId: indicator.centerId, indicatorId: indicator.id, period, value, comment: null })
        .onConflictDoUpdate({
          target: [indicatorMeasurements.indicatorId, indicatorMeasurements.period],
          set: { value, updatedAt: sql`now()` },
        }),
    );
    stored++;
  }
  return stored;
}

/** Indicators of centers with the module on that lack a measurement for their last due period. */
export async function missingIndicators(db: Database, today: string, centerId?: number) {
  const rows = await db
    .select({ indicator: indicators, processName: indicatorProcesses.name, ...latest })
    .from(indicators)
    .innerJoin(indicatorProcesses, eq(indicatorProcesses.id, indicators.processId))
    .innerJoin(
      centerModules,
      and(eq(centerModules.centerId, indicators.centerId), eq(centerModules.module, MODULE), eq(centerModules.isActive, true)),
    )
    .where(centerId ? eq(indicators.centerId, centerId) : undefined)
    .orderBy(asc(indicators.name), asc(indicators.id));
  return rows.map((row) => presentIndicator(row, today)).filter((indicator) => indicator.is_missing);
}

const REMINDER = {
  es: {
    subject: (name: string) => `Falta la medición de ${name}`,
    body: (name: string, center: string, period: string, url: string) =>
      `Falta la medición del indicador «${name}» (${center}) del periodo ${period}.\n\n${url}`,
  },
  ca: {
    subject: (name: string) => `Falta la mesura de ${name}`,
    body: (name: string, center: string, period: string, url: string) =>
      `Falta la mesura de l’indicador «${name}» (${center}) del període ${period}.\n\n${url}`,
  },
};

/** Reminds each indicator's responsible once per missing period (the sent-log's unique key claims it). */
export async function sendMeasurementReminders({
  db,
  secrets,
  mail,
  log,
  now = new Date(),
}: {
  db: Database;
  secrets: SecretBox;
  mail: MailConfig;
  log: FastifyBaseLogger;
  now?: Date;
}): Promise<number> {
  const today = todayInSpain(now);
  let sent = 0;
  for (const missing of await missingIndicators(db, today)) {
    if (!missing.responsible_user_id || missing.source !== 'MANUAL') continue;
    const [claimed] = await db
      .insert(indicatorReminders)
      .values({ indicatorId: missing.id, period: missing.due_period })
      .onConflictDoNothing()
      .returning({ id: indicatorReminders.id });
    if (!claimed) continue;
    try {
      const [row] = await db
        .select({ center: centers, email: users.email })
        .from(centers)
        .innerJoin(users, eq(users.id, missing.responsible_user_id))
        .where(eq(centers.id, missing.center_id));
      const mailer = await consultancyMailer(db, secrets, mail, row!.center.consultancyId);
      const texts = REMINDER[row!.center.usedLanguage === 'ca' ? 'ca' : 'es'];
      const url = `${mail.publicUrl}/center/indicator-module/${missing.center_id}/indicator/${missing.id}`;
      await sendMail(mailer.settings, {
        from: mailer.from,
        to: [row!.email],
        subject: texts.subject(missing.name),
        text: texts.body(missing.name, row!.center.name, missing.due_period, url),
      });
      sent++;
    } catch (error) {
      logMailFailure(log, error, { indicatorId: missing.id }, 'measurement reminder not sent; it will be tried again');
      await db.delete(indicatorReminders).where(eq(indicatorReminders.id, claimed.id));
    }
  }
  return sent;
}
