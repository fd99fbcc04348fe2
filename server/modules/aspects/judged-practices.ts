import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aspects, centerPractices, evaluatedPractices, goodPractices, lifeCycleStages, vectors, zones } from '../../db/schema';
import { placeOrder, withAspectPlace } from './place';

// What the good practice evaluation routes and the guide document read of judged practices (no import circle between them).

/** The center's practices with their tree, and how this evaluation judged them (null: not yet). */
export const practiceSelect = (db: Database, evaluationId: number) =>
  withAspectPlace(
    db
      .select({
        centerPractice: centerPractices,
        practice: goodPractices,
        aspect: aspects,
        vector: vectors,
        zone: zones,
        stage: lifeCycleStages,
        evaluated: evaluatedPractices,
      })
      .from(centerPractices)
      .innerJoin(goodPractices, eq(goodPractices.id, centerPractices.goodPracticeId))
      .$dynamic(),
    centerPractices.centerAspectId,
  ).leftJoin(
    evaluatedPractices,
    and(eq(evaluatedPractices.centerPracticeId, centerPractices.id), eq(evaluatedPractices.evaluationId, evaluationId)),
  );
export const practiceOrder = [...placeOrder, asc(goodPractices.order), asc(goodPractices.id)];
