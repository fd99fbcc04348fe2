import type { ServerModule } from '../../lib/api';
import { onboardingJobs } from './memberships';
import { onboardingRoutes } from './routes';

/** Invitations and password links; old links are cleaned up. */
export const onboardingModule: ServerModule = { routes: onboardingRoutes, jobs: onboardingJobs };
