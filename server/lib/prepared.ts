import { Column, is, noopDecoder, SQL, Subquery } from 'drizzle-orm';

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
    const prepared = withFastRows(build(`${prefix}_${++named}`));
    cache.set(shape, prepared);
    return prepared;
  };
}

type Decoder = ((value: unknown) => unknown) | null;
interface SelectedField { path: string[]; field: unknown }
interface PreparedInternals { fields?: SelectedField[]; joinsNotNullableMap?: Record<string, boolean>; customResultMapper?: unknown }

/** How Drizzle decodes one selected field (a column, an SQL expression, an aliased one, a subquery); null when it keeps the value. */
function decoderOf(field: unknown): Decoder {
  // `decoder` is Drizzle-internal on SQL; its mapping (below) is what mapResultRow itself uses.
  const decoderIn = (expression: unknown) => (expression as { decoder: unknown }).decoder;
  const decoding = is(field, Column) ? field
    : is(field, SQL) ? decoderIn(field)
    : is(field, Subquery) ? decoderIn((field as unknown as { _: { sql: unknown } })._.sql)
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
  query.customResultMapper = (rows: unknown[][]) => rows.map((row) => {
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
