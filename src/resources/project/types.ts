import type { Identifier } from 'react-admin';
import type { ProjectState } from '../../../contract/projects';

export type Reference = { id: Identifier; name: string };

export { PROJECT_STATES } from '../../../contract/projects';
export const TASK_STATUSES = ['TODO', 'IN_PROGRESS', 'DONE'] as const;

/** GET /api/project/{id}: money fields only reach admins. */
export interface Project {
  id: Identifier;
  name: string;
  start_date: string | null;
  end_date: string | null;
  expected_hours: number;
  worked_hours: number;
  worked_hours_by_user: { user: Reference; hours: number }[];
  price?: number;
  is_charged?: boolean;
  expected_charge_date?: string | null;
  invoice_number?: string | null;
  state: ProjectState;
  ambit: Reference | null;
  center: Reference;
  observations: string | null;
  collaborators_observations: string | null;
  coordinator: Reference | null;
  users: Reference[];
}

export interface Task {
  id: Identifier;
  project: Reference;
  name: string;
  description: string | null;
  expected_hours: number;
  worked_hours: number;
  due_date: string | null;
  status: (typeof TASK_STATUSES)[number];
  users: Reference[];
}

export interface Dedication {
  id: Identifier;
  task: Reference;
  project: Reference;
  user: Reference;
  date: string;
  hours: number;
  start_time: string | null;
  end_time: string | null;
  observations: string | null;
  hour_cost?: number;
  outside_project_dates: boolean;
}

/** The fields POST/PUT /api/project take (spec §3 write payload). */
export const PROJECT_WRITE_FIELDS = [
  'name',
  'start_date',
  'end_date',
  'expected_hours',
  'price',
  'is_charged',
  'expected_charge_date',
  'invoice_number',
  'state',
  'ambitId',
  'centerId',
  'observations',
  'collaborators_observations',
  'coordinator_user_id',
  'user_ids',
] as const;

export const projectPayload = (record: Record<string, unknown>) =>
  Object.fromEntries(
    PROJECT_WRITE_FIELDS.filter((field) => record[field] !== undefined).map((field) => [
      field,
      record[field] === '' ? null : record[field],
    ]),
  );
