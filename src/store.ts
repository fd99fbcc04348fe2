import { localStorageStore } from 'react-admin';

/** react-admin's preference store (locale, list params); shared by tabs through localStorage. */
export const appStore = localStorageStore('1', 'EnvComply');
