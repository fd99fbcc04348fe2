import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../lib/api';
import { claimRun, type ScheduledJob } from '../../lib/scheduler';

export const FILE_SWEEP = 'file-sweep';

/** The file sweep (see FileService.sweep), run by one process per half interval however many there are. */
export const fileJobs = ({ db, files, config }: AppContext, log: FastifyBaseLogger): ScheduledJob[] => [
  {
    name: FILE_SWEEP,
    run: async () => {
      const run = await claimRun(db, FILE_SWEEP, config.jobIntervalSeconds / 2);
      if (run === undefined) return;
      const removed = await files.sweep();
      log.info({ job: FILE_SWEEP, run, removedRows: removed.rows, removedBytes: removed.bytes }, 'file sweep ran');
    },
  },
];
