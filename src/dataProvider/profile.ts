import type { Role } from '../../contract/roles';
import type { HttpClient } from './httpClient';
import { newFileOf } from './requestBody';

/** GET /api/profile: the signed-in user. */
export interface Profile {
  id: number;
  name: string;
  email: string;
  role: Role;
  /** A signed, short-lived URL ready for <img>, or null. */
  profile_picture: string | null;
  enterpriseList: unknown[];
  centerList: unknown[];
  /** A new e-mail waiting for the link mailed to it; `email` stays the old one until then. */
  pending_email: string | null;
}

/** What the profile form edits; the picture as an ImageInput value. */
export interface ProfileChanges {
  name: string;
  email: string;
  password?: string;
  /** Proof asked for a new password or e-mail (issue 32). */
  current_password?: string;
  /** Instead of the password, for someone who signs in only through their organisation's provider. */
  two_factor_code?: string;
  profile_picture?: unknown;
}

export const fetchProfile = (client: HttpClient, signal?: AbortSignal): Promise<Profile> => client.json<Profile>('/profile', { signal });

/** Spec §5: the password only when filled, the picture only when a new file was chosen. */
export const saveProfile = (client: HttpClient, changes: ProfileChanges): Promise<Profile> =>
  client.json<Profile>('/profile', {
    method: 'PUT',
    multipart: true,
    body: {
      name: changes.name,
      email: changes.email,
      password: changes.password || undefined,
      current_password: changes.current_password || undefined,
      two_factor_code: changes.two_factor_code || undefined,
      profile_picture: newFileOf(changes.profile_picture),
    },
  });
