import type { RegisterModule } from '../lib/api';
import { authJobs } from './auth/cleanup';
import { authRoutes } from './auth/routes';
import { fileJobs } from './files/jobs';
import { fileRoutes } from './files/routes';
import { healthRoutes } from './health/routes';
import { historyRoutes } from './history/routes';
import { legalModuleJobs, legalModuleRoutes } from './legal-module';
import { legalRegisterRoutes } from './legal-register';
import { organisationRoutes } from './organisation';
import { projectAmbitRoutes } from './projects/ambits';
import { profileRoutes } from './users/profile';
import { userRoutes } from './users/routes';
import { onboardingJobs } from './onboarding/memberships';
import { onboardingRoutes } from './onboarding/routes';

/** Every module's routes, in the order they appear in the API document. */
export const modules: RegisterModule[] = [healthRoutes, authRoutes, profileRoutes, userRoutes, organisationRoutes, legalRegisterRoutes, legalModuleRoutes, fileRoutes, projectAmbitRoutes, historyRoutes, onboardingRoutes];

/** Every module's scheduled jobs. */
export const jobs = [legalModuleJobs, authJobs, fileJobs, onboardingJobs];
