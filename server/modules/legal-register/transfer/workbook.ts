import type { RowProblem } from '../../../../contract/errors';
import { AppError } from '../../../lib/errors';
import { detectFileKind } from '../../../lib/file-types';
import { readFirstSheet } from '../../../lib/spreadsheet-reader';
import { IDENTITY_COLUMNS, REGISTER_COLUMNS, type RegisterColumn, type RegisterRow } from './layout';

export interface NumberedRow {
  /** Row number as the spreadsheet shows it. */
  number: number;
  values: RegisterRow;
}

const notAWorkbook = () => new AppError(415, 'unsupported_file_type', 'register.notWorkbook', { file: 'register.uploadWorkbook' });

/** The rows of the first sheet keyed by the header row; a missing column is a problem of row 1. */
export async function readRegisterWorkbook(
  data: Buffer,
): Promise<{ rows: NumberedRow[]; problems: RowProblem[]; columns: ReadonlySet<RegisterColumn> }> {
  if (detectFileKind(data) !== 'zip-office') throw notAWorkbook();
  const columnOf = new Map<RegisterColumn, number>();
  const rows: NumberedRow[] = [];
  try {
    for await (const { number, cells } of readFirstSheet(data)) {
      if (number === 1) {
        cells.forEach((text, index) => {
          const key = text.toLowerCase() as RegisterColumn;
          if ((REGISTER_COLUMNS as readonly string[]).includes(key)) columnOf.set(key, index);
        });
        continue;
      }
      const values: RegisterRow = {};
      for (const [column, index] of columnOf) {
        const text = cells[index];
        if (text) values[column] = text;
      }
      if (Object.keys(values).length) rows.push({ number, values });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notAWorkbook();
  }
  const optional: readonly string[] = IDENTITY_COLUMNS;
  const problems: RowProblem[] = REGISTER_COLUMNS.filter((column) => !columnOf.has(column) && !optional.includes(column)).map((column) => ({
    row: 1,
    column,
    problem: 'This column is missing from the header row.',
  }));
  return { rows, problems, columns: new Set(columnOf.keys()) };
}
