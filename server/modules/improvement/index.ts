import type { ServerModule } from '../../lib/api';
import { improvementRoutes } from './actions';
import { sendDueReminders } from './reminders';

/** Improvement actions of a center (spec §2): admins only; their responsible people are reminded before the due date. */
export const improvementModule: ServerModule = {
  routes: improvementRoutes,
  jobs: (context, log) => [
    {
      name: 'improvement action reminders',
      run: () => sendDueReminders({ db: context.db, secrets: context.secrets, mail: context.config, log }),
    },
  ],
};
