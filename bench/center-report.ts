// `npm run bench:report`: the center report (issue 26) of one center with 500 evidences and a year of their history,
// every module the report reads switched on with realistic rows (10 waste plans with 50 weekly collections each, 40
// improvement actions, 24 evaluated aspects of a closed evaluation), and the consultancy's PNG logo. Generates the PDF
// in-process RUNS times after WARMUP runs (centerReportPdf, as the route and the audit pack call it) and prints
// p50/p95/max in ms, the pages and bytes of the PDF and the process's RSS. PGlite by default, PostgreSQL with
// DATABASE_URL (a database of the bench's own). Target: under 2 s per report. BENCH_REPORT_OUT=<file.pdf> keeps one report.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { DEFAULT_METHOD } from '../contract/aspects';
import { openDatabase } from '../server/db/client';
import { users } from '../server/db/schema';
import { todayInSpain } from '../server/lib/dates';
import { FileService } from '../server/lib/files';
import { DiskStorage } from '../server/lib/storage';
import { reportData } from '../server/modules/center-report/data';
import { centerReportPdf, drawReport, logosOf, reportPeriod } from '../server/modules/center-report/pdf';
import { seedEvidences, seedRegister } from './seed';
import { benchDatabaseUrl, runBench } from './support';
import { seedWastePlans } from './waste-seed';

const EVIDENCES = Number(process.env.BENCH_REPORT_EVIDENCES ?? 500);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARMUP = 2;
const WASTE_PLANS = 10;
const WASTE_COLLECTIONS = 50;
const ACTIONS = 40;

/** A PNG of `width` x `height` in the report's green, made here (no binary fixture). */
function logoPng(width = 240, height = 90): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, body: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([0x1f, 0x5f, 0x5b]))]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

runBench(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'envcomply-bench-report-'));
  const { url: databaseUrl, drop } = await benchDatabaseUrl(process.env.DATABASE_URL, '_report');
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    await database.migrate();
    const db = database.db;
    const today = todayInSpain();
    const run = (statement: ReturnType<typeof sql>) => db.execute(statement);
    const seedStart = performance.now();

    // Legal: a register of 8 areas (512 requirements), one center with EVIDENCES evidences, their states changed over a year.
    await seedRegister(db, { areas: 8, ambits: 4, subambits: 4, requirements: 4 });
    const { centerId } = await seedEvidences(db, 1, EVIDENCES);
    // Recorded 13 months ago, every evidence not fulfilled yet.
    await run(sql`update change_history set changed_at = now() - interval '13 months',
      changes = jsonb_set(changes, '{state,1}', '"NOT_FULFILLED"') where table_name = 'evidence'`);
    // Three rounds of work (9, 6 and 3 months ago) fulfil a tenth more each time; last month the states became today's.
    await run(sql`insert into change_history (table_name, record_id, center_id, action, changes, changed_at)
      select 'evidence', e.id, e.center_id, 'update',
        jsonb_build_object('state', jsonb_build_array('NOT_FULFILLED', case when e.id % 10 < k then 'FULFILLED' else 'IN_PROCESS' end)),
        now() - make_interval(months => 12 - k * 3, days => e.id % 27)
      from evidence e, generate_series(1, 3) k where e.center_id = ${centerId}`);
    await run(sql`insert into change_history (table_name, record_id, center_id, action, changes, changed_at)
      select 'evidence', e.id, e.center_id, 'update', jsonb_build_object('state', jsonb_build_array('IN_PROCESS', e.state)),
        now() - make_interval(months => 1, days => e.id % 20)
      from evidence e where e.center_id = ${centerId}`);
    await run(sql`update evidence set expiration_date = ${today}::date + (id % 120) - 40 where id % 5 = 0`);

    // The other modules the report reads.
    await run(sql`insert into center_module (center_id, module, is_active)
      select ${centerId}, m, true from unnest(array['residue', 'improvement', 'environmental-aspects']) m`);
    await seedWastePlans(db, today, WASTE_PLANS, WASTE_COLLECTIONS);
    const [admin] = await db
      .insert(users)
      .values({ name: 'Bench Admin', email: 'admin@bench.example', role: 'admin', passwordHash: 'x' })
      .returning({ id: users.id });
    await run(sql`insert into improvement_action (center_id, type, origin, description, action, responsible_id, due_date, status)
      select ${centerId}, 'CORRECTIVE', 'AUDIT', 'Hallazgo de auditoría ' || n, 'Corregir el hallazgo ' || n || ' y comprobar su eficacia',
        case when n % 2 = 0 then ${admin!.id}::int end, ${today}::date + n * 5 - 60, (array['OPEN', 'IN_PROGRESS', 'CLOSED'])[n % 3 + 1]
      from generate_series(1, ${ACTIONS}::int) n`);
    await run(sql`insert into life_cycle_stage (center_id, name, "order") values (${centerId}, 'Producción', 1)`);
    await run(sql`insert into zone (center_id, stage_id, name, "order")
      select ${centerId}, (select max(id) from life_cycle_stage), 'Zona ' || n, n from generate_series(1, 4) n`);
    await run(sql`insert into center_aspect (center_id, zone_id, aspect_id)
      select ${centerId}, z.id, a.id from zone z, (select id from aspect order by id limit 6) a where z.center_id = ${centerId}`);
    await run(sql`insert into aspect_evaluation (center_id, date, is_open, method)
      values (${centerId}, ${today}::date - 60, false, ${JSON.stringify(DEFAULT_METHOD)}::jsonb)`);
    await run(sql`insert into evaluated_aspect (center_id, evaluation_id, center_aspect_id, condition, score, is_significant)
      select ${centerId}, (select max(id) from aspect_evaluation), ca.id, 'NORMAL', 6 + ca.id % 8, 6 + ca.id % 8 >= 11
      from center_aspect ca where ca.center_id = ${centerId}`);

    // The consultancy's logo, stored as an upload would be.
    const files = new FileService(db, new DiskStorage(path.join(dataDir, 'files')), 'bench-secret-long-enough-for-signing');
    const png = logoPng();
    const key = 'bench-logo-0001';
    await new DiskStorage(path.join(dataDir, 'files')).put(
      key,
      (async function* () {
        yield png;
      })(),
    );
    await run(sql`with file as (
        insert into stored_file (storage_key, original_name, content_type, size) values (${key}, 'logo.png', 'image/png', ${png.length}) returning id
      ) update consultancy set logo_id = (select id from file)`);
    console.log(
      `seeded in ${Math.round(performance.now() - seedStart)} ms (${EVIDENCES} evidences, ${WASTE_PLANS * WASTE_COLLECTIONS} collections)`,
    );

    const user = { id: admin!.id, role: 'admin' as const };
    const times: number[] = [];
    let bytes = 0;
    let pages = 0;
    const coldStart = performance.now();
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const start = performance.now();
      const pdf = await centerReportPdf(db, { user, centerId, files });
      const elapsed = performance.now() - start;
      if (i === 0) console.log(`first report (loads pdfkit, prepares): ${Math.round(performance.now() - coldStart)} ms`);
      if (i >= WARMUP) times.push(elapsed);
      bytes = pdf.length;
      if (i === 0 && process.env.BENCH_REPORT_OUT) writeFileSync(process.env.BENCH_REPORT_OUT, pdf);
      pages = Number(/\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1] ?? 0);
    }
    times.sort((a, b) => a - b);
    // Where the time goes: the reads (statements) and the drawing, apart, over a few more runs.
    let reading = 0;
    let drawing = 0;
    const SPLIT_RUNS = 5;
    for (let i = 0; i < SPLIT_RUNS; i++) {
      const start = performance.now();
      const data = await reportData(db, user, centerId, undefined, reportPeriod(undefined, undefined));
      const logos = await logosOf(files, data);
      const read = performance.now();
      await drawReport(data, logos);
      reading += read - start;
      drawing += performance.now() - read;
    }
    const rss = Math.round(process.memoryUsage().rss / 1024 / 1024);
    console.log(
      `center report, ${EVIDENCES} evidences, ${RUNS} runs: p50 ${Math.round(percentile(times, 50))} ms, p95 ${Math.round(
        percentile(times, 95),
      )} ms, max ${Math.round(times.at(-1)!)} ms; ${pages} pages, ${Math.round(bytes / 1024)} KiB; RSS ${rss} MiB (${
        databaseUrl ? 'PostgreSQL' : 'PGlite'
      })`,
    );
    console.log(
      `of which reading ${Math.round(reading / SPLIT_RUNS)} ms, drawing ${Math.round(drawing / SPLIT_RUNS)} ms (mean of ${SPLIT_RUNS})`,
    );
  } finally {
    await database.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
