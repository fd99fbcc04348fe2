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
