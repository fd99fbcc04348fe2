import { eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { badRequest, conflict } from './errors';
import { message, named, type ResourceName } from './messages';

/** 400 naming the field when any of the ids does not exist in the table. */
export async function assertAllExist(
  db: Database,
  table: PgTable & { id: PgColumn },
  ids: readonly number[],
  field: string,
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(inArray(table.id, unique));
  const known = new Set(found.map((row) => row.id as number));
  const missing = unique.filter((id) => !known.has(id));
  if (missing.length) throw badRequest(field, 'common.noRecordWithId', { ids: missing.join(', ') });
}

/** Groups rows by a key: the one extra query per list that keeps presenting nested lists free of N+1. */
export function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/**
 * A delete guard: 409 naming how many children still hang from the record (nothing is deleted
 * half-way), with the record names of both.
 */
export const refuseWhileReferenced =
  (record: ResourceName, children: ResourceName, column: PgColumn) =>
  async (db: Database, id: number): Promise<void> => {
    const count = await db.$count(column.table, eq(column, id));
    if (count > 0)
      throw conflict(message('common.stillReferenced', { record: named(record), count, children: named(children) }), 'has_children');
  };
