import type { Locale } from 'react-admin';

/** The locales the UI offers (spec §9); codes as the original product stores them. */
export const LOCALES = [
  { locale: 'es_ES', name: 'Español' },
  { locale: 'ca_ES', name: 'Català' },
  { locale: 'en', name: 'English' },
] as const satisfies readonly Locale[];

export type AppLocale = (typeof LOCALES)[number]['locale'];

export const DEFAULT_LOCALE: AppLocale = 'es_ES';
export const FALLBACK_LOCALE: AppLocale = 'en';
export const NAMESPACE = 'common';

export const isAppLocale = (value: unknown): value is AppLocale => LOCALES.some(({ locale }) => locale === value);

const CATALOGUE_FOLDER: Record<AppLocale, string> = { es_ES: 'es', ca_ES: 'ca', en: 'en' };

/** Folder under /locales holding a locale's catalogue (`es_ES` -> `es`). */
export const catalogueFolder = (locale: string): string => (isAppLocale(locale) ? CATALOGUE_FOLDER[locale] : locale);

/** HTTP language tag of a locale (`es_ES` -> `es-ES`), as Accept-Language expects. */
export const toLanguageTag = (locale: string): string => locale.replace('_', '-');
