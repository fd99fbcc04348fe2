import { createInstance } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import ca from '../../../locales/ca/common.json';
import en from '../../../locales/en/common.json';
import es from '../../../locales/es/common.json';
import { lowerFirstFormat } from '../../../src/i18n/lowerFirst';

/** The real catalogues, loaded without HTTP, so components render the words a user reads. */
export const testI18nProvider = (locale: 'en' | 'es_ES' | 'ca_ES' = 'en') =>
  getI18nProvider(
    createInstance().use(lowerFirstFormat),
    {
      lng: locale,
      fallbackLng: 'en',
      ns: ['common'],
      defaultNS: 'common',
      nsSeparator: false,
      interpolation: { escapeValue: false },
      resources: { en: { common: en }, es_ES: { common: es }, ca_ES: { common: ca } },
    },
    [
      { locale: 'es_ES', name: 'Español' },
      { locale: 'ca_ES', name: 'Català' },
      { locale: 'en', name: 'English' },
    ],
  );
