import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { Entry } from 'unzipper';
import { loadExcel, loadUnzipper } from './on-demand';
import { AppError } from './errors';
import { type KeyedMessage, message } from './messages';

/** What an imported workbook may hold; checked while it is unzipped and read, so a zip bomb costs neither time nor memory. */
export const IMPORT_LIMITS = {
  /** Data rows of one sheet, the header row aside. */
  rows: 50_000,
  /** Characters of one cell: Excel's own limit. */
  cellCharacters: 32_767,
  /** Bytes of all the workbook's parts once unzipped; the cell text read (shared strings repeat) counts against it too. */
  contentBytes: 50 * 1024 * 1024,
};

/**
 * Rows a sheet may hold above its data: the hidden row of import keys and the readable headers the register export
 * writes (an export of as many rows as the limit imports back).
 */
const HEADER_ROWS = 2;

const tooLarge = (limit: KeyedMessage) => new AppError(413, 'import_too_large', message('import.tooLarge', { limit }));
const tooManyRows = () => tooLarge(message('import.tooManyRows', { rows: IMPORT_LIMITS.rows.toLocaleString('en') }));
const tooLongCell = () => tooLarge(message('import.tooLongCell', { characters: IMPORT_LIMITS.cellCharacters.toLocaleString('en') }));
const tooMuchContent = () => tooLarge(message('import.tooMuchContent', { mebibytes: IMPORT_LIMITS.contentBytes / 1024 / 1024 }));

const LT = 0x3c;
const GT = 0x3e;
const ROW_TAG = Buffer.from('<row');
const WORKSHEET = /^xl\/worksheets\/sheet\d+\.xml$/;
/** Longest stretch of XML between two markup characters a cell within the limit can take (`&quot;` is six bytes). */
const MAX_MARKUP_FREE_BYTES = IMPORT_LIMITS.cellCharacters * 6;

/** Follows one unzipped part: the error for the first limit it passes, or undefined. */
function partScanner(path: string) {
  const xml = /\.(xml|rels)$/.test(path);
  const worksheet = WORKSHEET.test(path);
  let markupFree = 0;
  let rows = 0;
  let matched = 0; // bytes of "<row" matched so far; 4: the next byte decides whether it is the tag
  return (chunk: Buffer): AppError | undefined => {
    if (!xml) return undefined;
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i]!;
      if (byte === LT || byte === GT) markupFree = 0;
      else if (++markupFree > MAX_MARKUP_FREE_BYTES) return tooLongCell();
      if (!worksheet) continue;
      if (matched === ROW_TAG.length) {
        // "<row " or "<row>" opens a row; "<rowBreaks" does not. The header rows are allowed beyond the limit.
        if ((byte === 0x20 || byte === GT || byte === 0x2f) && ++rows > IMPORT_LIMITS.rows + HEADER_ROWS) return tooManyRows();
        matched = 0;
      }
      matched = byte === ROW_TAG[matched] ? matched + 1 : byte === LT ? 1 : 0;
    }
    return undefined;
  };
}

/**
 * Unzips every part once without keeping it, with the parser exceljs' streaming reader uses (so both
 * see the same entries), and stops at the first limit passed: content size, one cell's text (the
 * longest stretch without `<` or `>`), rows of a sheet (`<row` tags). Events rather than async
 * iteration: a truncated zip fails the parser, not the part being read, and may hand out one more
 * part afterwards; an abandoned part is only paused (destroying it would raise errors nobody hears).
 */
async function checkLimits(data: Buffer): Promise<void> {
  const unzipper = await loadUnzipper();
  return new Promise((resolve, reject) => {
    const zip = unzipper.Parse();
    let total = 0;
    let reading = 0;
    let parsed = false;
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      if (error) reject(error);
      else resolve();
    };
    zip.on('error', settle);
    zip.on('close', () => {
      parsed = true;
      if (reading === 0) settle();
    });
    zip.on('entry', (entry: Entry) => {
      entry.on('error', settle);
      if (settled) return entry.autodrain();
      reading++;
      const scan = partScanner(entry.path);
      entry.on('data', (chunk: Buffer) => {
        total += chunk.length;
        const error = settled ? undefined : total > IMPORT_LIMITS.contentBytes ? tooMuchContent() : scan(chunk);
        if (settled || error) {
          entry.removeAllListeners('data');
          entry.pause();
          settle(error);
        }
      });
      entry.on('end', () => {
        reading--;
        if (parsed && reading === 0) settle();
      });
    });
    Readable.from(data).pipe(zip);
  });
}

/** A cell as trimmed text, whatever Excel stored (number, rich text, formula result, hyperlink, date). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    if ('richText' in value)
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text).trim();
    return '';
  }
  return String(value).trim();
}

export interface SheetRow {
  /** Row number as the spreadsheet shows it. */
  number: number;
  /** Cell texts by column number (1 = A); columns without a value are absent. */
  cells: string[];
}

/**
 * The rows of the workbook's first sheet, streamed: the limits are checked on the unzipped bytes
 * first, then on the text each row expands to. 413 import_too_large names the limit passed; any
 * other failure means the bytes are not a workbook.
 */
export async function* readFirstSheet(data: Buffer): AsyncGenerator<SheetRow> {
  await checkLimits(data);
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(data), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let characters = 0;
  for await (const worksheet of workbook) {
    for await (const row of worksheet) {
      const cells: string[] = [];
      (row.values as ExcelJS.CellValue[]).forEach((value, column) => {
        const text = cellText(value);
        if (!text) return;
        if (text.length > IMPORT_LIMITS.cellCharacters) throw tooLongCell();
        characters += text.length;
        cells[column] = text;
      });
      if (characters > IMPORT_LIMITS.contentBytes) throw tooMuchContent();
      yield { number: row.number, cells };
    }
    return;
  }
  throw new Error('The workbook has no worksheet.');
}
