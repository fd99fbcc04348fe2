import type { FastifyBaseLogger } from 'fastify';
import { isIP } from 'node:net';
import { loadMailer } from './on-demand';
import { checkedAddress, type PrivateHosts } from './outbound-hosts';
import { message as said, type Message as Said } from './messages';

export interface SmtpSettings {
  host: string;
  port: number;
  username: string;
  password: string | null;
  /** STARTTLS required on a plain connection (usually port 587). */
  useTls: boolean;
  /** TLS from the first byte (usually port 465). */
  useSsl: boolean;
  /** Which private addresses the host may be: the configured policy for an admin's settings, `allow` for SMTP_URL. */
  privateHosts: PrivateHosts;
}

export interface Message {
  from: { name: string; address: string };
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /** Files sent with it (a bulletin's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/**
 * Sends one message through the given SMTP settings; rejects with the server's own words, or OutboundRefused for a
 * host on a private address. It connects to the address it checked; TLS still verifies the host's name.
 */
export async function sendMail(settings: SmtpSettings, message: Message): Promise<void> {
  const { address } = await checkedAddress(settings.host, settings.privateHosts);
  const nodemailer = await loadMailer();
  const transport = nodemailer.createTransport({
    host: address,
    ...(isIP(settings.host) ? {} : { servername: settings.host }),
    port: settings.port,
    secure: settings.useSsl,
    requireTLS: settings.useTls,
    ignoreTLS: !settings.useTls && !settings.useSsl,
    auth: settings.username && settings.password ? { user: settings.username, pass: settings.password } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  try {
    await transport.sendMail(message);
  } finally {
    transport.close();
  }
}

/** What went wrong, in words an admin can act on (nodemailer wraps socket errors as ESOCKET). */
export function describeMailError(error: unknown): Said {
  const failure = error as { code?: string; response?: string; message?: string };
  const text = `${failure.code ?? ''} ${failure.message ?? ''}`;
  if (/ECONNREFUSED/.test(text)) return 'mail.refused';
  if (/ENOTFOUND|EAI_AGAIN|EDNS/.test(text)) return 'mail.hostUnknown';
  if (/ETIMEDOUT|ETIMEOUT/.test(text)) return 'mail.timeout';
  if (failure.code === 'EAUTH')
    return failure.response ? said('mail.authRefusedSaying', { response: failure.response }) : 'mail.authRefused';
  if (failure.code === 'ETLS' || /SSL|TLS|certificate/i.test(text))
    return said('mail.tlsFailed', { reason: failure.message ?? 'TLS error' });
  return said('mail.answered', { response: failure.response ?? failure.message ?? 'unknown error' });
}

/** A sender and the SMTP server that carries its mail. */
export interface Mailer {
  settings: SmtpSettings;
  from: Message['from'];
}

/** Mail that cannot go out yet because no SMTP server is set up for it; jobs try again later. */
export class MailNotConfigured extends Error {}

/**
 * Logs a message a job could not send: a missing configuration is an expected state (debug, no stack,
 * once a run would flood the log), anything else a warning with the error.
 */
export function logMailFailure(
  log: Pick<FastifyBaseLogger, 'debug' | 'warn'>,
  error: unknown,
  fields: Record<string, unknown>,
  message: string,
) {
  if (error instanceof MailNotConfigured) log.debug({ ...fields, reason: error.message }, message);
  else log.warn({ ...fields, err: error }, message);
}

/**
 * SMTP_URL: smtp://user:password@host:587 (STARTTLS when the server offers it; `?starttls=required`
 * demands it) or smtps://user:password@host:465 (TLS from the first byte). Undefined when absent.
 */
export function smtpSettingsFromUrl(url: string | undefined): SmtpSettings | undefined {
  if (!url) return undefined;
  const parsed = new URL(url);
  const useSsl = parsed.protocol === 'smtps:';
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : useSsl ? 465 : 587,
    username: decodeURIComponent(parsed.username),
    password: parsed.password ? decodeURIComponent(parsed.password) : null,
    useSsl,
    useTls: parsed.searchParams.get('starttls') === 'required',
    // The operator's own relay (often on this machine), not a host an admin typed.
    privateHosts: 'allow',
  };
}

/** The server-wide mailer of SMTP_URL, sending as MAIL_FROM (or its user, or no-reply at PUBLIC_URL's host). */
export function serverWideMailer(mail: { smtpUrl?: string; mailFrom?: string; publicUrl: string }, senderName: string): Mailer | undefined {
  const settings = smtpSettingsFromUrl(mail.smtpUrl);
  if (!settings) return undefined;
  const address = mail.mailFrom ?? (settings.username.includes('@') ? settings.username : `no-reply@${new URL(mail.publicUrl).hostname}`);
  return { settings, from: { name: senderName, address } };
}
