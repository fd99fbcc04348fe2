import type { FastifyRequest } from 'fastify';
import type { Role } from '../../contract/roles';
import { notAuthenticated } from './errors';

/** Who may call a route: anyone, any signed-in user, or the listed roles. Every /api route declares it. */
export type Access = 'public' | 'authenticated' | readonly Role[];

// The role lists routes declare (spec §6), named once here so every module says the same thing.
/** Every signed-in role: the consultancy's admins and collaborators and the client's people. */
export const everyone = ['admin', 'collaborator', 'client'] as const satisfies readonly Role[];
/** The consultancy's own people (admins and collaborators); never clients. */
export const consultancyStaff = ['admin', 'collaborator'] as const satisfies readonly Role[];
/** The consultancy's admins alone. */
export const adminsOnly = ['admin'] as const satisfies readonly Role[];

/** The signed-in user a request runs as (the auth plugin sets it). */
export interface AuthUser {
  id: number;
  role: Role;
}

/** The signed-in user of a route whose access is not 'public'. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw notAuthenticated();
  return request.user;
}
