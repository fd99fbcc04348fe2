import { QueryClient } from '@tanstack/react-query';

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
 * reading the check's state without watching it (ra-core's useIsAuthPending). A check whose asker (a "Crear" button)
 * left before the answer came is cancelled back to pending and stays so: the screens sweep saw /project-cost/new and
 * /enterprise/new stuck on "Cargando" for good. Such a check is forgotten; the page's own check, which it watches, decides.
 */
const forgetAbandonedAccessChecks = (client: QueryClient) => {
  const cache = client.getQueryCache();
  cache.subscribe((event) => {
    // Only the state a cancelled fetch is put back to: a query just built for a page about to subscribe is left alone.
    if (event.type !== 'updated' || event.action.type !== 'setState') return;
    const { query } = event;
    const { status, fetchStatus } = query.state;
    if (query.queryKey[0] !== 'auth' || status !== 'pending' || fetchStatus !== 'idle' || query.getObserversCount() > 0) return;
    // Not from inside the cache's own notification.
    queueMicrotask(() => {
      if (query.state.status === 'pending' && query.state.fetchStatus === 'idle' && query.getObserversCount() === 0) cache.remove(query);
    });
  });
};
