import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { riskAmbits, riskCategories, riskQuestions } from '../../db/schema';

// The SQL of the risk catalogues (catalogues.ts) beyond their declarations.

export type NamedRow = { id: number; nameSpanish: string; nameCatalan: string };

/** Rows of a catalogue by id (the references a page of questions or consequences names). */
export const cataloguesById = async <T extends NamedRow>(
  db: Database,
  table: typeof riskAmbits | typeof riskCategories | typeof riskQuestions,
  ids: number[],
) => {
  const unique = [...new Set(ids)];
  const rows = unique.length ? ((await db.select().from(table).where(inArray(table.id, unique))) as T[]) : [];
  return new Map(rows.map((row) => [row.id, row]));
};
