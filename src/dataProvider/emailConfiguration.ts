import type { Identifier } from 'react-admin';
import { isApiError } from './apiError';
import type { HttpClient } from './httpClient';

/** GET /api/consultancy/{id}/email-config: the password itself is never read back. */
export interface EmailConfiguration {
  host: string;
  port: number;
  username: string;
  use_tls: boolean;
  use_ssl: boolean;
  has_password: boolean;
  consultancy_id: number;
  consultancy: { id: number; name: string };
}

/** What the form edits; an empty password keeps the stored one. */
export interface EmailConfigurationChanges {
  host: string;
  port: number;
  username: string;
  password?: string | null;
  use_tls: boolean;
  use_ssl: boolean;
}

export interface TestEmailReceipt {
  sent: true;
  to: string;
}

const configPath = (consultancyId: Identifier) => `/consultancy/${encodeURIComponent(String(consultancyId))}/email-config`;

/** The consultancy's SMTP settings, or null while none are saved (the API answers 404 then). */
export const fetchEmailConfiguration = async (client: HttpClient, consultancyId: Identifier): Promise<EmailConfiguration | null> => {
  try {
    return await client.json<EmailConfiguration>(configPath(consultancyId));
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
};

export const saveEmailConfiguration = (
  client: HttpClient,
  consultancyId: Identifier,
  { host, port, username, password, use_tls, use_ssl }: EmailConfigurationChanges,
): Promise<EmailConfiguration> =>
  client.json<EmailConfiguration>(configPath(consultancyId), {
    method: 'POST',
    body: {
      host,
      port,
      username: username ?? '',
      password: password || undefined,
      use_tls,
      use_ssl,
      consultancy_id: Number(consultancyId),
    },
  });

/** Sends a test message to `to`, or to the signed-in admin when it is blank. */
export const sendTestEmail = (client: HttpClient, consultancyId: Identifier, to?: string): Promise<TestEmailReceipt> =>
  client.json<TestEmailReceipt>(`${configPath(consultancyId)}/test`, {
    method: 'POST',
    body: { to: to?.trim() || undefined },
  });
