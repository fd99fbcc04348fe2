import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { calendarDate, daysUntil } from '../../../contract/field-kinds';
import { CLOCK_HORIZON_DAYS, CLOCK_PAGE_SIZE } from '../../../contract/waste';
import type { Database } from '../../db/client';
import { centerModules, centers, collectionPlans } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { addDays, DateField, todayInSpain } from '../../lib/dates';
import { badRequest } from '../../lib/errors';
import { pickName, type Language } from '../../lib/language';
import { listQueryFields, pageWindow, shapePage } from '../../lib/paging';
import { centerVisibleTo } from '../../lib/tenancy';
import { answers, NullableText } from '../../lib/wire';
import { currentUser, type AuthUser } from '../../plugins/auth';
import { MODULE, wasteTenancy } from './fields';
import { documentState, loadClockPlans, needsNotification, nextCollection, planStorageDeadline, type ClockPlan } from './present';
import { everyone } from '../../lib/access';
import { CenterParams } from '../../lib/fields';

/** What a dated obligation is about (waste.clock.kinds.* in the catalogues). */
export type ClockKind =
  | 'storage_limit'
  | 'prior_notification'
  | 'treatment_contract_missing'
  | 'treatment_contract_expiry'
  | 'carrier_authorisation'
  | 'manager_authorisation'
  | 'yearly_report';

export interface ClockItem {
  kind: ClockKind;
  due_date: string;
  days_left: number;
  overdue: boolean;
  plan_id: number | null;
  residue: string | null;
  party: string | null;
}

const ClockItemSchema = Type.Object({
  kind: Type.String(),
  due_date: Type.String(),
  days_left: Type.Integer(),
  overdue: Type.Boolean(),
  plan_id: Type.Union([Type.Integer(), Type.Null()]),
  residue: NullableText(),
  party: NullableText(),
});
export const ClockSchema = Type.Object({
  as_of: Type.String(),
  count: Type.Integer(),
  overdue: Type.Integer(),
  results: Type.Array(ClockItemSchema),
});

/** RD 553/2020 art. 8: the prior notification is filed at least 10 days before the transfer. */
export const NOTIFICATION_DAYS = 10;

/**
 * Every dated obligation the center's data implies, soonest first (one statement for any number
 * of plans): storage limits since the first deposit, prior notifications due before planned
 * transfers, missing or expiring treatment contracts, carrier and manager authorisations, and the
 * yearly report due before 1 March.
 */
export async function legalClock(db: Database, request: FastifyRequest, centerId: number, asOf: string) {
  const plans = await loadClockPlans(db, and(eq(collectionPlans.centerId, centerId), eq(collectionPlans.isCancelled, false)));
  return answer(asOf, clockItems(request.language, plans, asOf));
}

// Code-point comparison: ISO dates and ASCII kinds sort the same as with localeCompare, without ICU's cost
// (tens of thousands of items on the clock of all centers).
export const compareCodePoints = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const compare = compareCodePoints;
const sortItems = <T extends ClockItem>(items: T[]) =>
  items.sort((a, b) => compare(a.due_date, b.due_date) || compare(a.kind, b.kind) || (a.plan_id ?? 0) - (b.plan_id ?? 0));

const answer = <T extends ClockItem>(asOf: string, items: T[]) => {
  const results = sortItems(items);
  return { as_of: asOf, count: results.length, overdue: results.filter((item) => item.overdue).length, results };
};

/** The obligations of one center's current plans (the narrow clock rows of `loadClockPlans`). */
export function clockItems(language: Language, plans: ClockPlan[], asOf: string): ClockItem[] {
  const items: Omit<ClockItem, 'days_left' | 'overdue'>[] = [];
  const parties = new Map<string, Omit<ClockItem, 'days_left' | 'overdue'>>();
  for (const plan of plans) {
    if (plan.endDate && plan.endDate < asOf) continue;
    const last = plan.lastCollection;
    const residue = `${plan.lerCode} ${pickName(language, { spanish: plan.nameSpanish, catalan: plan.nameCatalan })}`;
    const about = { plan_id: plan.id, residue, party: null };
    const storage = planStorageDeadline(plan, last, plan.lerCode, plan.treatmentType);
    if (storage) items.push({ kind: 'storage_limit', due_date: storage, ...about });
    const next = nextCollection(plan, last);
    const transfer = next ?? (last ? null : plan.startDate);
    const notification = documentState(
      needsNotification({ residue: plan, treatment: { type: plan.treatmentType } }),
      plan.hasNotification,
      null,
      asOf,
    );
    const contract = documentState(plan.needsTreatmentContract, plan.hasContract, plan.treatmentContractExpiry, asOf);
    if (notification === 'missing' && transfer)
      items.push({ kind: 'prior_notification', due_date: addDays(transfer, -NOTIFICATION_DAYS), ...about });
    if (contract === 'missing' && transfer) items.push({ kind: 'treatment_contract_missing', due_date: transfer, ...about });
    if (plan.treatmentContractExpiry) items.push({ kind: 'treatment_contract_expiry', due_date: plan.treatmentContractExpiry, ...about });
    const both = [
      ['carrier_authorisation', plan.carrierId, plan.carrierName, plan.carrierExpiry],
      ['manager_authorisation', plan.managerId, plan.managerName, plan.managerExpiry],
    ] as const;
    for (const [kind, id, name, expiry] of both) {
      if (id !== null && expiry) parties.set(`${kind}:${id}`, { kind, due_date: expiry, plan_id: null, residue: null, party: name });
    }
  }
  items.push(...parties.values());
  if (plans.length) {
    // The yearly report (memoria anual) of the previous year is due before 1 March.
    const year = Number(asOf.slice(0, 4));
    const thisYear = addDays(`${year}-03-01`, -1);
    items.push({
      kind: 'yearly_report',
      due_date: asOf <= thisYear ? thisYear : addDays(`${year + 1}-03-01`, -1),
      plan_id: null,
      residue: null,
      party: null,
    });
  }
  // Days and overdue by the contract's day arithmetic, as every due date of the product, against the clock's own day.
  const today = calendarDate(asOf)!;
  return items.map((item) => {
    const days = daysUntil(item.due_date, today);
    return { days_left: days, overdue: days < 0, ...item };
  });
}

/** The current plans of every center the user sees with the module on (and `where` allows), by center: one statement. */
export async function clockPlansByCenter(db: Database, user: AuthUser, where?: SQL) {
  const plans = await loadClockPlans(
    db,
    and(
      centerVisibleTo(user, collectionPlans.centerId),
      eq(collectionPlans.isCancelled, false),
      sql`exists (select 1 from ${centerModules} where ${centerModules.centerId} = ${collectionPlans.centerId} and ${centerModules.module} = ${MODULE} and ${centerModules.isActive})`,
      where,
    ),
  );
  const byCenter = new Map<number, ClockPlan[]>();
  for (const plan of plans) {
    const own = byCenter.get(plan.centerId);
    if (own) own.push(plan);
    else byCenter.set(plan.centerId, [plan]);
  }
  return byCenter;
}

/**
 * The clock of every center the user sees with the residue module on, in one paged answer: each item names
 * its center; the per-center rules are those of `legalClock`. Only what is overdue or falls due on or before
 * `until` (default `asOf` + 90 days) is listed, soonest first, a page at a time; `count` and `overdue` count the
 * whole horizon, `centers` the centers with current plans. Two statements for any number of centers and plans:
 * the narrow clock rows, then the names of the page's centers.
 */
export async function legalClockOfCenters(db: Database, request: FastifyRequest, query: Static<typeof CentersQuery>) {
  const asOf = query.asOf ?? todayInSpain();
  const until = query.until ?? addDays(asOf, CLOCK_HORIZON_DAYS);
  if (until < asOf) throw badRequest('until', 'The horizon (until) cannot be before the day the clock is read (asOf).');
  const byCenter = await clockPlansByCenter(db, currentUser(request));
  const items: (ClockItem & { center_id: number })[] = [];
  for (const [centerId, own] of byCenter) {
    for (const item of clockItems(request.language, own, asOf))
      if (item.overdue || item.due_date <= until) items.push({ center_id: centerId, ...item });
  }
  sortItems(items);
  const window = pageWindow({ page: query.page, pageSize: query.pageSize ?? CLOCK_PAGE_SIZE });
  const slice = items.slice(window.offset, window.offset + window.pageSize);
  const pageCenters = [...new Set(slice.map((item) => item.center_id))];
  const names = pageCenters.length
    ? new Map(
        (await db.select({ id: centers.id, name: centers.name }).from(centers).where(inArray(centers.id, pageCenters))).map((row) => [
          row.id,
          row.name,
        ]),
      )
    : new Map<number, string>();
  const page = shapePage(
    request,
    window,
    items.length,
    slice.map((item) => ({ center: { id: item.center_id, name: names.get(item.center_id) ?? '' }, ...item })),
  );
  return { as_of: asOf, until, ...page, overdue: items.filter((item) => item.overdue).length, centers: byCenter.size };
}

const Query = Type.Object({ asOf: Type.Optional(DateField()) });
const CentersQuery = Type.Object({
  asOf: Type.Optional(DateField()),
  until: Type.Optional({
    ...DateField(),
    description: 'yyyy-MM-dd: list what falls due up to this day (default asOf + 90 days); overdue items always',
  }),
  page: listQueryFields.page,
  pageSize: listQueryFields.pageSize,
});

const CenterClockSchema = Type.Object({
  as_of: Type.String(),
  until: Type.String(),
  count: Type.Integer(),
  next: NullableText(),
  previous: NullableText(),
  overdue: Type.Integer(),
  centers: Type.Integer(),
  results: Type.Array(
    Type.Object({
      ...ClockItemSchema.properties,
      center_id: Type.Integer(),
      center: Type.Object({ id: Type.Integer(), name: Type.String() }),
    }),
  ),
});

export const clockRoutes: RegisterModule = (app, { db }) => {
  // Before /:centerId/...: the clock of all the user's centers with the module on.
  app.get(
    '/api/residue-module/legal-clock',
    {
      config: { access: everyone, tenancy: 'visible-centers' },
      schema: { tags: ['Waste: legal clock'], querystring: CentersQuery, response: answers(CenterClockSchema) },
    },
    (request) => legalClockOfCenters(db, request, request.query),
  );

  app.get(
    '/api/residue-module/:centerId/legal-clock',
    {
      config: { access: everyone, tenancy: wasteTenancy.center('read') },
      schema: { tags: ['Waste: legal clock'], params: CenterParams, querystring: Query, response: answers(ClockSchema) },
    },
    (request) => legalClock(db, request, request.params.centerId, request.query.asOf ?? todayInSpain()),
  );
};
