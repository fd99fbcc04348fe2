import { Type, type Static } from 'typebox';
import { PROJECT_STATES } from '../../../contract/projects';
import { TASK_STATUSES } from '../../db/schema/projects';
import { DateField, OptionalDate } from '../../lib/dates';
import { OptionalText, RequiredText } from '../../lib/fields';
import { listQueryFields } from '../../lib/paging';
import { Nullable, NullableDate, NullableText, Reference } from '../../lib/wire';

// The TypeBox of the projects module's routes: projects, tasks and dedications (the wire; routes in *-routes.ts, SQL in *-queries.ts).

// ---------- Projects ----------

const Hours = (description: string) => Type.Number({ minimum: 0, maximum: 1_000_000, description });
const Money = () => Type.Number({ minimum: 0, maximum: 1_000_000_000 });
const OptionalId = () => Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]));

export const ProjectWrite = Type.Object({
  name: RequiredText(),
  start_date: OptionalDate(),
  end_date: OptionalDate(),
  expected_hours: Type.Optional(Hours('hours the project was sold for')),
  price: Type.Optional(Money()),
  is_charged: Type.Optional(Type.Boolean()),
  expected_charge_date: OptionalDate(),
  invoice_number: OptionalText(100),
  state: Type.Optional(Type.Enum([...PROJECT_STATES])),
  ambitId: OptionalId(),
  centerId: Type.Integer({ minimum: 1 }),
  observations: OptionalText(4000),
  collaborators_observations: OptionalText(4000),
  coordinator_user_id: OptionalId(),
  user_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 200 })),
});
export type ProjectWrite = Static<typeof ProjectWrite>;

const UserHours = Type.Object({ user: Reference, hours: Type.Number() });
/** Money fields are Optional: the serialiser leaves them out of collaborators' answers. */
export const ProjectSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  start_date: NullableDate(),
  end_date: NullableDate(),
  expected_hours: Type.Number(),
  worked_hours: Type.Number(),
  worked_hours_by_user: Type.Array(UserHours),
  price: Type.Optional(Type.Number()),
  is_charged: Type.Optional(Type.Boolean()),
  expected_charge_date: Type.Optional(NullableDate()),
  invoice_number: Type.Optional(NullableText()),
  state: Type.String(),
  ambit: Nullable(Reference),
  center: Reference,
  observations: NullableText(),
  collaborators_observations: NullableText(),
  coordinator: Nullable(Reference),
  users: Type.Array(Reference),
});
export type ProjectWire = Static<typeof ProjectSchema>;

const LogoReference = Type.Object({ id: Type.Integer(), name: Type.String(), logo: NullableText() });
/** One project (read, and the answer of its writes): its center with logo, enterprise and consultancy, as spec §3 says. */
export const ProjectDetailSchema = Type.Object({
  ...ProjectSchema.properties,
  center: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    logo: NullableText(),
    enterprise: LogoReference,
    consultancy: LogoReference,
  }),
});
export type ProjectDetailWire = Static<typeof ProjectDetailSchema>;

export const ProjectQuery = Type.Object({
  ...listQueryFields,
  startDate: Type.Optional(DateField()),
  endDate: Type.Optional(DateField()),
  minExpectedChargeDate: Type.Optional(DateField()),
  maxExpectedChargeDate: Type.Optional(DateField()),
  isCharged: Type.Optional(Type.Union([Type.Literal('True'), Type.Literal('False')])),
  state: Type.Optional(Type.Enum([...PROJECT_STATES])),
  ambitId: Type.Optional(Type.Integer({ minimum: 1 })),
  centerId: Type.Optional(Type.Integer({ minimum: 1 })),
  coordinatorId: Type.Optional(Type.Integer({ minimum: 1 })),
  userId: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type ProjectQuery = Static<typeof ProjectQuery>;

export const Duplicate = Type.Object({ with_tasks: Type.Optional(Type.Boolean()), name: Type.Optional(RequiredText()) });
export const ProjectToProject = Type.Object({ from_project_id: Type.Integer({ minimum: 1 }), to_project_id: Type.Integer({ minimum: 1 }) });
export const TasksToProject = Type.Object({
  task_ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 1000 }),
  to_project_id: Type.Integer({ minimum: 1 }),
});
export const Observation = Type.Object({ project_id: Type.Integer({ minimum: 1 }), observations: RequiredText(4000) });

// ---------- Tasks ----------

export const TaskWrite = Type.Object({
  project_id: Type.Integer({ minimum: 1 }),
  name: RequiredText(),
  description: Type.Optional(Type.Union([Type.String({ maxLength: 4000 }), Type.Null()])),
  expected_hours: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000 })),
  due_date: OptionalDate(),
  status: Type.Optional(Type.Enum([...TASK_STATUSES])),
  user_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 200 })),
});
export type TaskWrite = Static<typeof TaskWrite>;

export const TaskSchema = Type.Object({
  id: Type.Integer(),
  project: Reference,
  name: Type.String(),
  description: NullableText(),
  expected_hours: Type.Number(),
  worked_hours: Type.Number(),
  due_date: NullableDate(),
  status: Type.String(),
  users: Type.Array(Reference),
});
export type TaskWire = Static<typeof TaskSchema>;

export const TaskListQuery = Type.Object({ ...listQueryFields, status: Type.Optional(Type.Enum([...TASK_STATUSES])) });
export const AssignAll = Type.Object({
  project_id: Type.Integer({ minimum: 1 }),
  user_ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 200 }),
});

// ---------- Dedications ----------

const TIME = '^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$';
const OptionalTime = () => Type.Optional(Type.Union([Type.String({ pattern: TIME, description: 'HH:MM' }), Type.Null(), Type.Literal('')]));

export const DedicationWrite = Type.Object({
  task_id: Type.Integer({ minimum: 1 }),
  user_id: Type.Optional(Type.Integer({ minimum: 1, description: 'admins only; collaborators always log their own time' })),
  date: DateField(),
  hours: Type.Number({ exclusiveMinimum: 0, maximum: 24 }),
  start_time: OptionalTime(),
  end_time: OptionalTime(),
  observations: Type.Optional(Type.Union([Type.String({ maxLength: 4000 }), Type.Null()])),
});
export type DedicationWrite = Static<typeof DedicationWrite>;

export const DedicationSchema = Type.Object({
  id: Type.Integer(),
  task: Reference,
  project: Reference,
  user: Reference,
  date: Type.String(),
  hours: Type.Number(),
  start_time: NullableText(),
  end_time: NullableText(),
  observations: NullableText(),
  hour_cost: Type.Optional(Type.Number()),
  /** The date falls outside the project's start and end dates: allowed, but flagged. */
  outside_project_dates: Type.Boolean(),
});
export type DedicationWire = Static<typeof DedicationSchema>;

export const DedicationListQuery = Type.Object({ ...listQueryFields, userId: Type.Optional(Type.Integer({ minimum: 1 })) });
export const TaskParams = Type.Object({ taskId: Type.Integer({ minimum: 1 }) });
export const ProjectParams = Type.Object({ projectId: Type.Integer({ minimum: 1 }) });

// ---------- Reports ----------

const Range = { startDate: DateField(), endDate: DateField() };
const Month = Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM' });
const ProjectResume = Type.Object({ project: Reference, center: Reference, worked_hours: Type.Number() });

export const ResumeQuery = Type.Object({
  ...Range,
  userId: Type.Optional(Type.Integer({ minimum: 1 })),
  format: Type.Optional(Type.Literal('xlsx')),
});
export const RangeQuery = Type.Object(Range);
export const RegisterQuery = Type.Object({
  month: Month,
  userId: Type.Optional(Type.Integer({ minimum: 1 })),
  format: Type.Optional(Type.Literal('xlsx')),
});
export const Resume = Type.Object({
  user: Reference,
  startDate: Type.String(),
  endDate: Type.String(),
  total_worked_hours: Type.Number(),
  project_resumes: Type.Array(ProjectResume),
});
/** A row of the resume's sheet: a project, its total, or the line of a period without hours (no figure). */
export type ResumeRow = Omit<Static<typeof ProjectResume>, 'worked_hours'> & { worked_hours: number | null };
export const AllUsers = Type.Object({
  workedHoursByAllUsers: Type.Array(
    Type.Object({
      user: Reference,
      total_worked_hours: Type.Number(),
      projects: Type.Array(Type.Object({ project: Reference, worked_hours: Type.Number() })),
    }),
  ),
  projects: Type.Array(Reference),
});
export type AllUsersWire = Static<typeof AllUsers>;
export const YearSummary = Type.Object({
  year: Type.Integer(),
  income: Type.Number(),
  charged: Type.Number(),
  pending: Type.Number(),
  worked_hours: Type.Number(),
  hours_cost: Type.Number(),
  other_costs: Type.Number(),
  cost: Type.Number(),
  margin: Type.Number(),
});
const RegisterDay = Type.Object({ date: Type.String(), start: NullableText(), end: NullableText(), hours: Type.Number() });
export const WorkingTimeRegister = Type.Object({
  user: Reference,
  month: Type.String(),
  days: Type.Array(RegisterDay),
  total_hours: Type.Number(),
});
/** A row of the register's sheet: a day, the total, or the line of a month without hours (no figure). */
export type RegisterRow = Omit<Static<typeof RegisterDay>, 'hours'> & { hours: number | null; who: string };

// ---------- Costs ----------

export const ProjectCostWrite = Type.Object({
  project_id: Type.Integer({ minimum: 1 }),
  concept: RequiredText(),
  amount: Type.Number({ minimum: 0, maximum: 1_000_000_000 }),
  date: DateField(),
});
export const ProjectCostSchema = Type.Object({
  id: Type.Integer(),
  project: Reference,
  concept: Type.String(),
  amount: Type.Number(),
  date: Type.String(),
});
export type ProjectCostWire = Static<typeof ProjectCostSchema>;
