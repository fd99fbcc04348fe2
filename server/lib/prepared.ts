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
    const prepared = build(`${prefix}_${++named}`);
    cache.set(shape, prepared);
    return prepared;
  };
}
