import { hash, verify } from '@node-rs/argon2';
import { badRequest } from './errors';
import { loadCommonPasswords } from './on-demand';

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum.
export const hashPassword = (password: string): Promise<string> => hash(password);

// Verifying against this when the e-mail is unknown makes both failures take the same time.
const UNKNOWN_USER_HASH = hash('not-a-real-password');

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await UNKNOWN_USER_HASH), password);
  } catch {
    return false;
  }
}

/**
 * Refuses a new password that is one of the commonly used ones (ASVS 2.1.7, checked against a local list: no password
 * leaves the server) or the person's own e-mail address, naming `field`.
 */
export async function refuseGuessablePassword(password: string, field: string, email?: string): Promise<void> {
  const lowered = password.toLowerCase();
  if ((await loadCommonPasswords()).has(lowered)) throw badRequest(field, 'passwords.common');
  if (email && (lowered === email.toLowerCase() || lowered === email.split('@')[0]!.toLowerCase()))
    throw badRequest(field, 'passwords.isEmail');
}
