import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { requestContext } from './request-context';

const currentActor = (): number | null => requestContext.getStore()?.actorId ?? null;

/**
 * Tells the change_history trigger who makes this transaction's changes (a transaction-local
 * setting). Without a signed-in user nothing is set and the history says "system".
 */
export async function recordActor(tx: Database, actorId: number | null = currentActor()): Promise<void> {
  if (actorId !== null) await tx.execute(sql`select set_config('app.actor_id', ${String(actorId)}, true)`);
}

/** Serialization failure and deadlock: PostgreSQL asks the client to run the transaction again. */
const RETRYABLE = new Set(['40001', '40P01']);

function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' && RETRYABLE.has(code);
}

/** Runs `attempt` again once when PostgreSQL rolled it back for a conflict with a concurrent transaction. */
export async function retryingConflicts<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!isRetryable(error)) throw error;
    return attempt();
  }
}

/** Every API write goes through here: one transaction, its changes recorded under the request's user. */
export function writeTransaction<T>(db: Database, write: (tx: Database) => Promise<T>): Promise<T> {
  return retryingConflicts(() =>
    db.transaction(async (tx) => {
      await recordActor(tx);
      return write(tx);
    }),
  );
}
