import { and, eq, gt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { Type, type Static, type TObject } from 'typebox';
import type { Database } from '../db/client';
import type { Access } from '../plugins/auth';
import type { Api } from './api';
import { notFound } from './errors';
import { formBody } from './form';
import { inBatches, ListQuery, orderBy, pageWindow, paginate, searchCondition } from './paging';
import { sendSpreadsheet, type SpreadsheetColumn } from './spreadsheet';

type CatalogueTable = PgTable & { id: PgColumn };
type Row<T extends CatalogueTable> = T['$inferSelect'];

/**
 * One declaration per catalogue: the factory derives its five routes
 * (paged list with search/ordering/spreadsheet, create, read, update, delete).
 */
export interface CatalogueDefinition<T extends CatalogueTable, W extends TObject, R> {
  /** URL segment under /api, e.g. "project-ambit". */
  path: string;
  /** OpenAPI tag and the noun in messages ("Project ambit not found."). */
  noun: string;
  tag: string;
  table: T;
  write: W;
  /** Column values to store from a validated body. */
  values: (body: Static<W>) => Partial<T['$inferInsert']>;
  /** The wire shape of a row, in the request's language. */
  present: (row: Row<T>, request: FastifyRequest) => R;
  search: AnyColumn[];
  orderings: Record<string, AnyColumn | SQL>;
  defaultOrdering: string;
  access: { read: Access; write: Access };
  spreadsheet?: { name: string; columns: SpreadsheetColumn<R>[] };
}

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export function registerCatalogue<T extends CatalogueTable, W extends TObject, R>(app: Api, db: Database, def: CatalogueDefinition<T, W, R>) {
  // Drizzle's generic table types do not narrow through a type parameter; the casts stay inside this factory.
  const table = def.table as CatalogueTable;
  const base = `/api/${def.path}`;
  const tags = [def.tag];

  const find = async (id: number) => {
    const [row] = await db.select().from(table).where(eq(table.id, id));
    if (!row) throw notFound(def.noun);
    return row as Row<T>;
  };

  app.get(base, { config: { access: def.access.read }, schema: { tags, querystring: ListQuery } }, async (request, reply) => {
    const query = request.query;
    const where = searchCondition(query.searchText, def.search);
    const order = orderBy(query.ordering, def.orderings, def.defaultOrdering, table.id);
    if (query.format === 'xlsx' && def.spreadsheet) {
      const rows = inBatches(async (afterId, limit) => {
        const batch = await db.select().from(table).where(and(where, gt(table.id, afterId))).orderBy(table.id).limit(limit);
        return (batch as Row<T>[]).map((row) => ({ id: (row as { id: number }).id, record: def.present(row, request) }));
      });
      const records = (async function* () {
        for await (const batch of rows) yield batch.map((entry) => entry.record);
      })();
      return sendSpreadsheet(reply, { ...def.spreadsheet, language: request.language, rows: records });
    }
    return paginate(
      request,
      pageWindow(query),
      () => db.$count(table, where),
      async (limit, offset) => {
        const rows = await db.select().from(table).where(where).orderBy(...order).limit(limit).offset(offset);
        return (rows as Row<T>[]).map((row) => def.present(row, request));
      },
    );
  });

  app.get(`${base}/:id`, { config: { access: def.access.read }, schema: { tags, params: IdParams } }, async (request) =>
    def.present(await find(request.params.id), request),
  );

  app.post(base, { config: { access: def.access.write }, schema: { tags, ...formBody(def.write) } }, async (request, reply) => {
    const [row] = await db.insert(table).values(def.values(request.body as Static<W>) as T['$inferInsert']).returning();
    return reply.status(201).send(def.present(row as Row<T>, request));
  });

  app.put(`${base}/:id`, { config: { access: def.access.write }, schema: { tags, params: IdParams, ...formBody(def.write) } }, async (request) => {
    const values = { ...def.values(request.body as Static<W>), ...('updatedAt' in table ? { updatedAt: sql`now()` } : {}) };
    const [row] = await db.update(table).set(values as Partial<T['$inferInsert']>).where(eq(table.id, request.params.id)).returning();
    if (!row) throw notFound(def.noun);
    return def.present(row as Row<T>, request);
  });

  app.delete(`${base}/:id`, { config: { access: def.access.write }, schema: { tags, params: IdParams } }, async (request, reply) => {
    const [row] = await db.delete(table).where(eq(table.id, request.params.id)).returning({ id: table.id });
    if (!row) throw notFound(def.noun);
    return reply.status(204).send();
  });
}
