import { asc, eq } from 'drizzle-orm';
import { LEGAL_SCOPE_KINDS } from '../../../../contract/legal';
import { BULLETINS, LEGAL_TEXT_STATES } from '../../../../contract/legal-changes';
import type { Database } from '../../../db/client';
import { areas, legalAmbits, legalRequirements, legalScopes, legalTexts, subambits } from '../../../db/schema';
import type { SpreadsheetColumn } from '../../../lib/spreadsheet';
import { ARTICLE_SEPARATOR, IDENTITY_FIELDS, REGISTER_COLUMNS, type RegisterColumn, type RegisterRow } from './layout';
import { identityOf } from '../../legal-changes/identity';

/** A text's identity cells: its wire values as text, empty when unknown. */
const identityCells = (text: typeof legalTexts.$inferSelect): RegisterRow => {
  const identity = identityOf(text);
  return Object.fromEntries(
    Object.entries(IDENTITY_FIELDS).map(([column, field]) => [column, identity[field] ?? undefined]),
  ) as RegisterRow;
};

/** Every level with what hangs below it; LEFT JOINs keep levels that have no children yet. */
async function rowsOfArea(db: Database, areaId: number): Promise<RegisterRow[]> {
  const rows = await db
    .select({ area: areas, ambit: legalAmbits, subambit: subambits, text: legalTexts, scope: legalScopes, requirement: legalRequirements })
    .from(areas)
    .leftJoin(legalAmbits, eq(legalAmbits.areaId, areas.id))
    .leftJoin(subambits, eq(subambits.legalAmbitId, legalAmbits.id))
    .leftJoin(legalTexts, eq(legalTexts.subambitId, subambits.id))
    .leftJoin(legalScopes, eq(legalScopes.id, legalTexts.legalScopeId))
    .leftJoin(legalRequirements, eq(legalRequirements.legalTextId, legalTexts.id))
    .where(eq(areas.id, areaId))
    .orderBy(
      asc(legalAmbits.order),
      asc(legalAmbits.id),
      asc(subambits.order),
      asc(subambits.id),
      asc(legalTexts.name),
      asc(legalTexts.id),
      asc(legalRequirements.order),
      asc(legalRequirements.id),
    );
  return rows.map(({ area, ambit, subambit, text, scope, requirement }) => ({
    area_es: area.nameSpanish,
    area_ca: area.nameCatalan,
    area_order: String(area.order),
    legal_ambit_es: ambit?.nameSpanish,
    legal_ambit_ca: ambit?.nameCatalan,
    legal_ambit_order: ambit ? String(ambit.order) : undefined,
    subambit_es: subambit?.nameSpanish,
    subambit_ca: subambit?.nameCatalan,
    subambit_order: subambit ? String(subambit.order) : undefined,
    scope_kind: scope?.scope,
    scope_es: scope?.nameSpanish,
    scope_ca: scope?.nameCatalan,
    legal_text: text?.name,
    legal_text_articles: text?.texts.join(ARTICLE_SEPARATOR),
    ...(text ? identityCells(text) : {}),
    requirement_id: requirement ? String(requirement.id) : undefined,
    requirement_es: requirement?.nameSpanish,
    requirement_ca: requirement?.nameCatalan,
    evidence_es: requirement?.evidenceNameSpanish,
    evidence_ca: requirement?.evidenceNameCatalan,
    requirement_order: requirement ? String(requirement.order) : undefined,
  }));
}

/** The register area by area, so memory holds one area's rows at a time. */
export async function* registerRows(db: Database): AsyncGenerator<RegisterRow[]> {
  const areaIds = await db.select({ id: areas.id }).from(areas).orderBy(asc(areas.order), asc(areas.id));
  for (const { id } of areaIds) yield rowsOfArea(db, id);
}

const NUMERIC: RegisterColumn[] = ['area_order', 'legal_ambit_order', 'subambit_order', 'requirement_id', 'requirement_order'];

/** A text's dates are real dates in the sheet (read back as yyyy-MM-dd). */
const DATES: RegisterColumn[] = ['legal_text_publication_date', 'legal_text_effective_date', 'legal_text_state_date'];

/** Codes written as their labels in the reader's language ("Nacional y europeo"); the import reads both (workbook.ts). */
export const LABELLED: Partial<Record<RegisterColumn, { labels: string; codes: readonly string[] }>> = {
  scope_kind: { labels: 'legalRegister.scope_kinds', codes: LEGAL_SCOPE_KINDS },
  legal_text_state: { labels: 'legalChanges.state', codes: LEGAL_TEXT_STATES },
  legal_text_bulletin: { labels: 'legalChanges.bulletin', codes: BULLETINS },
};

/** Catalogue key of a column's readable header. */
export const headerKey = (column: RegisterColumn) => `legalRegister.migration.columns.${column}`;

/**
 * The file a person opens reads in their language (issue 34): headers and codes are labels; the column keys, which the
 * import matches (any language, older files too), are in a hidden first row above the headers.
 */
export const registerColumns: SpreadsheetColumn<RegisterRow>[] = REGISTER_COLUMNS.map((column) => {
  const labels = LABELLED[column]?.labels;
  return {
    key: column,
    header: headerKey(column),
    fallback: column,
    value: (row) => (NUMERIC.includes(column) && row[column] !== undefined ? Number(row[column]) : row[column]),
    width: column.endsWith('order') || column === 'requirement_id' ? 14 : labels ? 22 : 36,
    ...(DATES.includes(column) ? { kind: { kind: 'date' } as const } : labels ? { kind: { kind: 'state', labels } as const } : {}),
  };
});
