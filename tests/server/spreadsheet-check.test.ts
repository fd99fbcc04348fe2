import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sheetName } from '../../server/lib/spreadsheet';
import { lookup, sheetProblems, type SheetExpectation } from './support/spreadsheet-check';

// Issue 34: the spreadsheet check that reads every download of the demo back (spreadsheet-downloads.test.ts), proved on
// hand-made workbooks: each thing it must catch makes it fail, and a right sheet passes.

const TODAY = '2026-11-29';
const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** A sheet as a download would write it, with its rows after the header row. */
function sheetOf(name: string, headers: string[], rows: ExcelJS.CellValue[][]) {
  const sheet = new ExcelJS.Workbook().addWorksheet(name);
  sheet.addRow(headers);
  for (const values of rows) {
    const row = sheet.addRow(values);
    row.eachCell((cell) => {
      if (cell.value instanceof Date) cell.numFmt = 'dd/mm/yyyy';
    });
  }
  return sheet;
}

// The pest-control services: a title past Excel's 31 characters, and a due-date column.
const TITLE_KEY = 'spreadsheet.files.ddd_services';
const expecting = (language: 'es' | 'ca'): SheetExpectation => ({
  language,
  title: lookup(language, TITLE_KEY),
  englishTitle: lookup('en', TITLE_KEY),
  dueHeaders: [lookup(language, 'resources.ddd-service.fields.next_planned_date')],
  today: TODAY,
});
const headersIn = (language: string) => [
  lookup(language, 'resources.ddd-service.fields.next_planned_date'),
  lookup(language, 'resources.ddd-service.fields.incidents'),
  lookup(language, 'resources.ddd-service.fields.flags'),
];
const overdueWord = (language: 'es' | 'ca') => lookup(language, 'ddd.overdue');
const rightSheet = (language: 'es' | 'ca') =>
  sheetOf(sheetName(lookup(language, TITLE_KEY)), headersIn(language), [
    [utcDay('2026-12-15'), 'Ninguna', null],
    [utcDay('2026-10-01'), 'Ninguna', overdueWord(language)],
  ]);

describe('the spreadsheet check', () => {
  it.each(['es', 'ca'] as const)('passes a right sheet (%s)', (language) => {
    expect(lookup(language, TITLE_KEY).length, 'the title is past 31 characters').toBeGreaterThan(31);
    expect(sheetProblems(rightSheet(language), expecting(language))).toEqual([]);
  });

  it('fails on a sheet name cut mid-word', () => {
    const title = lookup('es', TITLE_KEY);
    const sheet = sheetOf(title.slice(0, 31), headersIn('es'), [[utcDay('2026-12-15'), 'x', null]]);
    expect(/\s/.test(title.charAt(31)), 'the 31st character is inside a word').toBe(false);
    expect(sheetProblems(sheet, expecting('es'))).toEqual([expect.stringMatching(/cut mid-word/)]);
  });

  it('fails on a sheet named in English, or a header in English', () => {
    const english = sheetOf(sheetName(lookup('en', TITLE_KEY)), headersIn('es'), [[utcDay('2026-12-15'), 'x', null]]);
    expect(sheetProblems(english, expecting('es'))).toContainEqual(expect.stringMatching(/named in English/));
    const header = sheetOf(
      sheetName(lookup('es', TITLE_KEY)),
      [...headersIn('es').slice(0, 2), 'Incidents found'],
      [[utcDay('2026-12-15'), 'x', null]],
    );
    expect(sheetProblems(header, expecting('es'))).toEqual(['header "Incidents found" is in English']);
  });

  it('fails on a period, date or number written as text, a raw code or a key', () => {
    const sheet = sheetOf(sheetName(lookup('es', TITLE_KEY)), headersIn('es'), [
      [utcDay('2026-12-15'), '2023-01', null],
      [utcDay('2026-12-15'), '01/2023', null],
      [utcDay('2026-12-15'), '2023-01-31', null],
      [utcDay('2026-12-15'), '12.75', null],
      [utcDay('2026-12-15'), 'NATIONAL_AND_EUROPEAN', null],
      [utcDay('2026-12-15'), 'area_es', null],
      [utcDay('2026-12-15'), true, null],
    ]);
    expect(sheetProblems(sheet, expecting('es'))).toEqual([
      'B2 "2023-01": a period as text',
      'B3 "01/2023": a period as text',
      'B4 "2023-01-31": a date as text',
      'B5 "12.75": a number as text',
      'B6 "NATIONAL_AND_EUROPEAN": a raw code',
      'B7 "area_es": a snake_case key',
      'B8 true: a boolean cell',
    ]);
  });

  it.each(['es', 'ca'] as const)('fails on a past due date whose row does not say it is overdue (%s)', (language) => {
    const sheet = sheetOf(sheetName(lookup(language, TITLE_KEY)), headersIn(language), [
      [utcDay('2026-12-15'), 'x', null],
      [utcDay('2026-10-01'), 'x', null],
      // Today is not past.
      [utcDay(TODAY), 'x', null],
    ]);
    expect(sheetProblems(sheet, expecting(language))).toEqual(['A3 2026-10-01: past due, and the row does not say it is overdue']);
    // "Caduca" (it expires) is no mark; "Vencida hace 3 días" is.
    const marked = sheetOf(sheetName(lookup(language, TITLE_KEY)), headersIn(language), [
      [utcDay('2026-10-01'), lookup(language, 'agenda.kinds.treatment_contract_expiry'), null],
      [utcDay('2026-10-01'), lookup(language, 'agenda.days_overdue_other').replace('{{count}}', '3'), null],
    ]);
    expect(sheetProblems(marked, expecting(language))).toEqual(['A2 2026-10-01: past due, and the row does not say it is overdue']);
  });

  it('takes as the overdue mark a column named overdue that answers yes or no, or the date’s own format below a later threshold', () => {
    const serial = (day: string) => Math.round((Date.parse(`${day}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000);
    const headers = [...headersIn('es').slice(0, 2), lookup('es', 'resources.ddd-service.fields.overdue')];
    const byColumn = sheetOf(sheetName(lookup('es', TITLE_KEY)), headers, [
      [utcDay('2026-10-01'), 'x', lookup('es', 'spreadsheet.yes')],
      [utcDay('2026-10-02'), 'x', lookup('es', 'spreadsheet.no')],
      [utcDay('2026-10-03'), 'x', null],
    ]);
    expect(sheetProblems(byColumn, expecting('es'))).toEqual(['A4 2026-10-03: past due, and the row does not say it is overdue']);
    const byFormat = sheetOf(sheetName(lookup('es', TITLE_KEY)), headersIn('es'), [
      [utcDay('2026-10-01'), 'x', null],
      [utcDay('2026-10-02'), 'x', null],
    ]);
    byFormat.getCell('A2').numFmt = `[Red][<${serial(TODAY)}]dd/mm/yyyy" (vencida)";dd/mm/yyyy`;
    // Made on a day before the date: the date does not read overdue.
    byFormat.getCell('A3').numFmt = `[Red][<${serial('2026-09-01')}]dd/mm/yyyy" (vencida)";dd/mm/yyyy`;
    expect(sheetProblems(byFormat, expecting('es'))).toEqual(['A3 2026-10-02: past due, and the row does not say it is overdue']);
  });

  it('fails on a date cell without a day format', () => {
    const sheet = sheetOf(sheetName(lookup('es', TITLE_KEY)), headersIn('es'), [[utcDay('2026-12-15'), 'x', null]]);
    sheet.getCell('A2').numFmt = 'General';
    expect(sheetProblems(sheet, expecting('es'))).toEqual(['A2: a date without the dd/mm/yyyy format']);
  });
});
