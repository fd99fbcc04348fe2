import type { AppContext, RegisterModule, ServerModule } from '../../lib/api';
import type { ScheduledJob } from '../../lib/scheduler';
import { wasteCatalogueRoutes } from './catalogues';
import { clockRoutes } from './clock';
import { collectionRoutes } from './collections';
import { configRoutes } from './config';
import { fileManagementRoutes } from './files';
import { incidenceRoutes } from './incidences';
import { deliverNotifications, mailNotifier, queueDueReminders, type NotifyContext } from './notify';
import { planRoutes } from './plans';
import { reportRoutes } from './reports';

/** Waste management (issue 9): catalogues, then the per-center residue module. */
const wasteRoutes: RegisterModule = (app, context) => {
  wasteCatalogueRoutes(app, context);
  const notifier = mailNotifier({ db: context.db, secrets: context.secrets, mail: context.config, log: app.log });
  app.addHook('onClose', () => notifier.idle());
  planRoutes(notifier)(app, context);
  collectionRoutes(app, context);
  incidenceRoutes(app, context);
  clockRoutes(app, context);
  reportRoutes(app, context);
  configRoutes(app, context);
  fileManagementRoutes(app, context);
};

/** The module's mail: reminders of due collections queued, then whatever the outbox still owes (failed or unconfigured sends). */
const wasteJobs = (context: AppContext, log: NotifyContext['log']): ScheduledJob[] => {
  const notify = { db: context.db, secrets: context.secrets, mail: context.config, log };
  return [
    {
      name: 'waste notifications',
      run: async () => {
        await queueDueReminders(notify);
        return deliverNotifications(notify);
      },
    },
  ];
};

/** The residue module of a center and the waste catalogues; notifications. */
export const wasteModule: ServerModule = { routes: wasteRoutes, jobs: wasteJobs };
