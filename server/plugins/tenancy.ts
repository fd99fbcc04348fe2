import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { badRequest } from '../lib/errors';
import { assertCenterAccess, type CenterMode } from '../lib/tenancy';
import { currentUser } from './auth';

/**
 * How a route relates to centers; every non-public /api route declares one.
 * - 'global': holds no center's data (users, catalogues, organisation administration).
 * - 'visible-centers': a list the handler filters with centerVisibleTo().
 * - {center: where, key, mode}: the center id is in params/query/body[key]; the hook checks it.
 */
export type Tenancy = 'global' | 'visible-centers' | { center: 'params' | 'query' | 'body'; key: string; mode: CenterMode };

declare module 'fastify' {
  interface FastifyContextConfig {
    tenancy?: Tenancy;
  }
}

function centerIdOf(request: FastifyRequest, where: 'params' | 'query' | 'body', key: string): number {
  const value = (request[where] as Record<string, unknown> | undefined)?.[key];
  const id = typeof value === 'string' ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) throw badRequest(key, 'A valid center id is required.');
  return id;
}

export default fp(async function tenancy(app: FastifyInstance, options: { db: Database }) {
  // Before validation: an outsider learns nothing about the body rules of another center's routes.
  app.addHook('preValidation', async (request) => {
    const declared = request.routeOptions.config.tenancy;
    if (!declared || typeof declared === 'string') return;
    await assertCenterAccess(options.db, currentUser(request), centerIdOf(request, declared.center, declared.key), declared.mode);
  });
}, { name: 'tenancy', dependencies: ['auth'] });
