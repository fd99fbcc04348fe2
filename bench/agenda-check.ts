// `npx tsx bench/agenda-check.ts`: the agenda's answers before and after its sort, count and page moved into SQL, compared
// item for item on the bench's volume (bench/agenda-seed.ts, 500 centers by default; BENCH_AGENDA_CENTERS=20 for a quick
// run) plus a few waste plans and records the seed does not make (ended, cancelled and future plans, documents on file, no
// frequency, a day 31 storage start, the 20 03 01 residue, carriers of one center expiring the same day, two actions of
// one evidence due the same day, a center with the module off). For the admin, a collaborator of 20 centers and a client
// of one enterprise, in es/ca/en, with filters (center, enterprise, module, state, horizon, another day): the whole list
// (`agendaItems`, the export's, feed's and digest's read) against the reference's (bench/agenda-reference.ts: the code of
// main 7115f70), and pages 1, 2, the last and one beyond it (`agendaPage`, the API's) against its slices and counts.
// BENCH_AGENDA_DATA=<dir> keeps the seeded PGlite directory between runs; DATABASE_URL checks on PostgreSQL.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import type { AgendaItem } from '../contract/agenda';
import { openDatabase, type Database } from '../server/db/client';
import { addDays, todayInSpain } from '../server/lib/dates';
import type { Language } from '../server/lib/language';
import type { AuthUser } from '../server/lib/access';
import { agendaItems, agendaPage, type AgendaQueryFields } from '../server/modules/agenda/obligations';
import { seed } from './agenda-seed';
import { referenceAgenda, referenceNamed } from './agenda-reference';
import { benchDatabaseUrl, runBench } from './support';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const PAGE_SIZE = 50;

/** Records the seed does not make, in the first centers (by id): the clock's and the sort's corner cases. */
async function addVariety(db: Database, today: string) {
  const run = (statement: ReturnType<typeof sql>) => db.execute(statement);
  const [ids] = rowsOf<{ c1: number; c2: number; c3: number; hazardous: number; plain: number; recovery: number; elimination: number }>(
    await run(sql`select (select id from center order by id limit 1) c1, (select id from center order by id offset 1 limit 1) c2,
      (select id from center order by id offset 2 limit 1) c3,
      (select min(id) from residue where ler_code like '%*') hazardous, (select min(id) from residue where ler_code not like '%*') plain,
      (select min(id) from treatment where type like 'R%') recovery, (select min(id) from treatment where type like 'D%') elimination`),
  );
  const { c1, c2, c3, hazardous, plain, recovery, elimination } = ids!;
  const [urban] = rowsOf<{ id: number }>(
    await run(sql`insert into residue (name_spanish, name_catalan, ler_code, needs_previous_notification, needs_treatment_contract, needs_collection_document, needs_delivery_note)
      values ('Mezcla de residuos municipales', 'Barreja de residus municipals', '20 03 01', false, false, false, false) returning id`),
  );
  const [file] = rowsOf<{ id: string }>(
    await run(
      sql`insert into stored_file (storage_key, original_name, content_type, size) values ('agenda-check-' || gen_random_uuid(), 'nt.pdf', 'application/pdf', 1) returning id`,
    ),
  );
  // Two carriers expiring the same day, one manager only an ended plan names, one only a cancelled plan names.
  const parties = rowsOf<{ id: number }>(
    await run(sql`insert into residue_carrier (name, email, code, nima, authorisation_expiry)
      values ('Transportes Iguales A', 'a@check.example', 'T-A', '0800000101', ${addDays(today, 10)}::date),
             ('Transportes Iguales B', 'b@check.example', 'T-B', '0800000102', ${addDays(today, 10)}::date) returning id`),
  );
  const managers = rowsOf<{ id: number }>(
    await run(sql`insert into residue_manager (name, email, code, nima, authorisation_expiry)
      values ('Gestor de un plan acabado', 'm1@check.example', 'G-1', '0800000201', ${addDays(today, 5)}::date),
             ('Gestor de un plan anulado', 'm2@check.example', 'G-2', '0800000202', ${addDays(today, 6)}::date) returning id`),
  );
  const [carrierB, carrierA] = [parties[1]!.id, parties[0]!.id];
  const plan = async (values: Record<string, unknown>, collections: string[] = []) => {
    const v = {
      center_id: c1,
      start_date: addDays(today, -200),
      end_date: null,
      first_deposit_date: addDays(today, -100),
      residue_id: plain,
      treatment_id: recovery,
      carrier_id: null,
      manager_id: null,
      collection_frequency: 30,
      is_cancelled: false,
      previous_notification_document_id: null,
      treatment_contract_document_id: null,
      treatment_contract_expiry: null,
      ...values,
    };
    const [row] = rowsOf<{ id: number }>(
      await run(sql`insert into collection_plan (center_id, type, start_date, end_date, first_deposit_date, residue_id, treatment_id, carrier_id,
          manager_id, collection_frequency, is_cancelled, previous_notification_document_id, treatment_contract_document_id, treatment_contract_expiry)
        values (${v.center_id}, 'PERIODIC', ${v.start_date}::date, ${v.end_date}::date, ${v.first_deposit_date}::date, ${v.residue_id}, ${v.treatment_id},
          ${v.carrier_id}, ${v.manager_id}, ${v.collection_frequency}, ${v.is_cancelled}, ${v.previous_notification_document_id}::uuid,
          ${v.treatment_contract_document_id}::uuid, ${v.treatment_contract_expiry}::date) returning id`),
    );
    for (const date of collections)
      await run(sql`insert into residue_collection (center_id, collection_plan_id, date, quantity, unit, accepted_quantity, refused_quantity)
        values (${v.center_id}, ${row!.id}, ${date}::date, 10, 'kg', 10, 0)`);
  };
  // The carriers' tie: B's plan first (lower id), then A's.
  await plan({ carrier_id: carrierB }, [addDays(today, -20)]);
  await plan({ carrier_id: carrierA, residue_id: hazardous }, [addDays(today, -25)]);
  // Ended 20 days ago, its next collection (last + 30) before its end: listed; its clock, and its manager, are not.
  await plan({ end_date: addDays(today, -20), manager_id: managers[0]!.id }, [addDays(today, -60)]);
  // No frequency, no first deposit, both documents on file, the contract expiring in 40 days.
  await plan({
    collection_frequency: null,
    first_deposit_date: null,
    previous_notification_document_id: file!.id,
    treatment_contract_document_id: file!.id,
    treatment_contract_expiry: addDays(today, 40),
    residue_id: hazardous,
  });
  // Starts in a month with no collection: 20 03 01 to elimination needs a prior notification 10 days before.
  await plan({
    start_date: addDays(today, 30),
    collection_frequency: 14,
    residue_id: urban!.id,
    treatment_id: elimination,
    first_deposit_date: addDays(today, -400),
  });
  // Cancelled (with a manager nobody else names): nothing.
  await plan({ is_cancelled: true, manager_id: managers[1]!.id, residue_id: hazardous });
  // Ends today; the next collection would be after it: no transfer, so no notification or contract item.
  await plan({ end_date: today, collection_frequency: 7, residue_id: hazardous }, [addDays(today, -3)]);
  // Collected before the first deposit: the storage clock counts from the deposit; a day-31 deposit clamps to the month's end.
  await plan({ first_deposit_date: addDays(today, -10), residue_id: hazardous }, [addDays(today, -30)]);
  await plan({ first_deposit_date: '2025-08-31', residue_id: hazardous, treatment_id: elimination, collection_frequency: 0 });
  await plan({ first_deposit_date: '2024-01-31', treatment_id: elimination });
  // A center whose only plan ended long ago: the yearly report still stands; a center with the module off: nothing.
  await run(sql`update collection_plan set end_date = ${addDays(today, -300)}::date, collection_frequency = 90 where center_id = ${c2}`);
  await run(sql`update center_module set is_active = false where center_id = ${c3} and module = 'residue'`);
  // Two corrective actions of one evidence due the same day.
  await run(sql`insert into evidence_action (center_id, evidence_id, name, responsible, expected_date)
    select e.center_id, e.id, n, 'Técnico', ${addDays(today, 12)}::date from (select * from evidence where center_id = ${c1} order by id limit 1) e,
      unnest(array['Segunda acción', 'Primera acción']) n`);
  // A client of the second enterprise.
  await run(sql`insert into app_user (name, email, role, password_hash) values ('Bench Cliente', 'client@bench.example', 'client', 'x')`);
  await run(sql`insert into enterprise_user (enterprise_id, user_id)
    select (select id from enterprise order by id offset 1 limit 1), (select id from app_user where email = 'client@bench.example')`);
  await run(sql`analyze`);
  return { c1, c2 };
}

/**
 * The list with the items the sort's key leaves equal (day, center, kind, record) put in one fixed order: the reference
 * answers those in the database's row order (its sort is stable over an unordered read), the product by the record's own
 * id. Answers how many such groups there are.
 */
function canonical(items: AgendaItem[]): { items: AgendaItem[]; ties: number } {
  const key = (item: AgendaItem) => `${item.due_date}|${item.center.id}|${item.kind}|${item.record_id ?? 0}`;
  const out: AgendaItem[] = [];
  let ties = 0;
  for (let i = 0; i < items.length;) {
    let j = i + 1;
    while (j < items.length && key(items[j]!) === key(items[i]!)) j++;
    const group = items.slice(i, j);
    if (group.length > 1) {
      ties++;
      group.sort((a, b) => (JSON.stringify(a.subject) < JSON.stringify(b.subject) ? -1 : 1));
    }
    out.push(...group);
    i = j;
  }
  return { items: out, ties };
}

interface Case {
  title: string;
  user: AuthUser;
  language: Language;
  /** As the route takes it (the query type's literal unions do not survive typebox's mapped arrays). */
  query: Record<string, string | number>;
}

async function main() {
  const kept = process.env.BENCH_AGENDA_DATA;
  const dataDir = kept ?? mkdtempSync(path.join(tmpdir(), 'envcomply-agenda-check-'));
  const database = await benchDatabaseUrl(process.env.DATABASE_URL, '_agenda_check');
  const today = todayInSpain();
  const marker = path.join(dataDir, '.agenda-check-seeded');
  try {
    if (database.url || !existsSync(marker)) {
      mkdirSync(dataDir, { recursive: true });
      const started = performance.now();
      await seed(dataDir, database.url, today);
      const seeded = await openDatabase({ dataDir, databaseUrl: database.url });
      await addVariety(seeded.db, today);
      await seeded.close();
      if (!database.url) writeFileSync(marker, today);
      console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const opened = await openDatabase({ dataDir, databaseUrl: database.url });
    const { db } = opened;
    const [ids] = rowsOf<{ admin: number; collaborator: number; client: number; c1: number; e1: number }>(
      await db.execute(sql`select (select id from app_user where email = 'admin@bench.example') admin,
        (select id from app_user where email = 'collaborator@bench.example') collaborator, (select id from app_user where email = 'client@bench.example') client,
        (select id from center order by id limit 1) c1, (select id from enterprise order by id limit 1) e1`),
    );
    const admin: AuthUser = { id: ids!.admin, role: 'admin' };
    const collaborator: AuthUser = { id: ids!.collaborator, role: 'collaborator' };
    const client: AuthUser = { id: ids!.client, role: 'client' };
    const later = addDays(today, 400);
    const cases: Case[] = [
      { title: 'admin, all centers', user: admin, language: 'es', query: {} },
      { title: 'admin, all centers (ca)', user: admin, language: 'ca', query: {} },
      { title: 'admin, overdue', user: admin, language: 'es', query: { state: 'overdue' } },
      { title: 'admin, due', user: admin, language: 'en', query: { state: 'due' } },
      { title: 'admin, waste, to 2100', user: admin, language: 'ca', query: { module: 'residue', until: '2100-12-31' } },
      { title: 'admin, pest control', user: admin, language: 'ca', query: { module: 'ddd' } },
      { title: 'admin, aspects (main failed: 500)', user: admin, language: 'es', query: { module: 'environmental-aspects' } },
      { title: 'admin, first center, to 2100', user: admin, language: 'es', query: { centerId: ids!.c1, until: '2100-12-31' } },
      { title: 'admin, first enterprise', user: admin, language: 'es', query: { enterpriseId: ids!.e1 } },
      { title: 'admin, read on 28 Feb next year', user: admin, language: 'es', query: { asOf: `${Number(today.slice(0, 4)) + 1}-02-28` } },
      { title: 'admin, read on 1 Mar next year', user: admin, language: 'es', query: { asOf: `${Number(today.slice(0, 4)) + 1}-03-01` } },
      { title: 'admin, 400 days ahead', user: admin, language: 'es', query: { until: later } },
      { title: 'collaborator, own centers', user: collaborator, language: 'ca', query: {} },
      { title: 'collaborator, overdue waste', user: collaborator, language: 'es', query: { module: 'residue', state: 'overdue' } },
      { title: 'collaborator, improvement (admins only)', user: collaborator, language: 'es', query: { module: 'improvement' } },
      { title: 'collaborator, a center not theirs', user: collaborator, language: 'es', query: { centerId: ids!.c1 + 400 } },
      { title: 'client, their enterprise', user: client, language: 'es', query: {} },
      { title: 'client, their enterprise to 2100', user: client, language: 'en', query: { until: '2100-12-31' } },
    ];
    const failures: string[] = [];
    const table = [];
    for (const check of cases) {
      const viewer = { user: check.user, language: check.language };
      const started = performance.now();
      const query = check.query as AgendaQueryFields;
      const failed = await referenceAgenda({ db }, viewer, query).then(
        () => null,
        (error: Error) => error,
      );
      if (failed) {
        // main answered 500 here (module=environmental-aspects alone): the product must answer, and agree with itself.
        const all = await agendaItems({ db }, viewer, query);
        const first = await agendaPage({ db }, viewer, query, { pageSize: PAGE_SIZE, offset: 0 });
        if (!isDeepStrictEqual(first.items, all.items.slice(0, PAGE_SIZE)) || first.count !== all.items.length)
          failures.push(`${check.title}: the first page is not the whole list's`);
        table.push({
          case: check.title,
          items: all.items.length,
          overdue: first.overdue,
          'before ms': `main failed: ${failed.message.slice(0, 40)}`,
        });
        continue;
      }
      const reference = await referenceAgenda({ db }, viewer, query);
      const expected = await referenceNamed({ db }, reference.items);
      const referenceMs = performance.now() - started;
      const all = await agendaItems({ db }, viewer, query);
      const itemsMs = performance.now() - started - referenceMs;
      const mine = canonical(all.items);
      const theirs = canonical(expected);
      if (!isDeepStrictEqual(mine.items, theirs.items)) {
        const at = theirs.items.findIndex((item, i) => !isDeepStrictEqual(item, mine.items[i]));
        failures.push(
          `${check.title}: the whole list differs (${all.items.length} items, expected ${expected.length}) at ${at}: ` +
            `${JSON.stringify(mine.items[at])} instead of ${JSON.stringify(theirs.items[at])}`,
        );
      }
      const last = Math.max(1, Math.ceil(expected.length / PAGE_SIZE));
      let pageMs = 0;
      for (const page of [...new Set([1, 2, last, last + 1])]) {
        const offset = (page - 1) * PAGE_SIZE;
        const pageStarted = performance.now();
        const answer = await agendaPage({ db }, viewer, query, { pageSize: PAGE_SIZE, offset });
        if (page === 1) pageMs = performance.now() - pageStarted;
        const want = {
          count: expected.length,
          overdue: reference.overdue,
          items: expected.slice(offset, offset + PAGE_SIZE) as AgendaItem[],
        };
        const got = { count: answer.count, overdue: answer.overdue, items: answer.items };
        if (!isDeepStrictEqual(got, want))
          failures.push(
            `${check.title}, page ${page}: ${JSON.stringify({ count: got.count, overdue: got.overdue, first: got.items[0] })} instead of ` +
              `${JSON.stringify({ count: want.count, overdue: want.overdue, first: want.items[0] })}`,
          );
      }
      table.push({
        case: check.title,
        items: expected.length,
        overdue: reference.overdue,
        kinds: new Set(expected.map((item) => item.kind)).size,
        ties: theirs.ties,
        'before ms': Math.round(referenceMs),
        'all ms': Math.round(itemsMs),
        'page 1 ms': Math.round(pageMs),
      });
    }
    console.table(table);
    if (failures.length) {
      console.error(failures.join('\n'));
      process.exitCode = 1;
    } else console.log(`The same answers in ${cases.length} cases (whole lists and pages 1, 2, last, beyond).`);
    await opened.close();
  } finally {
    await database.drop();
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
}

runBench(main);
