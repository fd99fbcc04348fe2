import { and, eq, lt, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures, refreshTokens, userSessions } from '../../db/schema';
import type { AppContext } from '../../lib/api';
import type { ScheduledJob } from '../../lib/scheduler';
import { ACCESS_TOKEN_SECONDS } from '../../lib/tokens';
import { FORGET_AFTER_MINUTES } from './throttle';

/**
 * Removes what can no longer sign anyone in: expired refresh tokens, sessions ended or left without a
 * refresh token for longer than an access token lives, and forgotten login failures. Safe in every process.
 */
export async function forgetOldSessions(db: Database): Promise<void> {
  await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, sql`now()`));
  const accessTokensExpired = sql`now() - make_interval(secs => ${ACCESS_TOKEN_SECONDS})`;
  const withoutRefreshToken = notExists(db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, userSessions.id)));
  await db
    .delete(userSessions)
    .where(or(lt(userSessions.endedAt, accessTokensExpired), and(lt(userSessions.createdAt, accessTokensExpired), withoutRefreshToken)));
  await db.delete(loginFailures).where(lt(loginFailures.lastFailureAt, sql`now() - make_interval(mins => ${FORGET_AFTER_MINUTES})`));
}

export const authJobs = ({ db }: AppContext): ScheduledJob[] => [{ name: 'old sessions clean-up', run: () => forgetOldSessions(db) }];
