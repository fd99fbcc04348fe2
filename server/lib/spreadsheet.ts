import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { format } from 'date-fns';
import { SPREADSHEET_CONTENT_TYPE } from '../../contract/paging';
import { translate, type Language } from './language';
import { loadExcel } from './on-demand';

export type CellValue = string | number | boolean | Date | null | undefined;

export interface SpreadsheetColumn<T> {
  /** Key in the UI catalogue (locales/<lang>/common.json), so the header matches the screen; absent: `fallback` as it is. */
  header?: string;
  fallback: string;
  value: (row: T) => CellValue;
  /** Fixed width in characters; absent: fitted to the header and the first rows. */
  width?: number;
  /**
   * Catalogue prefix that translates the column's codes (`legalModule.states` turns FULFILLED into
   * "Cumplida"); a code missing from the catalogue is written as it is.
   */
  values?: string;
}

export interface Spreadsheet<T> {
  /** File name stem; a date-time stamp and .xlsx are appended. */
  name: string;
  /**
   * Catalogue key of the file and sheet name in the request's language (`spreadsheet.files.evidences`
   * gives "evidencias_2026-11-22_1023.xlsx"); absent: `name` as it is, stamped to the second.
   */
  title?: string;
  language: Language;
  columns: SpreadsheetColumn<T>[];
  rows: AsyncIterable<T[]>;
}

const madridParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});

/** The untitled file name (kept as it was): stem, server date-time to the second. */
export const spreadsheetFileName = (stem: string, now = new Date()) => `${stem}_${format(now, 'yyyy-MM-dd_HHmmss')}.xlsx`;

/** A translated file name: stem, Spanish date and time to the minute (`requisitos_2026-11-22_1023.xlsx`). */
export function titledFileName(stem: string, now = new Date()): string {
  const part = (type: string) => madridParts.formatToParts(now).find((p) => p.type === type)?.value ?? '';
  return `${stem}_${part('year')}-${part('month')}-${part('day')}_${part('hour')}${part('minute')}.xlsx`;
}

/** A name safe in a Content-Disposition header and as a file name: accents and spaces become plain letters and dashes. */
const fileStem = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase() || 'export';

/** Excel forbids these in sheet names, and 31 characters at most. */
const sheetName = (text: string) => text.replace(/[\\/*?:[\]]/g, ' ').slice(0, 31);

const DATE_FORMAT = 'dd/mm/yyyy';
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

/** A cell as written: codes translated; in a titled (client-facing) sheet booleans as the language's yes and no. */
function cellOf<T>(column: SpreadsheetColumn<T>, row: T, language: Language, titled: boolean): CellValue {
  const value = column.value(row);
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean' && titled) return value ? translate(language, 'spreadsheet.yes', 'Yes') : translate(language, 'spreadsheet.no', 'No');
  if (column.values && typeof value === 'string') return translate(language, `${column.values}.${value}`, value);
  return value;
}

const widthOf = (value: CellValue) => (value instanceof Date ? 10 : String(value ?? '').length);

/**
 * Streams an .xlsx to the client as rows arrive: memory does not grow with the row count. The header
 * row is bold, frozen and filtered; dates are real Excel dates shown dd/mm/yyyy; columns without a
 * fixed width fit their header and the first batch of rows.
 */
export function sendSpreadsheet<T>(reply: FastifyReply, sheet: Spreadsheet<T>): FastifyReply {
  const output = new PassThrough();
  const title = sheet.title ? translate(sheet.language, sheet.title, sheet.name) : undefined;
  const headers = sheet.columns.map((column) => (column.header ? translate(sheet.language, column.header, column.fallback) : column.fallback));
  (async () => {
    const ExcelJS = await loadExcel();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
    const worksheet = workbook.addWorksheet(sheetName(title ?? sheet.name), { views: [{ state: 'frozen', ySplit: 1 }] });
    // The first batch is held back so the column widths can fit it: <cols> is written before the first row.
    const batches = sheet.rows[Symbol.asyncIterator]();
    const first = await batches.next();
    const firstRows = first.done ? [] : first.value.map((row) => sheet.columns.map((column) => cellOf(column, row, sheet.language, title !== undefined)));
    worksheet.columns = sheet.columns.map((column, i) => {
      const fitted = Math.max(headers[i]!.length + 3, ...firstRows.map((cells) => widthOf(cells[i]) + 2));
      const isDate = firstRows.some((cells) => cells[i] instanceof Date);
      return { header: headers[i], width: column.width ?? Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, fitted)), style: isDate ? { numFmt: DATE_FORMAT } : {} };
    });
    worksheet.getRow(1).font = { bold: true };
    worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: Math.max(1, sheet.columns.length) } };
    const write = (cells: CellValue[]) => {
      const row = worksheet.addRow(cells);
      cells.forEach((cell, i) => {
        if (cell instanceof Date) row.getCell(i + 1).numFmt = DATE_FORMAT;
      });
      row.commit();
    };
    firstRows.forEach(write);
    if (!first.done) {
      for (let next = await batches.next(); !next.done; next = await batches.next()) {
        for (const row of next.value) write(sheet.columns.map((column) => cellOf(column, row, sheet.language, title !== undefined)));
      }
    }
    worksheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    reply.log.error({ err: error }, 'spreadsheet export failed');
    output.destroy(error as Error);
  });
  const fileName = title ? titledFileName(fileStem(title)) : spreadsheetFileName(sheet.name);
  return reply
    .header('content-type', SPREADSHEET_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(output);
}
