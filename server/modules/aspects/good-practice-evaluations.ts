import { desc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { PRACTICE_STATES } from '../../../contract/aspects';
import { goodPracticeEvaluations } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { DateField } from '../../lib/dates';
import { DocumentLanguageQuery, IdParams, Id, OptionalText } from '../../lib/fields';
import { documentLanguage } from '../../lib/language';
import { sendGuide } from './guide';
import { aspectTenancy, MODULE } from './route-config';
import { zoneRow } from './zones';
import { registerResource } from '../../lib/resource';
import { answers, PageOf } from '../../lib/wire';
import { GoodPracticeEvaluation, GoodPracticeEvaluationStage, GoodPracticeEvaluationVector, PracticeVerification } from './schemas';
import { centerRow } from '../../lib/center-rows';
import { consultancyStaff, everyone } from '../../lib/access';
import {
  closedPracticeEvaluation as closed,
  goodPracticeEvaluationById,
  lastPracticeFulfilment,
  openGoodPracticeEvaluation,
  practicesOnVector,
  presentGoodPracticeEvaluation as presentEvaluation,
  saveGoodPracticeVerification,
  stagesOfPracticeEvaluation,
  vectorsOfPracticeEvaluation,
} from './good-practice-evaluation-queries';

// The SQL is in good-practice-evaluation-queries.ts.

const tags = ['Good practice evaluations'];
const owner = { table: goodPracticeEvaluations, name: 'good-practice-evaluation' } as const;

export const goodPracticeEvaluationRoutes: RegisterModule = (app, context) => {
  const { db, files } = context;
  const load = (id: number) => goodPracticeEvaluationById(db, id);

  registerResource(app, context, {
    path: 'good-practice-evaluations',
    name: 'good-practice-evaluation',
    tag: tags[0]!,
    table: goodPracticeEvaluations,
    scope: {
      owner,
      column: goodPracticeEvaluations.centerId,
      module: MODULE,
      center: { in: 'body', key: 'center_id' },
      listBy: { key: 'centerId', column: goodPracticeEvaluations.centerId },
    },
    access: { read: everyone, write: consultancyStaff },
    write: Type.Object({ center_id: Id(), date: DateField() }),
    updateWrite: Type.Object({ date: DateField() }),
    jsonOnly: true,
    // A new evaluation is open; its center is set once.
    values: (body) => ({ ...(body.center_id ? { centerId: body.center_id, isOpen: true } : {}), date: body.date }),
    updatable: { where: eq(goodPracticeEvaluations.isOpen, true), refused: closed },
    present: (rows) => rows.map(presentEvaluation),
    schema: GoodPracticeEvaluation,
    answersWrites: true,
    search: [],
    order: [desc(goodPracticeEvaluations.date), desc(goodPracticeEvaluations.id)],
    filters: {
      query: { isOpen: Type.Optional(Type.Boolean()) },
      where: (query) => (query.isOpen === undefined ? undefined : eq(goodPracticeEvaluations.isOpen, query.isOpen as boolean)),
    },
  });
  app.post(
    '/api/good-practice-evaluations/:id/open',
    {
      config: { access: consultancyStaff, tenancy: aspectTenancy.row(owner, 'write') },
      schema: { tags, params: IdParams, body: Type.Object({ is_open: Type.Boolean() }), response: answers(GoodPracticeEvaluation) },
    },
    async (request) => presentEvaluation(await openGoodPracticeEvaluation(db, request.params.id, request.body.is_open)),
  );

  // ---- navigation: stages and zones, then the vectors of a zone, with how many practices are verified
  app.get(
    '/api/good-practice-evaluations/:id/stages',
    {
      config: { access: everyone, tenancy: aspectTenancy.row(owner, 'read') },
      schema: { tags, params: IdParams, response: answers(PageOf(GoodPracticeEvaluationStage)) },
    },
    async (request) => stagesOfPracticeEvaluation(db, await load(request.params.id)),
  );
  app.get(
    '/api/good-practice-evaluations/:id/zones/:zoneId/vectors',
    {
      config: { access: everyone, tenancy: aspectTenancy.row(owner, 'read') },
      schema: { tags, params: Type.Object({ id: Id(), zoneId: Id() }), response: answers(PageOf(GoodPracticeEvaluationVector)) },
    },
    async (request) => vectorsOfPracticeEvaluation(db, request, await load(request.params.id), request.params.zoneId),
  );

  const VectorParams = Type.Object({ id: Id(), zoneId: Id(), vectorId: Id() });
  app.get(
    '/api/good-practice-evaluations/:id/zones/:zoneId/vectors/:vectorId/practices',
    {
      config: { access: everyone, tenancy: aspectTenancy.row(owner, 'read') },
      schema: { tags, params: VectorParams, response: answers(PageOf(PracticeVerification)) },
    },
    async (request) => practicesOnVector(db, request, await load(request.params.id), request.params.zoneId, request.params.vectorId),
  );
  app.post(
    '/api/good-practice-evaluations/:id/zones/:zoneId/vectors/:vectorId/evaluated-practice-verification',
    {
      config: { access: consultancyStaff, tenancy: aspectTenancy.row(owner, 'write') },
      schema: {
        tags,
        params: VectorParams,
        response: answers(PageOf(PracticeVerification)),
        body: Type.Object({
          evaluated_practices: Type.Array(
            Type.Object({ center_practice_id: Id(), state: Type.Enum([...PRACTICE_STATES]), comment: OptionalText() }),
            { minItems: 1, maxItems: 2000 },
          ),
        }),
      },
    },
    async (request) => {
      const evaluation = await load(request.params.id);
      if (!evaluation.isOpen) throw closed();
      const { zoneId, vectorId } = request.params;
      await saveGoodPracticeVerification(db, evaluation, zoneId, vectorId, request.body.evaluated_practices);
      return practicesOnVector(db, request, evaluation, zoneId, vectorId);
    },
  );

  // ---- last fulfilment of a practice on a zone and aspect before a date (404: never fulfilled)
  app.post(
    '/api/good-practice-fulfillment-on-zone-and-aspect-of-last-evaluation-before-date',
    {
      config: { access: everyone, tenancy: centerRow(zoneRow, 'read', { key: 'zone_id', in: 'body' }) },
      schema: { tags, body: Type.Object({ zone_id: Id(), aspect_id: Id(), good_practice_id: Id(), before_date: DateField() }) },
    },
    async (request) => {
      const body = request.body;
      const date = await lastPracticeFulfilment(db, {
        zoneId: body.zone_id,
        aspectId: body.aspect_id,
        goodPracticeId: body.good_practice_id,
        beforeDate: body.before_date,
      });
      return { evaluation_date: date };
    },
  );

  app.get(
    '/api/good-practice-evaluations/:id/guide',
    {
      config: { access: everyone, tenancy: aspectTenancy.row(owner, 'read') },
      schema: {
        tags,
        params: IdParams,
        querystring: Type.Object({ withFulfilledFields: Type.Optional(Type.Boolean()), language: DocumentLanguageQuery() }),
      },
    },
    async (request, reply) =>
      sendGuide(db, files, reply, await load(request.params.id), request.query.withFulfilledFields ?? false, documentLanguage(request)),
  );
};
