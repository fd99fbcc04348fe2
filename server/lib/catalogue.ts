import { and, eq, getTableColumns, gt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { Type, type Static, type TObject, type TSchema } from 'typebox';
import type { Database } from '../db/client';
import { writeTransaction } from '../db/transaction';
import type { Access } from './access';
import type { Tenancy } from './tenancy';
import type { Api, AppContext } from './api';
import { notFound } from './errors';
import { IdParams } from './fields';
import type { FileKind } from './file-types';
import { formBody } from './form';
import { inBatches, listQueryFields, orderBy, pageWindow, paginateCounted, searchCondition, windowCount } from './paging';
import { preparedFast, preparedShapes } from './prepared';
import { answers, PageOf } from './wire';
import { sendSpreadsheet, type SpreadsheetColumn } from './spreadsheet';

type CatalogueTable = PgTable & { id: PgColumn };
type Row<T extends CatalogueTable> = T['$inferSelect'];
type Insert<T extends CatalogueTable> = Partial<T['$inferInsert']>;

/**
 * One declaration per catalogue: the factory derives its five routes (paged list with search,
 * ordering, filters and spreadsheet; create; read; update; delete). `I` is the parsed input.
 */
export interface CatalogueDefinition<T extends CatalogueTable, W extends TObject, R, I = Static<W>> {
  /** URL segment under /api, e.g. "project-ambit". */
  path: string;
  /** Noun in messages ("Project ambit not found.") */
  noun: string;
  /** OpenAPI tag. */
  tag: string;
  table: T;
  /** Body schema of create and update (JSON or multipart). */
  write: W;
  /** From the validated body to the input (e.g. json_data parsing); defaults to the body itself. */
  parse?: (body: Static<W>) => I;
  /** Checks that need the database (referenced ids exist); answer 400 naming the field. */
  validate?: (db: Database, input: I) => Promise<void>;
  /** Column values to store from the input. */
  values: (input: I) => Insert<T>;
  /** Writes that belong with the row in the same transaction (member lists). */
  afterWrite?: (tx: Database, id: number, input: I) => Promise<void>;
  /** An optional uploaded file kept in a column of the row (a logo): replaced only when a new file comes. */
  file?: { field: keyof Static<W> & string; column: keyof Row<T> & string; kinds: readonly FileKind[] };
  /** The wire shape of rows, in the request's language; batched so a page costs a constant number of queries. */
  present: (rows: Row<T>[], request: FastifyRequest) => Promise<R[]> | R[];
  search: AnyColumn[];
  orderings: Record<string, AnyColumn | SQL>;
  defaultOrdering: string;
  /** Extra list filters: their query schema and the condition they make. */
  filters?: { query: Record<string, TSchema>; where: (query: Record<string, unknown>) => SQL | undefined };
  access: { read: Access; write: Access };
  /** How the routes relate to centers; catalogues shared by everyone are 'global'. */
  tenancy?: { list: Tenancy; item: (mode: 'read' | 'write') => Tenancy; listWhere?: (request: FastifyRequest) => SQL | undefined };
  /** Refuses a delete that would orphan or cascade into other records (answer 409). */
  beforeDelete?: (db: Database, id: number) => Promise<void>;
  spreadsheet?: { name: string; columns: SpreadsheetColumn<R>[] };
  /** The wire shape of one row: the list and the read serialise with it (it must name every field the client reads). */
  schema?: TObject;
}

export function registerCatalogue<T extends CatalogueTable, W extends TObject, R, I = Static<W>>(
  app: Api,
  { db, files }: Pick<AppContext, 'db' | 'files'>,
  def: CatalogueDefinition<T, W, R, I>,
) {
  // Drizzle's generic table types do not narrow through a type parameter; the casts stay inside this factory.
  const table = def.table as CatalogueTable;
  const base = `/api/${def.path}`;
  const tags = [def.tag];
  const tenancy = def.tenancy ?? { list: 'global' as const, item: () => 'global' as const };
  const config = (access: Access, scope: Tenancy) => ({ access, tenancy: scope });
  const parse = def.parse ?? ((body: Static<W>) => body as unknown as I);
  const fileColumn = def.file?.column;
  const presentOne = async (row: Row<T>, request: FastifyRequest) => (await def.present([row], request))[0]!;

  const find = async (id: number) => {
    const [row] = await db.select().from(table).where(eq(table.id, id));
    if (!row) throw notFound(def.noun);
    return row as Row<T>;
  };

  // No catalogue answer shows when a row was written (the change history does): reads skip the timestamps, sparing two dates decoded per row.
  const { createdAt: _created, updatedAt: _updated, ...readColumns } = getTableColumns(table) as Record<string, PgColumn>;
  // The fast reads: prepared once (per ordering for the list), the page's total by a window count.
  const readOne = preparedFast(`${def.path}_one`, (name) => db.select(readColumns).from(table).where(eq(table.id, sql.placeholder('id'))).prepare(name));
  const pages = preparedShapes<ReturnType<typeof pageStatement>>(`${def.path}_page`);
  const pageStatement = (name: string, order: SQL[]) =>
    db.select({ row: readColumns, total: windowCount }).from(table).orderBy(...order).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(name);
  /** The row when it exists and, for routes whose reads check tenancy in the query, the user may see it. */
  const findVisible = async (id: number, visible: SQL | undefined) => {
    const [row] = visible ? await db.select(readColumns).from(table).where(and(eq(table.id, id), visible)) : await readOne.execute({ id });
    if (!row) throw notFound(def.noun);
    return row as Row<T>;
  };

  /** Runs the row write and afterWrite in one transaction, with the upload when one came. */
  const write = async (body: Static<W>, change: (tx: Database, values: Insert<T>) => Promise<Row<T> | undefined>) => {
    const input = parse(body);
    await def.validate?.(db, input);
    const upload = def.file ? (body as Record<string, unknown>)[def.file.field] : undefined;
    return files.saveOptional(upload, def.file?.field ?? 'file', def.file?.kinds ?? [], async (tx, fileId) => {
      const values = { ...def.values(input), ...(fileColumn && fileId ? { [fileColumn]: fileId } : {}) } as Insert<T>;
      const row = await change(tx, values);
      if (!row) throw notFound(def.noun);
      await def.afterWrite?.(tx, (row as { id: number }).id, input);
      return row;
    });
  };

  const ListQuery = Type.Object({ ...listQueryFields, ...def.filters?.query });
  const listResponse = def.schema ? { response: answers(PageOf(def.schema)) } : {};
  app.get(base, { config: config(def.access.read, tenancy.list), schema: { tags, querystring: ListQuery, ...listResponse } }, async (request, reply) => {
    const query = request.query as Static<typeof ListQuery>;
    const where = and(searchCondition(query.searchText, def.search), def.filters?.where(query), tenancy.listWhere?.(request));
    if (query.format === 'xlsx' && def.spreadsheet) {
      const rows = inBatches(
        async (afterId, limit) => (await db.select().from(table).where(and(where, gt(table.id, afterId))).orderBy(table.id).limit(limit)) as (Row<T> & { id: number })[],
        (batch) => def.present(batch, request),
      );
      return sendSpreadsheet(reply, { ...def.spreadsheet, language: request.language, rows });
    }
    const ordering = query.ordering?.trim() || def.defaultOrdering;
    const order = () => orderBy(ordering, def.orderings, def.defaultOrdering, table.id);
    // Unfiltered pages (the common read) are prepared per ordering (an unknown one throws before it is kept); filtered ones are built per request.
    const statement = where ? undefined : pages(ordering, (name) => pageStatement(name, order()));
    return paginateCounted(
      request,
      pageWindow(query),
      (limit, offset) => statement
        ? statement.execute({ limit, offset })
        : db.select({ row: readColumns, total: windowCount }).from(table).where(where).orderBy(...order()).limit(limit).offset(offset),
      (rows) => def.present(rows.map(({ row }) => row as Row<T>), request),
      () => db.$count(table, where),
    );
  });

  const readResponse = def.schema ? { response: answers(def.schema) } : {};
  app.get(`${base}/:id`, { config: config(def.access.read, tenancy.item('read')), schema: { tags, params: IdParams, ...readResponse } }, async (request) =>
    presentOne(await findVisible(request.params.id, tenancy.listWhere?.(request)), request),
  );

  app.post(base, { config: config(def.access.write, 'global'), schema: { tags, ...formBody(def.write) } }, async (request, reply) => {
    const row = await write(request.body as Static<W>, async (tx, values) => {
      const [created] = await tx.insert(table).values(values as T['$inferInsert']).returning();
      return created as Row<T>;
    });
    return reply.status(201).send(await presentOne(row, request));
  });

  app.put(`${base}/:id`, { config: config(def.access.write, tenancy.item('write')), schema: { tags, params: IdParams, ...formBody(def.write) } }, async (request) => {
    const before = await find(request.params.id);
    const row = await write(request.body as Static<W>, async (tx, values) => {
      const stamped = { ...values, ...('updatedAt' in table ? { updatedAt: sql`now()` } : {}) };
      const [updated] = await tx.update(table).set(stamped).where(eq(table.id, request.params.id)).returning();
      return updated as Row<T> | undefined;
    });
    if (fileColumn && before[fileColumn] !== row[fileColumn]) await files.discard(before[fileColumn] as string | null);
    return presentOne(row, request);
  });

  app.delete(`${base}/:id`, { config: config(def.access.write, tenancy.item('write')), schema: { tags, params: IdParams } }, async (request, reply) => {
    await def.beforeDelete?.(db, request.params.id);
    const held = await files.heldBy(table, table.id, request.params.id);
    const [row] = await writeTransaction(db, (tx) => tx.delete(table).where(eq(table.id, request.params.id)).returning());
    if (!row) throw notFound(def.noun);
    // The row's files and those of the rows the delete cascaded to (a center's documents) go with it.
    await files.discard(...held);
    return reply.status(204).send();
  });
}
