import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { scheduledJobRuns } from '../db/schema';

export interface ScheduledJob {
  name: string;
  run: () => Promise<unknown>;
}

/**
 * Runs jobs every `intervalSeconds`, one run at a time. Jobs must be safe with several processes
 * running them (they claim their work in the database, per item or with claimRun), so no
 * process-wide lock is needed.
 */
export function startScheduler(jobs: ScheduledJob[], intervalSeconds: number, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<void> | undefined;
  const runAll = async () => {
    for (const job of jobs) {
      try {
        await job.run();
      } catch (error) {
        log.error({ err: error, job: job.name }, 'scheduled job failed');
      }
    }
  };
  const tick = () => {
    running ??= runAll().finally(() => {
      running = undefined;
    });
  };
  const first = setTimeout(tick, 5_000);
  const timer = setInterval(tick, intervalSeconds * 1000);
  timer.unref();
  first.unref();
  /** Stops the timers and waits for a run under way, so shutdown does not close the database under a job. */
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}

/**
 * Claims a run of a job that must not run in several processes at once: one conditional upsert
 * succeeds for the first process after `minSeconds` since the last run anywhere, the others skip.
 * Answers the run's number, or undefined when another process ran it recently.
 */
export async function claimRun(db: Database, name: string, minSeconds: number): Promise<number | undefined> {
  const [claimed] = await db
    .insert(scheduledJobRuns)
    .values({ name, lastRunAt: sql`now()` })
    .onConflictDoUpdate({
      target: scheduledJobRuns.name,
      set: { lastRunAt: sql`now()`, runs: sql`${scheduledJobRuns.runs} + 1` },
      setWhere: sql`${scheduledJobRuns.lastRunAt} <= now() - make_interval(secs => ${minSeconds})`,
    })
    .returning({ runs: scheduledJobRuns.runs });
  return claimed?.runs;
}
