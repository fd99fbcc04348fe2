import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { PRACTICE_ACTION_STATES } from '../../../contract/aspects';
import {
  aspects,
  centerPractices,
  evaluatedPractices,
  goodPracticeEvaluations,
  goodPractices,
  lifeCycleStages,
  practiceActions,
  zones,
} from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { todayInSpain } from '../../lib/dates';
import { badRequest } from '../../lib/errors';
import { OptionalId } from '../../lib/fields';
import { registerResource } from '../../lib/resource';
import { reference } from '../../lib/language';
import { MODULE } from './route-config';
import { withAspectPlace } from './place';
import { consultancyStaff, everyone } from '../../lib/access';
import { ActionCreate, ActionUpdate, PracticeAction, type ActionInput } from './schemas';
import { checkVerification } from './practice-action-queries';

// Practice actions (issue 11): what the center does about a practice it does not fulfil. An action belongs to
// a center practice; started from a good-practice evaluation it also names the NOT_FULFILLED verification.

const owner = { table: practiceActions, name: 'practice-action' } as const;
const practiceOwner = { table: centerPractices, name: 'center-practice' } as const;

/** A closed action carries its closing date; an open one none (400 naming the field). */
function checkClosing(body: ActionInput) {
  const closingDate = body.closing_date || null;
  if ((body.state ?? 'OPEN') === 'CLOSED' && !closingDate) throw badRequest('closing_date', 'aspects.closingDateNeeded');
  if (body.state !== 'CLOSED' && closingDate) throw badRequest('closing_date', 'aspects.closingDateOnlyClosed');
  if (closingDate && closingDate > todayInSpain()) throw badRequest('closing_date', 'aspects.closingDateFuture');
}

export const practiceActionRoutes: RegisterModule = (app, context) => {
  registerResource(app, context, {
    path: 'practice-actions',
    name: 'practice-action',
    tag: 'Practice actions',
    table: practiceActions,
    scope: {
      owner,
      column: practiceActions.centerId,
      module: MODULE,
      center: { in: 'parent', key: 'center_practice_id', owner: practiceOwner },
      listBy: { key: 'centerId', column: practiceActions.centerId },
    },
    access: { read: everyone, write: consultancyStaff },
    write: ActionCreate,
    updateWrite: ActionUpdate,
    jsonOnly: true,
    validate: async (db, body, { centerId }) => {
      // Only a create names the practice and the verification (the new row's center is known then).
      if (centerId) await checkVerification(db, body);
      checkClosing(body);
    },
    // The practice, verification and center are set once, on create.
    values: (body, { centerId }) => ({
      ...(centerId ? { centerId, centerPracticeId: body.center_practice_id, evaluatedPracticeId: body.evaluated_practice_id ?? null } : {}),
      description: body.description.trim(),
      responsible: body.responsible.trim(),
      dueDate: body.due_date,
      state: body.state ?? 'OPEN',
      closingDate: body.closing_date || null,
    }),
    // One statement: the actions with their practice's place in the tree and the evaluation they answer.
    join: {
      to: (query) =>
        withAspectPlace(
          query
            .innerJoin(centerPractices, eq(centerPractices.id, practiceActions.centerPracticeId))
            .innerJoin(goodPractices, eq(goodPractices.id, centerPractices.goodPracticeId)),
          centerPractices.centerAspectId,
        )
          .leftJoin(evaluatedPractices, eq(evaluatedPractices.id, practiceActions.evaluatedPracticeId))
          .leftJoin(goodPracticeEvaluations, eq(goodPracticeEvaluations.id, evaluatedPractices.evaluationId)),
      columns: { practice: goodPractices, aspect: aspects, zone: zones, stage: lifeCycleStages, evaluation: goodPracticeEvaluations },
    },
    present: (rows, request) => {
      const today = todayInSpain();
      return rows.map((row) => ({
        id: row.id,
        center_id: row.centerId,
        center_practice_id: row.centerPracticeId,
        evaluated_practice_id: row.evaluatedPracticeId,
        description: row.description,
        responsible: row.responsible,
        due_date: row.dueDate,
        state: row.state,
        closing_date: row.closingDate,
        is_overdue: row.state !== 'CLOSED' && row.dueDate < today,
        practice: reference(request, row.practice.id, row.practice),
        aspect: reference(request, row.aspect.id, row.aspect),
        zone: { id: row.zone.id, name: row.zone.name },
        stage: { id: row.stage.id, name: row.stage.name },
        // Left-joined: no evaluation when the action was not started from one.
        evaluation: row.evaluation ? { id: row.evaluation.id, date: row.evaluation.date } : null,
      }));
    },
    schema: PracticeAction,
    search: [],
    // Open actions first, soonest due first; closed ones after.
    order: [asc(sql`${practiceActions.state} = 'CLOSED'`), asc(practiceActions.dueDate), asc(practiceActions.id)],
    filters: {
      query: {
        state: Type.Optional(Type.Enum([...PRACTICE_ACTION_STATES])),
        open: Type.Optional(Type.Boolean({ description: 'true: OPEN and IN_PROGRESS only' })),
        centerPracticeId: OptionalId(),
        evaluatedPracticeId: OptionalId(),
        goodPracticeEvaluationId: OptionalId(),
      },
      where: (query) => {
        const q = query as {
          state?: string;
          open?: boolean;
          centerPracticeId?: number;
          evaluatedPracticeId?: number;
          goodPracticeEvaluationId?: number;
        };
        return and(
          q.state ? eq(practiceActions.state, q.state) : undefined,
          q.open ? ne(practiceActions.state, 'CLOSED') : undefined,
          q.centerPracticeId ? eq(practiceActions.centerPracticeId, q.centerPracticeId) : undefined,
          q.evaluatedPracticeId ? eq(practiceActions.evaluatedPracticeId, q.evaluatedPracticeId) : undefined,
          q.goodPracticeEvaluationId ? eq(evaluatedPractices.evaluationId, q.goodPracticeEvaluationId) : undefined,
        );
      },
    },
  });
};
