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
      if (kind.kind === 'bilingualName' && row) return String(row[`name_${language === 'ca' ? 'ca' : 'es'}`] ?? value);
      return formatPlain(kind, value, language, row);
    };
    return { language, format };
  }, [locale, translate]);
}
