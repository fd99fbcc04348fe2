// `npm run measure:imports`: hostile workbooks against a real server process; time to the refusal and
// the server's peak RSS growth (VmHWM after resetting it, Linux) for each. Figures: docs/performance.md.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { zipOf } from '../tests/server/support/zip';

const PORT = Number(process.env.PORT ?? 3315);
const base = `http://127.0.0.1:${PORT}`;
const MiB = 1024 * 1024;
const dataDir = mkdtempSync(path.join(tmpdir(), 'envcomply-measure-'));
const password = 'correct-horse-battery';

const CONTENT_TYPES = {
  name: '[Content_Types].xml',
  content: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
};
const SHEET_START = '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';

/** A real workbook of `rows` distinct rows, written by exceljs' streaming writer (as Excel would store it). */
async function realWorkbook(rows: number): Promise<Buffer> {
  const file = path.join(dataDir, 'rows.xlsx');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false });
  const sheet = workbook.addWorksheet('register');
  sheet.addRow(['area_es', 'area_ca', 'area_order']).commit();
  for (let i = 0; i < rows; i++) sheet.addRow([`Área ${i}`, `Àrea ${i}`, i]).commit();
  sheet.commit();
  await workbook.commit();
  return readFileSync(file);
}

const kib = (pages: string) => Number(/(\d+) kB/.exec(pages)?.[1] ?? 0) * 1024;
const memory = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return { rss: kib(/VmRSS:.*/.exec(status)![0]), peak: kib(/VmHWM:.*/.exec(status)![0]) };
};

async function main() {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: password,
      LOG_LEVEL: 'warn',
      JOB_INTERVAL_SECONDS: '0',
      UPLOAD_MAX_BYTES: String(32 * MiB),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  while (!output.includes('app ready')) await new Promise((resolve) => setTimeout(resolve, 100));
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password }),
  });
  const { access } = (await login.json()) as { access: string };

  const cases: [string, () => Buffer | Promise<Buffer>][] = [
    [
      'zip bomb: one 300 MiB cell',
      () =>
        zipOf([
          CONTENT_TYPES,
          { name: 'xl/sharedStrings.xml', prefix: '<sst><si><t>', content: 'A'.repeat(MiB), repeat: 300, suffix: '</t></si></sst>' },
        ]),
    ],
    [
      '1.2 M identical rows',
      () =>
        zipOf([
          CONTENT_TYPES,
          {
            name: 'xl/worksheets/sheet1.xml',
            prefix: SHEET_START,
            content: '<row><c t="inlineStr"><is><t>Aguas</t></is></c></row>'.repeat(1000),
            repeat: 1200,
            suffix: '</sheetData></worksheet>',
          },
        ]),
    ],
    [
      '60 MiB of padding in one part',
      () => zipOf([CONTENT_TYPES, { name: 'xl/media/image1.png', content: '\u0000'.repeat(MiB), repeat: 60 }]),
    ],
    ['1.2 M distinct rows written by exceljs', () => realWorkbook(1_200_000)],
  ];
  const results = [];
  for (const [name, make] of cases) {
    const data = await make();
    writeFileSync(`/proc/${server.pid}/clear_refs`, '5'); // resets VmHWM to the current RSS
    const before = memory(server.pid!).rss;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)]), 'register.xlsx');
    form.append('dry_run', 'true');
    const started = performance.now();
    const answer = await fetch(`${base}/api/legal-register/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access}` },
      body: form,
    });
    const elapsed = performance.now() - started;
    const body = (await answer.json()) as { code?: string; detail?: string };
    results.push({
      case: name,
      upload: `${(data.length / 1024).toFixed(0)} KiB`,
      status: answer.status,
      code: body.code,
      detail: body.detail?.replace(/^The workbook is too large to import: |\. Split.*$/g, '').slice(0, 50),
      ms: Math.round(elapsed),
      'peak RSS growth': `${((memory(server.pid!).peak - before) / MiB).toFixed(1)} MiB`,
    });
  }
  console.table(results);
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
