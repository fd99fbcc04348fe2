import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { fieldKindOf } from '../../contract/table-fields';
import { formatDate } from '../../contract/field-kinds';
import { formatPeriod } from '../../contract/indicators';
import { useFieldFormat } from '../common/fields';
import type { HistoryChange } from '../dataProvider';
import { resourceOfTable } from './historyTables';
import { readingOf } from './historyReadings';

const MISSING = '\u2063';
const EMPTY = '—';

/** The row as it was before (`0`) or after (`1`) the change, so a quantity finds its unit beside it. */
const rowAt = (change: HistoryChange, side: 0 | 1): Record<string, unknown> =>
  Object.fromEntries(Object.entries(change.changes).map(([column, values]) => [column, values[side] ?? values[1 - side]]));

/**
 * How the timeline writes a field's value (issue 23): by the kind contract/table-fields.ts declares
 * for its table's column, in the interface's language; users and other rows by the names the API sends.
 */
export function useHistoryValue() {
  const translate = useTranslate();
  const { format, language } = useFieldFormat();
  const display = useCallback(
    (change: HistoryChange, field: string, value: unknown, side: 0 | 1): string => {
      if (value === null || value === undefined || value === '') return EMPTY;
      // Structures (json columns) read as a sentence, before an array would be split into items.
      const reading = readingOf(change.table, field);
      if (reading) return reading(value, translate, language) || EMPTY;
      if (Array.isArray(value)) return value.map((item) => display(change, field, item, side)).join(', ');
      const id = typeof value === 'number' || typeof value === 'string' ? String(value) : undefined;
      // A user's id reads as the user's name (the API names them; a deleted user has none).
      const people = change.people?.[field];
      if (people && id !== undefined && id in people) return people[id] ?? translate('history.deleted_user');
      const references = change.references?.[field];
      if (references && id !== undefined && id in references) return references[id] ?? translate('history.deleted_record');
      const kind = fieldKindOf(change.table, field);
      if (kind?.kind === 'state') {
        const fallback = translate(`resources.${resourceOfTable(change.table) ?? change.table}.values.${field}.${id}`, {
          _: String(value),
        });
        return translate(`${kind.labels}.${id}`, { _: fallback });
      }
      if (kind) return format(kind, value, rowAt(change, side)) || EMPTY;
      if (typeof value === 'boolean') return translate(`ra.boolean.${value}`, { _: String(value) });
      // An undeclared code (a state, a type) in the words of its resource, when they exist.
      if (typeof value === 'string' && /^[A-Z][A-Z_]*$/.test(value)) {
        const worded = translate(`resources.${resourceOfTable(change.table) ?? change.table}.values.${field}.${value}`, { _: MISSING });
        if (worded !== MISSING) return worded;
      }
      if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
      // A time of day without its seconds ("08:00:00" -> "08:00"), an indicator's period as its pages write it.
      if (typeof value === 'string' && /^\d{2}:\d{2}:\d{2}$/.test(value)) return value.slice(0, 5);
      if (field === 'period' && change.table.startsWith('indicator')) return formatPeriod(String(value), language);
      if (typeof value === 'object') return JSON.stringify(value);
      return String(value);
    },
    [translate, format, language],
  );
  return display;
}
