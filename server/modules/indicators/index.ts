import type { FastifyBaseLogger } from 'fastify';
import type { AppContext, ServerModule } from '../../lib/api';
import type { ScheduledJob } from '../../lib/scheduler';
import { actionRoutes } from './actions';
import { computeIndicators, sendMeasurementReminders } from './computed';
import { indicatorRoutes } from './indicators';
import { processRoutes } from './processes';
import { targetRoutes } from './targets';

// Indicator module (spec §2): processes, indicators, measurements, analyses, actions, targets, ranges.

export { latest } from './indicator-queries';
export { computeIndicators } from './computed';

/** The indicator module of a center; computed values and missing-measurement reminders. */
export const indicatorModule: ServerModule = {
  routes: (app, context) => {
    for (const register of [processRoutes, indicatorRoutes, targetRoutes, actionRoutes]) register(app, context);
  },
  jobs: (context: AppContext, log: FastifyBaseLogger): ScheduledJob[] => [
    { name: 'computed indicators', run: () => computeIndicators(context.db) },
    {
      name: 'missing-measurement reminders',
      run: () => sendMeasurementReminders({ db: context.db, secrets: context.secrets, mail: context.config, log }),
    },
  ],
};
