import { readFileSync } from 'node:fs';
import type ExcelJS from 'exceljs';

// The spreadsheet check (issue 34): what a person opening a download must never see. Used on every download of the
// demo (spreadsheet-downloads.test.ts) and proved on hand-made workbooks (spreadsheet-check.test.ts).

export type Language = 'es' | 'ca';
type Catalogue = Record<string, unknown>;

export const catalogues = Object.fromEntries(
  ['es', 'ca', 'en'].map((language) => [language, JSON.parse(readFileSync(`locales/${language}/common.json`, 'utf8')) as Catalogue]),
) as Record<Language | 'en', Catalogue>;

/** A catalogue text by its key. */
export const lookup = (language: string, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], catalogues[language as Language]) as string;

/** Every leaf of a catalogue: [last key segment, label]. */
const leaves = (node: unknown, into: [string, string][] = [], key = ''): [string, string][] => {
  if (typeof node === 'string') into.push([key, node]);
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) leaves(v, into, k);
  return into;
};
/** Every text of a language's catalogue. */
export const labels = Object.fromEntries(
  (['es', 'ca', 'en'] as const).map((language) => [language, new Set(leaves(catalogues[language]).map(([, label]) => label))]),
) as Record<Language | 'en', Set<string>>;
// A code is a catalogue key that has a different label (FINISHED -> "Finalizado", admin -> "Administrador", expired -> "caducado").
const codes = new Set(
  leaves(catalogues.es)
    .filter(([key, label]) => /^[A-Za-z][A-Za-z0-9_]*$/.test(key) && key !== label)
    .map(([key]) => key),
);

/** What a cell must not be: a boolean, TRUE/FALSE, a date, number or period written as text, a raw code or key. */
export const cellProblem = (value: ExcelJS.CellValue, language: Language): string | undefined => {
  if (typeof value === 'boolean') return 'a boolean cell';
  if (typeof value !== 'string') return undefined;
  if (/^(true|false)$/i.test(value)) return 'TRUE/FALSE as text';
  if (/^\d{4}-\d{2}-\d{2}/.test(value) || /^\d{2}\/\d{2}\/\d{4}/.test(value)) return 'a date as text';
  if (/^-?\d+\.\d+$/.test(value)) return 'a number as text';
  if (/^\d{4}-(0[1-9]|1[0-2])$/.test(value) || /^(0[1-9]|1[0-2])\/\d{4}$/.test(value)) return 'a period as text';
  if (/^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/.test(value) || /^[A-Z_]{5,}$/.test(value)) return 'a raw code';
  if (/^[a-z]+(_[a-z0-9]+)+$/.test(value)) return 'a snake_case key';
  if (codes.has(value) && !labels[language].has(value)) return 'a raw code';
  return undefined;
};

/** Words that say a date has passed: "Vencida", "Vencida hace 3 días", "caducado", "Vençuda", "caducat". */
export const OVERDUE_WORDS: Record<Language, RegExp> = {
  es: /(^|[^\p{L}])(vencid[ao]s?|caducad[ao]s?)([^\p{L}]|$)/iu,
  ca: /(^|[^\p{L}])(ven[çc]u(t|ts|da|des)|caduca(t|ts|da|des))([^\p{L}]|$)/iu,
};

export interface SheetExpectation {
  language: Language;
  /** The sheet's name as the catalogue writes it, before Excel's 31 characters. */
  title: string;
  /** The same name in English: the sheet must not carry it. */
  englishTitle: string;
  /** The row of the headers (1 unless a title block or a hidden row of keys is above it). */
  headerRow?: number;
  /** Headers named by the data rather than the catalogue (the evaluation method's criteria). */
  namedHeaders?: string[];
  /** Headers of due-date columns: a row whose date there has passed must say so in one of its cells. */
  dueHeaders?: string[];
  /** Today (yyyy-MM-dd in Spain). */
  today: string;
}

/** A date cell as its calendar day (Excel dates carry no zone: their UTC fields). */
const dayOf = (value: ExcelJS.CellValue) => (value instanceof Date ? value.toISOString().slice(0, 10) : undefined);

/** Excel's serial number of a day (days since 30 December 1899). */
const serialOf = (day: string) => Math.round((Date.parse(`${day}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000);

/**
 * Whether a past due date's row says it is overdue: a cell's words ("Vencida hace 3 días", "Caducado"), a column named
 * overdue that answers yes or no, or the date's own format naming it overdue below a threshold the date is under
 * (`[Red][<46350]dd/mm/yyyy" (vencida)";dd/mm/yyyy`).
 */
function saysOverdue(row: ExcelJS.Row, headers: string[], due: ExcelJS.Cell, day: string, language: Language): boolean {
  const words = OVERDUE_WORDS[language];
  const answers = [lookup(language, 'spreadsheet.yes'), lookup(language, 'spreadsheet.no')];
  const texts = headers.map((_, i) => cellText(row.getCell(i + 1).value));
  // A column named overdue answers for the row, yes or no (a pest-control service a later one has superseded is not).
  if (texts.some((text, i) => words.test(text) || (answers.includes(text) && words.test(headers[i] ?? '')))) return true;
  const format = /^\[[A-Za-z]+\]\[<(\d+)\][^;]*"([^"]*)";/.exec(due.numFmt ?? '');
  return Boolean(format && serialOf(day) < Number(format[1]) && words.test(format[2]!));
}

const cellText = (value: ExcelJS.CellValue): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object' && !(value instanceof Date) && 'richText' in value
      ? value.richText.map((part) => part.text).join('')
      : String(value);

/**
 * Everything wrong with a downloaded sheet, one line each: its name cut mid-word, English or not the catalogue's; a
 * header not in the catalogue of its language (or in English); a cell that is a code, a boolean, or a date, number or
 * period written as text; a date cell without a day or month format; a past due date whose row does not say so.
 */
export function sheetProblems(sheet: ExcelJS.Worksheet, expected: SheetExpectation): string[] {
  const problems: string[] = [];
  const { language, title } = expected;
  const name = sheet.name;
  // The name is the catalogue's, cut to Excel's 31 characters at the end of a word.
  if (!title.startsWith(name) || name.length === 0) problems.push(`sheet "${name}" is not the catalogue's "${title}"`);
  else if (name.length < title.length && (!/\s/.test(title.charAt(name.length)) || /\s$/.test(name)))
    problems.push(`sheet "${name}" is cut mid-word ("${title}")`);
  else if (name.length < title.length && title.length <= 31) problems.push(`sheet "${name}" is cut, "${title}" fits`);
  const english = expected.englishTitle;
  if (english !== title && (name === english || (english.length > 31 && english.startsWith(name))))
    problems.push(`sheet "${name}" is named in English`);

  const headerRow = expected.headerRow ?? 1;
  const headers = (sheet.getRow(headerRow).values as ExcelJS.CellValue[]).slice(1).map(cellText);
  if (!headers.some(Boolean)) problems.push(`row ${headerRow} has no headers`);
  for (const header of headers) {
    if (!header) continue;
    const known = labels[language].has(header) || expected.namedHeaders?.includes(header);
    if (!known && labels.en.has(header)) problems.push(`header "${header}" is in English`);
    else if (!known) problems.push(`header "${header}" is not in the ${language} catalogue`);
  }

  const dueColumns = headers.flatMap((header, i) => (expected.dueHeaders?.includes(header) ? [i + 1] : []));
  sheet.eachRow((row, number) => {
    if (number <= headerRow) return;
    row.eachCell((cell) => {
      const problem = cellProblem(cell.value, language);
      if (problem) problems.push(`${cell.address} ${JSON.stringify(cell.value)}: ${problem}`);
      if (cell.value instanceof Date && !/(^|\])(dd\/mm\/yyyy|mmmm yyyy)/.test(cell.numFmt ?? ''))
        problems.push(`${cell.address}: a date without the dd/mm/yyyy format`);
    });
    for (const column of dueColumns) {
      const cell = row.getCell(column);
      const day = dayOf(cell.value);
      if (!day || day >= expected.today) continue;
      if (!saysOverdue(row, headers, cell, day, language))
        problems.push(`${cell.address} ${day}: past due, and the row does not say it is overdue`);
    }
  });
  return problems;
}
