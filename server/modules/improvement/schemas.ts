import { Type, type Static } from 'typebox';
import {
  IMPROVEMENT_ORIGINS,
  IMPROVEMENT_SOURCES,
  IMPROVEMENT_STATUSES,
  IMPROVEMENT_TYPES,
  type ImprovementSource,
} from '../../../contract/risks';
import { DateField, OptionalDate } from '../../lib/dates';
import { OptionalText, RequiredText } from '../../lib/fields';
import { FileField } from '../../lib/form';
import { Nullable, NullableDate, NullableText } from '../../lib/wire';

// The TypeBox of the improvement actions: the write, the answer, the list's filters, an attachment.

const SOURCE_TABLES = Object.keys(IMPROVEMENT_SOURCES) as ImprovementSource[];

export const ActionWrite = Type.Object({
  type: Type.Enum([...IMPROVEMENT_TYPES]),
  origin: Type.Enum([...IMPROVEMENT_ORIGINS]),
  source_table: Type.Optional(Type.Union([Type.Enum(SOURCE_TABLES), Type.Null()])),
  source_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  description: RequiredText(5000),
  root_cause: OptionalText(),
  action: RequiredText(5000),
  responsible_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  due_date: DateField(),
  reminder_days: Type.Optional(Type.Integer({ minimum: 0, maximum: 365 })),
  status: Type.Optional(Type.Enum([...IMPROVEMENT_STATUSES])),
  closing_date: OptionalDate(),
  checked_by_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  checked_on: OptionalDate(),
  effective: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
  effectiveness_comment: OptionalText(),
});
export type ActionInput = Static<typeof ActionWrite>;

const Person = Nullable(Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() }));
export const ActionSchema = Type.Object({
  id: Type.Integer(),
  center_id: Type.Integer(),
  type: Type.String(),
  origin: Type.String(),
  source_table: NullableText(),
  source_id: Nullable(Type.Integer()),
  description: Type.String(),
  root_cause: NullableText(),
  action: Type.String(),
  responsible_id: Nullable(Type.Integer()),
  responsible: Person,
  due_date: Type.String(),
  reminder_days: Type.Integer(),
  status: Type.String(),
  closing_date: NullableDate(),
  checked_by_id: Nullable(Type.Integer()),
  checked_by: Person,
  checked_on: NullableDate(),
  effective: Nullable(Type.Boolean()),
  effectiveness_comment: NullableText(),
  attachments: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), file: NullableText() })),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export const ActionQuery = Type.Object({
  status: Type.Optional(Type.Enum([...IMPROVEMENT_STATUSES])),
  open: Type.Optional(Type.Boolean({ description: 'true: OPEN and IN_PROGRESS only' })),
  sourceTable: Type.Optional(Type.Enum(SOURCE_TABLES)),
  sourceId: Type.Optional(Type.Integer({ minimum: 1 })),
});

// Attachments through the file service: one file per attachment, kept with the action.
export const AttachmentWrite = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 300 })),
  file: FileField('PDF, image or Office document'),
});
