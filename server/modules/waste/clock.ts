import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../../db/client';
import { centerModules, centers, collectionPlans } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { addDays, DateField, todayInSpain } from '../../lib/dates';
import type { FileService } from '../../lib/files';
import { centerVisibleTo } from '../../lib/tenancy';
import { answers, NullableText } from '../../lib/wire';
import { currentUser } from '../../plugins/auth';
import { everyone, MODULE } from './fields';
import { loadPlans, presentPlans } from './present';

/** What a dated obligation is about (waste.clock.kinds.* in the catalogues). */
export type ClockKind = 'storage_limit' | 'prior_notification' | 'treatment_contract_missing' | 'treatment_contract_expiry' | 'carrier_authorisation' | 'manager_authorisation' | 'yearly_report';

export interface ClockItem { kind: ClockKind; due_date: string; days_left: number; overdue: boolean; plan_id: number | null; residue: string | null; party: string | null }

const ClockItemSchema = Type.Object({
  kind: Type.String(), due_date: Type.String(), days_left: Type.Integer(), overdue: Type.Boolean(), plan_id: Type.Union([Type.Integer(), Type.Null()]),
  residue: NullableText(), party: NullableText(),
});
export const ClockSchema = Type.Object({ as_of: Type.String(), count: Type.Integer(), overdue: Type.Integer(), results: Type.Array(ClockItemSchema) });

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** RD 553/2020 art. 8: the prior notification is filed at least 10 days before the transfer. */
export const NOTIFICATION_DAYS = 10;

/**
 * Every dated obligation the center's data implies, soonest first (one statement for any number
 * of plans): storage limits since the first deposit, prior notifications due before planned
 * transfers, missing or expiring treatment contracts, carrier and manager authorisations, and the
 * yearly report due before 1 March.
 */
export async function legalClock(db: Database, files: FileService, request: FastifyRequest, centerId: number, asOf: string) {
  const loaded = await loadPlans(db, and(eq(collectionPlans.centerId, centerId), eq(collectionPlans.isCancelled, false)));
  const plans = presentPlans(files, request, loaded, asOf);
  return answer(asOf, clockItems(plans, asOf));
}

const answer = <T extends ClockItem>(asOf: string, items: T[]) => {
  const results = items.sort((a, b) => a.due_date.localeCompare(b.due_date) || a.kind.localeCompare(b.kind) || (a.plan_id ?? 0) - (b.plan_id ?? 0));
  return { as_of: asOf, count: results.length, overdue: results.filter((item) => item.overdue).length, results };
};

/** The obligations of one center's current plans. */
function clockItems(plans: ReturnType<typeof presentPlans>, asOf: string): ClockItem[] {
  const items: Omit<ClockItem, 'days_left' | 'overdue'>[] = [];
  const parties = new Map<string, Omit<ClockItem, 'days_left' | 'overdue'>>();
  for (const plan of plans) {
    if (plan.end_date && plan.end_date < asOf) continue;
    const residue = `${plan.residue.ler_code} ${plan.residue.name}`;
    const about = { plan_id: plan.id, residue, party: null };
    if (plan.storage_deadline) items.push({ kind: 'storage_limit', due_date: plan.storage_deadline, ...about });
    const transfer = plan.next_collection_date ?? (plan.last_collection_date ? null : plan.start_date);
    if (plan.documents.previous_notification === 'missing' && transfer) items.push({ kind: 'prior_notification', due_date: addDays(transfer, -NOTIFICATION_DAYS), ...about });
    if (plan.documents.treatment_contract === 'missing' && transfer) items.push({ kind: 'treatment_contract_missing', due_date: transfer, ...about });
    if (plan.treatment_contract_expiry) items.push({ kind: 'treatment_contract_expiry', due_date: plan.treatment_contract_expiry, ...about });
    for (const [kind, party] of [['carrier_authorisation', plan.carrier], ['manager_authorisation', plan.manager]] as const) {
      if (party?.authorisation_expiry) parties.set(`${kind}:${party.id}`, { kind, due_date: party.authorisation_expiry, plan_id: null, residue: null, party: party.name });
    }
  }
  items.push(...parties.values());
  if (plans.length) {
    // The yearly report (memoria anual) of the previous year is due before 1 March.
    const year = Number(asOf.slice(0, 4));
    const thisYear = addDays(`${year}-03-01`, -1);
    items.push({ kind: 'yearly_report', due_date: asOf <= thisYear ? thisYear : addDays(`${year + 1}-03-01`, -1), plan_id: null, residue: null, party: null });
  }
  return items.map((item) => { const days = daysBetween(asOf, item.due_date); return { ...item, days_left: days, overdue: days < 0 }; });
}

/**
 * The clock of every center the user sees with the residue module on, in one answer: each item names its
 * center; the per-center rules are those of `legalClock`. Two statements for any number of centers and plans.
 */
export async function legalClockOfCenters(db: Database, files: FileService, request: FastifyRequest, asOf: string) {
  const loaded = await loadPlans(db, and(
    centerVisibleTo(currentUser(request), collectionPlans.centerId),
    eq(collectionPlans.isCancelled, false),
    sql`exists (select 1 from ${centerModules} where ${centerModules.centerId} = ${collectionPlans.centerId} and ${centerModules.module} = ${MODULE} and ${centerModules.isActive})`,
  ));
  const presented = presentPlans(files, request, loaded, asOf);
  const byCenter = new Map<number, typeof presented>();
  for (const plan of presented) byCenter.set(plan.center_id, [...(byCenter.get(plan.center_id) ?? []), plan]);
  const names = byCenter.size
    ? new Map((await db.select({ id: centers.id, name: centers.name }).from(centers).where(inArray(centers.id, [...byCenter.keys()]))).map((row) => [row.id, row.name]))
    : new Map<number, string>();
  const items = [...byCenter].flatMap(([centerId, plans]) => clockItems(plans, asOf).map((item) => ({ ...item, center_id: centerId, center: { id: centerId, name: names.get(centerId) ?? '' } })));
  const whole = answer(asOf, items);
  return { ...whole, centers: byCenter.size };
}

const Params = Type.Object({ centerId: Type.Integer({ minimum: 1 }) });
const Query = Type.Object({ asOf: Type.Optional(DateField()) });

const CenterClockSchema = Type.Object({
  as_of: Type.String(), count: Type.Integer(), overdue: Type.Integer(), centers: Type.Integer(),
  results: Type.Array(Type.Object({ ...ClockItemSchema.properties, center_id: Type.Integer(), center: Type.Object({ id: Type.Integer(), name: Type.String() }) })),
});

export const clockRoutes: RegisterModule = (app, { db, files }) => {
  // Before /:centerId/...: the clock of all the user's centers with the module on.
  app.get('/api/residue-module/legal-clock', {
    config: { access: everyone, tenancy: 'visible-centers' },
    schema: { tags: ['Waste: legal clock'], querystring: Query, response: answers(CenterClockSchema) },
  }, (request) => legalClockOfCenters(db, files, request, request.query.asOf ?? todayInSpain()));

  app.get('/api/residue-module/:centerId/legal-clock', {
    config: { access: everyone, tenancy: { center: 'params', key: 'centerId', mode: 'read', module: MODULE } },
    schema: { tags: ['Waste: legal clock'], params: Params, querystring: Query, response: answers(ClockSchema) },
  }, (request) => legalClock(db, files, request, request.params.centerId, request.query.asOf ?? todayInSpain()));
};
