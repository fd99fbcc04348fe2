import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';

/** The UI language's BCP 47 tag for Intl ("es_ES" -> "es-ES"). */
export const intlLocale = (locale: string) => locale.replace('_', '-');

/** Numbers as the interface's language writes them (DOMAIN: decimals with a comma in es/ca). */
export function useNumberFormat(options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const [locale] = useLocaleState();
  const key = JSON.stringify(options ?? {});
  // The options by value, not by object identity (a literal is a new object on every render).
  return useMemo(() => new Intl.NumberFormat(intlLocale(locale), options), [locale, key]);
}
