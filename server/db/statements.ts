import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

/** Statements run by the current request: the proof that a list costs the same whatever its page size. */
export const statementCount = new AsyncLocalStorage<{ count: number }>();

export const countingLogger: Logger = {
  logQuery() {
    const store = statementCount.getStore();
    if (store) store.count++;
  },
};
