import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { centerModules, centers, collectionPlans, residueModuleConfigs, wasteNotifications } from '../../db/schema';
import { addDays, todayInSpain } from '../../lib/dates';
import { logMailFailure, sendMail } from '../../lib/mail';
import { pickName, translateWith } from '../../lib/language';
import type { SecretBox } from '../../lib/secrets';
import { consultancyMailer, type MailConfig } from '../organisation/email-config';
import { isHazardousLer } from './codes';
import { MODULE } from './route-config';
import { loadPlans, type LoadedPlan } from './plan-queries';
import { formatDate, formatNumber } from '../../../contract/field-kinds';

/** What a save did to a plan, as its carrier and manager are told. */
export type PlanChange = 'created' | 'updated' | 'cancelled';

/** Tells carriers and managers about plans. */
export interface PlanNotifier {
  planSaved(planId: number, change: PlanChange): Promise<void>;
}

export interface NotifyContext {
  db: Database;
  secrets: SecretBox;
  mail: MailConfig;
  log: Pick<FastifyBaseLogger, 'debug' | 'warn' | 'error'>;
}

/** A claim lasts this long; a process that dies while sending leaves the row to be sent again after it. */
const CLAIM_SECONDS = 300;
/** Failed sends are tried again by the scheduled job this many times, then left (with their last error). */
const MAX_ATTEMPTS = 10;
/** A notification not sent within this many days (mail not set up) is not sent any more: it would be news of old. */
const STALE_DAYS = 7;

/** The e-mail of one notification, in the center's language: what the plan is, for whom, and when. */
export function composeMail(
  notice: { party: string; event: string; eventKey: string },
  loaded: LoadedPlan,
  center: { id: number; name: string; address: string | null; municipality: string | null; usedLanguage: string },
  next: string | null,
  publicUrl: string,
) {
  // The center's language (Spanish unless Catalan): the texts are the UI catalogue's waste.mail.*.
  const language = center.usedLanguage === 'ca' ? 'ca' : 'es';
  const text = (key: string, values?: Record<string, string | number>) => translateWith(language, `waste.mail.${key}`, values);
  const { plan, residue, treatment } = loaded;
  const residueName = pickName(language, { spanish: residue.nameSpanish, catalan: residue.nameCatalan });
  const role = text(notice.party === 'manager' ? 'role.manager' : 'role.carrier');
  const event = notice.event as PlanChange | 'due';
  const line = (label: string, value: string | null | undefined) => (value ? `${text(`labels.${label}`)}: ${value}` : null);
  const place = [center.address, center.municipality].filter(Boolean).join(', ');
  const details = [
    line('residue', `${residue.lerCode} ${residueName}${isHazardousLer(residue.lerCode) ? ` (${text('labels.hazardous')})` : ''}`),
    line('treatment', `${treatment.type} ${treatment.name}`),
    line('type', text(`type.${plan.type}`)),
    line('start', formatDate(plan.startDate)),
    line('end', plan.endDate && formatDate(plan.endDate)),
    plan.collectionFrequency ? text('labels.frequency', { count: plan.collectionFrequency }) : null,
    line(
      'next',
      event === 'cancelled' ? null : (event === 'due' ? notice.eventKey : next) && formatDate(event === 'due' ? notice.eventKey : next!),
    ),
    line(
      'containers',
      plan.containerQuantity
        ? `${plan.containerQuantity}${plan.capacityOfContainers ? ` × ${formatNumber(plan.capacityOfContainers, language)}` : ''}`
        : null,
    ),
    line('carrier', loaded.carrier?.name),
    line('manager', loaded.manager?.name),
    line('address', place || null),
    line('observations', plan.observations),
  ].filter((entry): entry is string => entry !== null);
  const opening = text(`opening.${event}`, { center: center.name, role, day: event === 'due' ? formatDate(notice.eventKey) : '' });
  // Only the center's own people (reminder recipients) have an account to open the plan with.
  const link =
    notice.party === 'recipient' ? ['', text('link'), `${publicUrl}/center/residue-module/${center.id}/collection-plan/${plan.id}`] : [];
  return {
    subject: text(`subject.${event}`, { residue: `${residue.lerCode} ${residueName}`, center: center.name }),
    text: [opening, '', ...details, ...link, '', text('closing')].join('\n'),
  };
}

/**
 * Sends what the outbox owes: claims the unsent rows (all, or `ids`) with one conditional update, so
 * another process sending at the same time skips them; marks each sent, or releases it with its error
 * for the next run. Answers how many went out.
 */
export async function deliverNotifications({ db, secrets, mail, log }: NotifyContext, ids?: number[]): Promise<number> {
  if (ids && ids.length === 0) return 0;
  const claimable = and(
    isNull(wasteNotifications.sentAt),
    or(isNull(wasteNotifications.claimedUntil), lt(wasteNotifications.claimedUntil, sql`now()`)),
    lt(wasteNotifications.attempts, MAX_ATTEMPTS),
    sql`${wasteNotifications.createdAt} > now() - make_interval(days => ${STALE_DAYS})`,
    ids ? inArray(wasteNotifications.id, ids) : undefined,
  );
  const claimed = await db
    .update(wasteNotifications)
    .set({ claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`, attempts: sql`${wasteNotifications.attempts} + 1` })
    .where(
      and(
        claimable,
        inArray(
          wasteNotifications.id,
          db.select({ id: wasteNotifications.id }).from(wasteNotifications).where(claimable).orderBy(wasteNotifications.id).limit(200),
        ),
      ),
    )
    .returning();
  if (claimed.length === 0) return 0;
  const planIds = [...new Set(claimed.map((row) => row.collectionPlanId))];
  const [loaded, places] = await Promise.all([
    loadPlans(db, inArray(collectionPlans.id, planIds)),
    db
      .select({ planId: collectionPlans.id, center: centers })
      .from(collectionPlans)
      .innerJoin(centers, eq(centers.id, collectionPlans.centerId))
      .where(inArray(collectionPlans.id, planIds)),
  ]);
  const plans = new Map(loaded.map((row) => [row.plan.id, row]));
  const centerOf = new Map(places.map((row) => [row.planId, row.center]));
  let sent = 0;
  for (const notice of claimed) {
    const plan = plans.get(notice.collectionPlanId)!;
    const center = centerOf.get(notice.collectionPlanId)!;
    try {
      const mailer = await consultancyMailer(db, secrets, mail, center.consultancyId);
      const message = composeMail(notice, plan, center, plan.nextCollection, mail.publicUrl);
      await sendMail(mailer.settings, { from: mailer.from, to: [notice.email], ...message });
      await db
        .update(wasteNotifications)
        .set({ sentAt: sql`now()`, claimedUntil: null, lastError: null })
        .where(eq(wasteNotifications.id, notice.id));
      sent++;
    } catch (error) {
      logMailFailure(
        log,
        error,
        { notificationId: notice.id, planId: notice.collectionPlanId },
        'waste notification not sent; it will be tried again',
      );
      await db
        .update(wasteNotifications)
        .set({ claimedUntil: null, lastError: error instanceof Error ? error.message : String(error) })
        .where(eq(wasteNotifications.id, notice.id));
    }
  }
  return sent;
}

/**
 * The notifier of the plan routes: the save writes the outbox rows (one statement, the unique key
 * keeps each event once), then the mail goes out in the background so the answer does not wait for
 * SMTP; what fails there is sent by the scheduled job. `idle()` waits for sends under way (shutdown, tests).
 */
export function mailNotifier(context: NotifyContext) {
  const running = new Set<Promise<unknown>>();
  const notifier: PlanNotifier & { idle: () => Promise<void> } = {
    async planSaved(planId, change) {
      const { db, log } = context;
      try {
        const [entry] = await loadPlans(db, eq(collectionPlans.id, planId));
        if (!entry) return;
        const about = { collectionPlanId: planId, event: change, eventKey: new Date(entry.plan.updatedAt).toISOString() };
        const rows: (typeof wasteNotifications.$inferInsert)[] = [];
        if (entry.plan.notifyCarrier && entry.carrier) rows.push({ ...about, party: 'carrier', email: entry.carrier.email });
        if (entry.plan.notifyManager && entry.manager) rows.push({ ...about, party: 'manager', email: entry.manager.email });
        if (rows.length === 0) return;
        const ids = (await db.insert(wasteNotifications).values(rows).onConflictDoNothing().returning({ id: wasteNotifications.id })).map(
          (row) => row.id,
        );
        if (ids.length === 0) return;
        const sending = deliverNotifications(context, ids).catch((error) =>
          log.error({ err: error, planId }, 'waste notifications failed'),
        );
        running.add(sending);
        void sending.finally(() => running.delete(sending));
      } catch (error) {
        // The plan is saved: a notification that could not even be queued must not turn that into an error.
        log.error({ err: error, planId }, 'waste notification not queued');
      }
    },
    idle: async () => {
      await Promise.allSettled([...running]);
    },
  };
  return notifier;
}

/**
 * Queues the reminders of collections due within each center's `reminder_days_before` (module
 * configuration): to the carrier and manager of plans that ask for it, and to the configuration's
 * recipients, once per plan, collection date and address. Two statements for every plan, then the send.
 */
export async function queueDueReminders(context: NotifyContext, now = new Date()): Promise<number> {
  const { db } = context;
  const today = todayInSpain(now);
  const active = and(
    eq(collectionPlans.isCancelled, false),
    sql`exists (select 1 from ${centerModules} where ${centerModules.centerId} = ${collectionPlans.centerId} and ${centerModules.module} = ${MODULE} and ${centerModules.isActive})`,
    sql`${collectionPlans.collectionFrequency} is not null`,
    or(sql`${collectionPlans.endDate} is null`, sql`${collectionPlans.endDate} >= ${today}::date`),
  );
  const [loaded, configs] = await Promise.all([loadPlans(db, active), db.select().from(residueModuleConfigs)]);
  const configOf = new Map(configs.map((row) => [row.centerId, row]));
  const rows: (typeof wasteNotifications.$inferInsert)[] = [];
  for (const entry of loaded) {
    const next = entry.nextCollection;
    const config = configOf.get(entry.plan.centerId);
    if (!next || next < today || next > addDays(today, config?.reminderDaysBefore ?? 7)) continue;
    const about = { collectionPlanId: entry.plan.id, event: 'due', eventKey: next };
    if (entry.plan.notifyCarrier && entry.carrier) rows.push({ ...about, party: 'carrier', email: entry.carrier.email });
    if (entry.plan.notifyManager && entry.manager) rows.push({ ...about, party: 'manager', email: entry.manager.email });
    for (const email of config?.reminderRecipients ?? []) rows.push({ ...about, party: 'recipient', email });
  }
  if (rows.length === 0) return 0;
  const queued = await db.insert(wasteNotifications).values(rows).onConflictDoNothing().returning({ id: wasteNotifications.id });
  return queued.length;
}
