import pg from 'pg';

/** Connections per process to PostgreSQL; the admission queue admits as many requests by default. */
export const POOL_SIZE = 10;

/** Pause before the retry of a read, and between attempts to reach a database that is starting up. */
export const RETRY_PAUSE_MS = 250;
/** Longest wait for a restarting database to accept connections again before the read fails. */
export const RETRY_WAIT_MS = 5000;

// Failures of the connection rather than of the statement: the same statement may well succeed on a new one.
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03']);
const CONNECTION_MESSAGES = /Connection terminated|connection error|not queryable|terminating connection/i;

export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
  return CONNECTION_MESSAGES.test(error.message);
}

/** The connection was refused, so the statement never ran: the database is down or starting up. */
const isRefused = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ECONNREFUSED' || code === '57P03';
};

/** A statement that only reads: running it twice answers the same and changes nothing. */
function isRead(query: unknown): boolean {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*select\b/i.test(text) && !/\b(nextval|setval|pg_advisory\w*)\s*\(/i.test(text);
}

type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * Runs again once, after a pause, a read on `pool.query` (never inside a transaction: drizzle runs
 * those on a checked-out client) that failed because the connection broke, as in a server restart.
 * While the database still refuses connections the retry waits on (the statement has not run), up to
 * `waitMs`. Writes are not retried: whether the first attempt committed is unknown.
 */
export function retryReadsOnce(pool: pg.Pool, pauseMs = RETRY_PAUSE_MS, waitMs = RETRY_WAIT_MS): pg.Pool {
  const query = pool.query.bind(pool) as unknown as Query;
  const retrying: Query = async (...args) => {
    if (typeof args[args.length - 1] === 'function') return query(...args); // callback style: left as it is
    try {
      return await query(...args);
    } catch (error) {
      if (!isRead(args[0]) || !isConnectionError(error)) throw error;
      const deadline = Date.now() + waitMs;
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
        try {
          return await query(...args);
        } catch (retryError) {
          if (!isRefused(retryError) || Date.now() + pauseMs > deadline) throw retryError;
        }
      }
    }
  };
  Object.assign(pool, { query: retrying });
  return pool;
}
