import type { tasks } from '../../db/schema';
import type { SpreadsheetColumn } from '../../lib/spreadsheet';
import type { DedicationWire, ProjectCostWire, ProjectWire, RegisterRow, ResumeRow } from './schemas';

// The columns of the module's spreadsheets (projects, undone tasks, a project's dedications), each by its field kind.

export const projectColumns = (admin: boolean): SpreadsheetColumn<ProjectWire>[] => [
  { header: 'resources.project.fields.name', fallback: 'Name', value: (row) => row.name, width: 40 },
  { header: 'resources.project.fields.center', fallback: 'Center', value: (row) => row.center.name, width: 30 },
  { header: 'resources.project.fields.ambit', fallback: 'Ambit', value: (row) => row.ambit?.name },
  {
    header: 'resources.project.fields.state',
    fallback: 'State',
    value: (row) => row.state,
    width: 14,
    kind: { kind: 'state', labels: 'projects.states' },
  },
  {
    header: 'resources.project.fields.start_date',
    fallback: 'Start date',
    value: (row) => row.start_date,
    width: 12,
    kind: { kind: 'date' },
  },
  { header: 'resources.project.fields.end_date', fallback: 'End date', value: (row) => row.end_date, width: 12, kind: { kind: 'date' } },
  { header: 'resources.project.fields.coordinator', fallback: 'Coordinator', value: (row) => row.coordinator?.name },
  {
    header: 'resources.project.fields.expected_hours',
    fallback: 'Expected hours',
    value: (row) => row.expected_hours,
    width: 14,
    kind: { kind: 'hours' },
  },
  {
    header: 'resources.project.fields.worked_hours',
    fallback: 'Worked hours',
    value: (row) => row.worked_hours,
    width: 14,
    kind: { kind: 'hours' },
  },
  ...(admin
    ? ([
        {
          header: 'resources.project.fields.price',
          fallback: 'Price',
          value: (row: ProjectWire) => row.price,
          width: 14,
          kind: { kind: 'money' },
        },
        {
          header: 'resources.project.fields.is_charged',
          fallback: 'Charged',
          value: (row: ProjectWire) => row.is_charged,
          width: 10,
          kind: { kind: 'boolean' },
        },
        {
          header: 'resources.project.fields.expected_charge_date',
          fallback: 'Expected charge date',
          value: (row: ProjectWire) => row.expected_charge_date,
          width: 22,
          kind: { kind: 'dueDate' },
          settled: (row: ProjectWire) => row.is_charged === true,
        },
        {
          header: 'resources.project.fields.invoice_number',
          fallback: 'Invoice number',
          value: (row: ProjectWire) => row.invoice_number,
          width: 16,
        },
      ] satisfies SpreadsheetColumn<ProjectWire>[])
    : []),
];

type UndoneTask = { task: typeof tasks.$inferSelect; projectName: string; centerName: string };

export const undoneTaskColumns: SpreadsheetColumn<UndoneTask>[] = [
  { header: 'projects.undone.project', fallback: 'Project', value: (row) => row.projectName, width: 36 },
  { header: 'projects.undone.center', fallback: 'Center', value: (row) => row.centerName, width: 30 },
  { header: 'resources.task.fields.name', fallback: 'Task', value: (row) => row.task.name, width: 36 },
  {
    header: 'resources.task.fields.status',
    fallback: 'Status',
    value: (row) => row.task.status,
    width: 14,
    kind: { kind: 'state', labels: 'projects.task_status' },
  },
  {
    header: 'resources.task.fields.due_date',
    fallback: 'Due date',
    value: (row) => row.task.dueDate,
    width: 22,
    kind: { kind: 'dueDate' },
  },
  {
    header: 'resources.task.fields.expected_hours',
    fallback: 'Expected hours',
    value: (row) => row.task.expectedHours,
    width: 14,
    kind: { kind: 'hours' },
  },
];

export const dedicationSheetColumns = (admin: boolean): SpreadsheetColumn<DedicationWire>[] => [
  { header: 'resources.dedication.fields.date', fallback: 'Date', value: (row) => row.date, width: 12, kind: { kind: 'date' } },
  { header: 'resources.dedication.fields.user', fallback: 'User', value: (row) => row.user.name, width: 28 },
  { header: 'resources.dedication.fields.task', fallback: 'Task', value: (row) => row.task.name, width: 32 },
  { header: 'resources.dedication.fields.hours', fallback: 'Hours', value: (row) => row.hours, width: 10, kind: { kind: 'hours' } },
  { header: 'resources.dedication.fields.start_time', fallback: 'Start', value: (row) => row.start_time, width: 10 },
  { header: 'resources.dedication.fields.end_time', fallback: 'End', value: (row) => row.end_time, width: 10 },
  { header: 'resources.dedication.fields.observations', fallback: 'Observations', value: (row) => row.observations, width: 40 },
  ...(admin
    ? [
        {
          header: 'resources.dedication.fields.hour_cost',
          fallback: 'Hour cost',
          value: (row: DedicationWire) => row.hour_cost,
          width: 12,
          kind: { kind: 'money' } as const,
        },
      ]
    : []),
];

export const resumeColumns: SpreadsheetColumn<ResumeRow>[] = [
  { header: 'projects.resume.project', fallback: 'Project', value: (row) => row.project.name, width: 40 },
  { header: 'projects.resume.center', fallback: 'Center', value: (row) => row.center.name, width: 30 },
  {
    header: 'projects.resume.worked_hours',
    fallback: 'Worked hours',
    value: (row) => row.worked_hours,
    width: 14,
    kind: { kind: 'hours' },
  },
];

export const registerColumns: SpreadsheetColumn<RegisterRow>[] = [
  { header: 'projects.register.user', fallback: 'Worker', value: (row) => row.who, width: 28 },
  { header: 'projects.register.date', fallback: 'Date', value: (row) => row.date, width: 12, kind: { kind: 'date' } },
  { header: 'projects.register.start', fallback: 'Start', value: (row) => row.start, width: 10 },
  { header: 'projects.register.end', fallback: 'End', value: (row) => row.end, width: 10 },
  { header: 'projects.register.hours', fallback: 'Hours', value: (row) => row.hours, width: 10, kind: { kind: 'hours' } },
];

export const costColumns: SpreadsheetColumn<ProjectCostWire>[] = [
  {
    header: 'resources.project-cost.fields.date',
    fallback: 'Date',
    value: (cost) => cost.date,
    width: 12,
    kind: { kind: 'date' },
  },
  {
    header: 'resources.project-cost.fields.project',
    fallback: 'Project',
    value: (cost) => cost.project.name,
    width: 36,
  },
  { header: 'resources.project-cost.fields.concept', fallback: 'Concept', value: (cost) => cost.concept, width: 36 },
  {
    header: 'resources.project-cost.fields.amount',
    fallback: 'Amount',
    value: (cost) => cost.amount,
    width: 14,
    kind: { kind: 'money' },
  },
];
