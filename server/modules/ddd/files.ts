import { asc, desc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { dddServices, storedFiles } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { answers } from '../../lib/wire';
import { dddTenancy } from './route-config';
import { everyone } from '../../lib/access';
import { CenterParams } from '../../lib/fields';

/** file-management: every certificate (and report) of the module's services, newest first. */
export const fileRoutes: RegisterModule = (app, { db, files }) => {
  const tags = ['Pest control'];
  const FileRow = Type.Object({
    service_id: Type.Integer(),
    service_date: Type.String(),
    treatment_type: Type.String(),
    kind: Type.String(),
    file: Type.String(),
    file_name: Type.String(),
    size: Type.Number(),
  });
  app.get(
    '/api/ddd-module/:centerId/files',
    {
      config: { access: everyone, tenancy: dddTenancy.center('read') },
      schema: { tags, params: CenterParams, response: answers(Type.Object({ results: Type.Array(FileRow) })) },
    },
    async (request) => {
      const rows = await db
        .select({ service: dddServices, file: storedFiles })
        .from(dddServices)
        .innerJoin(storedFiles, eq(storedFiles.id, dddServices.certificateFileId))
        .where(eq(dddServices.centerId, request.params.centerId))
        .orderBy(desc(dddServices.serviceDate), asc(dddServices.id));
      return {
        results: rows.map(({ service, file }) => ({
          service_id: service.id,
          service_date: service.serviceDate,
          treatment_type: service.treatmentType,
          kind: 'CERTIFICATE',
          file: files.url(file.id)!,
          file_name: file.originalName,
          size: file.size,
        })),
      };
    },
  );
};
