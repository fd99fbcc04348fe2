import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../server/lib/language';
import { sendSpreadsheet, type CellValue, type SpreadsheetColumn } from '../../server/lib/spreadsheet';

// The column's field kind decides the cell: real dates and numbers with their formats, labels for codes,
// the language's Sí/No, and wire values (strings "490.000", "2026-03-02") read as what they stand for.

type Row = Record<string, CellValue>;
const COLUMNS: SpreadsheetColumn<Row>[] = [
  { header: 'resources.project.fields.start_date', fallback: 'Date', value: (row) => row.day, kind: { kind: 'date' } },
  { fallback: 'Due', value: (row) => row.due, kind: { kind: 'dueDate' } },
  { fallback: 'At', value: (row) => row.at, kind: { kind: 'dateTime' } },
  { fallback: 'Quantity', value: (row) => row.quantity, kind: { kind: 'quantity', unitField: 'unit' } },
  { fallback: 'Kilos', value: (row) => row.kilos, kind: { kind: 'quantity', unit: 'kg' } },
  { fallback: 'Price', value: (row) => row.price, kind: { kind: 'money' } },
  { fallback: 'Hours', value: (row) => row.hours, kind: { kind: 'hours' } },
  { fallback: 'Share', value: (row) => row.share, kind: { kind: 'percent' } },
  { fallback: 'Count', value: (row) => row.count, kind: { kind: 'number' } },
  {
    header: 'resources.project.fields.state',
    fallback: 'State',
    value: (row) => row.state,
    kind: { kind: 'state', labels: 'projects.states' },
  },
  { fallback: 'Charged', value: (row) => row.charged, kind: { kind: 'boolean' } },
  { fallback: 'Note', value: (row) => row.note },
];

async function download(rows: Row[], language: Language) {
  const app = Fastify();
  app.get('/sheet', (_request, reply) =>
    sendSpreadsheet(reply, {
      name: 'projects',
      title: 'spreadsheet.files.projects',
      language,
      columns: COLUMNS,
      rows: (async function* () {
        yield rows;
      })(),
    }),
  );
  const answer = await app.inject({ method: 'GET', url: '/sheet' });
  await app.close();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  return {
    disposition: answer.headers['content-disposition'],
    sheet,
    cell: (column: number, row = 2) => sheet.getRow(row).getCell(column),
  };
}

const ROW: Row = {
  day: '2026-03-02',
  due: '2026-12-31',
  at: '2026-03-02T07:30:00Z',
  quantity: '490.000',
  unit: 'kg',
  kilos: '1.5',
  price: '7600.00',
  hours: '21.50',
  share: '66.7',
  count: 3,
  state: 'FINISHED',
  charged: false,
  note: 'Total',
};

/** A due date's format: overdue below today's serial number (days since 30 December 1899, today in Spain). */
const dueFormat = (overdue: string) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  const serial = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000);
  return `[Red][<${serial}]dd/mm/yyyy" (${overdue})";dd/mm/yyyy`;
};

describe('a spreadsheet column of a kind', () => {
  it('writes dates as real dates dd/mm/yyyy (a date-time as Spain’s wall clock), numbers as numbers with their formats, labels and Sí/No', async () => {
    const { disposition, sheet, cell } = await download([ROW], 'es');
    expect(disposition).toMatch(/^attachment; filename="proyectos_\d{4}-\d{2}-\d{2}_\d{4}\.xlsx"$/);
    expect(sheet.name).toBe('Proyectos');
    expect(sheet.getRow(1).getCell(1).value).toBe('Fecha de inicio');
    expect([cell(1).value, cell(1).numFmt]).toEqual([new Date('2026-03-02T00:00:00Z'), 'dd/mm/yyyy']);
    // A due date is a real date too, reading "(vencida)" in red when it is before today (issue 34).
    expect([cell(2).value, cell(2).numFmt]).toEqual([new Date('2026-12-31T00:00:00Z'), dueFormat('vencida')]);
    // 07:30 UTC is 08:30 in Madrid in March (CET).
    expect([cell(3).value, cell(3).numFmt]).toEqual([new Date('2026-03-02T08:30:00Z'), 'dd/mm/yyyy hh:mm']);
    // A whole quantity shows no decimal separator ("490", not "490,").
    expect([cell(4).value, cell(4).numFmt]).toEqual([490, '#,##0']);
    expect([cell(5).value, cell(5).numFmt]).toEqual([1.5, '#,##0.### "kg"']);
    expect([cell(6).value, cell(6).numFmt]).toEqual([7600, '#,##0.00 "€"']);
    expect([cell(7).value, cell(7).numFmt]).toEqual([21.5, '#,##0.00']);
    expect([cell(8).value, cell(8).numFmt]).toEqual([66.7, '0.0 "%"']);
    expect([cell(9).value, cell(9).numFmt]).toEqual([3, '#,##0']);
    expect(cell(10).value).toBe('Finalizado');
    expect(cell(11).value).toBe('No');
    expect(cell(12).value).toBe('Total');
  });

  it('in Catalan the labels and names are Catalan', async () => {
    const { disposition, sheet, cell } = await download([{ ...ROW, charged: true }], 'ca');
    expect(disposition).toMatch(/filename="projectes_/);
    expect(sheet.name).toBe('Projectes');
    expect(cell(10).value).toBe('Finalitzat');
    expect(cell(11).value).toBe('Sí');
    expect(cell(2).numFmt).toBe(dueFormat('vençuda'));
  });

  it('leaves empty values empty, and a label in a date column (a total row) as text', async () => {
    const { cell } = await download([{ day: 'Total', due: null, price: '', quantity: undefined }], 'es');
    expect(cell(1).value).toBe('Total');
    expect([cell(2).value, cell(4).value, cell(6).value]).toEqual([null, null, null]);
  });
});
