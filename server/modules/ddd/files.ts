import { Type } from 'typebox';
import type { RegisterModule } from '../../lib/api';
import { answers } from '../../lib/wire';
import { dddTenancy } from './route-config';
import { everyone } from '../../lib/access';
import { CenterParams } from '../../lib/fields';
import { certificatesOf } from './queries';
import { CertificateFile } from './schemas';

/** file-management: every certificate (and report) of the module's services, newest first. */
export const fileRoutes: RegisterModule = (app, { db, files }) => {
  const tags = ['Pest control'];
  app.get(
    '/api/ddd-module/:centerId/files',
    {
      config: { access: everyone, tenancy: dddTenancy.center('read') },
      schema: { tags, params: CenterParams, response: answers(Type.Object({ results: Type.Array(CertificateFile) })) },
    },
    async (request) => ({ results: await certificatesOf(db, files, request.params.centerId) }),
  );
};
