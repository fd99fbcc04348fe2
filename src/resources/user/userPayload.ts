import type { UserFormValues } from './types';

/** The write body of /api/user (spec §3); spec §5: the password only when filled; issue 14: invitation and memberships. */
export const toUserPayload = ({ name, email, role, password, invite, enterpriseIdList, centerIdList }: UserFormValues): UserFormValues => ({
  name,
  email,
  role,
  ...(password && !invite ? { password } : {}),
  ...(invite ? { invite: true } : {}),
  ...(enterpriseIdList ? { enterpriseIdList } : {}),
  ...(centerIdList ? { centerIdList } : {}),
});
