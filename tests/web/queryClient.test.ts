import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../src/dataProvider/queryClient';

const retries = (error: unknown, failures = 1) => {
  const retry = createQueryClient().getDefaultOptions().queries?.retry;
  if (typeof retry !== 'function') throw new Error('the retry policy is not a function');
  return retry(failures, error as Error);
};

describe('the query retry policy', () => {
  it('shows an answer that cannot change at once: not found, forbidden, invalid', () => {
    for (const status of [400, 401, 403, 404, 409]) expect(retries({ status }), String(status)).toBe(false);
  });

  it('tries again after a network failure, a server error, a timeout or a throttle, twice at most', () => {
    for (const error of [new Error('Failed to fetch'), { status: 500 }, { status: 503 }, { status: 408 }, { status: 429 }]) {
      expect(retries(error, 1), JSON.stringify(error)).toBe(true);
      expect(retries(error, 2), JSON.stringify(error)).toBe(false);
    }
  });
});

describe('access checks left half-way', () => {
  const key = ['auth', 'canAccess', { action: 'create', resource: 'project-cost' }];
  const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('forgets a check whose only asker left before the answer came (react-admin would wait on it for good)', async () => {
    const client = createQueryClient();
    // As react-admin asks: the query function reads the abort signal, so leaving cancels it back to pending.
    const observer = new QueryObserver(client, { queryKey: key, queryFn: ({ signal }) => new Promise<boolean>(() => void signal) });
    const stop = observer.subscribe(() => undefined);
    expect(client.getQueryState(key)?.fetchStatus).toBe('fetching');
    stop();
    await nextTurn();
    expect(client.getQueryState(key)).toBeUndefined();
  });

  it('forgets a check made in a render that never reached the screen (built, never watched nor fetched)', async () => {
    const client = createQueryClient();
    client.getQueryCache().build(client, { queryKey: key });
    await nextTurn();
    expect(client.getQueryState(key)).toBeUndefined();
  });

  it('keeps a check that has its answer, and one being asked', async () => {
    const client = createQueryClient();
    const answered = ['auth', 'canAccess', { action: 'list', resource: 'project' }];
    client.setQueryData(answered, true);
    const observer = new QueryObserver(client, { queryKey: key, queryFn: () => new Promise<boolean>(() => undefined) });
    const stop = observer.subscribe(() => undefined);
    await nextTurn();
    expect(client.getQueryData(answered)).toBe(true);
    expect(client.getQueryState(key)?.fetchStatus).toBe('fetching');
    stop();
  });
});
