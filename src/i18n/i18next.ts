import { createInstance, type InitOptions } from 'i18next';
import { appStore } from '../store';
import { catalogueBackend } from './catalogueBackend';
import { lowerFirstFormat } from './lowerFirst';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, isAppLocale, NAMESPACE } from './locales';

/** The one i18next instance: the i18nProvider drives it, the HTTP client reads its language. */
export const i18nextInstance = createInstance().use(catalogueBackend).use(lowerFirstFormat);

// Start in the language react-admin's store remembers, so the first screen is not re-rendered.
const storedLocale = appStore.getItem<string>('locale');

export const i18nextOptions: InitOptions = {
  lng: isAppLocale(storedLocale) ? storedLocale : DEFAULT_LOCALE,
  fallbackLng: FALLBACK_LOCALE,
  load: 'currentOnly',
  ns: [NAMESPACE],
  defaultNS: NAMESPACE,
  // Server messages may contain ':' and must not be read as a namespace prefix.
  nsSeparator: false,
  interpolation: { escapeValue: false },
  // Spec §9: 5 retries from 350 ms (doubling), at most 10 parallel reads.
  maxRetries: 5,
  retryTimeout: 350,
  maxParallelReads: 10,
};

export const currentLocale = (): string => i18nextInstance.language || DEFAULT_LOCALE;
