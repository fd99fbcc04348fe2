import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { adminsOnly, everyone } from '../../lib/access';
import type { RegisterModule } from '../../lib/api';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { IdParams } from '../../lib/fields';
import { listQueryFields, pageWindow, paginateCounted } from '../../lib/paging';
import { answers, PageOf } from '../../lib/wire';
import { currentUser } from '../../plugins/auth';
import { presentChange, selectChanges, type ChangeFilter } from './change-queries';
import { recordChange } from './record-change';
import { ChangeQuery, ChangeSchema, ChangeWrite } from './schemas';

const tags = ['Legal changes'];
const register = { tenancy: 'global' as const };
const ChangePage = PageOf(ChangeSchema);

async function changePage(db: Database, request: FastifyRequest, query: { page?: number; pageSize?: number }, filter: ChangeFilter) {
  const window = pageWindow(query);
  return paginateCounted(
    request,
    window,
    (limit, offset) => selectChanges(db, filter, limit, offset),
    (rows) => rows.map((row) => presentChange(request, row)),
    async () => (await selectChanges(db, filter, 1, 0))[0]?.total ?? 0,
  );
}

export async function oneChange(db: Database, request: FastifyRequest, id: number) {
  const [row] = await selectChanges(db, { id }, 1, 0);
  if (!row) throw notFound('legal-change');
  return presentChange(request, row);
}

/** Recording a regulatory change (versions of a legal text), the text's changes and the register's "Novedades". */
export const changeRoutes: RegisterModule = (app, { db }) => {
  app.post(
    '/api/legal-text/:id/changes',
    {
      config: { access: adminsOnly, ...register },
      schema: { tags, params: IdParams, body: ChangeWrite, response: { 201: ChangeSchema } },
    },
    async (request, reply) => {
      const id = await recordChange(db, request.params.id, request.body, currentUser(request).id);
      return reply.code(201).send(await oneChange(db, request, id));
    },
  );

  app.get(
    '/api/legal-text/:id/changes',
    {
      config: { access: everyone, ...register },
      schema: {
        tags,
        params: IdParams,
        querystring: Type.Object({ page: listQueryFields.page, pageSize: listQueryFields.pageSize }),
        response: answers(ChangePage),
      },
    },
    (request) => changePage(db, request, request.query, { legalTextId: request.params.id }),
  );

  app.get(
    '/api/legal-changes',
    { config: { access: everyone, ...register }, schema: { tags, querystring: ChangeQuery, response: answers(ChangePage) } },
    (request) => {
      const { page, pageSize, ...filter } = request.query;
      if (filter.from && filter.to && filter.to < filter.from) throw badRequest('to', 'common.endBeforeStart');
      return changePage(db, request, { page, pageSize }, filter);
    },
  );

  app.get(
    '/api/legal-changes/:id',
    { config: { access: everyone, ...register }, schema: { tags, params: IdParams, response: answers(ChangeSchema) } },
    (request) => oneChange(db, request, request.params.id),
  );
};
