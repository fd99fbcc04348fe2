import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, notAuthenticated, permissionDenied } from '../lib/errors';
import { requestContext } from '../db/request-context';
import type { SessionService } from '../lib/sessions';
import type { AccessClaims, TokenService } from '../lib/tokens';
import { currentUser, type Access, type AuthUser } from '../lib/access';
import type { Tenancy } from '../lib/tenancy';

export { currentUser, type Access, type AuthUser };

export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
  tenancy: Tenancy;
  /** Fields of its params, query or body schemas that name a center (centerId, center_id). */
  centerFields: string[];
  /** Whether its answers are serialised by a declared response schema (the compiled serialiser). */
  responseSchema: boolean;
}

const CENTER_FIELD = /^center(_id|Id)$/;

function centerFieldsOf(schema: { params?: unknown; querystring?: unknown; body?: unknown } | undefined): string[] {
  const parts = [schema?.params, schema?.querystring, schema?.body] as ({ properties?: Record<string, unknown> } | undefined)[];
  return parts.flatMap((part) => Object.keys(part?.properties ?? {})).filter((name) => CENTER_FIELD.test(name));
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /** The session of the access token (null on public routes), e.g. to keep it when the user changes their password. */
    sessionId: string | null;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access, for the route-enumerating tests. */
    apiRoutes: ApiRoute[];
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export default fp(
  async function auth(app: FastifyInstance, options: { tokens: TokenService; sessions: SessionService }) {
    const { tokens, sessions } = options;
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);

    const apiRoutes: ApiRoute[] = [];
    app.decorate('apiRoutes', apiRoutes);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
      const access = route.config?.access;
      if (access === undefined) throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
      // A public route holds no center's data; every other route says how it relates to centers.
      const tenancy = route.config?.tenancy ?? (access === 'public' ? 'global' : undefined);
      if (tenancy === undefined) throw new Error(`Route ${route.method} ${route.url} does not declare config.tenancy`);
      const centerFields = centerFieldsOf(route.schema as Parameters<typeof centerFieldsOf>[0]);
      const responseSchema = Boolean((route.schema as { response?: unknown } | undefined)?.response);
      for (const method of [route.method].flat())
        if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access, tenancy, centerFields, responseSchema });
    });

    /** Lets the request in as this user, or says why not. */
    const admit = (request: FastifyRequest, access: Exclude<Access, 'public'>, user: AuthUser | null, sid: string): Error | undefined => {
      if (!user) return new AppError(401, 'token_not_valid', 'auth.sessionEnded');
      request.user = user;
      request.sessionId = sid;
      // The handler's writes record this user in the change history.
      const context = requestContext.getStore();
      if (context) context.actorId = user.id;
      return access !== 'authenticated' && !access.includes(user.role) ? permissionDenied() : undefined;
    };

    // The token is checked as the request arrives (no database): a request without a valid one sends no body for nothing.
    const claimsOf = new WeakMap<FastifyRequest, AccessClaims>();
    app.addHook('onRequest', (request, _reply, done) => {
      const access = request.routeOptions.config.access;
      if (access === undefined || access === 'public') return done();
      const token = bearer(request);
      if (!token) return done(notAuthenticated());
      const claims = tokens.verifyAccess(token);
      if (!claims) return done(new AppError(401, 'token_not_valid', 'auth.tokenNotValid'));
      claimsOf.set(request, claims);
      done();
    });

    // Its session once the body is in and the request admitted (plugins/overload): reading it is database work.
    // Synchronous while the session is cached (the steady state): no promise per request.
    app.addHook('preValidation', (request, _reply, done) => {
      const access = request.routeOptions.config.access;
      const claims = claimsOf.get(request);
      if (access === undefined || access === 'public' || !claims) return done();
      // The role comes from the database (cached for seconds), so a signed-out, demoted or deleted user loses access.
      const cached = sessions.cachedSignedIn(claims);
      if (cached !== undefined) return done(admit(request, access, cached, claims.sid));
      sessions.signedIn(claims).then((user) => done(admit(request, access, user, claims.sid)), done);
    });
  },
  { name: 'auth' },
);
