import { and, eq, inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import { areas, legalAmbits, legalTexts, subambits } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { registerResource } from '../../lib/resource';
import { assertAllExist, refuseWhileReferenced } from '../../lib/references';
import { Reference } from '../../lib/wire';
import { bilingualRecord, reference } from '../../lib/language';
import { bilingualValues, bilingualWrite, OptionalId, OrderField } from '../../lib/fields';
import { ambitsWithAreaById, areasById, subambitIdsUnderArea } from './hierarchy';
import { adminsOnly, everyone } from '../../lib/access';

const tag = 'Legal register';
const access = { read: everyone, write: adminsOnly };
const levelFields = {
  id: Type.Integer(),
  name: Type.String(),
  name_spanish: Type.String(),
  name_catalan: Type.String(),
  order: Type.Integer(),
};

export const areaRoutes: RegisterModule = (app, context) =>
  registerResource(app, context, {
    path: 'area',
    name: 'area',
    tag,
    table: areas,
    write: Type.Object({ ...bilingualWrite, order: OrderField() }),
    values: (body) => ({ ...bilingualValues(body), order: body.order ?? 0 }),
    present: (rows, request) => rows.map((row) => bilingualRecord(request, row, { order: row.order })),
    schema: Type.Object(levelFields),
    search: [areas.nameSpanish, areas.nameCatalan],
    orderings: { order: areas.order, name_spanish: areas.nameSpanish, name_catalan: areas.nameCatalan, id: areas.id },
    defaultOrdering: 'order',
    access,
    beforeDelete: refuseWhileReferenced('area', 'legal-ambit', legalAmbits.areaId),
  });

export const legalAmbitRoutes: RegisterModule = (app, context) =>
  registerResource(app, context, {
    path: 'legal-ambit',
    name: 'legal-ambit',
    tag,
    table: legalAmbits,
    write: Type.Object({ ...bilingualWrite, order: OrderField(), area_id: Type.Integer({ minimum: 1 }) }),
    validate: (db, body) => assertAllExist(db, areas, [body.area_id], 'area_id'),
    values: (body) => ({ ...bilingualValues(body), order: body.order ?? 0, areaId: body.area_id }),
    present: async (rows, request) => {
      const parents = await areasById(
        context.db,
        rows.map((row) => row.areaId),
      );
      return rows.map((row) =>
        bilingualRecord(request, row, { order: row.order, area: reference(request, row.areaId, parents.get(row.areaId)!) }),
      );
    },
    schema: Type.Object({ ...levelFields, area: Reference }),
    search: [legalAmbits.nameSpanish, legalAmbits.nameCatalan],
    orderings: {
      order: legalAmbits.order,
      name_spanish: legalAmbits.nameSpanish,
      name_catalan: legalAmbits.nameCatalan,
      id: legalAmbits.id,
    },
    defaultOrdering: 'order',
    filters: { query: { areaId: OptionalId() }, where: (q) => (q.areaId ? eq(legalAmbits.areaId, q.areaId as number) : undefined) },
    access,
    beforeDelete: refuseWhileReferenced('legal-ambit', 'subambit', subambits.legalAmbitId),
  });

export const subambitRoutes: RegisterModule = (app, context) =>
  registerResource(app, context, {
    path: 'subambit',
    name: 'subambit',
    tag,
    table: subambits,
    write: Type.Object({ ...bilingualWrite, order: OrderField(), legal_ambit_id: Type.Integer({ minimum: 1 }) }),
    validate: (db, body) => assertAllExist(db, legalAmbits, [body.legal_ambit_id], 'legal_ambit_id'),
    values: (body) => ({ ...bilingualValues(body), order: body.order ?? 0, legalAmbitId: body.legal_ambit_id }),
    present: async (rows, request) => {
      const parents = await ambitsWithAreaById(
        context.db,
        rows.map((row) => row.legalAmbitId),
      );
      return rows.map((row) => {
        const parent = parents.get(row.legalAmbitId)!;
        return bilingualRecord(request, row, {
          order: row.order,
          area: reference(request, parent.areaId, { nameSpanish: parent.areaSpanish, nameCatalan: parent.areaCatalan }),
          legal_ambit: reference(request, parent.ambitId, { nameSpanish: parent.ambitSpanish, nameCatalan: parent.ambitCatalan }),
        });
      });
    },
    schema: Type.Object({ ...levelFields, area: Reference, legal_ambit: Reference }),
    search: [subambits.nameSpanish, subambits.nameCatalan],
    orderings: { order: subambits.order, name_spanish: subambits.nameSpanish, name_catalan: subambits.nameCatalan, id: subambits.id },
    defaultOrdering: 'order',
    filters: {
      query: { legalAmbitId: OptionalId(), areaId: OptionalId() },
      where: (q) =>
        and(
          q.legalAmbitId ? eq(subambits.legalAmbitId, q.legalAmbitId as number) : undefined,
          q.areaId ? inArray(subambits.id, subambitIdsUnderArea(q.areaId as number)) : undefined,
        ),
    },
    access,
    beforeDelete: refuseWhileReferenced('subambit', 'legal-text', legalTexts.subambitId),
  });
