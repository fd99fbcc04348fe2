import ExcelJS from 'exceljs';
import type { RowProblem } from '../../../../contract/errors';
import { AppError } from '../../../lib/errors';
import { detectFileKind } from '../../../lib/file-types';
import { REGISTER_COLUMNS, type RegisterColumn, type RegisterRow } from './layout';

export interface NumberedRow {
  /** Row number as the spreadsheet shows it. */
  number: number;
  values: RegisterRow;
}

const notAWorkbook = () => new AppError(415, 'unsupported_file_type', 'file: this is not an Excel workbook (.xlsx).', { file: 'Upload an Excel workbook (.xlsx).' });

/** A cell as trimmed text, whatever Excel stored (number, rich text, formula result, hyperlink). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    if ('richText' in value) return value.richText.map((part) => part.text).join('').trim();
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text).trim();
    return '';
  }
  return String(value).trim();
}

/** The rows of the first sheet keyed by the header row; a missing column is a problem of row 1. */
export async function readRegisterWorkbook(data: Buffer): Promise<{ rows: NumberedRow[]; problems: RowProblem[] }> {
  if (detectFileKind(data) !== 'zip-office') throw notAWorkbook();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw notAWorkbook();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw notAWorkbook();
  const columnOf = new Map<RegisterColumn, number>();
  sheet.getRow(1).eachCell((cell, index) => {
    const key = cellText(cell.value).toLowerCase() as RegisterColumn;
    if ((REGISTER_COLUMNS as readonly string[]).includes(key)) columnOf.set(key, index);
  });
  const problems: RowProblem[] = REGISTER_COLUMNS.filter((column) => !columnOf.has(column)).map((column) => ({ row: 1, column, problem: 'This column is missing from the header row.' }));
  const rows: NumberedRow[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values: RegisterRow = {};
    for (const [column, index] of columnOf) {
      const text = cellText(row.getCell(index).value);
      if (text) values[column] = text;
    }
    if (Object.keys(values).length) rows.push({ number, values });
  });
  return { rows, problems };
}
