import type { RegisterModule } from '../../lib/api';
import { pageWindow, paginateCounted } from '../../lib/paging';
import { answers, PageOf } from '../../lib/wire';
import { wasteTenancy } from './route-config';
import { presentWasteFiles, wasteFiles } from './file-queries';
import { WasteFileQuery, WasteFileRow } from './schemas';
import { everyone } from '../../lib/access';
import { CenterParams } from '../../lib/fields';

/**
 * `GET /api/residue-module/{centerId}/files`: every file of the center's residue module (plans' contract, NT and
 * container photo; collections' DI and delivery note; incidences' file), newest day first, filterable by kind and
 * residue, each with its download address. One statement per page.
 */
export const fileManagementRoutes: RegisterModule = (app, { db, files }) => {
  app.get(
    '/api/residue-module/:centerId/files',
    {
      config: { access: everyone, tenancy: wasteTenancy.center('read') },
      schema: { tags: ['Waste: files'], params: CenterParams, querystring: WasteFileQuery, response: answers(PageOf(WasteFileRow)) },
    },
    (request) => {
      const list = wasteFiles(db, request.params.centerId, request.query);
      return paginateCounted(request, pageWindow(request.query), list.page, (rows) => presentWasteFiles(files, request, rows), list.count);
    },
  );
};
