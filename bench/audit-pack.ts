// `npx tsx bench/audit-pack.ts`: the audit pack's memory stays flat whatever the documents weigh (issue 26). One center
// with EVIDENCES evidences, each with a current document of DOCUMENT_MB MiB of random bytes (incompressible, as PDFs
// and photos mostly are) in the disk file storage: about 200 MiB by default. The compiled server runs in its own
// process; the pack is downloaded twice, by a fast reader and by a slow one (10 MiB/s, so the ZIP waits on the
// network), while the server's RSS is sampled every 50 ms. Prints bytes, time and RSS idle, peak, after.
// PGlite and disk files by default; DATABASE_URL for PostgreSQL (files then in PostgreSQL too).
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { fileStorageOf } from '../server/app';
import { openDatabase } from '../server/db/client';
import { evidences, legalDocuments, storedFiles, users } from '../server/db/schema';
import { hashPassword } from '../server/lib/passwords';
import { loadConfig } from '../server/config';
import { seedEvidences, seedRegister } from './seed';
import { benchDatabaseUrl, benchToken, listenerPid, rssOf, runBench, startBenchServer, stopServer } from './support';

const PORT = Number(process.env.BENCH_PORT ?? 3371);
const BASE = `http://127.0.0.1:${PORT}`;
const EVIDENCES = Number(process.env.BENCH_PACK_EVIDENCES ?? 100);
const DOCUMENT_MB = Number(process.env.BENCH_PACK_DOCUMENT_MB ?? 2);
const PASSWORD = 'bench-password-1';
const MiB = 1024 * 1024;

/** `size` random bytes in 256 KiB pieces: the seeding never holds a whole document either. */
async function* randomPieces(size: number) {
  for (let left = size; left > 0; left -= 256 * 1024) yield randomBytes(Math.min(left, 256 * 1024));
}

async function seed(dataDir: string, databaseUrl: string | undefined) {
  const database = await openDatabase({ dataDir, databaseUrl });
  await database.migrate();
  const { db } = database;
  await db
    .insert(users)
    .values({ name: 'Bench Admin', email: 'admin@bench.example', role: 'admin', passwordHash: await hashPassword(PASSWORD) });
  await seedRegister(db, { areas: 4, ambits: 3, subambits: 3, requirements: Math.ceil(EVIDENCES / 36) + 1 });
  const { centerId } = await seedEvidences(db, 1, EVIDENCES);
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', JWT_SECRET: 'x'.repeat(40) });
  const storage = fileStorageOf(config, db);
  // Every evidence gets one current document with real bytes (the seed's documents have no file).
  await db.delete(legalDocuments);
  const rows = await db.select({ id: evidences.id }).from(evidences).where(eq(evidences.centerId, centerId));
  for (const [i, evidence] of rows.entries()) {
    const key = `bench-${i}-${randomBytes(6).toString('hex')}`;
    const size = await storage.put(key, randomPieces(DOCUMENT_MB * MiB));
    const [file] = await db
      .insert(storedFiles)
      .values({ storageKey: key, originalName: `documento-${i}.pdf`, contentType: 'application/pdf', size })
      .returning({ id: storedFiles.id });
    await db
      .insert(legalDocuments)
      .values({ centerId, evidenceId: evidence.id, name: `Documento ${i}`, elaborationDate: '2025-01-10', fileId: file!.id });
  }
  await database.close();
  return { centerId, documents: rows.length };
}

/** Downloads the pack, sampling the server's RSS; a `mibPerSecond` limit makes a slow client the ZIP has to wait for. */
async function download(url: string, token: string, pid: number, mibPerSecond = 0) {
  let peak = rssOf(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 50);
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    const ahead = mibPerSecond ? (bytes / MiB / mibPerSecond) * 1000 - (performance.now() - started) : 0;
    if (ahead > 5) await new Promise((resolve) => setTimeout(resolve, ahead));
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssOf(pid));
  return { bytes, seconds, peak, statements: response.headers.get('x-sql-statements') };
}

runBench(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'envcomply-bench-pack-'));
  const database = await benchDatabaseUrl(process.env.DATABASE_URL, '_pack');
  let server: ChildProcess | undefined;
  try {
    const started = performance.now();
    const seeded = await seed(dataDir, database.url);
    console.log(
      `Seeded 1 center, ${seeded.documents} documents x ${DOCUMENT_MB} MiB = ${seeded.documents * DOCUMENT_MB} MiB in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.url ? 'PostgreSQL' : 'PGlite, disk files'})`,
    );
    server = await startBenchServer({ port: PORT, dataDir, databaseUrl: database.url });
    const access = await benchToken(BASE, 'admin@bench.example', PASSWORD);
    const pid = listenerPid(PORT);
    const url = `${BASE}/api/center/${seeded.centerId}/audit-pack?from=2025-01-01&to=2026-12-31`;
    // A small pack first, so the libraries (archiver, ExcelJS, PDFKit) are loaded before the idle figure is taken.
    await download(`${BASE}/api/center/${seeded.centerId}/audit-pack?from=2025-01-01&to=2025-01-01`, access, pid);
    const idle = rssOf(pid);
    const rows = [];
    for (const [reader, pause] of [
      ['fast reader', 0],
      ['slow reader (10 MiB/s)', 10],
    ] as const) {
      const run = await download(url, access, pid, pause);
      rows.push({
        reader,
        'pack MiB': (run.bytes / MiB).toFixed(1),
        seconds: run.seconds.toFixed(1),
        'MiB/s': (run.bytes / MiB / run.seconds).toFixed(1),
        'RSS idle MiB': idle,
        'RSS peak MiB': run.peak,
        'RSS after MiB': rssOf(pid),
        'SQL statements': run.statements,
      });
    }
    console.table(rows);
  } finally {
    if (server) await stopServer(server);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
