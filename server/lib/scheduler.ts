import type { FastifyBaseLogger } from 'fastify';

export interface ScheduledJob {
  name: string;
  run: () => Promise<unknown>;
}

/**
 * Runs jobs every `intervalSeconds`, one run at a time. Jobs must be safe with several processes
 * running them (they claim their work in the database), so no process-wide lock is needed.
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
    running ??= runAll().finally(() => { running = undefined; });
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
