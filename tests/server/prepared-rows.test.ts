import { eq, getTableColumns, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { areas, userSessions, users } from '../../server/db/schema';
import { windowCount } from '../../server/lib/paging';
import { withFastRows } from '../../server/lib/prepared';
import { freshDatabase } from './support/database';

// The fast row mapping of prepared statements must answer exactly what Drizzle's own mapping does:
// dates, numbers from SQL expressions, nested selections, nulls, and outer joins left to Drizzle.
let database: DatabaseHandle;
beforeAll(async () => {
  database = await freshDatabase();
  await database.db.insert(areas).values([{ nameSpanish: 'Agua', nameCatalan: 'Aigua', order: 2 }, { nameSpanish: 'Aire', nameCatalan: 'Aire', order: 1 }]);
});
afterAll(() => database.close());

describe('prepared statements with fast row mapping', () => {
  it('answers the same rows as Drizzle for nested columns, timestamps and a window count', async () => {
    const query = () => database.db.select({ row: getTableColumns(areas), total: windowCount, label: sql<string | null>`null` }).from(areas).orderBy(areas.order);
    const plain = await query().prepare('fast_rows_plain').execute();
    const fast = await withFastRows(query().prepare('fast_rows_fast')).execute();
    expect(fast).toEqual(plain);
    expect(fast[0]!.total).toBe(2);
    expect(fast[0]!.row.createdAt).toBeInstanceOf(Date);
    expect(fast.map((entry) => entry.row.nameSpanish)).toEqual(['Aire', 'Agua']);
  });

  it('keeps Drizzle mapping where an outer join can null a whole object', async () => {
    const query = database.db.select({ user: { id: users.id }, session: { id: userSessions.id } }).from(users)
      .leftJoin(userSessions, eq(userSessions.userId, users.id)).where(eq(users.id, sql.placeholder('id')));
    const prepared = withFastRows(query.prepare('fast_rows_join')) as unknown as { customResultMapper?: unknown };
    expect(prepared.customResultMapper).toBeUndefined();
  });
});
