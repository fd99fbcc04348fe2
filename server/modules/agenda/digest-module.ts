import type { ServerModule } from '../../lib/api';
import { sendAgendaDigests } from './digest';
import { digestSubscriptionRoutes } from './digest-subscription';

/** The weekly agenda digest (issue 26): the profile's opt-in and the Monday mail; apart from the agenda, which it reads. */
export const agendaDigestModule: ServerModule = {
  routes: digestSubscriptionRoutes,
  jobs: (context, log) => [
    {
      name: 'weekly agenda digests',
      run: () => sendAgendaDigests({ db: context.db, secrets: context.secrets, mail: context.config, log }),
    },
  ],
};
