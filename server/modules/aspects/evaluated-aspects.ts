import { asc } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isSignificant, thresholdFor, type EvaluationMethod, type OperatingCondition } from '../../../contract/aspects';
import type { Database } from '../../db/client';
import { aspects, evaluatedAspects, lifeCycleStages, vectors, zones } from '../../db/schema';
import { windowCount } from '../../lib/paging';
import { reference } from '../../lib/language';
import { placeOrder, withAspectPlace } from './place';

// What the evaluation routes and the inventory workbook read of evaluated aspects (one place, no import circle between them).

/** The evaluated aspects with their place in the tree, named in the request's language. */
export const evaluatedSelect = (db: Database) =>
  withAspectPlace(
    db
      .select({ row: evaluatedAspects, aspect: aspects, vector: vectors, zone: zones, stage: lifeCycleStages, total: windowCount })
      .from(evaluatedAspects)
      .$dynamic(),
    evaluatedAspects.centerAspectId,
  );
export const evaluatedOrder = [...placeOrder, asc(evaluatedAspects.condition)];
type EvaluatedJoined = Awaited<ReturnType<ReturnType<typeof evaluatedSelect>['execute']>>[number];

export const presentEvaluated =
  (request: FastifyRequest | { language: 'es' | 'ca' | 'en' }, method: EvaluationMethod) => (joined: Omit<EvaluatedJoined, 'total'>) => {
    const { row } = joined;
    const condition = row.condition as OperatingCondition;
    return {
      id: row.id,
      evaluation_id: row.evaluationId,
      center_id: row.centerId,
      center_aspect_id: row.centerAspectId,
      stage: { id: joined.stage.id, name: joined.stage.name },
      zone: { id: joined.zone.id, name: joined.zone.name },
      aspect: reference(request as FastifyRequest, joined.aspect.id, joined.aspect),
      vector: reference(request as FastifyRequest, joined.vector.id, joined.vector),
      condition,
      scores: row.scores ?? null,
      score: row.score,
      threshold: thresholdFor(method, condition),
      reaches_threshold: isSignificant(method, condition, row.score),
      is_significant: row.isSignificant,
      observations: row.observations,
    };
  };
