import type { AppContext, RegisterModule, ServerModule } from '../../lib/api';
import type { ScheduledJob } from '../../lib/scheduler';
import { configRoutes } from './config';
import { sendDueDigests } from './digest';
import { evidenceRoutes } from './evidences';
import { inventoryRoutes } from './inventory';
import { periodicityRoutes } from './periodicity';
import { actionRoutes, documentTenancy } from './records';
import { responsibilityRoutes } from './responsibilities';
import { statisticRoutes } from './statistics';

const legalModuleRoutes: RegisterModule = (app, context) => {
  for (const register of [
    configRoutes,
    inventoryRoutes,
    statisticRoutes,
    evidenceRoutes,
    documentTenancy,
    actionRoutes,
    responsibilityRoutes,
    periodicityRoutes,
  ]) {
    register(app, context);
  }
};

const legalModuleJobs = (context: AppContext, log: Parameters<typeof sendDueDigests>[0]['log']): ScheduledJob[] => [
  { name: 'evidence expiry digests', run: () => sendDueDigests({ db: context.db, secrets: context.secrets, mail: context.config, log }) },
];

/** The legal requirement module of a center; expiry digests. */
export const legalModule: ServerModule = { routes: legalModuleRoutes, jobs: legalModuleJobs };
