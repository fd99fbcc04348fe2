import { and, asc, desc, eq, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import {
  methodFor,
  scoreOf,
  scoreProblems,
  type ScoreProblem,
  type EvaluationMethod,
  type OperatingCondition,
} from '../../../contract/aspects';
import type { Database } from '../../db/client';
import { aspectEvaluations, aspects, centerAspects, evaluatedAspects, lifeCycleStages, vectors, zones } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import { AppError, badRequest, conflict, invalidFields, notFound } from '../../lib/errors';
import { textOrNull } from '../../lib/fields';
import { message, type Message } from '../../lib/messages';
import { evaluatedOrder, evaluatedSelect } from './evaluated-aspects';
import type { EvaluatedCreate, EvaluatedQuery, EvaluatedWrite } from './schemas';

// The SQL of the aspect evaluation routes (aspect-evaluation-routes.ts): an evaluation, its tree, its evaluated aspects, its closure.

export type Evaluation = typeof aspectEvaluations.$inferSelect;

// Raw names: drizzle leaves columns of a one-table select unqualified, which the subquery would capture.
export const significantIds = sql<
  number[]
>`coalesce((select array_agg(significant.id order by significant.id) from evaluated_aspect significant where significant.evaluation_id = "aspect_evaluation"."id" and significant.is_significant), '{}')`;

export const presentEvaluation = (request: FastifyRequest, row: Evaluation, significant: number[]) => ({
  id: row.id,
  center_id: row.centerId,
  date: row.date,
  is_open: row.isOpen,
  method: methodFor(row.method, request.language),
  significant_evaluated_aspect_ids: row.isOpen ? [] : significant.map(Number),
});

export const closedEvaluation = () => new AppError(409, 'evaluation_closed', 'aspects.evaluationClosed');

/** A score problem in words. */
const scoreMessage = (problem: ScoreProblem): Message =>
  problem.problem === 'noCriterion'
    ? 'aspects.noSuchCriterion'
    : message(problem.problem === 'wholeNumber' ? 'aspects.scoreWholeNumber' : 'aspects.scoreOutOfScale', {
        min: problem.min,
        max: problem.max,
      });

/** 400 naming the score that does not fit the evaluation's own method; the score computed from them. */
function scored(method: EvaluationMethod, condition: OperatingCondition, scores: Record<string, number> | null) {
  if (scores === null) return null;
  const problems = Object.entries(scoreProblems(method, condition, scores));
  if (problems.length) throw invalidFields(Object.fromEntries(problems.map(([field, problem]) => [field, scoreMessage(problem)])));
  return scoreOf(method, condition, scores);
}

/** The evaluation with its significant aspects, or 404. */
export async function loadEvaluation(db: Database, id: number) {
  const [row] = await db
    .select({ row: aspectEvaluations, significant: significantIds })
    .from(aspectEvaluations)
    .where(eq(aspectEvaluations.id, id));
  if (!row) throw notFound('aspect-evaluation');
  return row;
}

/** The evaluation, or 404; 409 once it is closed. */
export async function loadOpenEvaluation(db: Database, id: number) {
  const found = await loadEvaluation(db, id);
  if (!found.row.isOpen) throw closedEvaluation();
  return found.row;
}

// ---- navigation: stages with their zones, then the vectors of a zone, with how many aspects are scored

export async function stagesOfEvaluation(db: Database, evaluation: Evaluation) {
  const rows = await db
    .select({
      stage: lifeCycleStages,
      zone: zones,
      total: sql<number>`count(${evaluatedAspects.id})`.mapWith(Number),
      scored: sql<number>`count(${evaluatedAspects.score})`.mapWith(Number),
    })
    .from(lifeCycleStages)
    .leftJoin(zones, eq(zones.stageId, lifeCycleStages.id))
    .leftJoin(centerAspects, eq(centerAspects.zoneId, zones.id))
    .leftJoin(
      evaluatedAspects,
      and(eq(evaluatedAspects.centerAspectId, centerAspects.id), eq(evaluatedAspects.evaluationId, evaluation.id)),
    )
    .where(eq(lifeCycleStages.centerId, evaluation.centerId))
    .groupBy(lifeCycleStages.id, zones.id)
    .orderBy(asc(lifeCycleStages.order), asc(lifeCycleStages.id), asc(zones.order), asc(zones.id));
  const stages = new Map<
    number,
    { id: number; name: string; zones: { id: number; name: string; evaluated_aspect_count: number; scored_count: number }[] }
  >();
  for (const { stage, zone, total, scored } of rows) {
    const entry = stages.get(stage.id) ?? { id: stage.id, name: stage.name, zones: [] };
    stages.set(stage.id, entry);
    if (zone) entry.zones.push({ id: zone.id, name: zone.name, evaluated_aspect_count: total, scored_count: scored });
  }
  return [...stages.values()];
}

export const vectorsOfZone = (db: Database, evaluationId: number, zoneId: number) =>
  db
    .select({
      vector: vectors,
      total: sql<number>`count(${evaluatedAspects.id})`.mapWith(Number),
      scored: sql<number>`count(${evaluatedAspects.score})`.mapWith(Number),
    })
    .from(evaluatedAspects)
    .innerJoin(centerAspects, eq(centerAspects.id, evaluatedAspects.centerAspectId))
    .innerJoin(aspects, eq(aspects.id, centerAspects.aspectId))
    .innerJoin(vectors, eq(vectors.id, aspects.vectorId))
    .where(and(eq(evaluatedAspects.evaluationId, evaluationId), eq(centerAspects.zoneId, zoneId)))
    .groupBy(vectors.id)
    .orderBy(asc(vectors.order), asc(vectors.id));

// ---- evaluated aspects

export const evaluatedWhere = (q: Partial<Static<typeof EvaluatedQuery>> & { aspectId?: number }) =>
  and(
    q.aspectId ? eq(centerAspects.aspectId, q.aspectId) : undefined,
    q.zoneId ? eq(centerAspects.zoneId, q.zoneId) : undefined,
    q.vectorId ? eq(aspects.vectorId, q.vectorId) : undefined,
    q.centerAspectId ? eq(evaluatedAspects.centerAspectId, q.centerAspectId) : undefined,
    q.condition ? eq(evaluatedAspects.condition, q.condition) : undefined,
  );

/** One page of an evaluation's evaluated aspects, with the window's total. */
export const evaluatedPageRows = (db: Database, evaluationId: number, where: SQL | undefined) => (limit: number, offset: number) =>
  evaluatedSelect(db)
    .where(and(eq(evaluatedAspects.evaluationId, evaluationId), where))
    .orderBy(...evaluatedOrder)
    .limit(limit)
    .offset(offset);

export const countEvaluated = (db: Database, evaluationId: number) =>
  db.$count(evaluatedAspects, eq(evaluatedAspects.evaluationId, evaluationId));

/** One evaluated aspect of the evaluation, or 404. */
export async function evaluatedOf(db: Database, evaluationId: number, evaluatedId: number) {
  const [row] = await evaluatedSelect(db).where(and(eq(evaluatedAspects.id, evaluatedId), eq(evaluatedAspects.evaluationId, evaluationId)));
  if (!row) throw notFound('evaluated-aspect');
  return row;
}

/** One evaluated aspect by its id alone, or 404. */
export async function evaluatedById(db: Database, id: number) {
  const [joined] = await evaluatedSelect(db).where(eq(evaluatedAspects.id, id));
  if (!joined) throw notFound('evaluated-aspect');
  return joined;
}

/** Every evaluated aspect of an evaluation, in the tree's order. */
export const allEvaluated = (db: Database, evaluationId: number) =>
  evaluatedSelect(db)
    .where(eq(evaluatedAspects.evaluationId, evaluationId))
    .orderBy(...evaluatedOrder);

/** A new evaluation starts with every aspect of its center, in normal operating condition, not yet scored. */
export async function seedEvaluatedAspects(tx: Database, evaluationId: number, centerId: number) {
  await tx.execute(
    sql`insert into evaluated_aspect (center_id, evaluation_id, center_aspect_id) select center_id, ${evaluationId}, id from center_aspect where center_id = ${centerId}`,
  );
}

/** Scores an aspect of the evaluation's center (400 otherwise; 409 when already evaluated in that condition); its id. */
export async function addEvaluated(db: Database, evaluation: Evaluation, body: Static<typeof EvaluatedCreate>) {
  const [centerAspect] = await db
    .select({ centerId: centerAspects.centerId })
    .from(centerAspects)
    .where(eq(centerAspects.id, body.center_aspect_id));
  if (!centerAspect || centerAspect.centerId !== evaluation.centerId) throw badRequest('center_aspect_id', 'aspects.aspectNotInCenter');
  const score = scored(evaluation.method, body.condition, body.scores);
  const [row] = await writeTransaction(db, (tx) =>
    tx
      .insert(evaluatedAspects)
      .values({
        centerId: evaluation.centerId,
        evaluationId: evaluation.id,
        centerAspectId: body.center_aspect_id,
        condition: body.condition,
        scores: body.scores,
        score,
        observations: textOrNull(body.observations),
      })
      .onConflictDoNothing()
      .returning(),
  );
  if (!row) throw conflict('aspects.alreadyEvaluated', 'already_evaluated', { condition: 'aspects.alreadyEvaluated' });
  return row.id;
}

/** Rescores an evaluated aspect of the evaluation: 404 when it is another's, 409 once the evaluation is closed. */
export async function rescoreEvaluated(db: Database, evaluation: Evaluation, evaluatedId: number, body: Static<typeof EvaluatedWrite>) {
  const [belongs] = await db
    .select({ id: evaluatedAspects.id })
    .from(evaluatedAspects)
    .where(and(eq(evaluatedAspects.id, evaluatedId), eq(evaluatedAspects.evaluationId, evaluation.id)));
  if (!belongs) throw notFound('evaluated-aspect');
  if (!evaluation.isOpen) throw closedEvaluation();
  const score = scored(evaluation.method, body.condition, body.scores);
  const updated = await writeTransaction(db, async (tx) => {
    // Locks the evaluation row: a concurrent closure waits, and a closed evaluation is never written.
    const [open] = await tx
      .select({ id: aspectEvaluations.id })
      .from(aspectEvaluations)
      .where(and(eq(aspectEvaluations.id, evaluation.id), eq(aspectEvaluations.isOpen, true)))
      .for('update');
    if (!open) throw closedEvaluation();
    return tx
      .update(evaluatedAspects)
      .set({
        condition: body.condition,
        scores: body.scores,
        score,
        observations: textOrNull(body.observations),
        updatedAt: sql`now()`,
      })
      .where(and(eq(evaluatedAspects.id, evaluatedId), eq(evaluatedAspects.evaluationId, evaluation.id)))
      .returning({ id: evaluatedAspects.id });
  });
  if (!updated.length) throw notFound('evaluated-aspect');
}

// ---- closure and reopening

/** Closes the evaluation with the chosen significant aspects (its own: 400 otherwise; 409 when already closed). */
export const closeEvaluation = (db: Database, id: number, chosen: number[]) =>
  writeTransaction(db, async (tx) => {
    const [open] = await tx.select().from(aspectEvaluations).where(eq(aspectEvaluations.id, id)).for('update');
    if (!open) throw notFound('aspect-evaluation');
    if (!open.isOpen) throw conflict('aspects.alreadyClosed', 'evaluation_closed');
    if (chosen.length) {
      const own = await tx
        .select({ id: evaluatedAspects.id })
        .from(evaluatedAspects)
        .where(and(eq(evaluatedAspects.evaluationId, open.id), inArray(evaluatedAspects.id, chosen)));
      const foreign = chosen.filter((chosenId) => !own.some((row) => row.id === chosenId));
      if (foreign.length) throw badRequest('significant_evaluated_aspect_ids', 'aspects.notOfThisEvaluation', { ids: foreign.join(', ') });
    }
    await tx
      .update(evaluatedAspects)
      .set({ isSignificant: chosen.length ? inArray(evaluatedAspects.id, chosen) : sql`false` })
      .where(eq(evaluatedAspects.evaluationId, open.id));
    const [row] = await tx
      .update(aspectEvaluations)
      .set({ isOpen: false, updatedAt: sql`now()` })
      .where(eq(aspectEvaluations.id, open.id))
      .returning();
    return row!;
  });

/** Reopens a closed evaluation: 404 when there is none, 409 when it is open. */
export async function reopenEvaluation(db: Database, id: number) {
  const [row] = await writeTransaction(db, (tx) =>
    tx
      .update(aspectEvaluations)
      .set({ isOpen: true, updatedAt: sql`now()` })
      .where(and(eq(aspectEvaluations.id, id), eq(aspectEvaluations.isOpen, false)))
      .returning(),
  );
  if (!row) {
    await loadEvaluation(db, id);
    throw conflict('aspects.alreadyOpen', 'evaluation_open');
  }
  return row;
}

// ---- the previous evaluation of the same center aspect

/** The center aspect's last scored evaluation before `current` and its evaluated aspects (404 when there is none). */
export async function previousEvaluationOf(db: Database, current: Evaluation, centerAspectId: number) {
  const [centerAspect] = await db
    .select({ centerId: centerAspects.centerId })
    .from(centerAspects)
    .where(eq(centerAspects.id, centerAspectId));
  if (centerAspect?.centerId !== current.centerId) throw notFound('aspect-evaluation');
  const [previous] = await db
    .select({ id: aspectEvaluations.id, date: aspectEvaluations.date, method: aspectEvaluations.method })
    .from(aspectEvaluations)
    .innerJoin(evaluatedAspects, eq(evaluatedAspects.evaluationId, aspectEvaluations.id))
    .where(
      and(
        eq(aspectEvaluations.centerId, current.centerId),
        eq(evaluatedAspects.centerAspectId, centerAspectId),
        isNotNull(evaluatedAspects.score),
        or(lt(aspectEvaluations.date, current.date), and(eq(aspectEvaluations.date, current.date), lt(aspectEvaluations.id, current.id))),
      ),
    )
    .orderBy(desc(aspectEvaluations.date), desc(aspectEvaluations.id))
    .limit(1);
  if (!previous) throw notFound('previous-aspect-evaluation');
  const rows = await evaluatedSelect(db)
    .where(and(eq(evaluatedAspects.evaluationId, previous.id), eq(evaluatedAspects.centerAspectId, centerAspectId)))
    .orderBy(...evaluatedOrder);
  return { previous, rows };
}
