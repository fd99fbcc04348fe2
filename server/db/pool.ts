import pg from 'pg';

/** Connections per process to PostgreSQL; the admission queue admits as many requests by default. */
export const POOL_SIZE = 10;

/** Pause before the retry of a read, and between attempts to connect to a database that is restarting. */
export const RETRY_PAUSE_MS = 250;
/** Longest wait for a restarting database to accept a connection again before the read fails. */
export const RETRY_WAIT_MS = 5000;

// Failures of the connection rather than of the statement: the same statement may well succeed on a new one.
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
]);
/** pg, pg-pool and PGlite report these without a code. */
const CONNECTION_MESSAGES =
  /Connection terminated|connection error|not queryable|terminating connection|timeout exceeded when trying to connect|Cannot use a pool after calling end|PGlite is closed/i;

/** The database server went away, is restarting or never answered (a socket error, SQLSTATE class 08 or 57P0x). */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
  return CONNECTION_MESSAGES.test(error.message);
}

/** A statement that only reads: running it twice answers the same and changes nothing. */
function isRead(query: unknown): boolean {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*select\b/i.test(text) && !/\b(nextval|setval|pg_advisory\w*)\s*\(/i.test(text);
}

type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * Runs again once, after a pause, a read on `pool.query` (never inside a transaction: drizzle runs
 * those on a checked-out client) that failed because the connection broke, as in a server restart.
 * The retry first waits, up to `waitMs`, until the database accepts a connection again, then runs the
 * statement on it. Writes are not retried: whether the first attempt committed is unknown.
 */
export function retryReadsOnce(pool: pg.Pool, pauseMs = RETRY_PAUSE_MS, waitMs = RETRY_WAIT_MS): pg.Pool {
  const query = pool.query.bind(pool) as unknown as Query;
  const pause = () => new Promise((resolve) => setTimeout(resolve, pauseMs));
  const connectWhenUp = async (deadline: number): Promise<pg.PoolClient> => {
    for (;;) {
      await pause();
      try {
        return await pool.connect();
      } catch (error) {
        if (!isConnectionError(error) || Date.now() + pauseMs > deadline) throw error;
      }
    }
  };
  const retrying: Query = async (...args) => {
    if (typeof args[args.length - 1] === 'function') return query(...args); // callback style: left as it is
    try {
      return await query(...args);
    } catch (error) {
      if (!isRead(args[0]) || !isConnectionError(error)) throw error;
      const client = await connectWhenUp(Date.now() + waitMs);
      try {
        const result = await (client.query as unknown as Query)(...args);
        client.release();
        return result;
      } catch (retryError) {
        client.release(retryError as Error); // a broken connection leaves the pool
        throw retryError;
      }
    }
  };
  Object.assign(pool, { query: retrying });
  return pool;
}
