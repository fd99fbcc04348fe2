import { inArray, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { HistoryChange } from '../../../contract/history';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';
import { users } from '../../db/schema';

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/** table -> its columns that hold a user's id, read from the schema's foreign keys so new modules are covered. */
const userColumns = new Map<string, string[]>(
  tables
    .map((table) => {
      const config = getTableConfig(table);
      const columns = config.foreignKeys.map((fk) => fk.reference()).filter((ref) => ref.foreignTable === users).map((ref) => ref.columns[0]!.name);
      return [config.name, columns] as const;
    })
    .filter(([, columns]) => columns.length > 0),
);

type Row = Omit<HistoryChange, 'people'>;

/** The ids each change's user columns mention (from and to values). */
function mentionedUsers(change: Row): Array<[string, number]> {
  const columns = userColumns.get(change.table) ?? [];
  return columns.flatMap((column) => (change.changes[column] ?? []).filter((value): value is number => typeof value === 'number').map((id) => [column, id] as [string, number]));
}

/**
 * Gives each change the names of the users its user columns mention ({column: {id: name}}; null for a
 * deleted user), so the timeline reads "Laura Puig" instead of 2. One statement per page, whatever its size.
 */
export async function withPeople(db: Database, changes: Row[]): Promise<HistoryChange[]> {
  const ids = [...new Set(changes.flatMap((change) => mentionedUsers(change).map(([, id]) => id)))];
  if (ids.length === 0) return changes;
  const names = new Map((await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids))).map((row) => [row.id, row.name]));
  return changes.map((change) => {
    const mentioned = mentionedUsers(change);
    if (mentioned.length === 0) return change;
    const people: Record<string, Record<string, string | null>> = {};
    for (const [column, id] of mentioned) (people[column] ??= {})[String(id)] = names.get(id) ?? null;
    return { people, ...change };
  });
}
