import type { ServerModule } from '../../lib/api';
import { sendRequestMails } from './mail';
import { requestRoutes } from './routes';

/** Client requests (issue 35): the consultancy asks, the client answers, the consultancy accepts (files it) or returns. */
export const requestsModule: ServerModule = {
  routes: requestRoutes,
  jobs: (context, log) => [
    { name: 'client request mails', run: () => sendRequestMails({ db: context.db, secrets: context.secrets, mail: context.config, log }) },
  ],
};
