import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import type { CenterModule } from '../../contract/modules';
import { assertModuleActive } from '../lib/center-modules';
import { badRequest, notFound } from '../lib/errors';
import { assertCenterAccess, centerOfRow, type CenterMode, type CenterOwnedTable } from '../lib/tenancy';
import { currentUser } from './auth';

/** A route about one center: where its id is, what the route does there. */
export interface CenterTenancy {
  center: 'params' | 'query' | 'body';
  key: string;
  mode: CenterMode;
  /** The key names a row of this table (e.g. /api/evidence/{id}); the row's center_id is the center. */
  owner?: { table: CenterOwnedTable; noun: string };
  /** Writes need this module switched on for the center (409 module_inactive otherwise). */
  module?: CenterModule;
  /**
   * Reads check the center in their own statement (centerVisibleTo in its WHERE, 404 when it finds
   * nothing), so the hook skips its look-up for them: one statement fewer per request.
   */
  readsInQuery?: boolean;
}

/**
 * How a route relates to centers; every non-public /api route declares one.
 * - 'global': holds no center's data (users, catalogues, organisation administration).
 * - 'visible-centers': a list the handler filters with centerVisibleTo().
 * - CenterTenancy: the hook checks the center before validation.
 */
export type Tenancy = 'global' | 'visible-centers' | CenterTenancy;

declare module 'fastify' {
  interface FastifyContextConfig {
    tenancy?: Tenancy;
  }
}

function centerIdOf(request: FastifyRequest, where: 'params' | 'query' | 'body', key: string): number {
  const value = (request[where] as Record<string, unknown> | undefined)?.[key];
  const id = typeof value === 'string' ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) throw badRequest(key, 'A valid id is required.');
  return id;
}

export default fp(async function tenancy(app: FastifyInstance, options: { db: Database }) {
  // Before validation: an outsider learns nothing about the body rules of another center's routes.
  app.addHook('preValidation', (request, _reply, done) => {
    const declared = request.routeOptions.config.tenancy;
    // Global routes and reads that check the center inside their own query go on at once, without a promise.
    if (!declared || typeof declared === 'string') return done();
    let id: number;
    try {
      id = centerIdOf(request, declared.center, declared.key);
    } catch (error) {
      return done(error as Error);
    }
    if (declared.readsInQuery && declared.mode === 'read') return done();
    checkCenter(request, declared, id).then(() => done(), done);
  });

  async function checkCenter(request: FastifyRequest, declared: CenterTenancy, id: number) {
    const noun = declared.owner?.noun ?? 'Center';
    const centerId = declared.owner ? await centerOfRow(options.db, declared.owner.table, id) : id;
    if (centerId === undefined) throw notFound(noun);
    await assertCenterAccess(options.db, currentUser(request), centerId, declared.mode, noun);
    if (declared.module && declared.mode === 'write') await assertModuleActive(options.db, centerId, declared.module);
  }
}, { name: 'tenancy', dependencies: ['auth'] });
