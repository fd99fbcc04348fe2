import { AsyncLocalStorage } from 'node:async_hooks';

/** What the database layer needs to know about the request it serves; one store per request. */
export interface RequestContext {
  /** Statements run so far: the proof that a list costs the same whatever its page size. */
  statements: number;
  /** The signed-in user, recorded by the change_history trigger; null outside a signed-in request (jobs, seeding). */
  actorId: number | null;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();
