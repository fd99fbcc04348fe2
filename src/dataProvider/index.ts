import { currentLocale } from '../i18n';
import { createDataProvider } from './dataProvider';
import { createHttpClient } from './httpClient';

/** The app's one HTTP client: bearer token, Accept-Language, refresh on 401, normalised errors. */
export const apiClient = createHttpClient({ getLocale: currentLocale });

export const dataProvider = createDataProvider(apiClient);

export type { AppDataProvider } from './dataProvider';
export type { Profile, ProfileChanges } from './profile';
export type { PasswordLink } from './password';
export { isApiError } from './apiError';
export type { HistoryChange } from './history';
export type { SignInOptions, SignInSettings, SignInSettingsChanges } from './singleSignOn';
export type { EmailConfiguration, EmailConfigurationChanges } from './emailConfiguration';
export type * from './legalModule';
export type * from './legalRegister';
export type * from './legalChanges';
export { IMPORT_LEVELS } from './legalRegister';
