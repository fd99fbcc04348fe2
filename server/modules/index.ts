import type { RegisterModule } from '../lib/api';
import { aspectsRoutes } from './aspects';
import { authJobs } from './auth/cleanup';
import { authRoutes } from './auth/routes';
import { fileJobs } from './files/jobs';
import { fileRoutes } from './files/routes';
import { dddRoutes } from './ddd';
import { enterpriseDocumentRoutes } from './enterprise-documents';
import { indicatorJobs, indicatorRoutes } from './indicators';
import { metabaseRoutes } from './metabase';
import { healthRoutes } from './health/routes';
import { historyRoutes } from './history/routes';
import { homeRoutes } from './home';
import { legalModuleJobs, legalModuleRoutes } from './legal-module';
import { legalRegisterRoutes } from './legal-register';
import { organisationRoutes } from './organisation';
import { projectAmbitRoutes } from './projects/ambits';
import { riskJobs, riskRoutes } from './risks';
import { onboardingJobs } from './onboarding/memberships';
import { onboardingRoutes } from './onboarding/routes';
import { projectsJobs, projectsRoutes } from './projects';
import { profileRoutes } from './users/profile';
import { userRoutes } from './users/routes';
import { wasteJobs, wasteRoutes } from './waste';

/** Every module's routes, in the order they appear in the API document. */
export const modules: RegisterModule[] = [healthRoutes, authRoutes, profileRoutes, userRoutes, organisationRoutes, legalRegisterRoutes, legalModuleRoutes, fileRoutes, projectAmbitRoutes, historyRoutes, aspectsRoutes, riskRoutes, homeRoutes, wasteRoutes, projectsRoutes, enterpriseDocumentRoutes, dddRoutes, indicatorRoutes, metabaseRoutes, onboardingRoutes];

/** Every module's scheduled jobs. */
export const jobs = [legalModuleJobs, authJobs, fileJobs, riskJobs, projectsJobs, indicatorJobs, onboardingJobs, wasteJobs];
