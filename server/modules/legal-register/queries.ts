import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { areas, legalAmbits, legalTexts, subambits } from '../../db/schema';
import { bilingualRecord, type Reader } from '../../lib/language';
import { groupBy } from '../../lib/references';

// The SQL of the legal register's routes that are not a resource declaration's own: the tree (tree.ts) and the
// official reference a text must not share (texts.ts).

/** The whole area > ambit > subambit tree in three statements. */
export async function registerTree(db: Database, reader: Reader) {
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
    bilingualRecord(reader, area, {
      order: area.order,
      legal_ambits: (ambitsOf.get(area.id) ?? []).map((ambit) =>
        bilingualRecord(reader, ambit, {
          order: ambit.order,
          subambits: (subambitsOf.get(ambit.id) ?? []).map((subambit) => bilingualRecord(reader, subambit, { order: subambit.order })),
        }),
      ),
    }),
  );
}

/** Whether another legal text already carries this official reference. */
export async function referenceTakenByOther(db: Database, reference: string, textId: number) {
  const [other] = await db
    .select({ id: legalTexts.id })
    .from(legalTexts)
    .where(and(eq(legalTexts.officialReference, reference), ne(legalTexts.id, textId)));
  return Boolean(other);
}
