import type { AppContext, RegisterModule } from '../../lib/api';
import type { ScheduledJob } from '../../lib/scheduler';
import { improvementRoutes } from '../improvement/actions';
import { sendDueReminders } from '../improvement/reminders';
import { riskCatalogueRoutes } from './catalogues';
import { evaluationRoutes } from './evaluations';
import { processRoutes } from './processes';

/** Risks and opportunities (catalogues, processes, evaluations) and improvement actions. */
export const riskRoutes: RegisterModule = (app, context) => {
  for (const register of [riskCatalogueRoutes, processRoutes, evaluationRoutes, improvementRoutes]) register(app, context);
};

export const riskJobs = (context: AppContext, log: Parameters<typeof sendDueReminders>[0]['log']): ScheduledJob[] => [
  { name: 'improvement action reminders', run: () => sendDueReminders({ db: context.db, secrets: context.secrets, mail: context.config, log }) },
];
