import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { legalChangeReviews } from '../../db/schema';
import type { Database } from '../../db/client';
import { consultancyStaff, everyone } from '../../lib/access';
import type { RegisterModule } from '../../lib/api';
import { centerById, centerRow } from '../../lib/center-rows';
import { notFound } from '../../lib/errors';
import { CenterParams, IdParams } from '../../lib/fields';
import { listQueryFields, pageWindow, paginateCounted } from '../../lib/paging';
import { answers, PageOf } from '../../lib/wire';
import { currentUser } from '../../plugins/auth';
import { MODULE } from '../legal-module/route-config';
import { decideReview } from './decide';
import { presentReview, selectReviews, type ReviewFilter } from './review-queries';
import { DecisionWrite, ReviewQuery, ReviewSchema } from './schemas';

const tags = ['Legal changes'];
const reviewRow = { table: legalChangeReviews, name: 'legal-change-review' } as const;
const ReviewPage = PageOf(ReviewSchema);

function reviewPage(db: Database, request: FastifyRequest, query: { page?: number; pageSize?: number }, filter: ReviewFilter) {
  const viewer = currentUser(request);
  return paginateCounted(
    request,
    pageWindow(query),
    (limit, offset) => selectReviews(db, viewer, filter, limit, offset),
    (rows) => rows.map((row) => presentReview(request.language, row)),
    async () => (await selectReviews(db, viewer, filter, 1, 0))[0]?.total ?? 0,
  );
}

async function oneReview(db: Database, request: FastifyRequest, id: number) {
  const [row] = await selectReviews(db, currentUser(request), { id }, 1, 0);
  if (!row) throw notFound('legal-change-review');
  return presentReview(request.language, row);
}

/** A center's reviews of the register's changes ("revisar aplicabilidad") and their decisions. */
export const reviewRoutes: RegisterModule = (app, { db }) => {
  app.get(
    '/api/legal-requirement-module/:centerId/reviews',
    {
      config: { access: everyone, tenancy: centerById('read') },
      schema: { tags, params: CenterParams, querystring: ReviewQuery, response: answers(ReviewPage) },
    },
    (request) => reviewPage(db, request, request.query, { centerId: request.params.centerId, state: request.query.state }),
  );

  app.get(
    '/api/legal-changes/:id/reviews',
    {
      config: { access: consultancyStaff, tenancy: 'global' as const },
      schema: {
        tags,
        params: IdParams,
        querystring: Type.Object({ page: listQueryFields.page, pageSize: listQueryFields.pageSize }),
        response: answers(ReviewPage),
      },
    },
    (request) => reviewPage(db, request, request.query, { changeId: request.params.id }),
  );

  app.get(
    '/api/legal-change-review/:id',
    {
      config: { access: everyone, tenancy: centerRow(reviewRow, 'read', { readsInQuery: true }) },
      schema: { tags, params: IdParams, response: answers(ReviewSchema) },
    },
    (request) => oneReview(db, request, request.params.id),
  );

  app.post(
    '/api/legal-change-review/:id/decision',
    {
      config: { access: consultancyStaff, tenancy: centerRow(reviewRow, 'write', { module: MODULE }) },
      schema: { tags, params: IdParams, body: DecisionWrite, response: answers(ReviewSchema) },
    },
    async (request) => {
      await decideReview(db, request.params.id, request.body, currentUser(request).id);
      return oneReview(db, request, request.params.id);
    },
  );
};
