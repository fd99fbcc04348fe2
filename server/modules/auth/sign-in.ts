import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Role } from '../../../contract/roles';
import type { Database } from '../../db/client';
import { refreshTokens, type SignInMethod } from '../../db/schema';
import type { AppContext } from '../../lib/api';
import { hashToken, newRefreshToken, REFRESH_TOKEN_DAYS } from '../../lib/tokens';
import { addressFamily, storedUserAgent, summariseUserAgent } from '../../lib/user-agent';

export interface SigningIn {
  id: number;
  role: Role;
}

/** A new refresh token of the session and an access token naming it. */
export async function issueTokens({ db, tokens }: AppContext, sessionId: string, user: SigningIn) {
  const refresh = newRefreshToken();
  await db.insert(refreshTokens).values({
    sessionId,
    tokenHash: hashToken(refresh),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000),
  });
  return { access: tokens.signAccess({ user_id: user.id, role: user.role, sid: sessionId }), refresh };
}

/**
 * Remembers the device (browser, system, address family) a user signs in from; the first sign-in from one writes
 * a `user_device` row, which the history trigger files under the user ("new device", with the address).
 */
async function recordDevice(db: Database, userId: number, userAgent: string | null, address: string): Promise<void> {
  const { browser, system } = summariseUserAgent(userAgent);
  const family = addressFamily(address);
  const deviceKey = [browser ?? '?', system ?? '?', family].join('|');
  // set_config is local to this statement's own transaction: the history names the user as the actor, in one statement.
  await db.execute(sql`
    insert into user_device (user_id, device_key, browser, system, address_family, address)
    select ${userId}, ${deviceKey}, ${browser}, ${system}, ${family}, ${address}
    where set_config('app.actor_id', ${String(userId)}, true) is not null
    on conflict do nothing`);
}

/** The end of every successful sign-in: a session from this browser and address, the device remembered, the tokens. */
export async function startSession(context: AppContext, request: FastifyRequest, user: SigningIn, signedInWith: SignInMethod = 'password') {
  const userAgent = storedUserAgent(request.headers['user-agent']);
  const sessionId = await context.sessions.open(user, { userAgent, address: request.ip, signedInWith });
  await recordDevice(context.db, user.id, userAgent, request.ip);
  return issueTokens(context, sessionId, user);
}
