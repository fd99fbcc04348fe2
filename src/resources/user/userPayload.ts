import type { UserFormValues } from './types';

/** The write body of /api/user (spec §3); spec §5: the password only when filled; issue 14: invitation and memberships. */
export const toUserPayload = ({
  name,
  email,
  role,
  password,
  invite,
  enterpriseIdList,
  centerIdList,
  cost_per_hour,
}: UserFormValues): UserFormValues => ({
  name,
  email,
  role,
  ...(password && !invite ? { password } : {}),
  ...(invite ? { invite: true } : {}),
  ...(enterpriseIdList ? { enterpriseIdList } : {}),
  ...(centerIdList ? { centerIdList } : {}),
  // The hour cost goes only when the form holds one (blank clears it).
  ...(cost_per_hour !== undefined ? { cost_per_hour: (cost_per_hour as unknown) === '' ? null : cost_per_hour } : {}),
});
