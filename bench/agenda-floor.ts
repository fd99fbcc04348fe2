// The agenda's floor (bench/agenda.ts): the agenda page's one statement alone (server/modules/agenda/sources.ts: every
// module's obligations, the waste clock included, sorted, counted, paged and named in SQL), through the product's driver
// (PGlite on a copy of the seeded data directory, or the same PostgreSQL database), behind plain node:http: no framework,
// no authentication, no wording of the rows. `x-floor-user: <id>` reads as that collaborator, `?centerId=` narrows to one
// center; the rows go back as JSON.
import { createServer } from 'node:http';
import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import { agendaShows, AGENDA_HORIZON_DAYS, AGENDA_PAGE_SIZE } from '../contract/agenda';
import { CENTER_MODULES } from '../contract/modules';
import { openDatabase } from '../server/db/client';
import { addDays, todayInSpain } from '../server/lib/dates';
import { centerVisibleTo } from '../server/lib/tenancy';
import { obligationsPage } from '../server/modules/agenda/sources';

const PORT = Number(process.env.FLOOR_PORT ?? 3369);
const { db } = await openDatabase({ dataDir: process.env.FLOOR_DATA_DIR ?? '', databaseUrl: process.env.FLOOR_DATABASE_URL || undefined });
const column = sql.raw('a.center_id') as unknown as AnyColumn;

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://floor');
  const userId = Number(request.headers['x-floor-user'] ?? 0);
  const viewer = userId ? ({ id: userId, role: 'collaborator' } as const) : ({ id: 0, role: 'admin' } as const);
  const centerId = Number(url.searchParams.get('centerId') ?? 0);
  const asOf = todayInSpain();
  const statement = obligationsPage(
    {
      asOf,
      until: addDays(asOf, AGENDA_HORIZON_DAYS),
      language: 'es',
      modules: CENTER_MODULES.filter((module) => agendaShows(viewer.role, module)),
      centers: and(centerVisibleTo(viewer, column), centerId ? eq(column, centerId) : undefined),
    },
    { limit: AGENDA_PAGE_SIZE, offset: 0 },
  );
  db.execute(statement).then(
    (result) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify((result as unknown as { rows: unknown[] }).rows));
    },
    (error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    },
  );
}).listen(PORT, '127.0.0.1');
