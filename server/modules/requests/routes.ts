import type { RegisterModule } from '../../lib/api';
import { consultancyStaff, currentUser, everyone } from '../../lib/access';
import { centerRow } from '../../lib/center-rows';
import { IdParams } from '../../lib/fields';
import { formBody } from '../../lib/form';
import { answers } from '../../lib/wire';
import { clientRequests } from '../../db/schema';
import { answerRequest } from './answer-queries';
import { createRequests } from './create-queries';
import { mailAbout, type RequestMail } from './mail';
import { listRequests, readRequest, summariesOf } from './queries';
import { acceptRequest, cancelRequest, returnRequest } from './review-queries';
import {
  RequestAccept,
  RequestAnswer,
  RequestCreate,
  RequestCreated,
  RequestDetail,
  RequestListQuery,
  RequestPage,
  RequestReturn,
  tags,
} from './schemas';

// Client requests (issue 35, docs/requests-api.md): HTTP only.

const requestRow = { table: clientRequests, name: 'client-request' } as const;
/** The client's people answer; the consultancy asks and reviews. */
const clientsOnly = ['client'] as const;

export const requestRoutes: RegisterModule = (app, { db, files, secrets, config }) => {
  const mail = (log: RequestMail['log']): RequestMail => ({ db, secrets, mail: config, log });
  const nameOf = async (userId: number) => (await db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, userId) }))?.name ?? '';

  app.get(
    '/api/requests',
    {
      config: { access: everyone, tenancy: 'visible-centers' },
      schema: { tags, querystring: RequestListQuery, response: answers(RequestPage) },
    },
    (request) => listRequests(db, request, currentUser(request), request.query),
  );

  app.get(
    '/api/requests/:id',
    {
      config: { access: everyone, tenancy: centerRow(requestRow, 'read', { readsInQuery: true }) },
      schema: { tags, params: IdParams, response: answers(RequestDetail) },
    },
    (request) => readRequest(db, files, currentUser(request), request.params.id, request.language),
  );

  app.post(
    '/api/requests',
    {
      config: { access: consultancyStaff, tenancy: 'visible-centers' },
      schema: { tags, body: RequestCreate, response: { 201: RequestCreated } },
    },
    async (request, reply) => {
      const { batchId, ids } = await createRequests(db, currentUser(request), request.body);
      const results = await summariesOf(db, ids, request.language);
      return reply.status(201).send({ batch_id: batchId, count: ids.length, results });
    },
  );

  app.post(
    '/api/requests/:id/answer',
    {
      config: { access: clientsOnly, tenancy: centerRow(requestRow, 'read') },
      schema: { tags, params: IdParams, ...formBody(RequestAnswer), response: answers(RequestDetail) },
    },
    async (request) => {
      const user = currentUser(request);
      const replaced = await answerRequest(db, files, user.id, request.params.id, request.body);
      await files.discard(...replaced);
      await mailAbout(mail(request.log), request.params.id, 'answered', await nameOf(user.id));
      return readRequest(db, files, user, request.params.id, request.language);
    },
  );

  app.post(
    '/api/requests/:id/accept',
    {
      config: { access: consultancyStaff, tenancy: centerRow(requestRow, 'write') },
      schema: { tags, params: IdParams, body: RequestAccept, response: answers(RequestDetail) },
    },
    async (request) => {
      const user = currentUser(request);
      const replaced = await acceptRequest(db, user.id, request.params.id, request.body.evidence_state);
      await files.discard(...replaced);
      await mailAbout(mail(request.log), request.params.id, 'accepted', await nameOf(user.id));
      return readRequest(db, files, user, request.params.id, request.language);
    },
  );

  app.post(
    '/api/requests/:id/return',
    {
      config: { access: consultancyStaff, tenancy: centerRow(requestRow, 'write') },
      schema: { tags, params: IdParams, body: RequestReturn, response: answers(RequestDetail) },
    },
    async (request) => {
      const user = currentUser(request);
      await returnRequest(db, user.id, request.params.id, request.body.reason);
      await mailAbout(mail(request.log), request.params.id, 'returned', await nameOf(user.id));
      return readRequest(db, files, user, request.params.id, request.language);
    },
  );

  app.post(
    '/api/requests/:id/cancel',
    {
      config: { access: consultancyStaff, tenancy: centerRow(requestRow, 'write') },
      schema: { tags, params: IdParams, response: answers(RequestDetail) },
    },
    async (request) => {
      const user = currentUser(request);
      await cancelRequest(db, user.id, request.params.id);
      return readRequest(db, files, user, request.params.id, request.language);
    },
  );
};
