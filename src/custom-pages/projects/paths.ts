import type { Identifier } from 'react-admin';

// Spec §2 "Projects": the pages beside the /project resource.
export const TASK_NEW_ROUTE = '/project/:projectId/task/new';
export const TASK_ROUTE = '/project/:projectId/task/:taskId';
export const DEDICATION_NEW_ROUTE = '/project/:projectId/task/:taskId/dedication/new';
export const DEDICATION_ROUTE = '/project/:projectId/task/:taskId/dedication/:dedicationId';
export const RESUME_PATH = '/project/worked-hours-by-user-resume';
export const ALL_USERS_PATH = '/project/reports/worked-hours-by-all-users';
export const YEARLY_FINANCES_PATH = '/project/reports/yearly-finances';
export const WORKING_TIME_PATH = '/project/working-time-register';

export const taskPath = (projectId: Identifier, taskId?: Identifier) => `/project/${projectId}/task/${taskId ?? 'new'}`;
export const dedicationPath = (projectId: Identifier, taskId: Identifier, dedicationId?: Identifier) =>
  `/project/${projectId}/task/${taskId}/dedication/${dedicationId ?? 'new'}`;
