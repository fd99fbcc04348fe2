export { useAppI18nProvider } from './useAppI18nProvider';
export { currentLocale } from './i18next';
