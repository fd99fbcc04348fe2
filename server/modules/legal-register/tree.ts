import { asc } from 'drizzle-orm';
import { Type, type TProperties } from 'typebox';
import { areas, legalAmbits, subambits } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { groupBy } from '../../lib/references';
import { answers } from '../../lib/wire';
import { bilingualRecord } from '../../lib/language';
import { everyone } from '../../lib/access';

const node = <T extends TProperties>(children: T) =>
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    name_spanish: Type.String(),
    name_catalan: Type.String(),
    order: Type.Integer(),
    ...children,
  });
const Tree = Type.Array(node({ legal_ambits: Type.Array(node({ subambits: Type.Array(node({})) })) }));

/** The whole area > ambit > subambit tree in three statements, for the legal manager and pickers. */
export const registerTreeRoutes: RegisterModule = (app, { db }) => {
  app.get(
    '/api/legal-register/tree',
    { config: { access: everyone, tenancy: 'global' }, schema: { tags: ['Legal register'], response: answers(Tree) } },
    async (request) => {
      // Only the columns the tree shows: reading rows is what a large register costs on PGlite.
      const columns = <T extends typeof areas | typeof legalAmbits | typeof subambits>(table: T) => ({
        id: table.id,
        nameSpanish: table.nameSpanish,
        nameCatalan: table.nameCatalan,
        order: table.order,
      });
      const [areaRows, ambitRows, subambitRows] = await Promise.all([
        db.select(columns(areas)).from(areas).orderBy(asc(areas.order), asc(areas.id)),
        db
          .select({ ...columns(legalAmbits), areaId: legalAmbits.areaId })
          .from(legalAmbits)
          .orderBy(asc(legalAmbits.order), asc(legalAmbits.id)),
        db
          .select({ ...columns(subambits), legalAmbitId: subambits.legalAmbitId })
          .from(subambits)
          .orderBy(asc(subambits.order), asc(subambits.id)),
      ]);
      const subambitsOf = groupBy(subambitRows, (row) => row.legalAmbitId);
      const ambitsOf = groupBy(ambitRows, (row) => row.areaId);
      return areaRows.map((area) =>
        bilingualRecord(request, area, {
          order: area.order,
          legal_ambits: (ambitsOf.get(area.id) ?? []).map((ambit) =>
            bilingualRecord(request, ambit, {
              order: ambit.order,
              subambits: (subambitsOf.get(ambit.id) ?? []).map((subambit) => bilingualRecord(request, subambit, { order: subambit.order })),
            }),
          ),
        }),
      );
    },
  );
};
