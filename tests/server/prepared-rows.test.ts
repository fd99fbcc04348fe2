import { and, eq, getTableColumns, gte, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { areas, userSessions, users } from '../../server/db/schema';
import { windowCount } from '../../server/lib/paging';
import { preparedShapes, withFastRows } from '../../server/lib/prepared';
import { freshDatabase } from './support/database';

// The fast row mapping of prepared statements must answer exactly what Drizzle's own mapping does:
// dates, numbers from SQL expressions, nested selections, nulls, and outer joins left to Drizzle.
let database: DatabaseHandle;
beforeAll(async () => {
  database = await freshDatabase();
  await database.db.insert(areas).values([
    { nameSpanish: 'Agua', nameCatalan: 'Aigua', order: 2 },
    { nameSpanish: 'Aire', nameCatalan: 'Aire', order: 1 },
  ]);
});
afterAll(() => database.close());

describe('prepared statements with fast row mapping', () => {
  it('answers the same rows as Drizzle for nested columns, timestamps and a window count', async () => {
    const query = () =>
      database.db
        .select({ row: getTableColumns(areas), total: windowCount, label: sql<string | null>`null` })
        .from(areas)
        .orderBy(areas.order);
    const plain = await query().prepare('fast_rows_plain').execute();
    const fast = await withFastRows(query().prepare('fast_rows_fast')).execute();
    expect(fast).toEqual(plain);
    expect(fast[0]!.total).toBe(2);
    expect(fast[0]!.row.createdAt).toBeInstanceOf(Date);
    expect(fast.map((entry) => entry.row.nameSpanish)).toEqual(['Aire', 'Agua']);
  });

  it('keeps Drizzle mapping where an outer join can null a whole object', async () => {
    const query = database.db
      .select({ user: { id: users.id }, session: { id: userSessions.id } })
      .from(users)
      .leftJoin(userSessions, eq(userSessions.userId, users.id))
      .where(eq(users.id, sql.placeholder('id')));
    const prepared = withFastRows(query.prepare('fast_rows_join')) as unknown as { customResultMapper?: unknown };
    expect(prepared.customResultMapper).toBeUndefined();
  });
});

describe('named shapes keep their plan on the embedded database', () => {
  const shapes = preparedShapes<ReturnType<typeof byName>>('test_named');
  const byName = (name: string) =>
    database.db
      .select({ id: areas.id, name: areas.nameSpanish })
      .from(areas)
      .where(and(like(areas.nameSpanish, sql.placeholder('pattern')), gte(areas.createdAt, sql.placeholder('since'))))
      .orderBy(areas.id)
      .prepare(name);

  it('answers each execution with its own values, quotes and all, as the unprepared query does', async () => {
    await database.db.insert(areas).values({ nameSpanish: "Río d'Ebre", nameCatalan: "Riu d'Ebre" });
    const statement = shapes('by-name', byName);
    const since = new Date('2000-01-01T00:00:00Z');
    for (const pattern of ['A%', "%d'E%", "x'); drop table area; --", '%']) {
      const expected = await byName('').execute({ pattern, since });
      expect(await statement.execute({ pattern, since })).toEqual(expected);
    }
    expect((await statement.execute({ pattern: "%d'E%", since })).map((row) => row.name)).toEqual(["Río d'Ebre"]);
    expect(await database.db.$count(areas)).toBe(3);
  });

  it('runs unprepared when PostgreSQL cannot type a parameter', async () => {
    const untyped = preparedShapes<ReturnType<typeof build>>('test_untyped');
    const build = (name: string) =>
      database.db
        .select({ value: sql<string>`${sql.placeholder('value')}` })
        .from(areas)
        .limit(1)
        .prepare(name);
    expect(await untyped('value', build).execute({ value: 'hola' })).toEqual([{ value: 'hola' }]);
  });
});
