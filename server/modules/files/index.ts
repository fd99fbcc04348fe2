import type { ServerModule } from '../../lib/api';
import { fileJobs } from './jobs';
import { fileRoutes } from './routes';

/** Stored files behind signed links; files no record holds are swept. */
export const fileModule: ServerModule = { routes: fileRoutes, jobs: fileJobs };
