import { and, asc, eq, getTableColumns, gt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { Type, type Static, type TObject, type TSchema } from 'typebox';
import type { CenterModule } from '../../contract/modules';
import type { Database } from '../db/client';
import { writeTransaction } from '../db/transaction';
import type { Access } from './access';
import { currentUser } from './access';
import { centerById, centerOf, centerRow, type RowOwner } from './center-rows';
import { centerVisibleTo, type Tenancy } from './tenancy';
import type { Api, AppContext } from './api';
import { notFound } from './errors';
import type { ResourceName } from './messages';
import { IdParams, CenterParams } from './fields';
import type { FileKind } from './file-types';
import { formBody } from './form';
import { inBatches, listQueryFields, orderBy, pageWindow, paginateCounted, searchCondition, windowCount } from './paging';
import { preparedFast, preparedShapes } from './prepared';
import { answers, PageOf } from './wire';
import type { Language } from './language';
import { sendSpreadsheet, type SpreadsheetColumn } from './spreadsheet';

type CatalogueTable = PgTable & { id: PgColumn };
type Row<T extends CatalogueTable> = T['$inferSelect'];
type Insert<T extends CatalogueTable> = Partial<T['$inferInsert']>;

/**
 * Rows that belong to a center. The tenancy hook checks the row's center on item routes (404 naming the record when
 * it is not visible, 403 for a client's write, 409 when the module is off); the list and create take the center
 * from the list path's :centerId ('path'), or list the visible centers' rows and take it from a body field ('body').
 */
export interface CenterScope {
  owner: RowOwner;
  /** The row's center_id column. */
  column: PgColumn;
  module?: CenterModule;
  /** 'parent': the row's center is that of the parent row the body names under `key` (a target's indicator). */
  center: { in: 'path' } | { in: 'body'; key: string } | { in: 'parent'; key: string; owner: RowOwner };
  /** The item read checks the row's center in its own statement (the list's visible-centers filter), sparing the hook's. */
  readsInQuery?: boolean;
  /** The list shows one center's rows (no owner) or one parent row's, named by a required query field (`?centerId=`, `?stageId=`). */
  listBy?: { key: string; column: PgColumn; owner?: RowOwner };
}

/** What a joined table adds to a row: a column, a computed value, or a table's row (or some of its columns) nested under the key. */
type Joinable = PgColumn | SQL | SQL.Aliased | PgTable | Record<string, PgColumn>;
type ValueOf<C> = C extends PgTable
  ? C['$inferSelect']
  : C extends Record<string, PgColumn>
    ? { [K in keyof C]: ValueOf<C[K]> }
    : C extends SQL.Aliased<infer V>
      ? V
      : C extends SQL<infer V>
        ? V
        : C extends PgColumn
          ? C['_']['notNull'] extends true
            ? C['_']['data']
            : C['_']['data'] | null
          : never;
export type Joined<J> = { [K in keyof J]: ValueOf<J[K]> };

/**
 * Tables joined to every read of the rows and the columns they add: one parent (inner join on `on`), or a chain of
 * joins (`to`: inner or left, a record's place in a tree); a left-joined table's nested row is null when absent.
 */
export type ResourceJoin<J extends Record<string, Joinable>> = { columns: J } & (
  { table: PgTable; on: SQL } | { to: (query: PgSelect) => PgSelect }
);

export type Operation = 'list' | 'read' | 'create' | 'update' | 'delete';

/** Values computed in the row's statement; a function when they depend on the request's day (then never prepared). */
type ComputedColumns<X> = { [K in keyof X]: SQL<X[K]> | SQL.Aliased<X[K]> };

/** A body field whose upload is stored and its file id kept in a column of the row. */
export interface FilePart<W extends TObject, T extends CatalogueTable> {
  field: keyof Static<W> & string;
  column: keyof Row<T> & string;
  kinds: readonly FileKind[];
  reportAs?: string;
}

/** What a create knows besides the body: the new row's center (the list path's, the body's or the parent row's). */
export interface WriteContext {
  centerId?: number;
}

/**
 * One declaration per resource, a global catalogue or a center's rows: the factory derives its five routes (paged
 * list with search, ordering, filters and spreadsheet; create; read; update; delete). `I` is the parsed input.
 */
export interface ResourceDefinition<
  T extends CatalogueTable,
  W extends TObject,
  R,
  I = Static<W>,
  X extends Record<string, unknown> = Record<never, never>,
  J extends Record<string, Joinable> = Record<never, never>,
> {
  /** URL segment under /api, e.g. "project-ambit". */
  path: string;
  /** Other URLs than /api/{path}: the list's (and create's), e.g. "/api/risk-opportunity-module/:centerId/process", and the item's. */
  paths?: { list: string; item: string };
  /** Global (shared by everyone, the default) or rows of a center. */
  scope?: CenterScope;
  /** Its record name in messages, a key of the locales' `resources` ("No se ha encontrado el ámbito de proyecto."). */
  name: ResourceName;
  /** OpenAPI tag. */
  tag: string;
  table: T;
  /** Body schema of create and update (JSON or multipart). */
  write: W;
  /** Update's body when it differs from create's (e.g. without the center). */
  updateWrite?: TObject;
  /** From the validated body to the input (e.g. json_data parsing); defaults to the body itself. */
  parse?: (body: Static<W>) => I;
  /** Create and update take a JSON body only (the OpenAPI document lists no multipart encoding). */
  jsonOnly?: boolean;
  /** Checks that need the database (referenced ids exist, of the new row's center); answer 400 naming the field. */
  validate?: (db: Database, input: I, context: WriteContext) => Promise<void>;
  /** Values read from the database before the write (the center's configured method), stored with `values`. */
  prepare?: (db: Database, input: I, context: WriteContext) => Promise<Insert<T>>;
  /** Column values to store from the input. */
  values: (input: I, context: WriteContext) => Insert<T>;
  /** Writes that belong with the row in the same transaction (member lists). */
  afterWrite?: (tx: Database, id: number, input: I) => Promise<void>;
  /**
   * Optional uploaded files kept in columns of the row (a logo; a delivery note and a document): each replaced only when a
   * new file comes. With several, a 415 names the column's key (as their routes always did).
   */
  file?: FilePart<W, T> | readonly FilePart<W, T>[];
  /** The wire shape of rows, in the request's language; batched so a page costs a constant number of queries. */
  present: (rows: (Row<T> & X & Joined<J>)[], request: FastifyRequest) => Promise<R[]> | R[];
  /** A table joined in the same statement as the row; a write reads the row again to present it. */
  join?: ResourceJoin<J>;
  /** Values computed per row in the same statement as the row (a count of children), what a new row has and, when known, an updated one. */
  columns?: { select: ComputedColumns<X> | (() => ComputedColumns<X>); created: X; updated?: X };
  search: AnyColumn[];
  /** The orderings a list may ask for; without them the list keeps `order` whatever it is asked. */
  orderings?: Record<string, AnyColumn | SQL>;
  defaultOrdering?: string;
  /** The fixed order, or one that depends on the list's filters (closed actions newest first). */
  order?: SQL[] | ((query: Record<string, unknown>) => SQL[]);
  /** The answer shows when the row was written (created_at, updated_at): reads keep the timestamps. */
  timestamps?: boolean;
  /** Extra list filters: their query schema and the condition they make. */
  filters?: { query: Record<string, TSchema>; where: (query: Record<string, unknown>) => SQL | undefined };
  /** The routes the resource has, when not all five (a link is created and deleted, never updated). */
  operations?: readonly Operation[];
  /** An update changes only a row meeting `where` (an open evaluation); another answers `refused()` (409). */
  updatable?: { where: SQL; refused: () => Error };
  /** A create meeting a unique constraint answers this error (409) instead of adding the row. */
  duplicate?: () => Error;
  /** Who reads and who writes; create and delete may narrow writing (only admins delete). */
  access: { read: Access; write: Access; create?: Access; delete?: Access };
  /** How the routes relate to centers; catalogues shared by everyone are 'global'. */
  tenancy?: { list: Tenancy; item: (mode: 'read' | 'write') => Tenancy; listWhere?: (request: FastifyRequest) => SQL | undefined };
  /** Refuses an update the body may not make to the stored row (answer 400 naming the field): a target stays with its indicator. */
  beforeUpdate?: (before: Row<T>, input: I, db: Database) => void | Promise<void>;
  /** Work once a create or update has committed, before the answer is read (a computation, a notice); `before` on update. */
  afterSave?: (saved: Row<T>, before: Row<T> | undefined) => Promise<void>;
  /** Refuses a delete that would orphan or cascade into other records (answer 409). */
  beforeDelete?: (db: Database, id: number) => Promise<void>;
  /** The list's .xlsx: its columns, or a function of the request's language when a cell's words are translated by hand. */
  spreadsheet?: { name: string; title: string; columns: SpreadsheetColumn<R>[] | ((language: Language) => SpreadsheetColumn<R>[]) };
  /** The wire shape of one row: the list and the read serialise with it (it must name every field the client reads). */
  schema?: TObject;
  /** Create and update answer through `schema` too. */
  answersWrites?: boolean;
}

/** Create checks the center of the path, of the body, or of the parent row the body names. */
function createTenancyOf(scope: CenterScope): Tenancy {
  const at = { module: scope.module };
  const center = scope.center;
  if (center.in === 'path') return centerById('write', at);
  if (center.in === 'body') return centerById('write', { ...at, key: center.key, in: 'body' });
  return centerRow(center.owner, 'write', { ...at, key: center.key, in: 'body' });
}

/** The list's tenancy: the path's center, the center or parent row the query names, or the visible centers. */
function listTenancyOf(scope: CenterScope): Tenancy {
  const at = { module: scope.module };
  const by = scope.listBy;
  if (by)
    return by.owner
      ? centerRow(by.owner, 'read', { ...at, key: by.key, in: 'query' })
      : centerById('read', { ...at, key: by.key, in: 'query' });
  return scope.center.in === 'path' ? centerById('read', at) : 'visible-centers';
}

/** The tenancy of the list, item and create routes of a center scope. */
function scopeTenancy(scope: CenterScope) {
  const at = { module: scope.module };
  const by = scope.listBy;
  return {
    list: listTenancyOf(scope),
    item: (mode: 'read' | 'write') => centerRow(scope.owner, mode, { ...at, readsInQuery: scope.readsInQuery }),
    create: createTenancyOf(scope),
    listWhere: (request: FastifyRequest) => {
      if (by) return eq(by.column, (request.query as Record<string, number>)[by.key]!);
      if (scope.center.in === 'path') return eq(scope.column, (request.params as { centerId: number }).centerId);
      return centerVisibleTo(currentUser(request), scope.column);
    },
  };
}

export function registerResource<
  T extends CatalogueTable,
  W extends TObject,
  R,
  I = Static<W>,
  X extends Record<string, unknown> = Record<never, never>,
  J extends Record<string, Joinable> = Record<never, never>,
>(app: Api, { db, files }: Pick<AppContext, 'db' | 'files'>, def: ResourceDefinition<T, W, R, I, X, J>) {
  // Drizzle's generic table types do not narrow through a type parameter; the casts stay inside this factory.
  const table = def.table as CatalogueTable;
  const base = def.paths?.list ?? `/api/${def.path}`;
  const item = def.paths?.item ?? `${base}/:id`;
  const tags = [def.tag];
  const scoped = def.scope ? scopeTenancy(def.scope) : undefined;
  const tenancy = scoped ?? def.tenancy ?? { list: 'global' as const, item: () => 'global' as const };
  const createTenancy: Tenancy = scoped?.create ?? 'global';
  // Item routes of a center scope: the hook has checked the row's center, unless the read checks it in its own statement.
  const scopeColumn = def.scope?.readsInQuery ? def.scope.column : undefined;
  const readWhere = scoped
    ? scopeColumn && ((request: FastifyRequest) => centerVisibleTo(currentUser(request), scopeColumn))
    : def.tenancy?.listWhere;
  const computed = def.columns?.select;
  // Values of the request's day (an overdue flag) are built per request: no statement is prepared with them.
  const perRequest = typeof computed === 'function';
  const extrasNow = () => ((typeof computed === 'function' ? computed() : computed) ?? {}) as Record<string, SQL>;
  const hasExtras = perRequest || Object.keys(extrasNow()).length > 0;
  const config = (access: Access, scope: Tenancy) => ({ access, tenancy: scope });
  const parse = def.parse ?? ((body: Static<W>) => body as unknown as I);
  const fileParts: readonly FilePart<W, T>[] = def.file ? ([] as FilePart<W, T>[]).concat(def.file) : [];
  const [onlyFile] = fileParts.length === 1 ? fileParts : [];
  const filesInRow = !files.cascades(table);
  const presentOne = async (row: Row<T> & X & Joined<J>, request: FastifyRequest) => (await def.present([row], request))[0]!;
  const center = def.scope?.center;
  /** The new row's center: the list path's, or its parent's (the hook has checked it; gone since, the parent is not found). */
  const createContext = async (request: FastifyRequest): Promise<WriteContext> => {
    if (center?.in === 'path') return { centerId: (request.params as { centerId: number }).centerId };
    if (center?.in === 'body') return { centerId: (request.body as Record<string, number>)[center.key] };
    if (center?.in !== 'parent') return {};
    return { centerId: await centerOf(db, center.owner, (request.body as Record<string, number>)[center.key]!) };
  };
  // Every read of the rows joins the declared tables (inner joins to a parent that always exists, left joins to an optional one).
  const join = def.join;
  const joinTo = <Q>(query: Q): Q => {
    if (!join) return query;
    if ('to' in join) return join.to(query as unknown as PgSelect) as unknown as Q;
    return (query as unknown as { innerJoin: (joined: PgTable, on: SQL) => Q }).innerJoin(join.table, join.on);
  };
  const joined = (join?.columns ?? {}) as Record<string, PgColumn | SQL>;
  // A filter may name a joined table: the count then joins too (to-one joins, so the count is the rows').
  const countRows = (where: SQL | undefined) =>
    join
      ? db.$count(
          joinTo(db.select({ id: table.id }).from(table))
            .where(where)
            .as('rows'),
        )
      : db.$count(table, where);
  const fixedOrder = (query: Record<string, unknown>) => (typeof def.order === 'function' ? def.order(query) : def.order);
  const has = (operation: Operation) => !def.operations || def.operations.includes(operation);

  const find = async (id: number) => {
    const [row] = await db.select().from(table).where(eq(table.id, id));
    if (!row) throw notFound(def.name);
    return row as Row<T>;
  };

  // No catalogue answer shows when a row was written (the change history does): reads skip the timestamps, sparing two dates decoded per row.
  const { createdAt: _created, updatedAt: _updated, ...untimed } = getTableColumns(table) as Record<string, PgColumn>;
  const tableColumns = def.timestamps ? getTableColumns(table) : untimed;
  const readColumnsNow = () => ({ ...tableColumns, ...extrasNow(), ...joined });
  const readColumns = readColumnsNow();
  // The fast reads: prepared once (per ordering for the list), the page's total by a window count.
  const readOne = preparedFast(`${def.path}_one`, (name) =>
    joinTo(db.select(readColumns).from(table))
      .where(eq(table.id, sql.placeholder('id')))
      .prepare(name),
  );
  const pages = preparedShapes<ReturnType<typeof pageStatement>>(`${def.path}_page`);
  const pageStatement = (name: string, order: SQL[]) =>
    joinTo(db.select({ row: readColumns, total: windowCount }).from(table))
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  /** The row when it exists and, for routes whose reads check tenancy in the query, the user may see it. */
  const findVisible = async (id: number, visible: SQL | undefined) => {
    const [row] =
      visible || perRequest
        ? await joinTo(db.select(readColumnsNow()).from(table)).where(and(eq(table.id, id), visible))
        : await readOne.execute({ id });
    if (!row) throw notFound(def.name);
    return row as Row<T> & X & Joined<J>;
  };

  /** Runs the row write and afterWrite in one transaction, with the upload when one came. */
  const write = async (
    body: Static<W>,
    context: WriteContext,
    change: (tx: Database, values: Insert<T>) => Promise<Row<T> | undefined>,
  ) => {
    const input = parse(body);
    await def.validate?.(db, input, context);
    const prepared = await def.prepare?.(db, input, context);
    const uploaded = body as Record<string, unknown>;
    const save = async (tx: Database, fileIds: Record<string, string | undefined>) => {
      const values = { ...prepared, ...def.values(input, context), ...fileIds } as Insert<T>;
      const row = await change(tx, values);
      if (!row) throw notFound(def.name);
      await def.afterWrite?.(tx, (row as { id: number }).id, input);
      return row;
    };
    if (fileParts.length > 1)
      return files.saveEach(
        Object.fromEntries(fileParts.map((part) => [part.column, { upload: uploaded[part.field], kinds: part.kinds }])),
        save,
      );
    const upload = onlyFile ? uploaded[onlyFile.field] : undefined;
    // The 415 names the field the clients know (a column's key where that was the wire's name).
    return files.saveOptional(upload, onlyFile?.reportAs ?? onlyFile?.field ?? 'file', onlyFile?.kinds ?? [], (tx, fileId) =>
      save(tx, onlyFile && fileId ? { [onlyFile.column]: fileId } : {}),
    );
  };

  const body = (schema: TObject) => (def.jsonOnly ? { body: schema } : formBody(schema));
  const listBy = def.scope?.listBy ? { [def.scope.listBy.key]: Type.Integer({ minimum: 1 }) } : {};
  const ListQuery = Type.Object({ ...listQueryFields, ...listBy, ...def.filters?.query });
  const listResponse = def.schema ? { response: answers(PageOf(def.schema)) } : {};
  const Params = def.scope?.center.in === 'path' ? { params: CenterParams } : {};
  if (has('list'))
    app.get(
      base,
      { config: config(def.access.read, tenancy.list), schema: { tags, ...Params, querystring: ListQuery, ...listResponse } },
      async (request, reply) => {
        const query = request.query as Static<typeof ListQuery>;
        const where = and(searchCondition(query.searchText, def.search), def.filters?.where(query), tenancy.listWhere?.(request));
        if (query.format === 'xlsx' && def.spreadsheet) {
          const rows = inBatches(
            async (afterId, limit) =>
              (await joinTo(db.select({ ...getTableColumns(table), ...extrasNow(), ...joined }).from(table))
                .where(and(where, gt(table.id, afterId)))
                .orderBy(table.id)
                .limit(limit)) as unknown as (Row<T> & X & Joined<J> & { id: number })[],
            (batch) => def.present(batch, request),
          );
          const { columns, ...sheet } = def.spreadsheet;
          const language = request.language;
          return sendSpreadsheet(reply, { ...sheet, columns: typeof columns === 'function' ? columns(language) : columns, language, rows });
        }
        const ordering = def.orderings ? query.ordering?.trim() || def.defaultOrdering! : 'fixed';
        const order = () =>
          def.orderings ? orderBy(ordering, def.orderings, def.defaultOrdering!, table.id) : (fixedOrder(query) ?? [asc(table.id)]);
        // Unfiltered pages (the common read) are prepared per ordering (an unknown one throws before it is kept); filtered ones are built per request.
        const fixed = !where && !perRequest && typeof def.order !== 'function';
        const statement = fixed ? pages(ordering, (name) => pageStatement(name, order())) : undefined;
        return paginateCounted(
          request,
          pageWindow(query),
          (limit, offset) =>
            statement
              ? statement.execute({ limit, offset })
              : joinTo(db.select({ row: readColumnsNow(), total: windowCount }).from(table))
                  .where(where)
                  .orderBy(...order())
                  .limit(limit)
                  .offset(offset),
          (rows) =>
            def.present(
              rows.map(({ row }) => row as Row<T> & X & Joined<J>),
              request,
            ),
          () => countRows(where),
        );
      },
    );

  const readResponse = def.schema ? { response: answers(def.schema) } : {};
  if (has('read'))
    app.get(
      item,
      { config: config(def.access.read, tenancy.item('read')), schema: { tags, params: IdParams, ...readResponse } },
      async (request) => presentOne(await findVisible(request.params.id, readWhere?.(request)), request),
    );

  if (has('create'))
    app.post(
      base,
      {
        config: config(def.access.create ?? def.access.write, createTenancy),
        schema: { tags, ...Params, ...body(def.write), ...(def.answersWrites && def.schema ? { response: { 201: def.schema } } : {}) },
      },
      async (request, reply) => {
        const row = await write(request.body as Static<W>, await createContext(request), async (tx, values) => {
          const insert = tx.insert(table).values(values as T['$inferInsert']);
          const [created] = await (def.duplicate ? insert.onConflictDoNothing() : insert).returning();
          if (!created && def.duplicate) throw def.duplicate();
          return created as Row<T>;
        });
        await def.afterSave?.(row, undefined);
        // A new row's computed values are known (no children yet): no second read, unless a joined table adds to it.
        const created = def.join
          ? await findVisible(row.id as number, undefined)
          : ({ ...row, ...def.columns?.created } as Row<T> & X & Joined<J>);
        return reply.status(201).send(await presentOne(created, request));
      },
    );

  if (has('update'))
    app.put(
      item,
      {
        config: config(def.access.write, tenancy.item('write')),
        schema: { tags, params: IdParams, ...body(def.updateWrite ?? def.write), ...(def.answersWrites ? readResponse : {}) },
      },
      async (request) => {
        // 404 before any check of the body; a center scope's hook has already found the row (its before is needed for a file or a check).
        const before = fileParts.length || !scoped || def.beforeUpdate ? await find(request.params.id) : undefined;
        if (before) await def.beforeUpdate?.(before, parse(request.body as Static<W>), db);
        const row = await write(request.body as Static<W>, {}, async (tx, values) => {
          const stamped = { ...values, ...('updatedAt' in table ? { updatedAt: sql`now()` } : {}) };
          const [updated] = await tx
            .update(table)
            .set(stamped)
            .where(and(eq(table.id, request.params.id), def.updatable?.where))
            .returning();
          if (!updated && def.updatable) {
            const [exists] = await tx.select({ id: table.id }).from(table).where(eq(table.id, request.params.id));
            if (exists) throw def.updatable.refused();
          }
          return updated as Row<T> | undefined;
        });
        const replaced = fileParts.filter((part) => before && before[part.column] !== row[part.column]);
        if (replaced.length) await files.discard(...replaced.map((part) => before![part.column] as string | null));
        await def.afterSave?.(row, before);
        // Read again only for what the update's row lacks: joined columns, or computed ones not declared known.
        const reread = def.join || (hasExtras && !def.columns?.updated);
        const updated = { ...row, ...def.columns?.updated } as Row<T> & X & Joined<J>;
        return presentOne(reread ? await findVisible(row.id as number, undefined) : updated, request);
      },
    );

  if (has('delete'))
    app.delete(
      item,
      { config: config(def.access.delete ?? def.access.write, tenancy.item('write')), schema: { tags, params: IdParams } },
      async (request, reply) => {
        await def.beforeDelete?.(db, request.params.id);
        // A row whose delete cascades nowhere names all its files itself: the deleted row returned says them, no read before.
        const held = filesInRow ? [] : await files.heldBy(table, table.id, request.params.id);
        const [row] = await writeTransaction(db, (tx) => tx.delete(table).where(eq(table.id, request.params.id)).returning());
        if (!row) throw notFound(def.name);
        // The row's files and those of the rows the delete cascaded to (a center's documents) go with it.
        await files.discard(...held, ...(filesInRow ? files.heldIn(table, row as Record<string, unknown>) : []));
        return reply.status(204).send();
      },
    );
}
