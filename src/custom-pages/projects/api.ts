import type { Identifier } from 'react-admin';
import { apiClient } from '../../dataProvider';
import { saveAttachment } from '../../dataProvider/download';

// The projects module's own calls (spec §7 "Projects and time"), beside react-admin's CRUD.

const send = async (path: string, query: Record<string, string | number | undefined>, fallbackName: string) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  await saveAttachment(await apiClient.send(path, { query: params }), fallbackName);
};

export const projectsApi = {
  duplicate: (id: Identifier, withTasks: boolean) =>
    apiClient.json<{ id: Identifier }>(`/project/${id}/duplicated`, { method: 'POST', body: { with_tasks: withTasks } }),
  copyTasks: (fromProjectId: Identifier, toProjectId: Identifier) =>
    apiClient.json<{ copied: number }>('/project/tasks-from-project-to-project', { method: 'POST', body: { from_project_id: fromProjectId, to_project_id: toProjectId } }),
  copySelectedTasks: (taskIds: Identifier[], toProjectId: Identifier) =>
    apiClient.json<{ copied: number }>('/project/tasks-from-project-to-another-project', { method: 'POST', body: { task_ids: taskIds, to_project_id: toProjectId } }),
  addObservation: (projectId: Identifier, observations: string) =>
    apiClient.json('/project/add-collaborators-observations', { method: 'POST', body: { project_id: projectId, observations } }),
  assignToAllTasks: (projectId: Identifier, userIds: Identifier[]) =>
    apiClient.json<{ tasks: number }>('/task/users-assigned-to-all-tasks-of-project', { method: 'POST', body: { project_id: projectId, user_ids: userIds } }),
  exceededHoursEmail: () => apiClient.json<{ projects: number; messages: number }>('/project/exceeded-hours-email', { method: 'POST', body: {} }),
  downloadDedications: (projectId: Identifier) => send(`/project/${projectId}/dedications`, {}, 'project-dedications.xlsx'),
  downloadUndoneTasks: () => send('/task/undone', {}, 'undone-task-list.xlsx'),
  downloadResume: (query: { startDate: string; endDate: string; userId?: Identifier }) =>
    send('/project/worked-hours-by-user-resume', { ...query, userId: query.userId as number | undefined, format: 'xlsx' }, 'worked-hours.xlsx'),
  downloadRegister: (month: string, userId?: Identifier) =>
    send('/project/working-time-register', { month, userId: userId as number | undefined, format: 'xlsx' }, `working-time-${month}.xlsx`),
  resume: (query: { startDate: string; endDate: string; userId?: Identifier }) => {
    const params = new URLSearchParams({ startDate: query.startDate, endDate: query.endDate });
    if (query.userId) params.set('userId', String(query.userId));
    return apiClient.json<WorkedHoursResume>('/project/worked-hours-by-user-resume', { query: params });
  },
  allUsers: (startDate: string, endDate: string) =>
    apiClient.json<AllUsersReport>('/project/worked-hours-by-all-users', { query: new URLSearchParams({ startDate, endDate }) }),
  yearlyFinances: () => apiClient.json<YearlySummary[]>('/project/yearly-financial-summary'),
};

type Ref = { id: Identifier; name: string };
export interface WorkedHoursResume {
  user: Ref;
  startDate: string;
  endDate: string;
  total_worked_hours: number;
  project_resumes: { project: Ref; center: Ref; worked_hours: number }[];
}
export interface AllUsersReport {
  workedHoursByAllUsers: { user: Ref; total_worked_hours: number; projects: { project: Ref; worked_hours: number }[] }[];
  projects: Ref[];
}
export interface YearlySummary {
  year: number;
  income: number;
  charged: number;
  pending: number;
  worked_hours: number;
  hours_cost: number;
  other_costs: number;
  cost: number;
  margin: number;
}
