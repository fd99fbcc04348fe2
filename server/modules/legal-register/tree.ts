import { asc } from 'drizzle-orm';
import { areas, legalAmbits, subambits } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { groupBy } from '../../lib/references';
import { bilingualRecord, everyone } from './fields';

/** The whole area > ambit > subambit tree in three statements, for the legal manager and pickers. */
export const registerTreeRoutes: RegisterModule = (app, { db }) => {
  app.get('/api/legal-register/tree', { config: { access: everyone, tenancy: 'global' }, schema: { tags: ['Legal register'] } }, async (request) => {
    // Only the columns the tree shows: reading rows is what a large register costs on PGlite.
    const node = <T extends typeof areas | typeof legalAmbits | typeof subambits>(table: T) => ({
      id: table.id, nameSpanish: table.nameSpanish, nameCatalan: table.nameCatalan, order: table.order,
    });
    const [areaRows, ambitRows, subambitRows] = await Promise.all([
      db.select(node(areas)).from(areas).orderBy(asc(areas.order), asc(areas.id)),
      db.select({ ...node(legalAmbits), areaId: legalAmbits.areaId }).from(legalAmbits).orderBy(asc(legalAmbits.order), asc(legalAmbits.id)),
      db.select({ ...node(subambits), legalAmbitId: subambits.legalAmbitId }).from(subambits).orderBy(asc(subambits.order), asc(subambits.id)),
    ]);
    const subambitsOf = groupBy(subambitRows, (row) => row.legalAmbitId);
    const ambitsOf = groupBy(ambitRows, (row) => row.areaId);
    return areaRows.map((area) => ({
      ...bilingualRecord(request, area),
      order: area.order,
      legal_ambits: (ambitsOf.get(area.id) ?? []).map((ambit) => ({
        ...bilingualRecord(request, ambit),
        order: ambit.order,
        subambits: (subambitsOf.get(ambit.id) ?? []).map((subambit) => ({ ...bilingualRecord(request, subambit), order: subambit.order })),
      })),
    }));
  });
};
