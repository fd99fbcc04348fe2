import type { Identifier } from 'react-admin';

/** Route of a consultancy's SMTP settings (spec §2: admin only). */
export const EMAIL_CONFIGURATION_ROUTE = '/consultancy/:consultancyId/email-configuration';

export const emailConfigurationPath = (consultancyId: Identifier) =>
  `/consultancy/${encodeURIComponent(String(consultancyId))}/email-configuration`;
