import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consultancySignIns } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { consultancyOfEmail } from '../../lib/user-consultancy';

/**
 * The sign-in settings of the consultancy a person signs in under, when it has any: an account's membership, or for
 * an e-mail nobody has, its domain's consultancy (lib/user-consultancy.ts).
 */
export async function signInSettingsOfEmail(db: Database, email: string) {
  const consultancy = await consultancyOfEmail(db, email);
  if (!consultancy) return undefined;
  const [settings] = await db.select().from(consultancySignIns).where(eq(consultancySignIns.consultancyId, consultancy.id));
  return settings && { consultancy, settings };
}

/** Password sign-in is off only while single sign-on is on: a consultancy can never lock its people out of both. */
export const refusesPasswords = (settings: typeof consultancySignIns.$inferSelect | undefined) =>
  settings !== undefined && settings.enabled && !settings.passwordSignIn;

/** POST /api/login asks this first: 403 when the person's consultancy signs in only through its provider. */
export async function checkPasswordSignInAllowed(db: Database, email: string): Promise<void> {
  const policy = await signInSettingsOfEmail(db, email);
  if (refusesPasswords(policy?.settings)) throw new AppError(403, 'password_sign_in_disabled', 'sso.passwordSignInDisabled');
}
