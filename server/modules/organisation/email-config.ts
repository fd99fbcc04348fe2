import type { Config } from '../../config';
import { Type } from 'typebox';
import type { Database } from '../../db/client';
import type { consultancyEmailConfigs } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { consultancySenderOf, emailConfigOf, emailOfUser, findConsultancy, saveEmailConfig } from './email-config-queries';
import { EmailConfigSchema, EmailConfigWrite } from './schemas';
import { Email } from '../../lib/fields';
import { describeMailError, MailNotConfigured, sendMail, serverWideMailer, type Mailer } from '../../lib/mail';
import { checkedAddress, OutboundRefused, privateAddress, type PrivateHosts } from '../../lib/outbound-hosts';
import type { SecretBox } from '../../lib/secrets';
import { answers } from '../../lib/wire';
import { currentUser } from '../../plugins/auth';
import { adminsOnly } from '../../lib/access';

const tags = ['Organisation'];
const admin = { access: adminsOnly, tenancy: 'global' as const };
const Params = Type.Object({ id: Type.Integer({ minimum: 1 }) });

const present = (config: typeof consultancyEmailConfigs.$inferSelect, consultancy: { id: number; name: string }) => ({
  host: config.host,
  port: config.port,
  username: config.username,
  use_tls: config.useTls,
  use_ssl: config.useSsl,
  has_password: config.passwordEncrypted !== null,
  consultancy_id: consultancy.id,
  consultancy: { id: consultancy.id, name: consultancy.name },
});

/** The sender of a consultancy's mail: its SMTP user when that is an address, else no-reply at its domain. */
export const senderOf = (consultancy: { name: string; domainName: string }, username: string) => ({
  name: consultancy.name,
  address: username.includes('@') ? username : `no-reply@${consultancy.domainName}`,
});

/** The SMTP settings of a consultancy with the password decrypted, or undefined when not configured. */
export async function smtpSettingsOf(db: Database, secrets: SecretBox, consultancyId: number, privateHosts: PrivateHosts) {
  const config = await emailConfigOf(db, consultancyId);
  if (!config) return undefined;
  return {
    host: config.host,
    port: config.port,
    username: config.username,
    password: config.passwordEncrypted ? secrets.open(config.passwordEncrypted, 'smtp-password') : null,
    useTls: config.useTls,
    useSsl: config.useSsl,
    privateHosts,
  };
}

/** What the mail of every module needs from the configuration. */
export type MailConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'publicUrl' | 'outboundPrivateHosts'>;

/**
 * How a consultancy's mail goes out: its own SMTP server, else the server-wide SMTP_URL. Throws
 * MailNotConfigured when neither is set, so a job keeps the message for a later run.
 */
export async function consultancyMailer(db: Database, secrets: SecretBox, mail: MailConfig, consultancyId: number): Promise<Mailer> {
  const consultancy = await consultancySenderOf(db, consultancyId);
  if (!consultancy) throw new MailNotConfigured(`consultancy ${consultancyId} does not exist`);
  const settings = await smtpSettingsOf(db, secrets, consultancy.id, mail.outboundPrivateHosts);
  if (settings) return { settings, from: senderOf(consultancy, settings.username) };
  const serverWide = serverWideMailer(mail, consultancy.name);
  if (!serverWide) throw new MailNotConfigured(`consultancy ${consultancyId} has no e-mail configuration and SMTP_URL is not set`);
  return serverWide;
}

/** A host on a private network is refused when saved (a name that does not resolve yet is kept: the test tells). */
async function checkHost(host: string, privateHosts: PrivateHosts) {
  try {
    await checkedAddress(host, privateHosts);
  } catch (error) {
    if (error instanceof OutboundRefused) throw privateAddress('host');
  }
}

const sameServer = (stored: { host: string; port: number; username: string }, next: typeof stored) =>
  stored.host.toLowerCase() === next.host.toLowerCase() && stored.port === next.port && stored.username === next.username;

export const emailConfigRoutes: RegisterModule = (app, { db, secrets, config: { outboundPrivateHosts } }) => {
  app.get(
    '/api/consultancy/:id/email-config',
    { config: admin, schema: { tags, params: Params, response: answers(EmailConfigSchema) } },
    async (request) => {
      const consultancy = await findConsultancy(db, request.params.id);
      const config = await emailConfigOf(db, consultancy.id);
      if (!config) throw notFound('email-configuration');
      return present(config, consultancy);
    },
  );

  app.post(
    '/api/consultancy/:id/email-config',
    { config: admin, schema: { tags, params: Params, body: EmailConfigWrite, response: answers(EmailConfigSchema) } },
    async (request) => {
      const body = request.body;
      const consultancy = await findConsultancy(db, request.params.id);
      if (body.consultancy_id !== undefined && body.consultancy_id !== consultancy.id)
        throw badRequest('consultancy_id', 'email.consultancyMismatch');
      if (body.use_ssl && body.use_tls) throw badRequest('use_ssl', 'email.sslOrTls');
      const server = { host: body.host.trim(), port: body.port, username: body.username.trim() };
      await checkHost(server.host, outboundPrivateHosts);
      // The stored password goes only to the server and user it was saved for; without a user none is sent, so it is dropped.
      const stored = await emailConfigOf(db, consultancy.id);
      const moved = stored?.passwordEncrypted && !sameServer(stored, server);
      if (moved && !body.password && server.username) throw badRequest('password', 'email.passwordAgain');
      const values = {
        ...server,
        useTls: body.use_tls,
        useSsl: body.use_ssl,
        ...(body.password ? { passwordEncrypted: secrets.seal(body.password, 'smtp-password') } : moved ? { passwordEncrypted: null } : {}),
      };
      return present(await saveEmailConfig(db, consultancy.id, values), consultancy);
    },
  );

  app.post(
    '/api/consultancy/:id/email-config/test',
    {
      config: admin,
      schema: { tags, params: Params, body: Type.Object({ to: Type.Optional(Email()) }) },
    },
    async (request) => {
      const consultancy = await findConsultancy(db, request.params.id);
      const settings = await smtpSettingsOf(db, secrets, consultancy.id, outboundPrivateHosts);
      if (!settings) throw new AppError(409, 'not_configured', 'email.saveFirst');
      const mine = await emailOfUser(db, currentUser(request).id);
      const to = request.body.to ?? mine;
      try {
        await sendMail(settings, {
          from: senderOf(consultancy, settings.username),
          to,
          subject: `${consultancy.name}: test e-mail`,
          text: `This test message confirms that ${consultancy.name} can send e-mail through ${settings.host}:${settings.port}.`,
        });
      } catch (error) {
        if (error instanceof OutboundRefused) throw privateAddress('host');
        request.log.warn({ err: error }, 'test e-mail failed');
        throw new AppError(502, 'smtp_error', describeMailError(error));
      }
      return { sent: true, to };
    },
  );
};
