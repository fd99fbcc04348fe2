import { Column, entityKind, is, noopDecoder, SQL, Subquery } from 'drizzle-orm';

let named = 0;

/**
 * Prepared statements cached per query shape (which filters are present, the ordering, the
 * viewer's tenancy clause): Drizzle builds each shape once and PostgreSQL plans it once per
 * connection; the values travel as placeholders. Shapes beyond `limit` (odd orderings) are
 * built per request, unnamed, so a client cannot grow the cache without bound. One cache per
 * database handle (make it where the routes are registered).
 */
export function preparedShapes<Q>(prefix: string, limit = 64): (shape: string, build: (name: string) => Q) => Q {
  const cache = new Map<string, Q>();
  return (shape, build) => {
    const cached = cache.get(shape);
    if (cached) return cached;
    if (cache.size >= limit) return build('');
    // Names are unique in the process: PostgreSQL keeps them per connection, whichever route prepared them.
    const prepared = preparedFast(`${prefix}_${++named}`, build);
    cache.set(shape, prepared);
    return prepared;
  };
}

/** A named prepared statement with the platform's fast paths: its plan kept (PGlite too) and its rows mapped once per shape. */
export function preparedFast<Q>(name: string, build: (name: string) => Q): Q {
  return withFastRows(withSessionPlan(build(name), name));
}

type Decoder = ((value: unknown) => unknown) | null;
interface SelectedField {
  path: string[];
  field: unknown;
}
interface PreparedInternals {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: unknown;
}

/** How Drizzle decodes one selected field (a column, an SQL expression, an aliased one, a subquery); null when it keeps the value. */
function decoderOf(field: unknown): Decoder {
  // `decoder` is Drizzle-internal on SQL; its mapping (below) is what mapResultRow itself uses.
  const decoderIn = (expression: unknown) => (expression as { decoder: unknown }).decoder;
  const decoding = is(field, Column)
    ? field
    : is(field, SQL)
      ? decoderIn(field)
      : is(field, Subquery)
        ? decoderIn((field as unknown as { _: { sql: unknown } })._.sql)
        : decoderIn((field as { sql: unknown }).sql);
  const map = (decoding as { mapFromDriverValue: (value: unknown) => unknown }).mapFromDriverValue;
  if (map === Column.prototype.mapFromDriverValue || map === noopDecoder.mapFromDriverValue) return null;
  return map.bind(decoding);
}

/**
 * Drizzle maps every cell through generic type checks (a tenth of a catalogue page's CPU): a
 * prepared statement maps its rows with decoders found once instead. Statements whose outer joins
 * may null a whole nested object keep Drizzle's own mapping, which knows that rule.
 */
export function withFastRows<Q>(prepared: Q): Q {
  const query = prepared as unknown as PreparedInternals;
  const nullableJoin = Object.values(query.joinsNotNullableMap ?? {}).some((notNull) => !notNull);
  if (!query.fields || query.customResultMapper || nullableJoin) return prepared;
  const cells = query.fields.map(({ path, field }) => ({ path, decode: decoderOf(field) }));
  query.customResultMapper = (rows: unknown[][]) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      for (let i = 0; i < cells.length; i++) {
        const { path, decode } = cells[i]!;
        const raw = row[i];
        const value = raw === null || decode === null ? raw : decode(raw);
        let node = result;
        for (let depth = 0; depth < path.length - 1; depth++) node = (node[path[depth]!] ??= {}) as Record<string, unknown>;
        node[path[path.length - 1]!] = value;
      }
      return result;
    });
  return prepared;
}

interface PgliteClient {
  query(text: string, params?: unknown[], options?: unknown): Promise<{ rows: unknown[] }>;
}
interface PglitePrepared {
  client: PgliteClient;
}

/** A parameter as an SQL literal of unknown type (the prepared statement's parameter type reads it, as a bound text value would); undefined when it has no literal form. */
function literalOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  const text =
    typeof value === 'string'
      ? value
      : typeof value === 'number' && Number.isFinite(value)
        ? String(value)
        : typeof value === 'boolean' || typeof value === 'bigint'
          ? String(value)
          : value instanceof Date
            ? value.toISOString()
            : undefined;
  // standard_conforming_strings is on (PostgreSQL's default, never changed here): only the quote needs doubling.
  return text === undefined ? undefined : `'${text.replaceAll("'", "''")}'`;
}

/**
 * PGlite sends every query unnamed, so it plans the statement on every execution (a third of the
 * evidence list's time): a named shape there becomes a session-level PREPARE, run by EXECUTE with
 * its values as literals, so the plan is kept as PostgreSQL keeps a named statement's. A statement
 * PostgreSQL cannot prepare (a parameter of no inferable type) or a value without a literal form
 * runs as before. node-postgres already names its statements.
 */
export function withSessionPlan<Q>(prepared: Q, name: string): Q {
  const query = prepared as unknown as PglitePrepared;
  if ((query.constructor as unknown as Record<symbol, string>)[entityKind] !== 'PglitePreparedQuery' || !name) return prepared;
  const client = query.client;
  const quoted = `"${name.replaceAll('"', '""')}"`;
  let ready: Promise<boolean> | undefined;
  query.client = {
    async query(text, params = [], options) {
      const literals = params.map(literalOf);
      if (literals.includes(undefined)) return client.query(text, params, options);
      ready ??= client.query(`prepare ${quoted} as ${text}`).then(
        () => true,
        () => false,
      );
      if (!(await ready)) return client.query(text, params, options);
      return client.query(literals.length ? `execute ${quoted}(${literals.join(', ')})` : `execute ${quoted}`, [], options);
    },
  };
  return prepared;
}
