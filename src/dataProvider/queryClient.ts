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
export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: (failures, error) => failures < MAX_RETRIES && !wontChange(error) } } });
