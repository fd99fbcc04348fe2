import type { FastifyBaseLogger } from 'fastify';

export interface ScheduledJob {
  name: string;
  run: () => Promise<unknown>;
}

/**
 * Runs jobs every `intervalSeconds`, one run at a time. Jobs must be safe with several processes
 * running them (they claim their work in the database), so no process-wide lock is needed.
 */
export function startScheduler(jobs: ScheduledJob[], intervalSeconds: number, log: FastifyBaseLogger): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    for (const job of jobs) {
      try {
        await job.run();
      } catch (error) {
        log.error({ err: error, job: job.name }, 'scheduled job failed');
      }
    }
    running = false;
  };
  const first = setTimeout(tick, 5_000);
  const timer = setInterval(tick, intervalSeconds * 1000);
  timer.unref();
  first.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
