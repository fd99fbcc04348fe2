import { Type } from 'typebox';
import type { RegisterModule } from '../../lib/api';
import { Id, IdParams } from '../../lib/fields';
import { listQueryFields, pageWindow, paginateCounted } from '../../lib/paging';
import { answers, PageOf } from '../../lib/wire';
import { CenterAspect, CenterPractice } from './schemas';
import { zoneRow } from './zones';
import { aspectTenancy, centerAspectOwner } from './route-config';
import { consultancyStaff, everyone } from '../../lib/access';
import {
  centerAspectById,
  centerAspectPageRows,
  countCenterAspects,
  countZoneAspects,
  practicesOfCenterAspect,
  presentCenterAspectRows,
  presentCenterAspects,
  selectCenterPractices,
  selectZoneAspects,
  zoneAspectPageRows,
  zoneAspectsOf,
} from './tree-queries';

// The center's tree: life-cycle stage > zone (stages.ts, zones.ts) > center aspect (a catalogue aspect in the zone) > center practice.
// The SQL is in tree-queries.ts.

const tags = ['Environmental aspects'];
const page = (query: { page?: number; pageSize?: number }) => pageWindow(query);

export const treeRoutes: RegisterModule = (app, { db }) => {
  // ---- center aspects: the zone's selection of catalogue aspects
  const ZoneParams = Type.Object({ zoneId: Id() });
  app.get(
    '/api/zone/:zoneId/aspects',
    {
      config: { access: everyone, tenancy: aspectTenancy.row(zoneRow, 'read', { key: 'zoneId' }) },
      schema: { tags, params: ZoneParams, querystring: Type.Object(listQueryFields), response: answers(PageOf(CenterAspect)) },
    },
    async (request) =>
      paginateCounted(
        request,
        page(request.query),
        zoneAspectPageRows(db, request.params.zoneId),
        (rows) =>
          presentCenterAspects(
            db,
            request,
            rows.map(({ row }) => row),
          ),
        () => countZoneAspects(db, request.params.zoneId),
      ),
  );
  app.put(
    '/api/zone/:zoneId/aspects',
    {
      config: { access: consultancyStaff, tenancy: aspectTenancy.row(zoneRow, 'write', { key: 'zoneId' }) },
      schema: {
        tags,
        params: ZoneParams,
        body: Type.Object({ aspect_ids: Type.Array(Id(), { maxItems: 2000 }) }),
        response: answers(PageOf(CenterAspect)),
      },
    },
    async (request) => {
      const zoneId = request.params.zoneId;
      await selectZoneAspects(db, zoneId, [...new Set(request.body.aspect_ids)]);
      const rows = await zoneAspectsOf(db, zoneId);
      return { count: rows.length, next: null, previous: null, results: await presentCenterAspects(db, request, rows) };
    },
  );
  // Every aspect of the center in tree order (the environmental-indicator page chooses one), one statement a page.
  app.get(
    '/api/center-aspect',
    {
      config: { access: everyone, tenancy: aspectTenancy.center('read', { in: 'query' }) },
      schema: { tags, querystring: Type.Object({ ...listQueryFields, centerId: Id() }), response: answers(PageOf(CenterAspect)) },
    },
    async (request) =>
      paginateCounted(
        request,
        page(request.query),
        centerAspectPageRows(db, request.query.centerId),
        (rows) => presentCenterAspectRows(request, rows),
        () => countCenterAspects(db, request.query.centerId),
      ),
  );
  app.get(
    '/api/center-aspect/:id',
    {
      config: { access: everyone, tenancy: aspectTenancy.row(centerAspectOwner, 'read') },
      schema: { tags, params: IdParams, response: answers(CenterAspect) },
    },
    async (request) => centerAspectById(db, request, request.params.id),
  );

  // ---- center practices: the practices applied to a center aspect
  const AspectParams = Type.Object({ centerAspectId: Id() });
  app.get(
    '/api/center-aspect/:centerAspectId/practices',
    {
      config: { access: everyone, tenancy: aspectTenancy.row(centerAspectOwner, 'read', { key: 'centerAspectId' }) },
      schema: { tags, params: AspectParams, response: answers(PageOf(CenterPractice)) },
    },
    (request) => practicesOfCenterAspect(db, request, request.params.centerAspectId),
  );
  app.put(
    '/api/center-aspect/:centerAspectId/practices',
    {
      config: { access: consultancyStaff, tenancy: aspectTenancy.row(centerAspectOwner, 'write', { key: 'centerAspectId' }) },
      schema: {
        tags,
        params: AspectParams,
        body: Type.Object({ good_practice_ids: Type.Array(Id(), { maxItems: 2000 }) }),
        response: answers(PageOf(CenterPractice)),
      },
    },
    async (request) => {
      const centerAspectId = request.params.centerAspectId;
      await selectCenterPractices(db, centerAspectId, [...new Set(request.body.good_practice_ids)]);
      return practicesOfCenterAspect(db, request, centerAspectId);
    },
  );
};
