import { eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Database } from '../../db/client';
import { evaluatedPractices } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { ActionCreate } from './schemas';

// The SQL of the practice actions (practice-actions.ts) beyond their declaration.

/** The verification an action answers must be one of its practice, found not fulfilled. */
export async function checkVerification(db: Database, body: Static<typeof ActionCreate>) {
  if (!body.evaluated_practice_id) return;
  const [evaluated] = await db
    .select({ centerPracticeId: evaluatedPractices.centerPracticeId, state: evaluatedPractices.state })
    .from(evaluatedPractices)
    .where(eq(evaluatedPractices.id, body.evaluated_practice_id));
  if (!evaluated || evaluated.centerPracticeId !== body.center_practice_id)
    throw badRequest('evaluated_practice_id', 'aspects.verificationOfPractice');
  if (evaluated.state !== 'NOT_FULFILLED') throw badRequest('evaluated_practice_id', 'aspects.actionAnswersNotFulfilled');
}
