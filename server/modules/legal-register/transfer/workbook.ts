import { AppError, type KeyedRowProblem } from '../../../lib/errors';
import { detectFileKind } from '../../../lib/file-types';
import { translate, type Language } from '../../../lib/language';
import { readFirstSheet } from '../../../lib/spreadsheet-reader';
import { headerKey, LABELLED } from './export';
import { IDENTITY_COLUMNS, REGISTER_COLUMNS, type RegisterColumn, type RegisterRow } from './layout';

export interface NumberedRow {
  /** Row number as the spreadsheet shows it. */
  number: number;
  values: RegisterRow;
}

const notAWorkbook = () => new AppError(415, 'unsupported_file_type', 'register.notWorkbook', { file: 'register.uploadWorkbook' });

const LANGUAGES: Language[] = ['es', 'ca', 'en'];
const folded = (text: string) => text.trim().toLocaleLowerCase('es');

/** Each column by its key and by its readable header in every language; made on first use (the catalogues are files). */
let headers: Map<string, RegisterColumn> | undefined;
/** Per coded column, each code by itself and by its label in every language ("Nacional i europeu": NATIONAL_AND_EUROPEAN). */
let codes: Map<RegisterColumn, Map<string, string>> | undefined;

/** A column by its key, or by its readable header in any language (a file whose hidden row of keys was removed). */
const columnOfHeader = (text: string): RegisterColumn | undefined => {
  headers ??= new Map(
    REGISTER_COLUMNS.flatMap((column) => [
      [column as string, column],
      ...LANGUAGES.map((language) => [folded(translate(language, headerKey(column), column)), column] as [string, RegisterColumn]),
    ]),
  );
  return headers.get(folded(text));
};

/** A coded column's cell as its code: a code as it is, a label in any language as its code, anything else as it is. */
const codeOf = (column: RegisterColumn, text: string): string => {
  codes ??= new Map(
    Object.entries(LABELLED).map(([coded, { labels, codes: list }]) => [
      coded as RegisterColumn,
      new Map(
        list.flatMap((code) => [
          [folded(code), code],
          ...LANGUAGES.map((language) => [folded(translate(language, `${labels}.${code}`, code)), code] as [string, string]),
        ]),
      ),
    ]),
  );
  return codes.get(column)?.get(folded(text)) ?? text;
};

/**
 * The rows of the first sheet keyed by its first row: the column keys (the export's hidden row, and every file before
 * issue 34) or the readable headers. The export's readable headers under the keys are no row of data, and labels in the
 * coded columns are read as their codes. A missing column is a problem of row 1.
 */
export async function readRegisterWorkbook(
  data: Buffer,
): Promise<{ rows: NumberedRow[]; problems: KeyedRowProblem[]; columns: ReadonlySet<RegisterColumn> }> {
  if (detectFileKind(data) !== 'zip-office') throw notAWorkbook();
  const columnOf = new Map<RegisterColumn, number>();
  const rows: NumberedRow[] = [];
  try {
    for await (const { number, cells } of readFirstSheet(data)) {
      if (number === 1) {
        cells.forEach((text, index) => {
          const column = text ? columnOfHeader(text) : undefined;
          if (column && !columnOf.has(column)) columnOf.set(column, index);
        });
        continue;
      }
      const values: RegisterRow = {};
      let named = 0;
      for (const [column, index] of columnOf) {
        const text = cells[index];
        if (!text) continue;
        values[column] = codeOf(column, text);
        if (columnOfHeader(text) === column) named++;
      }
      // The readable header row: each cell the header of its column.
      if (named > 0 && named === Object.keys(values).length) continue;
      if (Object.keys(values).length) rows.push({ number, values });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notAWorkbook();
  }
  const optional: readonly string[] = IDENTITY_COLUMNS;
  const problems: KeyedRowProblem[] = REGISTER_COLUMNS.filter((column) => !columnOf.has(column) && !optional.includes(column)).map(
    (column) => ({
      row: 1,
      column,
      problem: 'register.columnMissing',
    }),
  );
  return { rows, problems, columns: new Set(columnOf.keys()) };
}
