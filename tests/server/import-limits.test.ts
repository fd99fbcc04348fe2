import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, readFirstSheet } from '../../server/lib/spreadsheet-reader';
import { REGISTER_COLUMNS } from '../../server/modules/legal-register/transfer/layout';
import { startTestApp, type TestApp } from './support/app';
import { workbookOf } from './support/register';
import { zipOf, type ZipPart } from './support/zip';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ uploadMaxBytes: 16 * 1024 * 1024 });
});
afterAll(() => t.close());

const MiB = 1024 * 1024;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const upload = (data: Buffer) =>
  t.api.post('/api/legal-register/import', {
    token: t.admin.token,
    form: { file: { name: 'register.xlsx', data, type: XLSX }, dry_run: 'true' },
  });

const CONTENT_TYPES = '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
/** The parts every workbook starts with, then the given ones. */
const workbookZip = (...parts: ZipPart[]) => zipOf([{ name: '[Content_Types].xml', content: CONTENT_TYPES }, ...parts]);
const SHEET_START =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';

describe('POST /api/legal-register/import limits', () => {
  it('refuses a zip bomb (one 300 MiB cell in a 300 KB file) without unzipping it', async () => {
    const bomb = workbookZip({
      name: 'xl/sharedStrings.xml',
      prefix: '<sst><si><t>',
      content: 'A'.repeat(MiB),
      repeat: 300,
      suffix: '</t></si></sst>',
    });
    expect(bomb.length).toBeLessThan(400 * 1024);
    const before = process.memoryUsage().rss;
    const answer = await upload(bomb);
    const growth = process.memoryUsage().rss - before;
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      code: 'import_too_large',
      detail: 'The workbook is too large to import: a cell holds more than 32,767 characters. Split it into smaller files.',
    });
    expect(growth).toBeLessThan(100 * MiB);
  });

  it('refuses a sheet of 1.2 million rows as soon as it passes the row limit', async () => {
    const rows = workbookZip({
      name: 'xl/worksheets/sheet1.xml',
      prefix: SHEET_START,
      content: '<row><c t="inlineStr"><is><t>Aguas</t></is></c></row>'.repeat(1000),
      repeat: 1200,
      suffix: '</sheetData></worksheet>',
    });
    const answer = await upload(rows);
    expect(answer.status).toBe(413);
    expect(answer.body.detail).toContain(`more than ${IMPORT_LIMITS.rows.toLocaleString('en')} rows`);
  });

  it('reads back an export as long as the limit (keys and headers above its rows), and refuses one row more', async () => {
    const sheetOf = (rows: number) =>
      workbookZip(
        {
          name: 'xl/workbook.xml',
          content:
            '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Registro" sheetId="1" r:id="rId1"/></sheets></workbook>',
        },
        {
          name: 'xl/_rels/workbook.xml.rels',
          content:
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
        },
        {
          name: 'xl/worksheets/sheet1.xml',
          prefix: SHEET_START,
          content: '<row r="1"><c r="A1" t="inlineStr"><is><t>Aguas</t></is></c></row>',
          repeat: rows,
          suffix: '</sheetData></worksheet>',
        },
      );
    const firstRow = (rows: number) => readFirstSheet(sheetOf(rows)).next();
    await expect(firstRow(IMPORT_LIMITS.rows + 2)).resolves.toMatchObject({ value: { cells: [undefined, 'Aguas'] } });
    await expect(firstRow(IMPORT_LIMITS.rows + 3)).rejects.toMatchObject({ statusCode: 413 });
  });

  it('refuses a workbook that unzips to more than the content limit', async () => {
    const padded = workbookZip({ name: 'xl/media/image1.png', content: '\u0000'.repeat(MiB), repeat: 60 });
    const answer = await upload(padded);
    expect(answer.status).toBe(413);
    expect(answer.body.detail).toContain('more than 50 MiB once unzipped');
  });

  it('refuses a cell longer than Excel allows', async () => {
    const file = await workbookOf(['area_es', 'area_ca'], [{ area_es: 'Aguas', area_ca: 'x'.repeat(IMPORT_LIMITS.cellCharacters + 1) }]);
    const answer = await upload(file);
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('import_too_large');
  });

  it('answers a truncated workbook with 415, whatever the cut', async () => {
    const file = await workbookOf([...REGISTER_COLUMNS], [{ area_es: 'Aguas', area_ca: 'Aigües' }]);
    for (const cut of [200, 1000, Math.floor(file.length / 2), file.length - 30]) {
      const answer = await upload(file.subarray(0, cut));
      expect(answer.status, `cut at ${cut}`).toBe(415);
      expect(answer.body.code).toBe('unsupported_file_type');
    }
  });

  it('runs one import at a time: a second one meanwhile answers 409 import_busy, and the next one runs', async () => {
    const file = await workbookOf(
      [...REGISTER_COLUMNS],
      Array.from({ length: 5_000 }, (_, i) => ({ area_es: `Área ${i}`, area_ca: `Àrea ${i}` })),
    );
    const answers = await Promise.all([upload(file), upload(file)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.code).toBe('import_busy');
    expect((await upload(file)).status).toBe(200);
  });
});
