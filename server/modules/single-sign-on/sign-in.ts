import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Role } from '../../../contract/roles';
import type { AppContext, RegisterModule } from '../../lib/api';
import { httpOnlyCookie, readCookie } from '../../lib/cookies';
import { AppError } from '../../lib/errors';
import { loadOpenIdClient } from '../../lib/on-demand';
import { hashToken } from '../../lib/tokens';
import { consultancyOfUser } from '../../lib/user-consultancy';
import { startSession } from '../auth/sign-in';
import { beginAttempt, forgiveAttempt } from '../auth/throttle';
import { signInSettingsOfEmail } from './policy';
import { providerConfiguration } from './provider';
import { redirectUriOf } from './settings';
import { attemptSignedIn, claimAttempt, dropAttempt, exchangeCode, signInSettingsOf, startAttempt, userOfEmail } from './queries';

const tags = ['Session'];
const BROWSER_COOKIE = 'sso_browser';
const ATTEMPT_MINUTES = 10;
// The browser trades its one-time code at once; a minute covers a slow page load.
const EXCHANGE_SECONDS = 60;
/** The SPA page that finishes a sign-in (the code or the refusal travel in the fragment, which no server or log sees). */
const RETURN_PAGE = '/single-sign-on';
/** A browser navigation's answer: no body, a Location. */
const Redirects = { 303: Type.Null({ description: 'To the provider, or back to the app’s /single-sign-on page' }) };

/** Why a trip to the provider did not sign anyone in: the SPA translates `errors.<code>`. */
type Refusal = 'sso_not_available' | 'sso_failed' | 'sso_email_not_verified' | 'sso_no_account';

class SignInRefused extends Error {
  constructor(readonly code: Refusal) {
    super(code);
  }
}

/**
 * A secret of the browser that starts the sign-in, kept in its cookie until the one-time code is exchanged; the state sent
 * to the provider is its hash. A callback, or a code, that another browser started is refused (login CSRF), and the secret
 * itself never travels in a URL. Lax, as the provider's redirect back is a top-level navigation from another site.
 */
const browserCookie = (publicUrl: string, value: string, maxAgeSeconds: number) =>
  httpOnlyCookie(BROWSER_COOKIE, value, { path: '/api/sso', maxAgeSeconds, sameSite: 'Lax', secure: publicUrl.startsWith('https:') });
const stateOf = (browserKey: string) => hashToken(browserKey);

const backToApp = (reply: FastifyReply, fragment: Record<string, string>) =>
  reply.header('cache-control', 'no-store').redirect(`${RETURN_PAGE}#${new URLSearchParams(fragment)}`, 303);

/** Entra ID sends no email_verified; its `xms_edov` says the domain's owner verified the address. */
const isVerified = (claims: Record<string, unknown>) =>
  claims.email_verified === true || claims.email_verified === 'true' || claims.xms_edov === true || claims.xms_edov === 'true';

async function providerOf({ db, secrets, config }: AppContext, consultancyId: number) {
  const settings = await signInSettingsOf(db, consultancyId);
  if (!settings?.enabled || !settings.clientSecretEncrypted) throw new SignInRefused('sso_not_available');
  return providerConfiguration(
    {
      issuer: settings.issuer,
      clientId: settings.clientId,
      clientSecret: secrets.open(settings.clientSecretEncrypted, 'sso-client-secret'),
    },
    config.outboundPrivateHosts,
  );
}

/**
 * The provider's answer, checked: state, PKCE and nonce, then a verified e-mail of an existing user of this consultancy.
 * The trip is claimed once by writing the hash of the code the browser will get (it works only once a user is set).
 */
async function signedInUser(context: AppContext, request: FastifyRequest, state: string, code: string) {
  const { db, config } = context;
  const attempt = await claimAttempt(db, state, code);
  if (!attempt) throw new SignInRefused('sso_failed');
  const openid = await loadOpenIdClient();
  const provider = await providerOf(context, attempt.consultancyId);
  const callbackUrl = new URL(redirectUriOf(config.publicUrl));
  callbackUrl.search = new URL(request.url, callbackUrl).search;
  const tokens = await openid.authorizationCodeGrant(provider, callbackUrl, {
    pkceCodeVerifier: attempt.codeVerifier,
    expectedState: state,
    expectedNonce: attempt.nonce,
    idTokenExpected: true,
  });
  const idToken = tokens.claims()!;
  // Providers that keep scope claims out of the ID token (the OpenID default for the code flow) give them at userinfo.
  const claims: Record<string, unknown> =
    typeof idToken.email === 'string'
      ? idToken
      : { ...(await openid.fetchUserInfo(provider, tokens.access_token, idToken.sub)), ...idToken };
  if (typeof claims.email !== 'string') throw new SignInRefused('sso_no_account');
  if (!isVerified(claims)) throw new SignInRefused('sso_email_not_verified');
  const email = claims.email.trim().toLowerCase();
  const user = await userOfEmail(db, email);
  // Only the consultancy's own people (by membership), only through its provider: no account is made here.
  if (!user || (await consultancyOfUser(db, user.id))?.id !== attempt.consultancyId) throw new SignInRefused('sso_no_account');
  return user;
}

export const singleSignOnRoutes: RegisterModule = (app, context) => {
  const { db, config } = context;

  app.get(
    '/api/sso/options',
    {
      config: { access: 'public' },
      schema: {
        tags,
        querystring: Type.Object({ email: Type.String({ maxLength: 254 }) }),
        response: {
          200: Type.Object({
            single_sign_on: Type.Boolean(),
            provider_name: Type.Union([Type.String(), Type.Null()]),
            password_sign_in: Type.Boolean(),
          }),
        },
      },
    },
    async (request) => {
      const policy = await signInSettingsOfEmail(db, request.query.email);
      const enabled = policy?.settings.enabled ?? false;
      return {
        single_sign_on: enabled,
        provider_name: enabled ? policy!.settings.providerName : null,
        password_sign_in: !enabled || policy!.settings.passwordSignIn,
      };
    },
  );

  // A browser navigation, not an API call: every outcome is a redirect, to the provider or back to the app's page.
  app.get(
    '/api/sso/start',
    {
      config: { access: 'public' },
      schema: { tags, querystring: Type.Object({ email: Type.String({ maxLength: 254 }) }), response: Redirects },
    },
    async (request, reply) => {
      const email = request.query.email.trim().toLowerCase();
      // Throttled as the login is, on the same counts: each start counts until its trip comes back signed in.
      if ((await beginAttempt(db, email, request.ip)).wait > 0) return backToApp(reply, { error: 'too_many_attempts' });
      const policy = await signInSettingsOfEmail(db, email);
      if (!policy?.settings.enabled) return backToApp(reply, { error: 'sso_not_available' });
      const openid = await loadOpenIdClient();
      let provider;
      try {
        provider = await providerOf(context, policy.consultancy.id);
      } catch (error) {
        request.log.warn({ err: error }, 'single sign-on provider unreachable');
        return backToApp(reply, { error: 'sso_failed' });
      }
      const browserKey = randomBytes(32).toString('base64url');
      const [state, nonce, codeVerifier] = [stateOf(browserKey), openid.randomNonce(), openid.randomPKCECodeVerifier()];
      await startAttempt(db, { state, consultancyId: policy.consultancy.id, codeVerifier, nonce, minutes: ATTEMPT_MINUTES });
      const authorizationUrl = openid.buildAuthorizationUrl(provider, {
        redirect_uri: redirectUriOf(config.publicUrl),
        scope: 'openid email profile',
        code_challenge: await openid.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        login_hint: email,
      });
      reply.header('set-cookie', browserCookie(config.publicUrl, browserKey, ATTEMPT_MINUTES * 60));
      return reply.header('cache-control', 'no-store').redirect(authorizationUrl.href, 303);
    },
  );

  app.get(
    '/api/sso/callback',
    // The provider's parameters (code, state, iss, error...) are read from the raw URL by openid-client.
    {
      config: { access: 'public' },
      schema: { tags, querystring: Type.Object({ state: Type.Optional(Type.String({ maxLength: 2000 })) }), response: Redirects },
    },
    async (request, reply) => {
      const state = request.query.state;
      const browserKey = readCookie(request, BROWSER_COOKIE);
      try {
        if (!state || !browserKey || state !== stateOf(browserKey)) throw new SignInRefused('sso_failed');
        const code = randomBytes(32).toString('base64url');
        const user = await signedInUser(context, request, state, code);
        await attemptSignedIn(db, state, user.id, EXCHANGE_SECONDS);
        await forgiveAttempt(db, user.email, request.ip, { signedIn: true });
        // The cookie stays only as long as the code works: the exchange must come from this browser.
        reply.header('set-cookie', browserCookie(config.publicUrl, browserKey, EXCHANGE_SECONDS));
        return backToApp(reply, { code });
      } catch (error) {
        reply.header('set-cookie', browserCookie(config.publicUrl, '', 0));
        if (state) await dropAttempt(db, state);
        if (error instanceof SignInRefused) return backToApp(reply, { error: error.code });
        request.log.warn({ err: error }, 'single sign-on refused by the provider or its answer');
        return backToApp(reply, { error: 'sso_failed' });
      }
    },
  );

  app.post(
    '/api/sso/exchange',
    {
      config: { access: 'public' },
      schema: {
        tags,
        body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: { 200: Type.Object({ access: Type.String(), refresh: Type.String() }) },
      },
    },
    async (request, reply) => {
      const browserKey = readCookie(request, BROWSER_COOKIE);
      reply.header('set-cookie', browserCookie(config.publicUrl, '', 0));
      // Deleted as it is read: a code signs in once, and only in the browser that started its trip.
      const user = await exchangeCode(db, request.body.code, stateOf(browserKey ?? ''));
      if (!user) throw new AppError(401, 'sso_code_invalid', 'sso.codeInvalid');
      const signedIn = { id: user.id, role: user.role as Role };
      return startSession(context, request, signedIn, 'single-sign-on');
    },
  );
};
