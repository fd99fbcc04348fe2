// The waste module's bench volume in set-based SQL, shared by bench/waste.ts and bench/agenda.ts.
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { addDays } from '../server/lib/dates';

/**
 * For every center with the residue module on: `plans` periodic (weekly) collection plans and `collections` collections
 * per plan, the last of them this week. Ten residues (every third hazardous), a recovery and an elimination treatment,
 * five carriers and managers (one authorisation expired).
 */
export async function seedWastePlans(db: Database, today: string, plans: number, collections: number): Promise<void> {
  await db.execute(sql`insert into residue (name_spanish, name_catalan, ler_code, needs_previous_notification, needs_treatment_contract, needs_collection_document, needs_delivery_note)
    select 'Residuo ' || n, 'Residu ' || n, '15 01 ' || lpad(n::text, 2, '0') || case when n % 3 = 0 then '*' else '' end, n % 3 = 0, true, n % 2 = 0, n % 2 = 1
    from generate_series(1, 10) n`);
  await db.execute(
    sql`insert into residue_dangerousness (residue_id, dangerousness_id) select r.id, (select id from dangerousness where code = 'HP14') from residue r where r.ler_code like '%*'`,
  );
  await db.execute(sql`insert into treatment (name, type) values ('Reciclado', 'R3'), ('Depósito en vertedero', 'D1')`);
  for (const table of ['residue_carrier', 'residue_manager']) {
    await db.execute(
      sql.raw(`insert into ${table} (name, email, code, nima, authorisation_expiry)
      select '${table} ' || n, 'party' || n || '@bench.example', 'T-' || n, '08000' || lpad(n::text, 5, '0'), date '${today}' + (n * 90 - 100) from generate_series(1, 5) n`),
    );
  }
  // The history triggers are not what the benches measure: off while the volume goes in.
  await db.execute(sql`alter table collection_plan disable trigger user`);
  await db.execute(sql`alter table residue_collection disable trigger user`);
  const start = addDays(today, -7 * collections);
  await db.execute(sql`insert into collection_plan (center_id, type, start_date, first_deposit_date, residue_id, treatment_id, carrier_id, manager_id, collection_frequency, container_quantity, capacity_of_containers)
    select c.center_id, 'PERIODIC', ${start}::date, ${start}::date + p, (select min(id) from residue) + (p - 1) % 10, (select min(id) from treatment) + p % 2,
      (select min(id) from residue_carrier) + p % 5, (select min(id) from residue_manager) + p % 5, 7, 2, 1000
    from center_module c, generate_series(1, ${plans}) p where c.module = 'residue' and c.is_active`);
  await db.execute(sql`insert into residue_collection (center_id, collection_plan_id, date, quantity, unit, accepted_quantity, refused_quantity, collection_document_number)
    select pl.center_id, pl.id, pl.start_date + 7 * k, 100 + k, 'kg', 100 + k, 0, 'DI-' || pl.id || '-' || k
    from collection_plan pl, generate_series(1, ${collections}) k`);
  await db.execute(sql`alter table collection_plan enable trigger user`);
  await db.execute(sql`alter table residue_collection enable trigger user`);
}
