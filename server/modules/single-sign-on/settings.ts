import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Database } from '../../db/client';
import { consultancies, consultancySignIns, consultancyStaff, users, userSessions } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { RegisterModule } from '../../lib/api';
import { badRequest, notFound } from '../../lib/errors';
import { RequiredText } from '../../lib/fields';
import { answers, Reference } from '../../lib/wire';
import { refusesPasswords } from './policy';
import { checkDiscovery } from './provider';
import { adminsOnly } from '../../lib/access';

const tags = ['Organisation'];
const admin = { access: adminsOnly, tenancy: 'global' as const };
const Params = Type.Object({ id: Type.Integer({ minimum: 1 }) });

const SignInSettingsWrite = Type.Object({
  provider_name: RequiredText(100),
  issuer: RequiredText(500),
  client_id: RequiredText(300),
  // Write-only: empty, null or absent keeps the stored secret while the issuer stays the same.
  client_secret: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
  enabled: Type.Boolean(),
  password_sign_in: Type.Boolean(),
});

/** The settings as the admin page reads them: never the secret, only whether one is kept; and the address to register. */
const SignInSettingsSchema = Type.Object({
  provider_name: Type.String(),
  issuer: Type.String(),
  client_id: Type.String(),
  has_secret: Type.Boolean(),
  enabled: Type.Boolean(),
  password_sign_in: Type.Boolean(),
  redirect_uri: Type.String(),
  consultancy_id: Type.Integer(),
  consultancy: Reference,
});

/** Where the provider sends people back: the address to register at the provider. */
export const redirectUriOf = (publicUrl: string) => `${publicUrl}/api/sso/callback`;

async function findConsultancy(db: Database, id: number) {
  const [consultancy] = await db
    .select({ id: consultancies.id, name: consultancies.name, domainName: consultancies.domainName })
    .from(consultancies)
    .where(eq(consultancies.id, id));
  if (!consultancy) throw notFound('consultancy');
  return consultancy;
}

/**
 * Ends the open sessions started with a password by the people who sign in under this consultancy: its staff by
 * membership (the rule the login applies), whatever their e-mail.
 * Their single sign-on sessions stay, and so does the session the change is made from (as a password change keeps it).
 * Answers whose sessions ended, for the caches to forget once committed.
 */
async function endPasswordSessions(tx: Database, consultancy: { id: number }, keep: string | null): Promise<number[]> {
  const people = tx
    .select({ id: consultancyStaff.userId })
    .from(consultancyStaff)
    .innerJoin(users, eq(users.id, consultancyStaff.userId))
    .where(and(eq(consultancyStaff.consultancyId, consultancy.id), ne(users.role, 'client')));
  const ended = await tx
    .update(userSessions)
    .set({ endedAt: sql`now()` })
    .where(
      and(
        isNull(userSessions.endedAt),
        keep ? ne(userSessions.id, keep) : undefined,
        eq(userSessions.signedInWith, 'password'),
        inArray(userSessions.userId, people),
      ),
    )
    .returning({ userId: userSessions.userId });
  return [...new Set(ended.map((row) => row.userId))];
}

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
      const [settings] = await db.select().from(consultancySignIns).where(eq(consultancySignIns.consultancyId, consultancy.id));
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
      const [stored] = await db
        .select({ secret: consultancySignIns.clientSecretEncrypted, issuer: consultancySignIns.issuer })
        .from(consultancySignIns)
        .where(eq(consultancySignIns.consultancyId, consultancy.id));
      // The stored secret goes only to the issuer it was saved for: a new issuer needs it typed again.
      const keptSecret = stored?.secret && stored.issuer === issuer ? secrets.open(stored.secret, 'sso-client-secret') : '';
      if (!body.client_secret && stored?.secret && !keptSecret) throw badRequest('client_secret', 'sso.secretAgain');
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
      const { settings, signedOut } = await writeTransaction(db, async (tx) => {
        const [saved] = await tx
          .insert(consultancySignIns)
          .values({ consultancyId: consultancy.id, ...values })
          .onConflictDoUpdate({ target: consultancySignIns.consultancyId, set: { ...values, updatedAt: sql`now()` } })
          .returning();
        // Password sign-in off: the passwords already signed in stop too, not only the next ones.
        return {
          settings: saved!,
          signedOut: refusesPasswords(saved) ? await endPasswordSessions(tx, consultancy, request.sessionId) : [],
        };
      });
      for (const userId of signedOut) sessions.forgetUser(userId);
      return present(settings, consultancy);
    },
  );
};
