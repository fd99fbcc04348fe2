import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { displayLanguage, formatPlain, type DisplayLanguage, type FieldKind } from '../../../contract/field-kinds';

export interface FieldFormat {
  language: DisplayLanguage;
  /** A value of `kind` as the interface's language writes it; `row` supplies a quantity's unit field. */
  format: (kind: FieldKind, value: unknown, row?: Record<string, unknown>) => string;
}

/** The one way a page turns a field's value into text (issue 23): the kind decides, the language formats. */
export function useFieldFormat(): FieldFormat {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return useMemo(() => {
    const language = displayLanguage(locale);
    const format = (kind: FieldKind, value: unknown, row?: Record<string, unknown>): string => {
      if (value === null || value === undefined || value === '') return '';
      if (kind.kind === 'state') return translate(`${kind.labels}.${String(value)}`, { _: String(value) });
      if (kind.kind === 'boolean') return translate(`ra.boolean.${value ? 'true' : 'false'}`);
      // The API answers `name` in the request's language beside both names (name_spanish, name_catalan).
      if (kind.kind === 'bilingualName') return String(row?.[language === 'ca' ? 'name_catalan' : 'name_spanish'] ?? value);
      // A reference or a file arrives as an object ({id, name}; {name, file}): shown by its name, never its id.
      if ((kind.kind === 'reference' || kind.kind === 'file') && typeof value === 'object')
        return String((value as { name?: unknown }).name ?? '');
      return formatPlain(kind, value, language, row);
    };
    return { language, format };
  }, [locale, translate]);
}
