import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, userTwoFactors } from '../../db/schema';
import { challengeNotValid } from './two-factor';

// The SQL of the sign-in routes (routes.ts, two-factor-login.ts): whose password or code is being checked.

/** The user an e-mail signs in, with whether a second factor is on (undefined: no such user). */
export async function signInCandidate(db: Database, email: string) {
  const [found] = await db
    .select({ user: users, twoFactor: userTwoFactors.userId })
    .from(users)
    .leftJoin(userTwoFactors, eq(userTwoFactors.userId, users.id))
    .where(eq(users.email, email));
  return found;
}

/** The user a sign-in challenge names, with their second factor; a challenge whose user is gone is not valid. */
export async function challengedUser(db: Database, uid: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role, twoFactor: userTwoFactors })
    .from(users)
    .leftJoin(userTwoFactors, eq(userTwoFactors.userId, users.id))
    .where(eq(users.id, uid));
  if (!row) throw challengeNotValid();
  return row;
}
