// `npm run bench:legal-changes`: regulatory change (issue 36). A register of 64 texts, CENTERS centers with the legal
// module on that selected one text's subambit and scope, and a history of changes. Measures in-process, RUNS times after
// WARMUP: recording a changed requirement that fans out to every center (one transaction, its reviews deleted between
// runs), a Novedades page of 50, and one center's monthly bulletin PDF. Prints p50/p95/max in ms and the statements of
// each. PGlite by default, PostgreSQL with DATABASE_URL (a database of the bench's own).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { legalRequirements, legalTexts, users } from '../server/db/schema';
import { requestContext } from '../server/db/request-context';
import { todayInSpain } from '../server/lib/dates';
import { bulletinData, drawBulletin } from '../server/modules/legal-changes/bulletin';
import { selectChanges } from '../server/modules/legal-changes/change-queries';
import { recordChange } from '../server/modules/legal-changes/record-change';
import { seedEvidences, seedRegister } from './seed';
import { benchDatabaseUrl, runBench } from './support';

const CENTERS = Number(process.env.BENCH_CENTERS ?? 500);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARMUP = 2;
const HISTORY = 300;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Runs `work` RUNS times after WARMUP, each in its own request context; prints its times and statements. */
async function measure(name: string, work: () => Promise<unknown>, between?: () => Promise<unknown>) {
  const times: number[] = [];
  let statements = 0;
  for (let i = 0; i < WARMUP + RUNS; i++) {
    await between?.();
    const start = performance.now();
    const context = { statements: 0, actorId: null };
    await requestContext.run(context, work);
    statements = context.statements;
    if (i >= WARMUP) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const ms = (value: number) => value.toFixed(1);
  console.log(
    `${name}: p50 ${ms(percentile(times, 50))} ms, p95 ${ms(percentile(times, 95))} ms, max ${ms(times.at(-1)!)} ms, ${statements} statements`,
  );
}

runBench(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'envcomply-bench-law-'));
  const { url: databaseUrl, drop } = await benchDatabaseUrl(process.env.DATABASE_URL, '_law');
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    await database.migrate();
    const db = database.db;
    const seedStart = performance.now();
    await seedRegister(db, { areas: 2, ambits: 4, subambits: 8, requirements: 4 });
    const { centerId } = await seedEvidences(db, CENTERS, 4);
    const [text] = await db.select().from(legalTexts).orderBy(legalTexts.id).limit(1);
    const [requirement] = await db
      .select()
      .from(legalRequirements)
      .where(sql`${legalRequirements.legalTextId} = ${text!.id}`)
      .limit(1);
    await db.execute(sql`insert into center_legal_subambit (center_id, subambit_id) select id, ${text!.subambitId} from center`);
    await db.execute(sql`insert into center_legal_scope (center_id, legal_scope_id) select id, ${text!.legalScopeId} from center`);
    const [admin] = await db
      .insert(users)
      .values({ name: 'Bench Admin', email: 'admin@bench.example', role: 'admin', passwordHash: 'x' })
      .returning({ id: users.id });
    // A register's history: changes of every text over two years, and this month's, each reviewed in the centers.
    await db.execute(sql`insert into legal_change (legal_text_id, kind, note, effective_date, recorded_by)
      select t.id, 'TEXT_MODIFIED', 'Modificado por el Real Decreto ' || n || '/2025, art. ' || (n % 9 + 1), date '2024-01-01' + n * 2, ${admin!.id}
      from generate_series(1, ${HISTORY}::int) n join legal_text t on t.id = (select min(id) from legal_text) + n % 64`);
    await db.execute(sql`insert into legal_change_review (center_id, legal_change_id, due_date, decision, reason, decided_by, decided_at)
      select ${centerId}, c.id, c.effective_date + 30, case when c.id % 2 = 0 then 'STILL_APPLIES' end, null,
        case when c.id % 2 = 0 then ${admin!.id}::int end, case when c.id % 2 = 0 then now() end
      from legal_change c order by c.id desc limit 20`);
    console.log(`seeded in ${Math.round(performance.now() - seedStart)} ms (${CENTERS} centers, ${HISTORY} changes)`);

    const change = {
      kind: 'REQUIREMENT_CHANGED' as const,
      note: 'Modificado por el Real Decreto 1/2026, art. 3',
      effective_date: todayInSpain(),
      legal_requirement_id: requirement!.id,
      requirement: {
        name_spanish: 'Disponer de la autorización renovada',
        name_catalan: "Disposar de l'autorització renovada",
        evidence_name_spanish: 'Autorización',
        evidence_name_catalan: 'Autorització',
      },
    };
    let recorded = 0;
    await measure(
      `record a change reviewed in ${CENTERS} centers`,
      async () => {
        recorded = await recordChange(db, text!.id, change, admin!.id);
      },
      () => db.execute(sql`delete from legal_change where id = ${recorded}`),
    );
    const [reviews] = (
      (await db.execute(sql`select count(*)::int as n from legal_change_review where legal_change_id = ${recorded}`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    console.log(`  reviews of the last change: ${reviews!.n}`);
    await measure('Novedades, a page of 50', async () => {
      await selectChanges(db, {}, 50, 0);
    });
    const viewer = { id: admin!.id, role: 'admin' as const };
    let bytes = 0;
    await measure("one center's bulletin (PDF)", async () => {
      const data = await bulletinData(db, viewer, centerId, todayInSpain().slice(0, 7));
      bytes = (await drawBulletin(data, undefined)).length;
    });
    console.log(`  bulletin: ${bytes} bytes; rss ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB`);
  } finally {
    await database.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
