import { hash, verify } from '@node-rs/argon2';

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
