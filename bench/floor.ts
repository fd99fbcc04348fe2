// The floor: the product's hottest reads answered by plain node:http + pg, one prepared statement
// each, no framework, no ORM, no auth (the admin's view). Bench code only: `npm run bench` checks
// that every answer deep-equals the product's before timing the two side by side.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import pg from 'pg';

const PORT = Number(process.env.FLOOR_PORT ?? 3191);
const pool = new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: 10 });

// Spanish names (no Accept-Language), the product's default ordering and page size.
const EVIDENCE_PAGE = {
  name: 'floor_evidence_page',
  // The product's shape: the page chosen on narrow rows, then only its rows joined to their names, documents and actions.
  text: `select e.id, e.name, e.state, e.expiration_date::text as expiration_date, e.center_id, c.name as center_name,
      r.id as r_id, r.name_spanish as r_name, s.id as s_id, s.name_spanish as s_name, m.id as m_id, m.name_spanish as m_name, a.id as a_id, a.name_spanish as a_name,
      p.total,
      (select coalesce(json_agg(json_build_object('id', d.id, 'name', d.name, 'elaboration_date', d.elaboration_date, 'file', null, 'is_valid', d.is_valid, 'evidence_id', d.evidence_id, 'center_id', d.center_id) order by d.id), '[]')
         from legal_document d where d.evidence_id = e.id) as documents,
      (select coalesce(json_agg(json_build_object('id', x.id, 'name', x.name, 'responsible', x.responsible, 'expected_date', x.expected_date, 'applied_date', x.applied_date, 'evidence_id', x.evidence_id, 'center_id', x.center_id, 'observations', x.observations) order by x.expected_date, x.id), '[]')
         from evidence_action x where x.evidence_id = e.id) as actions
    from (select e.id, count(*) over () as total, a."order" as a_order, m."order" as m_order, s."order" as s_order, r."order" as r_order
        from evidence e join legal_requirement r on r.id = e.legal_requirement_id join legal_text t on t.id = r.legal_text_id
          join subambit s on s.id = t.subambit_id join legal_ambit m on m.id = s.legal_ambit_id join area a on a.id = m.area_id
        where e.center_id = $1 and e.state = $2
        order by a."order", m."order", s."order", r."order", e.id limit $3 offset $4) p
      join evidence e on e.id = p.id join center c on c.id = e.center_id join legal_requirement r on r.id = e.legal_requirement_id join legal_text t on t.id = r.legal_text_id
      join subambit s on s.id = t.subambit_id join legal_ambit m on m.id = s.legal_ambit_id join area a on a.id = m.area_id
    order by p.a_order, p.m_order, p.s_order, p.r_order, p.id`,
};

const AREA_COUNTS = {
  name: 'floor_area_counts',
  text: `select a.id, a.name_spanish, a."order", e.state, count(*)::int as evidences
    from evidence e join legal_requirement r on r.id = e.legal_requirement_id join legal_text t on t.id = r.legal_text_id
      join subambit s on s.id = t.subambit_id join legal_ambit m on m.id = s.legal_ambit_id join area a on a.id = m.area_id
    where e.center_id = $1 group by a.id, a.name_spanish, a."order", e.state order by a."order", a.id`,
};

const AREA_PAGE = {
  name: 'floor_area_page',
  text: `select id, name_spanish, name_catalan, "order", count(*) over () as total from area order by "order", id limit $1 offset $2`,
};

type Row = Record<string, unknown>;
const run = async (statement: { name: string; text: string }, values: unknown[]) => (await pool.query<Row>({ ...statement, values })).rows;

function page(request: IncomingMessage, url: URL, pageNumber: number, pageSize: number, total: number, results: unknown[]) {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const link = (n: number) => {
    const target = new URL(url.pathname + url.search, `http://${request.headers.host}`);
    target.searchParams.set('page', String(n));
    return target.toString();
  };
  return {
    count: total,
    next: pageNumber < lastPage ? link(pageNumber + 1) : null,
    previous: pageNumber > 1 ? link(Math.min(pageNumber - 1, lastPage)) : null,
    results,
  };
}

async function evidenceList(request: IncomingMessage, url: URL) {
  const pageNumber = Number(url.searchParams.get('page') ?? 1);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 25);
  const rows = await run(EVIDENCE_PAGE, [
    Number(url.searchParams.get('centerId')),
    url.searchParams.get('state'),
    pageSize,
    (pageNumber - 1) * pageSize,
  ]);
  const results = rows.map((row) => ({
    id: row.id,
    name: row.name,
    state: row.state,
    expiration_date: row.expiration_date,
    legal_requirement: { id: row.r_id, name: row.r_name },
    center: { id: row.center_id, name: row.center_name },
    area: { id: row.a_id, name: row.a_name },
    legal_ambit: { id: row.m_id, name: row.m_name },
    subambit: { id: row.s_id, name: row.s_name },
    documents: row.documents,
    actions: row.actions,
  }));
  return page(request, url, pageNumber, pageSize, Number(rows[0]?.total ?? 0), results);
}

type Counts = { FULFILLED: number; NOT_FULFILLED: number; IN_PROCESS: number };
const share = (part: number, total: number) => ({ total: part, percentage: total ? Math.round((part / total) * 10_000) / 100 : 0 });
const fulfillment = (c: Counts) => {
  const totalEvidences = c.FULFILLED + c.NOT_FULFILLED + c.IN_PROCESS;
  return {
    totalEvidences,
    fulfilledEvidences: share(c.FULFILLED, totalEvidences),
    unfulfilledEvidences: share(c.NOT_FULFILLED, totalEvidences),
    inProcessEvidences: share(c.IN_PROCESS, totalEvidences),
  };
};

/** Per area: its name, order and counts by state, from the grouped rows. */
function byArea(rows: Row[]) {
  const result = new Map<number, { id: number; name: string; order: number; counts: Counts }>();
  for (const row of rows) {
    const id = row.id as number;
    const entry = result.get(id) ?? {
      id,
      name: row.name_spanish as string,
      order: row.order as number,
      counts: { FULFILLED: 0, NOT_FULFILLED: 0, IN_PROCESS: 0 },
    };
    entry.counts[row.state as keyof Counts] += row.evidences as number;
    result.set(id, entry);
  }
  return [...result.values()];
}

async function statistic(url: URL) {
  const areas = byArea(await run(AREA_COUNTS, [Number(url.searchParams.get('centerId'))]));
  const total: Counts = { FULFILLED: 0, NOT_FULFILLED: 0, IN_PROCESS: 0 };
  for (const { counts } of areas) for (const state of Object.keys(total) as (keyof Counts)[]) total[state] += counts[state];
  return { ...fulfillment(total), areas: areas.map(({ id, name, counts }) => ({ area: { id, name }, ...fulfillment(counts) })) };
}

async function inventoryAreas(centerId: number) {
  return byArea(await run(AREA_COUNTS, [centerId])).map(({ id, name, order, counts }) => ({
    id,
    name,
    order,
    total: counts.FULFILLED + counts.NOT_FULFILLED + counts.IN_PROCESS,
    fulfilled: counts.FULFILLED,
    unfulfilled: counts.NOT_FULFILLED,
    in_process: counts.IN_PROCESS,
    state: counts.NOT_FULFILLED ? 'NOT_FULFILLED' : counts.IN_PROCESS ? 'IN_PROCESS' : 'FULFILLED',
  }));
}

async function areaList(request: IncomingMessage, url: URL) {
  const pageNumber = Number(url.searchParams.get('page') ?? 1);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 25);
  const rows = await run(AREA_PAGE, [pageSize, (pageNumber - 1) * pageSize]);
  const results = rows.map((row) => ({
    id: row.id,
    name: row.name_spanish,
    name_spanish: row.name_spanish,
    name_catalan: row.name_catalan,
    order: row.order,
  }));
  return page(request, url, pageNumber, pageSize, Number(rows[0]?.total ?? 0), results);
}

async function answer(request: IncomingMessage): Promise<unknown> {
  const url = new URL(request.url ?? '/', 'http://floor');
  if (url.pathname === '/api/evidence') return evidenceList(request, url);
  if (url.pathname === '/api/evidence/fulfillment-statistic') return statistic(url);
  if (url.pathname === '/api/area') return areaList(request, url);
  const inventory = url.pathname.match(/^\/api\/legal-requirement-module\/(\d+)\/areas$/);
  if (inventory) return inventoryAreas(Number(inventory[1]));
  if (url.pathname === '/api/health') return { status: 'ok' };
  return undefined;
}

createServer((request: IncomingMessage, response: ServerResponse) => {
  answer(request).then(
    (body) => {
      response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body ?? { detail: 'Not found.', code: 'not_found' }));
    },
    (error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ detail: String(error), code: 'error' }));
    },
  );
}).listen(PORT, '127.0.0.1');
