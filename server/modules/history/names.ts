import { is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { HistoryChange } from '../../../contract/history';
import { namedColumns, POLYMORPHIC_REFERENCES, type PolymorphicReference } from '../../../contract/table-fields';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';
import { users } from '../../db/schema';
import type { Language } from '../../lib/language';
import { nameWordings, rowNames } from './row-names';

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/** table -> its columns that hold a user's id, read from the schema's foreign keys so new modules are covered. */
const userColumns = new Map<string, string[]>(
  tables
    .map((table) => {
      const config = getTableConfig(table);
      const columns = config.foreignKeys
        .map((fk) => fk.reference())
        .filter((ref) => ref.foreignTable === users)
        .map((ref) => ref.columns[0]!.name);
      return [config.name, columns] as const;
    })
    .filter(([, columns]) => columns.length > 0),
);

type Row = Omit<HistoryChange, 'people' | 'references'>;
type Mention = { column: string; target: string; id: number | string };

/** The rows a change's user, reference and file columns mention (from and to values); center_id is the tenant, never shown. */
function mentions(change: Row): Mention[] {
  const columns: Array<[string, string]> = [
    ...(userColumns.get(change.table) ?? []).map((column): [string, string] => [column, 'app_user']),
    ...namedColumns(change.table).filter(([column]) => column !== 'center_id'),
  ];
  return columns.flatMap(([column, target]) =>
    (change.changes[column] ?? [])
      // Files are named by uuid, every other row by its integer id.
      .filter((value) => (target === 'stored_file' ? typeof value === 'string' : Number.isInteger(value)))
      .map((id) => ({ column, target, id: id as number | string })),
  );
}

/**
 * A polymorphic column's ids (improvement_action.source_id, responsibility.level_id): the table comes from
 * the discriminating column on the same side of the change, else (unchanged by an update) from the record as it is now.
 */
type PolymorphicMention = {
  key: string;
  column: string;
  id: number;
  reference: PolymorphicReference;
  by: unknown;
  table: string;
  record: number;
};

function polymorphicMentions(change: Row): PolymorphicMention[] {
  return Object.entries(POLYMORPHIC_REFERENCES[change.table] ?? {}).flatMap(([column, reference]) =>
    ([0, 1] as const).flatMap((side) => {
      const id = change.changes[column]?.[side];
      if (!Number.isInteger(id)) return [];
      const by = reference.by in change.changes ? change.changes[reference.by]![side] : undefined;
      return [
        {
          key: `${change.table}.${column}:${change.record_id}:${String(by)}`,
          column,
          id: id as number,
          reference,
          by,
          table: change.table,
          record: change.record_id,
        },
      ];
    }),
  );
}

/** The name of a polymorphic mention: CASE over the discriminator, each branch naming a row of one table. */
function polymorphicBranch(mention: PolymorphicMention, language: Language): SQL {
  const by =
    mention.by === undefined
      ? sql`(SELECT o.${sql.identifier(mention.reference.by)} FROM ${sql.identifier(mention.table)} o WHERE o.id = ${mention.record})`
      : sql`${mention.by}`;
  const cases = Object.entries(mention.reference.tables).map(
    ([value, table]) =>
      sql`WHEN ${value} THEN (SELECT (${sql.raw(rowNames[table]!(language))})::text FROM ${sql.identifier(table)} r WHERE r.id = ${mention.id})`,
  );
  return sql`SELECT ${mention.key}::text AS target, ${mention.id}::text AS id, (CASE (${by})::text ${sql.join(cases, sql` `)} END)::text AS name`;
}

/** One SELECT per mentioned table (and polymorphic mention), joined into a single statement: (target, id, name). */
function namesStatement(wanted: Map<string, Set<number | string>>, polymorphic: PolymorphicMention[], language: Language): SQL {
  const branches = [...wanted].map(([target, ids]) => {
    const name = rowNames[target]!(language);
    const list = sql.join(
      [...ids].map((id) => sql`${id}`),
      sql`, `,
    );
    return sql`SELECT ${target}::text AS target, r.id::text AS id, (${sql.raw(name)})::text AS name FROM ${sql.identifier(target)} r WHERE r.id IN (${list})`;
  });
  return sql.join([...branches, ...polymorphic.map((mention) => polymorphicBranch(mention, language))], sql` UNION ALL `);
}

const key = (target: string, id: number | string) => `${target}:${id}`;

/**
 * Gives each change the names of the rows it mentions, so the timeline reads "Laura Puig" and "Tener
 * licencia de actividad" instead of 2 and 14: users under `people`, other rows and files under
 * `references` ({column: {id: name}}; null once the row is deleted). One statement per page, whatever its size.
 */
export async function withNames(db: Database, language: Language, changes: Row[]): Promise<HistoryChange[]> {
  const mentioned = changes.map(mentions);
  const polymorphic = changes.map(polymorphicMentions);
  const wanted = new Map<string, Set<number | string>>();
  for (const { target, id } of mentioned.flat()) {
    if (!rowNames[target]) continue;
    if (!wanted.has(target)) wanted.set(target, new Set());
    wanted.get(target)!.add(id);
  }
  const everyPolymorphic = [...new Map(polymorphic.flat().map((mention) => [key(mention.key, mention.id), mention])).values()];
  if (wanted.size === 0 && everyPolymorphic.length === 0) return changes;
  const { rows } = (await db.execute(namesStatement(wanted, everyPolymorphic, language))) as unknown as {
    rows: { target: string; id: string; name: string | null }[];
  };
  const worded = (row: (typeof rows)[number]) => {
    const wording = nameWordings[row.target];
    return wording && row.name !== null ? wording(row.name, language) : row.name;
  };
  const names = new Map(rows.map((row) => [key(row.target, row.id), worded(row)]));
  return changes.map((change, index) => {
    if (mentioned[index]!.length === 0 && polymorphic[index]!.length === 0) return change;
    const people: Record<string, Record<string, string | null>> = {};
    const references: Record<string, Record<string, string | null>> = {};
    for (const { column, target, id } of mentioned[index]!) {
      const into = target === 'app_user' ? people : references;
      (into[column] ??= {})[String(id)] = names.get(key(target, id)) ?? null;
    }
    for (const { key: target, column, id } of polymorphic[index]!)
      (references[column] ??= {})[String(id)] = names.get(key(target, id)) ?? null;
    return { ...(Object.keys(people).length ? { people } : {}), ...(Object.keys(references).length ? { references } : {}), ...change };
  });
}
