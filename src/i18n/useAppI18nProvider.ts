import { useI18nextProvider } from 'ra-i18n-i18next';
import { i18nextInstance, i18nextOptions } from './i18next';
import { LOCALES } from './locales';

const availableLocales = [...LOCALES];

/** react-admin's i18nProvider over our i18next instance; null until the first catalogue loaded. */
export const useAppI18nProvider = () => useI18nextProvider({ i18nextInstance, options: i18nextOptions, availableLocales });
