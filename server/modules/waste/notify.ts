import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { centerModules, centers, collectionPlans, residueModuleConfigs, wasteNotifications } from '../../db/schema';
import { addDays, todayInSpain } from '../../lib/dates';
import { logMailFailure, sendMail } from '../../lib/mail';
import type { SecretBox } from '../../lib/secrets';
import { consultancyMailer, type MailConfig } from '../organisation/email-config';
import { isHazardousLer } from './codes';
import { MODULE } from './fields';
import { loadPlans, nextCollection, type LoadedPlan } from './present';

/** What a save did to a plan, as its carrier and manager are told. */
export type PlanChange = 'created' | 'updated' | 'cancelled';

/** Tells carriers and managers about plans. */
export interface PlanNotifier {
  planSaved(planId: number, change: PlanChange): Promise<void>;
}
export const silentNotifier: PlanNotifier = { planSaved: async () => undefined };

export interface NotifyContext { db: Database; secrets: SecretBox; mail: MailConfig; log: Pick<FastifyBaseLogger, 'debug' | 'warn' | 'error'> }

/** A claim lasts this long; a process that dies while sending leaves the row to be sent again after it. */
const CLAIM_SECONDS = 300;
/** Failed sends are tried again by the scheduled job this many times, then left (with their last error). */
const MAX_ATTEMPTS = 10;
/** A notification not sent within this many days (mail not set up) is not sent any more: it would be news of old. */
const STALE_DAYS = 7;

type Texts = {
  subject: Record<PlanChange | 'due', (residue: string, center: string) => string>;
  opening: Record<PlanChange, (center: string, role: string) => string>;
  due: (center: string, day: string) => string;
  role: { carrier: string; manager: string };
  type: Record<string, string>;
  labels: { residue: string; hazardous: string; treatment: string; type: string; start: string; end: string; frequency: (days: number) => string; next: string; containers: string; carrier: string; manager: string; observations: string; address: string };
  closing: string;
  link: string;
};

const TEXTS: Record<'es' | 'ca', Texts> = {
  es: {
    subject: {
      created: (residue, center) => `${center}: nuevo plan de recogida de ${residue}`,
      updated: (residue, center) => `${center}: cambios en el plan de recogida de ${residue}`,
      cancelled: (residue, center) => `${center}: plan de recogida de ${residue} cancelado`,
      due: (residue, center) => `${center}: próxima recogida de ${residue}`,
    },
    opening: {
      created: (center, role) => `El centro ${center} ha creado un plan de recogida de residuos en el que figura como ${role}.`,
      updated: (center, role) => `El centro ${center} ha modificado un plan de recogida de residuos en el que figura como ${role}. Así queda:`,
      cancelled: (center, role) => `El centro ${center} ha cancelado un plan de recogida de residuos en el que figuraba como ${role}. No habrá más recogidas de este plan.`,
    },
    due: (center, day) => `El centro ${center} tiene prevista una recogida de residuos el ${day}.`,
    role: { carrier: 'transportista', manager: 'gestor' },
    type: { PERIODIC: 'Periódico', ON_DEMAND: 'A demanda' },
    labels: {
      residue: 'Residuo', hazardous: 'peligroso', treatment: 'Tratamiento', type: 'Tipo de plan', start: 'Inicio', end: 'Fin',
      frequency: (days) => `Cada ${days} ${days === 1 ? 'día' : 'días'}`, next: 'Próxima recogida', containers: 'Contenedores',
      carrier: 'Transportista', manager: 'Gestor', observations: 'Observaciones', address: 'Dirección del centro',
    },
    closing: 'Mensaje automático del módulo de residuos; para cualquier cambio, póngase en contacto con el centro.',
    link: 'Abrir el plan:',
  },
  ca: {
    subject: {
      created: (residue, center) => `${center}: nou pla de recollida de ${residue}`,
      updated: (residue, center) => `${center}: canvis en el pla de recollida de ${residue}`,
      cancelled: (residue, center) => `${center}: pla de recollida de ${residue} cancel·lat`,
      due: (residue, center) => `${center}: propera recollida de ${residue}`,
    },
    opening: {
      created: (center, role) => `El centre ${center} ha creat un pla de recollida de residus en què hi figureu com a ${role}.`,
      updated: (center, role) => `El centre ${center} ha modificat un pla de recollida de residus en què hi figureu com a ${role}. Queda així:`,
      cancelled: (center, role) => `El centre ${center} ha cancel·lat un pla de recollida de residus en què hi figuràveu com a ${role}. No hi haurà més recollides d’aquest pla.`,
    },
    due: (center, day) => `El centre ${center} té prevista una recollida de residus el ${day}.`,
    role: { carrier: 'transportista', manager: 'gestor' },
    type: { PERIODIC: 'Periòdic', ON_DEMAND: 'A demanda' },
    labels: {
      residue: 'Residu', hazardous: 'perillós', treatment: 'Tractament', type: 'Tipus de pla', start: 'Inici', end: 'Fi',
      frequency: (days) => `Cada ${days} ${days === 1 ? 'dia' : 'dies'}`, next: 'Propera recollida', containers: 'Contenidors',
      carrier: 'Transportista', manager: 'Gestor', observations: 'Observacions', address: 'Adreça del centre',
    },
    closing: 'Missatge automàtic del mòdul de residus; per a qualsevol canvi, poseu-vos en contacte amb el centre.',
    link: 'Obrir el pla:',
  },
};

const dayText = (value: string) => value.split('-').reverse().join('/');

/** The e-mail of one notification, in the center's language: what the plan is, for whom, and when. */
export function composeMail(
  notice: { party: string; event: string; eventKey: string },
  loaded: LoadedPlan,
  center: { id: number; name: string; address: string | null; municipality: string | null; usedLanguage: string },
  next: string | null,
  publicUrl: string,
) {
  const texts = TEXTS[center.usedLanguage === 'ca' ? 'ca' : 'es'];
  const { plan, residue, treatment } = loaded;
  const residueName = center.usedLanguage === 'ca' ? residue.nameCatalan : residue.nameSpanish;
  const role = notice.party === 'manager' ? texts.role.manager : texts.role.carrier;
  const event = notice.event as PlanChange | 'due';
  const line = (label: string, value: string | null | undefined) => (value ? `${label}: ${value}` : null);
  const place = [center.address, center.municipality].filter(Boolean).join(', ');
  const details = [
    line(texts.labels.residue, `${residue.lerCode} ${residueName}${isHazardousLer(residue.lerCode) ? ` (${texts.labels.hazardous})` : ''}`),
    line(texts.labels.treatment, `${treatment.type} ${treatment.name}`),
    line(texts.labels.type, texts.type[plan.type] ?? plan.type),
    line(texts.labels.start, dayText(plan.startDate)),
    line(texts.labels.end, plan.endDate && dayText(plan.endDate)),
    plan.collectionFrequency ? texts.labels.frequency(plan.collectionFrequency) : null,
    line(texts.labels.next, event === 'cancelled' ? null : (event === 'due' ? notice.eventKey : next) && dayText(event === 'due' ? notice.eventKey : next!)),
    line(texts.labels.containers, plan.containerQuantity ? `${plan.containerQuantity}${plan.capacityOfContainers ? ` × ${Number(plan.capacityOfContainers)}` : ''}` : null),
    line(texts.labels.carrier, loaded.carrier?.name),
    line(texts.labels.manager, loaded.manager?.name),
    line(texts.labels.address, place || null),
    line(texts.labels.observations, plan.observations),
  ].filter((entry): entry is string => entry !== null);
  const opening = event === 'due' ? texts.due(center.name, dayText(notice.eventKey)) : texts.opening[event](center.name, role);
  // Only the center's own people (reminder recipients) have an account to open the plan with.
  const link = notice.party === 'recipient' ? ['', texts.link, `${publicUrl}/center/residue-module/${center.id}/collection-plan/${plan.id}`] : [];
  return {
    subject: texts.subject[event](`${residue.lerCode} ${residueName}`, center.name),
    text: [opening, '', ...details, ...link, '', texts.closing].join('\n'),
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
  const claimed = await db.update(wasteNotifications)
    .set({ claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`, attempts: sql`${wasteNotifications.attempts} + 1` })
    .where(and(claimable, inArray(wasteNotifications.id, db.select({ id: wasteNotifications.id }).from(wasteNotifications).where(claimable).orderBy(wasteNotifications.id).limit(200))))
    .returning();
  if (claimed.length === 0) return 0;
  const planIds = [...new Set(claimed.map((row) => row.collectionPlanId))];
  const [loaded, places] = await Promise.all([
    loadPlans(db, inArray(collectionPlans.id, planIds)),
    db.select({ planId: collectionPlans.id, center: centers }).from(collectionPlans).innerJoin(centers, eq(centers.id, collectionPlans.centerId)).where(inArray(collectionPlans.id, planIds)),
  ]);
  const plans = new Map(loaded.map((row) => [row.plan.id, row]));
  const centerOf = new Map(places.map((row) => [row.planId, row.center]));
  let sent = 0;
  for (const notice of claimed) {
    const plan = plans.get(notice.collectionPlanId)!;
    const center = centerOf.get(notice.collectionPlanId)!;
    try {
      const mailer = await consultancyMailer(db, secrets, mail, center.consultancyId);
      const message = composeMail(notice, plan, center, nextCollection(plan.plan, plan.lastCollection), mail.publicUrl);
      await sendMail(mailer.settings, { from: mailer.from, to: [notice.email], ...message });
      await db.update(wasteNotifications).set({ sentAt: sql`now()`, claimedUntil: null, lastError: null }).where(eq(wasteNotifications.id, notice.id));
      sent++;
    } catch (error) {
      logMailFailure(log, error, { notificationId: notice.id, planId: notice.collectionPlanId }, 'waste notification not sent; it will be tried again');
      await db.update(wasteNotifications)
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
        const ids = (await db.insert(wasteNotifications).values(rows).onConflictDoNothing().returning({ id: wasteNotifications.id })).map((row) => row.id);
        if (ids.length === 0) return;
        const sending = deliverNotifications(context, ids).catch((error) => log.error({ err: error, planId }, 'waste notifications failed'));
        running.add(sending);
        void sending.finally(() => running.delete(sending));
      } catch (error) {
        // The plan is saved: a notification that could not even be queued must not turn that into an error.
        log.error({ err: error, planId }, 'waste notification not queued');
      }
    },
    idle: async () => { await Promise.allSettled([...running]); },
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
  const [loaded, configs] = await Promise.all([
    loadPlans(db, active),
    db.select().from(residueModuleConfigs),
  ]);
  const configOf = new Map(configs.map((row) => [row.centerId, row]));
  const rows: (typeof wasteNotifications.$inferInsert)[] = [];
  for (const entry of loaded) {
    const next = nextCollection(entry.plan, entry.lastCollection);
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
