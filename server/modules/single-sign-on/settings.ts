import { Type } from 'typebox';
import type { consultancySignIns } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { badRequest } from '../../lib/errors';
import { answers } from '../../lib/wire';
import { checkDiscovery } from './provider';
import { adminsOnly } from '../../lib/access';
import { findConsultancy, saveSignInSettings, signInSettingsOf } from './queries';
import { SignInSettingsSchema, SignInSettingsWrite } from './schemas';

const tags = ['Organisation'];
const admin = { access: adminsOnly, tenancy: 'global' as const };
const Params = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** Where the provider sends people back: the address to register at the provider. */
export const redirectUriOf = (publicUrl: string) => `${publicUrl}/api/sso/callback`;

const UNSET = { providerName: '', issuer: '', clientId: '', clientSecretEncrypted: null, enabled: false, passwordSignIn: true };

export const signInSettingsRoutes: RegisterModule = (app, { db, secrets, config, sessions }) => {
  const present = (
    settings: Omit<typeof consultancySignIns.$inferSelect, 'consultancyId' | 'createdAt' | 'updatedAt'>,
    consultancy: { id: number; name: string },
  ) => ({
    provider_name: settings.providerName,
    issuer: settings.issuer,
    client_id: settings.clientId,
    has_secret: settings.clientSecretEncrypted !== null,
    enabled: settings.enabled,
    password_sign_in: settings.passwordSignIn,
    redirect_uri: redirectUriOf(config.publicUrl),
    consultancy_id: consultancy.id,
    consultancy: { id: consultancy.id, name: consultancy.name },
  });

  // Answers the defaults (off, passwords on) until saved, so the page can show the redirect address before the first save.
  app.get(
    '/api/consultancy/:id/sign-in-config',
    { config: admin, schema: { tags, params: Params, response: answers(SignInSettingsSchema) } },
    async (request) => {
      const consultancy = await findConsultancy(db, request.params.id);
      const settings = await signInSettingsOf(db, consultancy.id);
      return present(settings ?? UNSET, consultancy);
    },
  );

  app.post(
    '/api/consultancy/:id/sign-in-config',
    { config: admin, schema: { tags, params: Params, body: SignInSettingsWrite, response: answers(SignInSettingsSchema) } },
    async (request) => {
      const body = request.body;
      const consultancy = await findConsultancy(db, request.params.id);
      if (!body.password_sign_in && !body.enabled) throw badRequest('password_sign_in', 'sso.passwordSignInNeedsSso');
      // Kept as typed: the issuer must match the provider's own identifier exactly (some end in a slash).
      const issuer = body.issuer.trim();
      const clientId = body.client_id.trim();
      const stored = await signInSettingsOf(db, consultancy.id);
      // The stored secret goes only to the issuer it was saved for: a new issuer needs it typed again.
      const keptSecret =
        stored?.clientSecretEncrypted && stored.issuer === issuer ? secrets.open(stored.clientSecretEncrypted, 'sso-client-secret') : '';
      if (!body.client_secret && stored?.clientSecretEncrypted && !keptSecret) throw badRequest('client_secret', 'sso.secretAgain');
      const clientSecret = body.client_secret || keptSecret;
      if (!clientSecret) throw badRequest('client_secret', 'sso.secretRequired');
      await checkDiscovery({ issuer, clientId, clientSecret }, config.outboundPrivateHosts);
      const values = {
        providerName: body.provider_name.trim(),
        issuer,
        clientId,
        enabled: body.enabled,
        passwordSignIn: body.password_sign_in,
        ...(body.client_secret ? { clientSecretEncrypted: secrets.seal(body.client_secret, 'sso-client-secret') } : {}),
      };
      const { settings, signedOut } = await saveSignInSettings(db, consultancy, values, request.sessionId);
      for (const userId of signedOut) sessions.forgetUser(userId);
      return present(settings, consultancy);
    },
  );
};
