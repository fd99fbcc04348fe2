import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { FileService } from '../../lib/files';
import { pickName, type Reader } from '../../lib/language';
import type { WasteFileKind } from '../../../contract/waste';

// The SQL of the module's file list (files.ts): every file of a center's plans, collections and incidences.

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

const rowsOf = async <T>(db: Database, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The center's files, newest day first, of one kind and residue when given: a page (one statement) and the count. */
export function wasteFiles(db: Database, centerId: number, { kind, residueId }: { kind?: WasteFileKind; residueId?: number }) {
  const parts = kind ? [SOURCES[kind]] : Object.values(SOURCES);
  const union = sql.join(parts, sql` union all `);
  const from = sql`
      from (${union}) as f (kind, file_id, plan_id, collection_id, incidence_id, day, residue_id, center_id)
      join stored_file s on s.id = f.file_id
      join residue r on r.id = f.residue_id
      where f.center_id = ${centerId} and f.file_id is not null ${residueId ? sql`and f.residue_id = ${residueId}` : sql``}`;
  return {
    async page(limit: number, offset: number) {
      const rows = await rowsOf<Row>(
        db,
        sql`
          select f.kind, f.file_id, s.original_name, s.content_type, s.size, s.created_at as uploaded_at, f.day, f.plan_id, f.collection_id, f.incidence_id,
                 r.id as residue_id, r.ler_code, r.name_spanish, r.name_catalan, count(*) over () as total
          ${from}
          order by f.day desc, s.created_at desc, f.file_id
          limit ${limit} offset ${offset}`,
      );
      return rows.map((row) => ({ ...row, total: Number(row.total) }));
    },
    count: async () => Number((await rowsOf<{ count: string | number }>(db, sql`select count(*) as count ${from}`))[0]?.count ?? 0),
  };
}

/** The list's rows as the wire shows them, each with its download address. */
export const presentWasteFiles = (files: FileService, reader: Reader, rows: Row[]) =>
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
      name: pickName(reader.language, { spanish: row.name_spanish, catalan: row.name_catalan }),
    },
    collection_plan_id: row.plan_id,
    residue_collection_id: row.collection_id,
    incidence_id: row.incidence_id,
  }));
