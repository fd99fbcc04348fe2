import type { Role } from '../../contract/roles';

/** Who may call a route: anyone, any signed-in user, or the listed roles. Every /api route declares it. */
export type Access = 'public' | 'authenticated' | readonly Role[];

/** The signed-in user a request runs as (the auth plugin sets it). */
export interface AuthUser {
  id: number;
  role: Role;
}
