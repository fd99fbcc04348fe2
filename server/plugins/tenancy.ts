import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { assertModuleActive } from '../lib/center-modules';
import { badRequest } from '../lib/errors';
import { centerOf } from '../lib/center-rows';
import { assertCenterAccess, type CenterTenancy, type Tenancy } from '../lib/tenancy';
import { currentUser } from './auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    tenancy?: Tenancy;
  }
}

function centerIdOf(request: FastifyRequest, where: 'params' | 'query' | 'body', key: string): number {
  const value = (request[where] as Record<string, unknown> | undefined)?.[key];
  const id = typeof value === 'string' ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) throw badRequest(key, 'common.validId');
  return id;
}

export default fp(
  async function tenancy(app: FastifyInstance, options: { db: Database }) {
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
      const record = declared.owner?.name ?? 'center';
      const centerId = declared.owner ? await centerOf(options.db, declared.owner, id) : id;
      await assertCenterAccess(options.db, currentUser(request), centerId, declared.mode, record);
      if (declared.module && declared.mode === 'write') await assertModuleActive(options.db, centerId, declared.module);
    }
  },
  { name: 'tenancy', dependencies: ['auth'] },
);
