import { QueryClient, type Query } from '@tanstack/react-query';

const MAX_RETRIES = 2;

/** A 4xx answer (not found, forbidden, invalid) will be the same on a second try; 408 and 429 are the exceptions. */
const wontChange = (error: unknown): boolean => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429;
};

/**
 * react-admin's queries with one retry policy: a network failure or a 5xx/503 is tried again (twice), an answer
 * that cannot change is shown at once. React Query's default (three retries of everything, 1 + 2 + 4 s) made a
 * center one cannot see take seven seconds to say so.
 */
export const createQueryClient = () => {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: (failures, error) => failures < MAX_RETRIES && !wontChange(error) } },
  });
  forgetAbandonedAccessChecks(client);
  return client;
};

/**
 * react-admin's create, edit, show and list pages show "Cargando" while an access check of their resource is pending,
 * reading the check's state without watching it (ra-core's useIsAuthPending). A check made in a render that never
 * reached the screen (a navigation interrupted by the next one: React throws the render away, the query stays) or whose
 * asker left before the answer came (cancelled back to pending) is pending for good, and so was the page: the screens
 * sweep found /project-cost/new, /enterprise/new and /project-ambit/new on "Cargando", with
 * ['auth','canAccess',{action:'create',resource:'project-cost'}] pending, never fetched, watched by no one. Such a check
 * is forgotten as soon as nobody watches it; a page that subscribes a moment later still gets its answer (its observer
 * keeps the query), and the page's own access check, which it does watch, decides what it shows.
 */
const forgetAbandonedAccessChecks = (client: QueryClient) => {
  const cache = client.getQueryCache();
  const abandoned = (query: Query) =>
    query.queryKey[0] === 'auth' &&
    query.state.status === 'pending' &&
    query.state.fetchStatus === 'idle' &&
    query.getObserversCount() === 0;
  cache.subscribe(({ query }) => {
    // After the cache's own notification, and only if still nobody fetches or watches it.
    if (abandoned(query)) queueMicrotask(() => abandoned(query) && cache.remove(query));
  });
};
