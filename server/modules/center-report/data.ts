import { and, asc, count, desc, eq, gte, inArray, lte, not, sql } from 'drizzle-orm';
import { requirementRepealed } from '../legal-changes/repeal';
import { agendaShows, type AgendaItem } from '../../../contract/agenda';
import { thresholdFor, type EvaluationMethod, type OperatingCondition } from '../../../contract/aspects';
import { CENTER_MODULES, type CenterModule } from '../../../contract/modules';
import type { Database } from '../../db/client';
import {
  aspectEvaluations,
  aspects,
  lifeCycleStages,
  vectors,
  zones,
  areas,
  collectionPlans,
  consultancies,
  centerModules,
  centers,
  enterprises,
  evaluatedAspects,
  evidences,
  improvementActions,
  residueCollections,
  residues,
  treatments,
  users,
} from '../../db/schema';
import type { AuthUser } from '../../lib/access';
import { addDays } from '../../lib/dates';
import { notFound } from '../../lib/errors';
import { pickName, type Language } from '../../lib/language';
import { centerVisibleTo } from '../../lib/tenancy';
import { agendaItems } from '../agenda/obligations';
import { withAspectPlace, placeOrder } from '../aspects/place';
import { fulfillment } from '../legal-module/statistics';
import { withLevelJoins } from '../legal-module/evidence-queries';
import { complianceTrend, type TrendPoint } from './trend';

// What a center report shows, gathered in a fixed number of statements whatever the number of evidences, actions,
// collections or aspects: the center (with its tenancy check), the counts by area and state, the trend, the agenda (its
// own two), the waste totals, the open actions, the significant aspects. Sections of modules switched off, or that the
// viewer's role may not see (the agenda's rule), are not read at all.

/** How far ahead "due soon" looks. */
export const DUE_SOON_DAYS = 30;

export interface ReportPeriod {
  from: string;
  to: string;
  today: string;
}

type States = { FULFILLED: number; IN_PROCESS: number; NOT_FULFILLED: number };

/** The center, its enterprise and consultancy, their logos' file ids and the active modules: one statement, the tenancy in it. */
export async function centerHeader(db: Database, user: AuthUser, centerId: number) {
  const [row] = await db
    .select({
      id: centers.id,
      name: centers.name,
      address: centers.address,
      postalCode: centers.postalCode,
      municipality: centers.municipality,
      province: centers.province,
      usedLanguage: centers.usedLanguage,
      enterprise: enterprises.name,
      consultancy: consultancies.name,
      consultancyLogo: consultancies.logoId,
      enterpriseLogo: enterprises.logoId,
      centerLogo: centers.logoId,
      modules: sql<string[]>`(select coalesce(array_agg(${centerModules.module}), '{}') from ${centerModules}
        where ${centerModules.centerId} = ${centers.id} and ${centerModules.isActive})`,
    })
    .from(centers)
    .innerJoin(enterprises, eq(enterprises.id, centers.enterpriseId))
    .innerJoin(consultancies, eq(consultancies.id, centers.consultancyId))
    .where(and(eq(centers.id, centerId), centerVisibleTo(user, centers.id)));
  if (!row) throw notFound('center');
  return row;
}
export type CenterHeader = Awaited<ReturnType<typeof centerHeader>>;

/** Evidences by area and state, one grouped statement; the center's figure is their sum. */
async function byArea(db: Database, centerId: number, language: Language) {
  const rows = await withLevelJoins(
    db
      .select({ id: areas.id, nameSpanish: areas.nameSpanish, nameCatalan: areas.nameCatalan, state: evidences.state, evidences: count() })
      .from(evidences)
      .$dynamic(),
  )
    .where(and(eq(evidences.centerId, centerId), not(requirementRepealed())))
    .groupBy(areas.id, areas.nameSpanish, areas.nameCatalan, areas.order, evidences.state)
    .orderBy(asc(areas.order), asc(areas.id));
  const empty = (): States => ({ FULFILLED: 0, IN_PROCESS: 0, NOT_FULFILLED: 0 });
  const total = empty();
  const byId = new Map<number, { name: string; counts: States }>();
  for (const row of rows) {
    const entry = byId.get(row.id) ?? { name: pickName(language, { spanish: row.nameSpanish, catalan: row.nameCatalan }), counts: empty() };
    byId.set(row.id, entry);
    entry.counts[row.state as keyof States] += row.evidences;
    total[row.state as keyof States] += row.evidences;
  }
  return {
    total: { counts: total, ...fulfillment(total) },
    areas: [...byId.values()].map(({ name, counts }) => ({ name, counts, ...fulfillment(counts) })),
  };
}

/** Collected quantities of the period by residue, treatment and unit: one grouped statement. */
function wasteTotals(db: Database, centerId: number, period: ReportPeriod, language: Language) {
  return db
    .select({
      lerCode: residues.lerCode,
      nameSpanish: residues.nameSpanish,
      nameCatalan: residues.nameCatalan,
      treatmentType: treatments.type,
      treatmentName: treatments.name,
      unit: residueCollections.unit,
      quantity: sql<string>`sum(${residueCollections.quantity})::text`,
      collections: count(),
    })
    .from(residueCollections)
    .innerJoin(collectionPlans, eq(collectionPlans.id, residueCollections.collectionPlanId))
    .innerJoin(residues, eq(residues.id, collectionPlans.residueId))
    .innerJoin(treatments, eq(treatments.id, collectionPlans.treatmentId))
    .where(
      and(eq(residueCollections.centerId, centerId), gte(residueCollections.date, period.from), lte(residueCollections.date, period.to)),
    )
    .groupBy(residues.id, treatments.id, residueCollections.unit)
    .orderBy(asc(residues.lerCode), asc(residues.id), asc(treatments.type), asc(residueCollections.unit))
    .then((rows) => rows.map((row) => ({ ...row, residue: pickName(language, { spanish: row.nameSpanish, catalan: row.nameCatalan }) })));
}

/** The open improvement actions (open or in progress) with their responsible's name, soonest due first: one statement. */
function openActions(db: Database, centerId: number) {
  return db
    .select({
      id: improvementActions.id,
      action: improvementActions.action,
      description: improvementActions.description,
      dueDate: improvementActions.dueDate,
      status: improvementActions.status,
      responsible: users.name,
    })
    .from(improvementActions)
    .leftJoin(users, eq(users.id, improvementActions.responsibleId))
    .where(and(eq(improvementActions.centerId, centerId), inArray(improvementActions.status, ['OPEN', 'IN_PROGRESS'])))
    .orderBy(asc(improvementActions.dueDate), asc(improvementActions.id));
}

/** The significant aspects of the center's last closed evaluation, in the tree's order: one statement. */
async function significantAspects(db: Database, centerId: number, language: Language) {
  const lastClosed = sql`(select ${aspectEvaluations.id} from ${aspectEvaluations}
    where ${aspectEvaluations.centerId} = ${centerId} and not ${aspectEvaluations.isOpen}
    order by ${aspectEvaluations.date} desc, ${aspectEvaluations.id} desc limit 1)`;
  const rows = await withAspectPlace(
    db
      .select({
        evaluationDate: sql<string>`to_char(${aspectEvaluations.date}, 'YYYY-MM-DD')`,
        method: aspectEvaluations.method,
        condition: evaluatedAspects.condition,
        score: evaluatedAspects.score,
        aspect: { nameSpanish: aspects.nameSpanish, nameCatalan: aspects.nameCatalan },
        vector: { nameSpanish: vectors.nameSpanish, nameCatalan: vectors.nameCatalan },
        stage: lifeCycleStages.name,
        zone: zones.name,
      })
      .from(evaluatedAspects)
      .innerJoin(aspectEvaluations, eq(aspectEvaluations.id, evaluatedAspects.evaluationId))
      .$dynamic(),
    evaluatedAspects.centerAspectId,
  )
    .where(and(eq(evaluatedAspects.evaluationId, lastClosed), eq(evaluatedAspects.isSignificant, true)))
    .orderBy(...placeOrder, asc(evaluatedAspects.condition));
  return rows.map((row) => ({
    evaluationDate: row.evaluationDate,
    aspect: pickName(language, { spanish: row.aspect.nameSpanish, catalan: row.aspect.nameCatalan }),
    vector: pickName(language, { spanish: row.vector.nameSpanish, catalan: row.vector.nameCatalan }),
    place: `${row.stage} · ${row.zone}`,
    condition: row.condition as OperatingCondition,
    score: row.score,
    threshold: thresholdFor(row.method as EvaluationMethod, row.condition as OperatingCondition),
  }));
}

/** The date of the center's last closed aspect evaluation (when it has no significant aspect, the section still says which). */
async function lastClosedEvaluation(db: Database, centerId: number) {
  const [row] = await db
    .select({ date: sql<string>`to_char(${aspectEvaluations.date}, 'YYYY-MM-DD')` })
    .from(aspectEvaluations)
    .where(and(eq(aspectEvaluations.centerId, centerId), eq(aspectEvaluations.isOpen, false)))
    .orderBy(desc(aspectEvaluations.date), desc(aspectEvaluations.id))
    .limit(1);
  return row?.date ?? null;
}

export interface ReportData {
  language: Language;
  period: ReportPeriod;
  center: CenterHeader;
  /** The modules whose sections the report holds: switched on, and shown to the viewer's role. */
  sections: Set<CenterModule>;
  compliance?: Awaited<ReturnType<typeof byArea>> & { trend: TrendPoint[] };
  agenda: Omit<AgendaItem, 'id' | 'center' | 'enterprise'>[];
  waste?: Awaited<ReturnType<typeof wasteTotals>>;
  actions?: Awaited<ReturnType<typeof openActions>>;
  aspects?: { evaluationDate: string | null; rows: Awaited<ReturnType<typeof significantAspects>> };
}

/**
 * Everything the report shows. Statements: 1 (center) + 2 (counts, trend) + 1 (agenda) + 1 (waste) + 1 (actions)
 * + 1 or 2 (aspects): at most 9, whatever the volume; fewer when modules are off.
 */
export async function reportData(
  db: Database,
  user: AuthUser,
  centerId: number,
  language: Language | undefined,
  period: ReportPeriod,
): Promise<ReportData> {
  const center = await centerHeader(db, user, centerId);
  const chosen = language ?? (center.usedLanguage === 'ca' ? 'ca' : 'es');
  const active = new Set(center.modules);
  const sections = new Set(CENTER_MODULES.filter((module) => active.has(module) && agendaShows(user.role, module)));
  const data: ReportData = { language: chosen, period, center, sections, agenda: [] };
  if (sections.has('legal-requirement'))
    data.compliance = { ...(await byArea(db, centerId, chosen)), trend: await complianceTrend(db, centerId, period.to) };
  if (sections.size) {
    const due = await agendaItems(
      { db },
      { user, language: chosen },
      { centerId, asOf: period.today, until: addDays(period.today, DUE_SOON_DAYS) },
    );
    data.agenda = due.items;
  }
  if (sections.has('residue')) data.waste = await wasteTotals(db, centerId, period, chosen);
  if (sections.has('improvement')) data.actions = await openActions(db, centerId);
  if (sections.has('environmental-aspects')) {
    const rows = await significantAspects(db, centerId, chosen);
    data.aspects = { evaluationDate: rows[0]?.evaluationDate ?? (await lastClosedEvaluation(db, centerId)), rows };
  }
  return data;
}
