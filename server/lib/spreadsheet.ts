import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { SPREADSHEET_CONTENT_TYPE } from '../../contract/paging';
import { calendarDate, toNumber, unitSymbol, type FieldKind } from '../../contract/field-kinds';
import { translate, type Language } from './language';
import { loadExcel } from './on-demand';
import { fieldText } from './field-text';

export type CellValue = string | number | boolean | Date | null | undefined;

export interface SpreadsheetColumn<T> {
  /** Key in the UI catalogue (locales/<lang>/common.json), so the header matches the screen; absent: `fallback` as it is. */
  header?: string;
  fallback: string;
  value: (row: T) => CellValue;
  /** Fixed width in characters; absent: fitted to the header and the first rows. */
  width?: number;
  /**
   * What the value is (contract/field-kinds.ts), which decides the cell: dates become real Excel dates,
   * numerics (strings on the wire) real numbers with a Spanish-readable format, a state its label
   * (`{ kind: 'state', labels: 'legalModule.states' }` turns FULFILLED into "Cumplida"), a boolean Sí/No.
   * Absent: the value as it is.
   */
  kind?: FieldKind;
  /** A due date's row that needs nothing more (a charged project): its date is a plain date, never overdue. */
  settled?: (row: T) => boolean;
  /**
   * The column's key for an import (legal register, issue 34): when a column has one, a hidden first row holds the
   * keys above the readable header row, so a person reads the header and an import finds the keys.
   */
  key?: string;
}

export interface Spreadsheet<T> {
  /** The file name used when the catalogue lacks `title` (never in a shipped catalogue). */
  name: string;
  /**
   * Catalogue key of the file and sheet name in the request's language (`spreadsheet.files.evidences`
   * gives "evidencias_2026-11-22_1023.xlsx" and the sheet "Evidencias").
   */
  title: string;
  /** Told apart in the file name only (a month, an id): "registro-de-jornada-2026-03_2026-11-22_1023.xlsx". */
  qualifier?: string;
  language: Language;
  columns: SpreadsheetColumn<T>[];
  rows: AsyncIterable<T[]>;
}

const madridParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A translated file name: stem, Spanish date and time to the minute (`requisitos_2026-11-22_1023.xlsx`). */
export function titledFileName(stem: string, now = new Date()): string {
  const part = (type: string) => madridParts.formatToParts(now).find((p) => p.type === type)?.value ?? '';
  return `${stem}_${part('year')}-${part('month')}-${part('day')}_${part('hour')}${part('minute')}.xlsx`;
}

/** A name safe in a Content-Disposition header and as a file name: accents and spaces become plain letters and dashes. */
export const fileStem = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase() || 'export';

/** Excel forbids these in sheet names, and 31 characters at most. */
export const sheetName = (text: string) => {
  const name = text.replace(/[\\/*?:[\]]/g, ' ');
  if (name.length <= 31) return name;
  // Excel's 31 characters end at a whole word: "Registro de servicios de" rather than "… de contro".
  const cut = name.slice(0, 32).replace(/\s+\S*$/, '');
  return (cut || name.slice(0, 31)).trimEnd();
};

/** The translated file name of a titled download: "registro-de-jornada-2026-03_2026-11-22_1023.xlsx". */
export const downloadFileName = (title: string, qualifier?: string, extension = 'xlsx') =>
  titledFileName(fileStem(qualifier ? `${title} ${qualifier}` : title)).replace(/\.xlsx$/, `.${extension}`);

const DATE_FORMAT = 'dd/mm/yyyy';
const DATE_TIME_FORMAT = 'dd/mm/yyyy hh:mm';
const MONTH_FORMAT = 'mmmm yyyy';
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

/** Excel dates carry no time zone and ExcelJS writes a Date's UTC fields: a calendar day is its UTC midnight. */
const excelDay = (value: unknown): Date | null => {
  if (value instanceof Date) return value;
  const day = calendarDate(value);
  return day ? new Date(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate())) : null;
};

/** An instant as the wall clock in Spain shows it, written as Excel's zone-less date-time. */
const excelDateTime = (value: unknown): Date | null => {
  const instant = value instanceof Date ? value : typeof value === 'string' && value ? new Date(value) : null;
  if (!instant || Number.isNaN(instant.getTime())) return null;
  const part = (type: string) => Number(madridParts.formatToParts(instant).find((p) => p.type === type)?.value ?? 0);
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute')));
};

/** Excel's number format for a kind (format codes use "," for thousands and "." for decimals; Excel shows them the reader's way). */
function numberFormatOf(kind: FieldKind, value: number, language: Language): string | undefined {
  // No decimal separator after a whole number: "490" rather than "490,".
  const upTo = (decimals: string) => (Number.isInteger(value) ? '#,##0' : `#,##0.${decimals}`);
  switch (kind.kind) {
    case 'quantity':
      return kind.unit ? `${upTo('###')} "${unitSymbol(kind.unit, language)}"` : upTo('###');
    case 'number':
      return upTo('###');
    case 'money':
      return '#,##0.00 "€"';
    case 'hours':
      return '#,##0.00';
    case 'percent':
      return '0.0 "%"';
    default:
      return undefined;
  }
}

interface Cell {
  value: CellValue;
  numFmt?: string;
}

/** Excel's serial number of a calendar day (days since 30 December 1899). */
const excelSerial = (day: Date) => Math.round((day.getTime() - Date.UTC(1899, 11, 30)) / 86_400_000);

/**
 * A due date's format (issue 34): a day before today (in Spain, when the file is made) reads "24/11/2026 (vencida)" in
 * red, a later one as a plain date; the cell stays a real date, so it sorts and filters as one.
 */
const dueDateFormat = (language: Language) => {
  const [year, month, day] = madridParts
    .formatToParts(new Date())
    .filter((part) => ['year', 'month', 'day'].includes(part.type))
    .sort((a, b) => ['year', 'month', 'day'].indexOf(a.type) - ['year', 'month', 'day'].indexOf(b.type))
    .map((part) => Number(part.value));
  const today = excelSerial(new Date(Date.UTC(year!, month! - 1, day!)));
  const overdue = translate(language, 'spreadsheet.overdue', 'overdue').replaceAll('"', '');
  return `[Red][<${today}]${DATE_FORMAT}" (${overdue})";${DATE_FORMAT}`;
};

/** A cell as written, by the column's kind: real dates and numbers with their formats, labels for codes, Sí/No. */
function cellOf<T>(column: SpreadsheetColumn<T>, row: T, language: Language): Cell {
  const value = column.value(row);
  if (value === undefined || value === null || value === '') return { value: null };
  if (typeof value === 'boolean')
    return { value: value ? translate(language, 'spreadsheet.yes', 'Yes') : translate(language, 'spreadsheet.no', 'No') };
  const kind = column.kind?.kind === 'dueDate' && column.settled?.(row) ? ({ kind: 'date' } as const) : column.kind;
  if (value instanceof Date)
    return {
      value,
      numFmt: kind?.kind === 'dateTime' ? DATE_TIME_FORMAT : kind?.kind === 'dueDate' ? dueDateFormat(language) : DATE_FORMAT,
    };
  switch (kind?.kind) {
    case 'date':
    case 'dueDate': {
      // A label in a date column (a total row) stays text.
      const day = excelDay(value);
      return day ? { value: day, numFmt: kind.kind === 'dueDate' ? dueDateFormat(language) : DATE_FORMAT } : { value };
    }
    case 'dateTime': {
      const moment = excelDateTime(value);
      return moment ? { value: moment, numFmt: DATE_TIME_FORMAT } : { value };
    }
    case 'quantity':
    case 'number':
    case 'money':
    case 'hours':
    case 'percent': {
      const number = toNumber(value);
      return number === null ? { value } : { value: number, numFmt: numberFormatOf(kind, number, language) };
    }
    case 'state':
      return { value: typeof value === 'string' ? fieldText(kind, value, language) : value };
    case 'boolean':
      return { value: fieldText(kind, value, language) };
    case 'period': {
      // A month is a real date cell shown as its month ("enero 2023" in Excel's language); a quarter reads "T1 2023".
      const month = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(String(value));
      if (month) return { value: new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1)), numFmt: MONTH_FORMAT };
      return /^\d{4}$/.test(String(value)) ? { value: Number(value), numFmt: '0' } : { value: fieldText(kind, value, language) };
    }
    default:
      return { value };
  }
}

const widthOf = (cell: Cell) =>
  cell.value instanceof Date
    ? cell.numFmt === DATE_TIME_FORMAT
      ? 16
      : cell.numFmt?.startsWith('[Red]')
        ? 22
        : 10
    : typeof cell.value === 'number'
      ? String(cell.value).length + 3
      : String(cell.value ?? '').length;

/** The translated title of a spreadsheet: its file and sheet name. */
export const spreadsheetTitle = <T>(sheet: Spreadsheet<T>) => translate(sheet.language, sheet.title, sheet.name);

/**
 * The .xlsx bytes of `sheet`, written as its rows arrive (memory does not grow with the row count): the sheet is
 * named in the sheet's language; the header row is bold, frozen and filtered (below a hidden row of import keys when the columns have them); each cell is written by its column's
 * kind (real dates dd/mm/yyyy, real numbers, labels); columns without a fixed width fit their header and the first
 * batch of rows. A failure destroys the stream with the error (after `onError` has heard it).
 */
export function spreadsheetStream<T>(sheet: Spreadsheet<T>, onError: (error: unknown) => void): PassThrough {
  const output = new PassThrough();
  const title = spreadsheetTitle(sheet);
  const headers = sheet.columns.map((column) =>
    column.header ? translate(sheet.language, column.header, column.fallback) : column.fallback,
  );
  const cellsOf = (row: T) => sheet.columns.map((column) => cellOf(column, row, sheet.language));
  const keyed = sheet.columns.some((column) => column.key);
  const headerRow = keyed ? 2 : 1;
  (async () => {
    const ExcelJS = await loadExcel();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
    const worksheet = workbook.addWorksheet(sheetName(title), { views: [{ state: 'frozen', ySplit: headerRow }] });
    // The first batch is held back so the column widths can fit it: <cols> is written before the first row.
    const batches = sheet.rows[Symbol.asyncIterator]();
    const first = await batches.next();
    const firstRows = first.done ? [] : first.value.map(cellsOf);
    worksheet.columns = sheet.columns.map((column, i) => {
      const fitted = Math.max(headers[i]!.length + 3, ...firstRows.map((cells) => widthOf(cells[i]!) + 2));
      const width = column.width ?? Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, fitted));
      return { header: keyed ? [column.key ?? '', headers[i]!] : headers[i], width };
    });
    if (keyed) worksheet.getRow(1).hidden = true;
    worksheet.getRow(headerRow).font = { bold: true };
    worksheet.autoFilter = { from: { row: headerRow, column: 1 }, to: { row: headerRow, column: Math.max(1, sheet.columns.length) } };
    const write = (cells: Cell[]) => {
      const row = worksheet.addRow(cells.map((cell) => cell.value));
      cells.forEach((cell, i) => {
        if (cell.numFmt) row.getCell(i + 1).numFmt = cell.numFmt;
      });
      row.commit();
    };
    firstRows.forEach(write);
    if (!first.done) {
      for (let next = await batches.next(); !next.done; next = await batches.next()) {
        for (const row of next.value) write(cellsOf(row));
      }
    }
    worksheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    onError(error);
    output.destroy(error as Error);
  });
  return output;
}

/** Streams an .xlsx (spreadsheetStream) to the client, under its translated file name. */
export function sendSpreadsheet<T>(reply: FastifyReply, sheet: Spreadsheet<T>): FastifyReply {
  const output = spreadsheetStream(sheet, (error) => reply.log.error({ err: error }, 'spreadsheet export failed'));
  return reply
    .header('content-type', SPREADSHEET_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${downloadFileName(spreadsheetTitle(sheet), sheet.qualifier)}"`)
    .send(output);
}
