import type { Identifier } from 'react-admin';
import { saveAttachment } from './download';
import type { HttpClient } from './httpClient';

// The projects module's own calls (spec §7 "Projects and time"), beside react-admin's CRUD.

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
export interface ResumeQuery {
  startDate: string;
  endDate: string;
  userId?: Identifier;
}

const searchOf = (query: Record<string, string | number | Identifier | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params;
};

export const projectMethods = (client: HttpClient) => {
  const download = async (path: string, query: Record<string, string | number | Identifier | undefined>, fallbackName: string) =>
    saveAttachment(await client.send(path, { query: searchOf(query) }), fallbackName);
  return {
    duplicateProject: (id: Identifier, withTasks: boolean) =>
      client.json<{ id: Identifier }>(`/project/${id}/duplicated`, { method: 'POST', body: { with_tasks: withTasks } }),
    copyProjectTasks: (fromProjectId: Identifier, toProjectId: Identifier) =>
      client.json<{ copied: number }>('/project/tasks-from-project-to-project', {
        method: 'POST',
        body: { from_project_id: fromProjectId, to_project_id: toProjectId },
      }),
    copySelectedTasks: (taskIds: Identifier[], toProjectId: Identifier) =>
      client.json<{ copied: number }>('/project/tasks-from-project-to-another-project', {
        method: 'POST',
        body: { task_ids: taskIds, to_project_id: toProjectId },
      }),
    addCollaboratorsObservation: (projectId: Identifier, observations: string) =>
      client.json('/project/add-collaborators-observations', { method: 'POST', body: { project_id: projectId, observations } }),
    assignUsersToAllTasks: (projectId: Identifier, userIds: Identifier[]) =>
      client.json<{ tasks: number }>('/task/users-assigned-to-all-tasks-of-project', {
        method: 'POST',
        body: { project_id: projectId, user_ids: userIds },
      }),
    sendExceededHoursEmail: () =>
      client.json<{ projects: number; messages: number }>('/project/exceeded-hours-email', { method: 'POST', body: {} }),
    downloadProjectDedications: (projectId: Identifier) => download(`/project/${projectId}/dedications`, {}, 'project-dedications.xlsx'),
    downloadUndoneTasks: () => download('/task/undone', {}, 'undone-task-list.xlsx'),
    downloadWorkedHoursResume: (query: ResumeQuery) =>
      download('/project/worked-hours-by-user-resume', { ...query, format: 'xlsx' }, 'worked-hours.xlsx'),
    downloadWorkingTimeRegister: (month: string, userId?: Identifier) =>
      download('/project/working-time-register', { month, userId, format: 'xlsx' }, `working-time-${month}.xlsx`),
    getWorkedHoursResume: (query: ResumeQuery) =>
      client.json<WorkedHoursResume>('/project/worked-hours-by-user-resume', { query: searchOf({ ...query }) }),
    getWorkedHoursByAllUsers: (startDate: string, endDate: string) =>
      client.json<AllUsersReport>('/project/worked-hours-by-all-users', { query: searchOf({ startDate, endDate }) }),
    getYearlyFinancialSummary: () => client.json<YearlySummary[]>('/project/yearly-financial-summary'),
  };
};
export type ProjectMethods = ReturnType<typeof projectMethods>;
