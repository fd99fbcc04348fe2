import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PracticeState } from '../../../contract/aspects';
import type { Database } from '../../db/client';
import {
  aspects,
  centerAspects,
  centerPractices,
  evaluatedPractices,
  goodPracticeEvaluations,
  lifeCycleStages,
  vectors,
  zones,
} from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import { AppError, invalidFields, notFound } from '../../lib/errors';
import { textOrNull } from '../../lib/fields';
import { type Message } from '../../lib/messages';
import { reference } from '../../lib/language';
import { practiceOrder, practiceSelect } from './judged-practices';

// The SQL of the good practice evaluation routes (good-practice-evaluations.ts): an evaluation, its navigation with
// the verified counts, the practices of a zone's vector and their verification, a practice's last fulfilment.

export type GoodPracticeEvaluationRow = typeof goodPracticeEvaluations.$inferSelect;

export const presentGoodPracticeEvaluation = (row: GoodPracticeEvaluationRow) => ({
  id: row.id,
  center_id: row.centerId,
  date: row.date,
  is_open: row.isOpen,
});

export const closedPracticeEvaluation = () => new AppError(409, 'evaluation_closed', 'aspects.practiceEvaluationClosed');

/** The evaluation, or 404. */
export async function goodPracticeEvaluationById(db: Database, id: number) {
  const [row] = await db.select().from(goodPracticeEvaluations).where(eq(goodPracticeEvaluations.id, id));
  if (!row) throw notFound('good-practice-evaluation');
  return row;
}

/** Opens or closes the evaluation; 404 when it is gone. */
export async function openGoodPracticeEvaluation(db: Database, id: number, isOpen: boolean) {
  const [row] = await writeTransaction(db, (tx) =>
    tx
      .update(goodPracticeEvaluations)
      .set({ isOpen, updatedAt: sql`now()` })
      .where(eq(goodPracticeEvaluations.id, id))
      .returning(),
  );
  if (!row) throw notFound('good-practice-evaluation');
  return row;
}

const counts = {
  total: sql<number>`count(${centerPractices.id})`.mapWith(Number),
  verified: sql<number>`count(${evaluatedPractices.id})`.mapWith(Number),
};

/** The center's stages with their zones, each zone with how many practices it has and how many the evaluation verified. */
export async function stagesOfPracticeEvaluation(db: Database, evaluation: GoodPracticeEvaluationRow) {
  const rows = await db
    .select({ stage: lifeCycleStages, zone: zones, ...counts })
    .from(lifeCycleStages)
    .leftJoin(zones, eq(zones.stageId, lifeCycleStages.id))
    .leftJoin(centerAspects, eq(centerAspects.zoneId, zones.id))
    .leftJoin(centerPractices, eq(centerPractices.centerAspectId, centerAspects.id))
    .leftJoin(
      evaluatedPractices,
      and(eq(evaluatedPractices.centerPracticeId, centerPractices.id), eq(evaluatedPractices.evaluationId, evaluation.id)),
    )
    .where(eq(lifeCycleStages.centerId, evaluation.centerId))
    .groupBy(lifeCycleStages.id, zones.id)
    .orderBy(asc(lifeCycleStages.order), asc(lifeCycleStages.id), asc(zones.order), asc(zones.id));
  const stages = new Map<
    number,
    { id: number; name: string; zones: { id: number; name: string; practice_count: number; verified_count: number }[] }
  >();
  for (const { stage, zone, total, verified } of rows) {
    const entry = stages.get(stage.id) ?? { id: stage.id, name: stage.name, zones: [] };
    stages.set(stage.id, entry);
    if (zone) entry.zones.push({ id: zone.id, name: zone.name, practice_count: total, verified_count: verified });
  }
  const results = [...stages.values()];
  return { count: results.length, next: null, previous: null, results };
}

/** The vectors of a zone's practices, each with how many practices it has and how many the evaluation verified. */
export async function vectorsOfPracticeEvaluation(
  db: Database,
  request: FastifyRequest,
  evaluation: GoodPracticeEvaluationRow,
  zoneId: number,
) {
  const rows = await db
    .select({ vector: vectors, ...counts })
    .from(centerPractices)
    .innerJoin(centerAspects, eq(centerAspects.id, centerPractices.centerAspectId))
    .innerJoin(aspects, eq(aspects.id, centerAspects.aspectId))
    .innerJoin(vectors, eq(vectors.id, aspects.vectorId))
    .leftJoin(
      evaluatedPractices,
      and(eq(evaluatedPractices.centerPracticeId, centerPractices.id), eq(evaluatedPractices.evaluationId, evaluation.id)),
    )
    .where(and(eq(centerAspects.zoneId, zoneId), eq(centerPractices.centerId, evaluation.centerId)))
    .groupBy(vectors.id)
    .orderBy(asc(vectors.order), asc(vectors.id));
  const results = rows.map(({ vector, total, verified }) =>
    reference(request, vector.id, vector, { practice_count: total, verified_count: verified }),
  );
  return { count: results.length, next: null, previous: null, results };
}

/** The center's practices on a zone's vector, with how this evaluation judged them. */
export async function practicesOnVector(
  db: Database,
  request: FastifyRequest,
  evaluation: GoodPracticeEvaluationRow,
  zoneId: number,
  vectorId: number,
) {
  const rows = await practiceSelect(db, evaluation.id)
    .where(and(eq(centerPractices.centerId, evaluation.centerId), eq(centerAspects.zoneId, zoneId), eq(aspects.vectorId, vectorId)))
    .orderBy(...practiceOrder);
  const results = rows.map((row) => ({
    center_practice_id: row.centerPractice.id,
    center_aspect_id: row.centerPractice.centerAspectId,
    practice: reference(request, row.practice.id, row.practice),
    aspect: reference(request, row.aspect.id, row.aspect),
    evaluated_practice: row.evaluated ? { id: row.evaluated.id, state: row.evaluated.state, comment: row.evaluated.comment } : null,
  }));
  return { count: results.length, next: null, previous: null, results };
}

/**
 * Saves the verification of practices on a zone's vector: a practice not on it is a 400 naming its place in the list;
 * the evaluation must still be open when the transaction locks it (409 otherwise).
 */
export async function saveGoodPracticeVerification(
  db: Database,
  evaluation: GoodPracticeEvaluationRow,
  zoneId: number,
  vectorId: number,
  items: { center_practice_id: number; state: PracticeState; comment?: string | null }[],
) {
  const onZone = await db
    .select({ id: centerPractices.id })
    .from(centerPractices)
    .innerJoin(centerAspects, eq(centerAspects.id, centerPractices.centerAspectId))
    .innerJoin(aspects, eq(aspects.id, centerAspects.aspectId))
    .where(and(eq(centerPractices.centerId, evaluation.centerId), eq(centerAspects.zoneId, zoneId), eq(aspects.vectorId, vectorId)));
  const allowed = new Set(onZone.map((row) => row.id));
  const fields: Record<string, Message> = {};
  items.forEach((item, index) => {
    if (!allowed.has(item.center_practice_id)) fields[`evaluated_practices.${index}.center_practice_id`] = 'aspects.practiceNotOnZone';
  });
  if (Object.keys(fields).length) throw invalidFields(fields);
  await writeTransaction(db, async (tx) => {
    const [open] = await tx
      .select({ isOpen: goodPracticeEvaluations.isOpen })
      .from(goodPracticeEvaluations)
      .where(eq(goodPracticeEvaluations.id, evaluation.id))
      .for('update');
    if (!open?.isOpen) throw closedPracticeEvaluation();
    for (const item of items) {
      const values = { state: item.state, comment: textOrNull(item.comment) };
      await tx
        .insert(evaluatedPractices)
        .values({ centerId: evaluation.centerId, evaluationId: evaluation.id, centerPracticeId: item.center_practice_id, ...values })
        .onConflictDoUpdate({
          target: [evaluatedPractices.evaluationId, evaluatedPractices.centerPracticeId],
          set: { ...values, updatedAt: sql`now()` },
        });
    }
  });
}

/** The date of the last closed evaluation before `beforeDate` that found the practice fulfilled on the zone's aspect; 404: never. */
export async function lastPracticeFulfilment(
  db: Database,
  where: { zoneId: number; aspectId: number; goodPracticeId: number; beforeDate: string },
) {
  const [row] = await db
    .select({ date: goodPracticeEvaluations.date })
    .from(evaluatedPractices)
    .innerJoin(goodPracticeEvaluations, eq(goodPracticeEvaluations.id, evaluatedPractices.evaluationId))
    .innerJoin(centerPractices, eq(centerPractices.id, evaluatedPractices.centerPracticeId))
    .innerJoin(centerAspects, eq(centerAspects.id, centerPractices.centerAspectId))
    .where(
      and(
        eq(centerAspects.zoneId, where.zoneId),
        eq(centerAspects.aspectId, where.aspectId),
        eq(centerPractices.goodPracticeId, where.goodPracticeId),
        eq(evaluatedPractices.state, 'FULFILLED'),
        eq(goodPracticeEvaluations.isOpen, false),
        lt(goodPracticeEvaluations.date, where.beforeDate),
      ),
    )
    .orderBy(desc(goodPracticeEvaluations.date))
    .limit(1);
  if (!row) throw notFound('practice-fulfilment');
  return row.date;
}
