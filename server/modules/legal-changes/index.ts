import type { AppContext, RegisterModule, ServerModule } from '../../lib/api';
import type { ScheduledJob } from '../../lib/scheduler';
import { sendLegalBulletins, type BulletinJobOptions } from './bulletin-job';
import { bulletinRoutes } from './bulletin-routes';
import { changeRoutes } from './change-routes';
import { reviewRoutes } from './review-routes';
import { settingsRoutes } from './settings';

const legalChangeRoutes: RegisterModule = (app, context) => {
  for (const register of [changeRoutes, reviewRoutes, bulletinRoutes, settingsRoutes]) register(app, context);
};

const legalChangeJobs = (context: AppContext, log: BulletinJobOptions['log']): ScheduledJob[] => [
  {
    name: 'monthly legal bulletins',
    run: () => sendLegalBulletins({ db: context.db, secrets: context.secrets, mail: context.config, files: context.files, log }),
  },
];

/** Regulatory change (issue 36): recorded changes, the centers' reviews, the monthly bulletin. */
export const legalChangesModule: ServerModule = { routes: legalChangeRoutes, jobs: legalChangeJobs };
