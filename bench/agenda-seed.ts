// The compliance agenda's bench volume (issue 26), seeded for bench/agenda.ts: CENTERS centers (500 by default) across five enterprises, every module on, realistic rows per
// module, seeded in set-based SQL (generate_series) so that seeding does not dominate the bench.
import { sql } from 'drizzle-orm';
import { CENTER_MODULES } from '../contract/modules';
import { openDatabase, type Database } from '../server/db/client';
import { users } from '../server/db/schema';
import { hashPassword } from '../server/lib/passwords';
import { seedRegister } from './seed';
import { seedWastePlans } from './waste-seed';

export const CENTERS = Number(process.env.BENCH_AGENDA_CENTERS ?? 500);
const ENTERPRISES = 5;
export const COLLABORATOR_CENTERS = 20;
export const PASSWORD = 'bench-password-1';
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

// Per center. Dates spread over about a year either side of today, so the default horizon (overdue + 90 days) holds a fair share.
const EVIDENCES = 40;
const DOCUMENTS = 10;
const DDD_SERVICES = 6; // per treatment type, every two months
const PRACTICE_ACTIONS = 5;
const IMPROVEMENT_ACTIONS = 10;
const RISK_CONSEQUENCES = 12; // per process and round; a third with a planned action
const INDICATORS = 5;
const INDICATOR_ACTIONS = 3; // per indicator
const WASTE_PLANS = 10;
const WASTE_COLLECTIONS = 50;

/** The tables the seed fills: their history triggers are off while the volume goes in (not what this bench measures). */
const SEEDED = [
  'evidence',
  'evidence_action',
  'enterprise_document',
  'ddd_service',
  'aspect_center_settings',
  'aspect_evaluation',
  'good_practice_evaluation',
  'life_cycle_stage',
  'zone',
  'center_aspect',
  'center_practice',
  'practice_action',
  'improvement_action',
  'risk_process',
  'risk_evaluation_round',
  'risk_evaluation',
  'indicator_process',
  'indicator',
  'indicator_measurement',
  'indicator_action',
];

/** Every module's obligations for every center, in set-based SQL (generate_series): seeding must not dominate the bench. */
async function seedModules(db: Database, today: string) {
  const run = (statement: ReturnType<typeof sql>) => db.execute(statement);
  for (const table of SEEDED) await run(sql.raw(`alter table ${table} disable trigger user`));
  // Legal: 40 evidences (one in five without expiry), a corrective action on every fourth (half of them applied), and one
  // requirement not applicable in even centers.
  await run(sql`insert into evidence (center_id, legal_requirement_id, name, state, expiration_date)
    select c.id, (select min(id) from legal_requirement) + k - 1, 'Evidencia ' || k, (array['NOT_FULFILLED', 'IN_PROCESS', 'FULFILLED'])[1 + k % 3],
      case when k % 5 = 0 then null else ${today}::date + ((k * 37 + c.id) % 730 - 365) end
    from center c, generate_series(1, ${EVIDENCES}) k`);
  await run(sql`insert into evidence_action (center_id, evidence_id, name, responsible, expected_date, applied_date)
    select e.center_id, e.id, 'Acción correctora', 'Técnico', ${today}::date + ((e.id * 13) % 240 - 120), case when e.id % 8 = 0 then ${today}::date - 30 end
    from evidence e where e.id % 4 = 0`);
  await run(sql`insert into center_not_applicable_requirement (center_id, legal_requirement_id)
    select c.id, (select min(id) from legal_requirement) from center c where c.id % 2 = 0`);
  await run(sql`insert into enterprise_document (center_id, name, category, effective_date, expiry_date)
    select c.id, 'Documento ' || d, (array['LICENSE', 'PERMIT', 'CERTIFICATE', 'INSURANCE', 'CONTRACT'])[1 + d % 5], ${today}::date - 400,
      ${today}::date + ((d * 71 + c.id) % 730 - 300)
    from center c, generate_series(1, ${DOCUMENTS}) d`);
  // Pest control: a service every two months per treatment, each planning the next.
  await run(sql`insert into ddd_service (center_id, service_date, treatment_type, provider_name, next_planned_date)
    select c.id, ${today}::date - 60 * s - (c.id % 50), t, 'Plagas Bench SL', ${today}::date - 60 * s - (c.id % 50) + 60
    from center c, unnest(array['RODENT_CONTROL', 'DISINFECTION', 'INSECT_CONTROL', 'LEGIONELLA_PREVENTION']) t, generate_series(0, ${DDD_SERVICES - 1}) s`);
  // Aspects: periodicities, three closed evaluations of each kind, one stage, one zone, three aspects with their practices.
  await run(sql`insert into aspect_center_settings (center_id, method, aspect_evaluation_months, good_practice_evaluation_months)
    select id, '{}'::jsonb, 12, 24 from center`);
  await run(sql`insert into aspect_evaluation (center_id, date, is_open, method)
    select c.id, ${today}::date - 365 * y + (c.id % 200), false, '{}'::jsonb from center c, generate_series(1, 3) y`);
  await run(sql`insert into good_practice_evaluation (center_id, date, is_open)
    select c.id, ${today}::date - 365 * y - (c.id % 200), false from center c, generate_series(1, 3) y`);
  await run(sql`insert into life_cycle_stage (center_id, name, "order") select id, 'Producción', 1 from center`);
  await run(sql`insert into zone (center_id, stage_id, name, "order") select center_id, id, 'Nave 1', 1 from life_cycle_stage`);
  await run(sql`insert into center_aspect (center_id, zone_id, aspect_id)
    select z.center_id, z.id, a.id from zone z, (select id from aspect order by id limit 3) a`);
  await run(sql`insert into center_practice (center_id, center_aspect_id, good_practice_id)
    select ca.center_id, ca.id, (select min(good_practice_id) from good_practice_aspect g where g.aspect_id = ca.aspect_id)
    from center_aspect ca where exists (select 1 from good_practice_aspect g where g.aspect_id = ca.aspect_id)`);
  await run(sql`insert into practice_action (center_id, center_practice_id, description, responsible, due_date, state, closing_date)
    select p.center_id, p.id, 'Revisar el procedimiento ' || k, 'Responsable de medio ambiente', ${today}::date + ((p.id * 31 + k * 47) % 400 - 200),
      (array['OPEN', 'IN_PROGRESS', 'CLOSED'])[1 + k % 3], case when k % 3 = 2 then ${today}::date - 10 end
    from (select distinct on (center_id) id, center_id from center_practice order by center_id, id) p, generate_series(1, ${PRACTICE_ACTIONS}) k`);
  await run(sql`insert into improvement_action (center_id, type, origin, description, action, due_date, status)
    select c.id, (array['IMMEDIATE', 'CORRECTIVE', 'PREVENTIVE', 'IMPROVEMENT'])[1 + k % 4], 'AUDIT', 'Hallazgo de auditoría ' || k,
      'Acción de mejora ' || k, ${today}::date + ((c.id * 17 + k * 53) % 500 - 250), (array['OPEN', 'IN_PROGRESS', 'CLOSED'])[1 + k % 3]
    from center c, generate_series(1, ${IMPROVEMENT_ACTIONS}) k`);
  // Risks: two processes, last year's round and this year's; a third of the risks of each round with a planned action.
  await run(sql`insert into risk_process (center_id, name) select c.id, 'Proceso ' || p from center c, generate_series(1, 2) p`);
  await run(sql`insert into risk_evaluation_round (center_id, year)
    select c.id, extract(year from ${today}::date)::int - y from center c, generate_series(0, 1) y`);
  await run(sql`insert into risk_evaluation (center_id, round_id, process_id, consequence_id, probability, impact, treatment, planned_action, due_date)
    select r.center_id, r.id, p.id, q.id, 1 + q.id % 4, 1 + p.id % 4, case when q.id % 3 = 0 then 'MITIGATE' end,
      case when q.id % 3 = 0 then 'Plan de tratamiento del riesgo ' || q.id end, case when q.id % 3 = 0 then ${today}::date + ((q.id * 29 + r.id) % 400 - 150) end
    from risk_evaluation_round r join risk_process p on p.center_id = r.center_id, (select id from risk_consequence order by id limit ${RISK_CONSEQUENCES}) q`);
  // Indicators: five per center (monthly, quarterly, yearly), measured until a few periods ago, with actions.
  await run(sql`insert into indicator_process (center_id, name) select id, 'Energía' from center`);
  await run(sql`insert into indicator (center_id, process_id, name, unit, frequency)
    select p.center_id, p.id, 'Indicador ' || k, 'kWh', (array['MONTHLY', 'QUARTERLY', 'YEARLY'])[1 + k % 3]
    from indicator_process p, generate_series(1, ${INDICATORS}) k`);
  await run(sql`insert into indicator_measurement (center_id, indicator_id, period, value)
    select i.center_id, i.id, case i.frequency when 'MONTHLY' then to_char(d, 'YYYY-MM') when 'QUARTERLY' then to_char(d, 'YYYY-"Q"Q') else to_char(d, 'YYYY') end, 100 + m
    from indicator i, generate_series(2, 25) m, lateral (select (${today}::date - (m || ' month')::interval)::date d) x
    where i.frequency = 'MONTHLY' or (i.frequency = 'QUARTERLY' and m % 3 = 0) or (i.frequency = 'YEARLY' and m % 12 = 0)
    on conflict do nothing`);
  await run(sql`insert into indicator_action (center_id, indicator_id, what, who, due_date, status)
    select i.center_id, i.id, 'Reducir el consumo ' || k, 'Mantenimiento', ${today}::date + ((i.id * 19 + k * 41) % 300 - 120),
      (array['PLANNED', 'IN_PROGRESS', 'DONE', 'CANCELLED'])[1 + (i.id + k) % 4]
    from indicator i, generate_series(1, ${INDICATOR_ACTIONS}) k`);
  for (const table of SEEDED) await run(sql.raw(`alter table ${table} enable trigger user`));
}

/** Answers the center to query, the collaborator's email and the row counts. */
export async function seed(dataDir: string, databaseUrl: string | undefined, today: string) {
  const database = await openDatabase({ dataDir, databaseUrl });
  await database.migrate();
  const { db } = database;
  const passwordHash = await hashPassword(PASSWORD);
  await db.insert(users).values([
    { name: 'Bench Admin', email: 'admin@bench.example', role: 'admin', passwordHash },
    { name: 'Bench Colaboradora', email: 'collaborator@bench.example', role: 'collaborator', passwordHash },
  ]);
  await seedRegister(db, { areas: 2, ambits: 2, subambits: 5, requirements: Math.ceil(EVIDENCES / 20) });
  await db.execute(sql`insert into consultancy (name, domain_name) values ('Bench Consultoria', 'bench.example')`);
  await db.execute(sql`insert into enterprise (name) select 'Empresa ' || n from generate_series(1, ${ENTERPRISES}) n`);
  await db.execute(sql`insert into center (name, postal_code, autonomous_community, province, used_language, enterprise_id, consultancy_id)
    select 'Centre ' || n, '08001', 'ES-CT', 'Barcelona', case when n % 2 = 0 then 'ca' else 'es' end,
      (select min(id) from enterprise) + n % ${ENTERPRISES}, (select min(id) from consultancy)
    from generate_series(1, ${CENTERS}) n`);
  await db.execute(sql`insert into center_module (center_id, module, is_active)
    select c.id, m, true from center c, unnest(${`{${CENTER_MODULES.join(',')}}`}::text[]) m`);
  await seedModules(db, today);
  await seedWastePlans(db, today, WASTE_PLANS, WASTE_COLLECTIONS);
  await db.execute(sql`insert into center_user (center_id, user_id)
    select c.id, (select id from app_user where email = 'collaborator@bench.example') from center c order by c.id limit ${COLLABORATOR_CENTERS}`);
  await db.execute(sql`analyze`);
  const [ids] = rowsOf<{ center: number; collaborator: number }>(
    await db.execute(sql`select (select id from center order by id offset ${Math.floor(CENTERS / 2)} limit 1) center,
      (select id from app_user where email = 'collaborator@bench.example') collaborator`),
  );
  const [counts] = rowsOf<Record<string, number>>(
    await db.execute(sql`select (select count(*)::int from evidence) evidences, (select count(*)::int from evidence_action) evidence_actions,
      (select count(*)::int from enterprise_document) documents, (select count(*)::int from ddd_service) ddd_services,
      (select count(*)::int from practice_action) practice_actions, (select count(*)::int from improvement_action) improvement_actions,
      (select count(*)::int from risk_evaluation) risk_evaluations, (select count(*)::int from indicator) indicators,
      (select count(*)::int from indicator_measurement) measurements, (select count(*)::int from indicator_action) indicator_actions,
      (select count(*)::int from collection_plan) waste_plans, (select count(*)::int from residue_collection) collections`),
  );
  await database.close();
  return { centerId: ids!.center, collaboratorId: ids!.collaborator, counts: counts! };
}
