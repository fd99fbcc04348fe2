import nodemailer from 'nodemailer';

export interface SmtpSettings {
  host: string;
  port: number;
  username: string;
  password: string | null;
  /** STARTTLS required on a plain connection (usually port 587). */
  useTls: boolean;
  /** TLS from the first byte (usually port 465). */
  useSsl: boolean;
}

export interface Message {
  from: { name: string; address: string };
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

/** Sends one message through the given SMTP settings; rejects with the server's own words. */
export async function sendMail(settings: SmtpSettings, message: Message): Promise<void> {
  const transport = nodemailer.createTransport({
    host: settings.host,
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

/** What went wrong, in words an admin can act on. */
export function describeMailError(error: unknown): string {
  const failure = error as { code?: string; response?: string; message?: string };
  switch (failure.code) {
    case 'ECONNREFUSED': return 'The SMTP server refused the connection: check the host and the port.';
    case 'ENOTFOUND':
    case 'EDNS': return 'The SMTP host name could not be found.';
    case 'ETIMEDOUT':
    case 'ETIMEOUT': return 'The SMTP server did not answer in time.';
    case 'EAUTH': return `The SMTP server refused the user name or password${failure.response ? ` (${failure.response})` : ''}.`;
    case 'ETLS':
    case 'ESOCKET': return `The secure connection failed: check the TLS/SSL options (${failure.message ?? 'socket error'}).`;
    default: return `The SMTP server answered: ${failure.response ?? failure.message ?? 'unknown error'}`;
  }
}
