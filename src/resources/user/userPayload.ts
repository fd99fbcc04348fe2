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
  consultancy_id,
}: UserFormValues): UserFormValues => ({
  name,
  email,
  role,
  ...(password && !invite ? { password } : {}),
  ...(invite ? { invite: true } : {}),
  ...(enterpriseIdList ? { enterpriseIdList } : {}),
  ...(centerIdList ? { centerIdList } : {}),
  // Staff only: a cleared choice leaves the consultancy (null); a client belongs to none, whatever the form held.
  ...(role !== 'client' && consultancy_id !== undefined
    ? { consultancy_id: (consultancy_id as unknown) === '' ? null : consultancy_id }
    : {}),
  // The hour cost goes only when the form holds one (blank clears it).
  ...(cost_per_hour !== undefined ? { cost_per_hour: (cost_per_hour as unknown) === '' ? null : cost_per_hour } : {}),
});
