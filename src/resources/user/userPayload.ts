import type { UserFormValues } from './types';

/** The write body of /api/user (spec §3); spec §5: the password only when filled. */
export const toUserPayload = ({ name, email, role, password }: UserFormValues): UserFormValues =>
  password ? { name, email, role, password } : { name, email, role };
