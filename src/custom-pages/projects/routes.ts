import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import {
  ALL_USERS_PATH,
  DEDICATION_NEW_ROUTE,
  DEDICATION_ROUTE,
  RESUME_PATH,
  TASK_NEW_ROUTE,
  TASK_ROUTE,
  WORKING_TIME_PATH,
  YEARLY_FINANCES_PATH,
} from './paths';

interface ProjectsRoute {
  path: string;
  /** The canAccess resource whose `show` opens the page. */
  resource: string;
  Page: LazyExoticComponent<ComponentType>;
}

const TaskPage = lazy(() => import('./TaskPage'));
const DedicationPage = lazy(() => import('./DedicationPage'));

export const PROJECTS_ROUTES: ProjectsRoute[] = [
  { path: TASK_NEW_ROUTE, resource: 'task', Page: TaskPage },
  { path: TASK_ROUTE, resource: 'task', Page: TaskPage },
  { path: DEDICATION_NEW_ROUTE, resource: 'dedication', Page: DedicationPage },
  { path: DEDICATION_ROUTE, resource: 'dedication', Page: DedicationPage },
  { path: RESUME_PATH, resource: 'worked-hours-resume', Page: lazy(() => import('./WorkedHoursResumePage')) },
  { path: WORKING_TIME_PATH, resource: 'worked-hours-resume', Page: lazy(() => import('./WorkingTimeRegisterPage')) },
  { path: ALL_USERS_PATH, resource: 'project-reports', Page: lazy(() => import('./AllUsersReportPage')) },
  { path: YEARLY_FINANCES_PATH, resource: 'project-reports', Page: lazy(() => import('./YearlyFinancesPage')) },
];
