import type { AppContext, ServerModule } from '../../lib/api';
import type { ScheduledJob } from '../../lib/scheduler';
import { sendBudgetWarnings } from './alerts';
import { projectAmbitRoutes } from './ambits';
import { costRoutes } from './cost-routes';
import { dedicationRoutes } from './dedication-routes';
import { projectRoutes } from './project-routes';
import { reportRoutes } from './report-routes';
import { taskRoutes } from './task-routes';

const projectsJobs = (context: AppContext, log: Parameters<typeof sendBudgetWarnings>[0]['log']): ScheduledJob[] => [
  {
    name: 'project budget warnings',
    run: () => sendBudgetWarnings({ db: context.db, secrets: context.secrets, mail: context.config, log }),
  },
];

/** Projects (issue 10): ambits, projects, tasks, dedications, costs, reports; budget warnings. Reports and the mail route come before /project/:id. */
export const projectsModule: ServerModule = {
  routes: (app, context) => {
    for (const register of [projectAmbitRoutes, reportRoutes, projectRoutes, taskRoutes, dedicationRoutes, costRoutes])
      register(app, context);
  },
  jobs: projectsJobs,
};
