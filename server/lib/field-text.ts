import { formatPlain, type FieldKind } from '../../contract/field-kinds';
import { translate, type Language } from './language';

// What the server writes into PDFs, mails and documents goes through the field kinds (contract/field-kinds.ts), as the
// browser's fields and the spreadsheets' cells do: a state by its label, a yes/no, numbers and dates by the formatters.

/** A value of the kind as text in the language; empty when there is none. */
export function fieldText(kind: FieldKind, value: unknown, language: Language, row?: Record<string, unknown>): string {
  if (value === null || value === undefined || value === '') return '';
  if (kind.kind === 'state') return translate(language, `${kind.labels}.${String(value)}`, String(value));
  if (kind.kind === 'boolean') return translate(language, value ? 'spreadsheet.yes' : 'spreadsheet.no', value ? 'Yes' : 'No');
  return formatPlain(kind, value, language, row);
}

/** A code's label under `labels` (`legalModule.states` + `.FULFILLED`): the state kind's text. */
export const stateText = (labels: string, code: string, language: Language) => fieldText({ kind: 'state', labels }, code, language);
