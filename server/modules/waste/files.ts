import { sql, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import type { RegisterModule } from '../../lib/api';
import { pickName } from '../../lib/language';
import { pageWindow, paginateCounted } from '../../lib/paging';
import { answers, NullableText, Nullable, PageOf } from '../../lib/wire';
import { wasteTenancy } from './fields';
import { everyone } from '../../lib/access';
import { CenterParams } from '../../lib/fields';

/** Every kind of file the residue module keeps, and where it hangs. */
export const WASTE_FILE_KINDS = [
  'treatment_contract',
  'previous_notification',
  'container_photo',
  'collection_document',
  'delivery_note',
  'incidence',
] as const;
type WasteFileKind = (typeof WASTE_FILE_KINDS)[number];

const Query = Type.Object({
  kind: Type.Optional(Type.Enum([...WASTE_FILE_KINDS])),
  residueId: Type.Optional(Type.Integer({ minimum: 1 })),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});
const FileRow = Type.Object({
  kind: Type.String(),
  url: NullableText(),
  name: Type.String(),
  content_type: Type.String(),
  size: Type.Integer(),
  uploaded_at: Type.String(),
  date: Type.String(),
  residue: Type.Object({ id: Type.Integer(), ler_code: Type.String(), name: Type.String() }),
  collection_plan_id: Type.Integer(),
  residue_collection_id: Nullable(Type.Integer()),
  incidence_id: Nullable(Type.Integer()),
});

interface Row {
  kind: WasteFileKind;
  file_id: string;
  original_name: string;
  content_type: string;
  size: string | number;
  uploaded_at: string | Date;
  day: string | Date;
  residue_id: number;
  ler_code: string;
  name_spanish: string;
  name_catalan: string;
  plan_id: number;
  collection_id: number | null;
  incidence_id: number | null;
  total: string | number;
}

/** Where each kind of file is stored: its table, its file column and the day it is about. */
const SOURCES: Record<WasteFileKind, SQL> = {
  treatment_contract: sql`select 'treatment_contract' as kind, p.treatment_contract_document_id as file_id, p.id as plan_id, null::int as collection_id, null::int as incidence_id, p.start_date as day, p.residue_id, p.center_id from collection_plan p`,
  previous_notification: sql`select 'previous_notification', p.previous_notification_document_id, p.id, null::int, null::int, coalesce(p.previous_notification_date, p.start_date), p.residue_id, p.center_id from collection_plan p`,
  container_photo: sql`select 'container_photo', p.photo_of_container_id, p.id, null::int, null::int, p.start_date, p.residue_id, p.center_id from collection_plan p`,
  collection_document: sql`select 'collection_document', c.collection_document_id, p.id, c.id, null::int, c.date, p.residue_id, c.center_id from residue_collection c join collection_plan p on p.id = c.collection_plan_id`,
  delivery_note: sql`select 'delivery_note', c.delivery_note_id, p.id, c.id, null::int, c.date, p.residue_id, c.center_id from residue_collection c join collection_plan p on p.id = c.collection_plan_id`,
  incidence: sql`select 'incidence', i.file_id, p.id, c.id, i.id, i.date, p.residue_id, i.center_id from incidence i join residue_collection c on c.id = i.residue_collection_id join collection_plan p on p.id = c.collection_plan_id`,
};

const isoDay = (value: string | Date) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

/**
 * `GET /api/residue-module/{centerId}/files`: every file of the center's residue module (plans' contract, NT and
 * container photo; collections' DI and delivery note; incidences' file), newest day first, filterable by kind and
 * residue, each with its download address. One statement per page.
 */
export const fileManagementRoutes: RegisterModule = (app, { db, files }) => {
  app.get(
    '/api/residue-module/:centerId/files',
    {
      config: { access: everyone, tenancy: wasteTenancy.center('read') },
      schema: { tags: ['Waste: files'], params: CenterParams, querystring: Query, response: answers(PageOf(FileRow)) },
    },
    async (request) => {
      const { centerId } = request.params;
      const { kind, residueId } = request.query;
      const parts = kind ? [SOURCES[kind]] : Object.values(SOURCES);
      const union = sql.join(parts, sql` union all `);
      const from = sql`
      from (${union}) as f (kind, file_id, plan_id, collection_id, incidence_id, day, residue_id, center_id)
      join stored_file s on s.id = f.file_id
      join residue r on r.id = f.residue_id
      where f.center_id = ${centerId} and f.file_id is not null ${residueId ? sql`and f.residue_id = ${residueId}` : sql``}`;
      const rowsOf = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
      return paginateCounted(
        request,
        pageWindow(request.query),
        async (limit, offset) => {
          const rows = await rowsOf<Row>(sql`
          select f.kind, f.file_id, s.original_name, s.content_type, s.size, s.created_at as uploaded_at, f.day, f.plan_id, f.collection_id, f.incidence_id,
                 r.id as residue_id, r.ler_code, r.name_spanish, r.name_catalan, count(*) over () as total
          ${from}
          order by f.day desc, s.created_at desc, f.file_id
          limit ${limit} offset ${offset}`);
          return rows.map((row) => ({ ...row, total: Number(row.total) }));
        },
        (rows) =>
          rows.map((row) => ({
            kind: row.kind,
            url: files.url(row.file_id),
            name: row.original_name,
            content_type: row.content_type,
            size: Number(row.size),
            uploaded_at: new Date(row.uploaded_at).toISOString(),
            date: isoDay(row.day),
            residue: {
              id: row.residue_id,
              ler_code: row.ler_code,
              name: pickName(request.language, { spanish: row.name_spanish, catalan: row.name_catalan }),
            },
            collection_plan_id: row.plan_id,
            residue_collection_id: row.collection_id,
            incidence_id: row.incidence_id,
          })),
        async () => Number((await rowsOf<{ count: string | number }>(sql`select count(*) as count ${from}`))[0]?.count ?? 0),
      );
    },
  );
};
