import type { Identifier } from 'react-admin';

/** Route of a consultancy's sign-in settings: single sign-on and password sign-in (issue 24, admin only). */
export const SIGN_IN_SETTINGS_ROUTE = '/consultancy/:consultancyId/sign-in';

export const signInSettingsPath = (consultancyId: Identifier) => `/consultancy/${encodeURIComponent(String(consultancyId))}/sign-in`;
