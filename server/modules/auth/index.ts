import type { ServerModule } from '../../lib/api';
import { authJobs } from './cleanup';
import { authRoutes } from './routes';

/** Sign-in, token refresh and sign-out; old sessions are cleaned up. */
export const authModule: ServerModule = { routes: authRoutes, jobs: authJobs };
