import { Type, type Static } from 'typebox';
import { DateField } from '../../lib/dates';
import { Email, OptionalText, RequiredText } from '../../lib/fields';
import { FileField } from '../../lib/form';
import { listQueryFields } from '../../lib/paging';
import { DuePageOf, Nullable, NullableDate, NullableText } from '../../lib/wire';
import { WASTE_FILE_KINDS } from '../../../contract/waste';

// TypeBox of the waste module's answers: the catalogues (catalogues.ts) and the collection plans (plans.ts).

const Ids = () => Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000 }));
export const bilingual = { name_spanish: RequiredText(500), name_catalan: RequiredText(500) };

export const DangerousnessSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  name_spanish: Type.String(),
  name_catalan: Type.String(),
  code: NullableText(),
  pictogram: NullableText(),
  pictogram_uploaded: Type.Boolean({
    description: "true when `pictogram` is the admin's upload; false when it is the class's default (or none)",
  }),
});
const DangerousnessReference = Type.Object({ id: Type.Integer(), name: Type.String(), code: NullableText(), pictogram: NullableText() });
export const ResidueSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  name_spanish: Type.String(),
  name_catalan: Type.String(),
  ler_code: Type.String(),
  is_hazardous: Type.Boolean(),
  dangerousnesses: Type.Array(DangerousnessReference),
  does_collection_plan_need_previous_notification: Type.Boolean(),
  does_collection_plan_need_treatment_contract: Type.Boolean(),
  does_residue_collection_need_collection_document: Type.Boolean(),
  does_residue_collection_need_delivery_note: Type.Boolean(),
});
export const TreatmentSchema = Type.Object({ id: Type.Integer(), name: Type.String(), type: Type.String(), kind: Type.String() });
const ResidueReference = Type.Object({ id: Type.Integer(), name: Type.String(), ler_code: Type.String() });
export const PartySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone_number: NullableText(),
  code: Type.String(),
  nima: NullableText(),
  address: NullableText(),
  authorisation_expiry: NullableDate(),
  is_authorisation_expired: Type.Boolean(),
  residues: Type.Array(ResidueReference),
});

export const ResidueWrite = Type.Object({
  ...bilingual,
  ler_code: Type.String({ minLength: 1, maxLength: 20 }),
  dangerousness_ids: Ids(),
  does_collection_plan_need_previous_notification: Type.Optional(Type.Boolean()),
  does_collection_plan_need_treatment_contract: Type.Optional(Type.Boolean()),
  does_residue_collection_need_collection_document: Type.Optional(Type.Boolean()),
  does_residue_collection_need_delivery_note: Type.Optional(Type.Boolean()),
});
export type ResidueInput = Static<typeof ResidueWrite> & { ler: string };

export const PartyWrite = Type.Object({
  name: RequiredText(300),
  email: Email(),
  phone_number: OptionalText(40),
  code: RequiredText(100),
  nima: OptionalText(20),
  address: OptionalText(500),
  authorisation_expiry: Type.Optional(Type.Union([DateField(), Type.Null(), Type.Literal('')])),
  residue_ids: Ids(),
});
export type PartyInput = Static<typeof PartyWrite>;

const PartyReference = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  is_authorisation_expired: Type.Boolean(),
  authorisation_expiry: NullableDate(),
});
const NullableInteger = () => Nullable(Type.Integer());
export const PlanSchema = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  start_date: Type.String(),
  end_date: NullableDate(),
  first_deposit_date: NullableDate(),
  center_id: Type.Integer(),
  residue_id: Type.Integer(),
  treatment_id: Type.Integer(),
  carrier_id: NullableInteger(),
  manager_id: NullableInteger(),
  residue: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    ler_code: Type.String(),
    is_hazardous: Type.Boolean(),
    /** On the plan list and one plan: the residue's hazard classes with their pictograms (the identification page shows them). */
    dangerousnesses: Type.Optional(
      Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), code: NullableText(), pictogram: NullableText() })),
    ),
  }),
  treatment: Type.Object({ id: Type.Integer(), name: Type.String(), type: Type.String(), kind: Type.String() }),
  carrier: Nullable(PartyReference as never) as never,
  manager: Nullable(PartyReference as never) as never,
  collection_frequency: NullableInteger(),
  observations: NullableText(),
  is_cancelled: Type.Boolean(),
  container_quantity: NullableInteger(),
  capacity_of_containers: NullableText(),
  photo_of_container: NullableText(),
  notify_carrier: Type.Boolean(),
  notify_manager: Type.Boolean(),
  previous_notification_document: NullableText(),
  previous_notification_date: NullableDate(),
  treatment_contract_document: NullableText(),
  treatment_contract_expiry: NullableDate(),
  quantity_of_persons: NullableInteger(),
  residue_generation_ratio: NullableText(),
  quantity_of_days: NullableInteger(),
  last_collection_date: NullableDate(),
  next_collection_date: NullableDate(),
  storage_deadline: NullableDate(),
  documents: Type.Object({ treatment_contract: Type.String(), previous_notification: Type.String() }),
});

// The legal clock (clock.ts).
const ClockItemSchema = Type.Object({
  kind: Type.String(),
  due_date: Type.String(),
  days_left: Type.Integer(),
  overdue: Type.Boolean(),
  plan_id: Type.Union([Type.Integer(), Type.Null()]),
  residue: NullableText(),
  party: NullableText(),
});
export const ClockSchema = Type.Object({
  as_of: Type.String(),
  count: Type.Integer(),
  overdue: Type.Integer(),
  results: Type.Array(ClockItemSchema),
});

export const ClockQuery = Type.Object({ asOf: Type.Optional(DateField()) });
export const ClockCentersQuery = Type.Object({
  asOf: Type.Optional(DateField()),
  until: Type.Optional({
    ...DateField(),
    description: 'yyyy-MM-dd: list what falls due up to this day (default asOf + 90 days); overdue items always',
  }),
  page: listQueryFields.page,
  pageSize: listQueryFields.pageSize,
});

export const CenterClockSchema = DuePageOf(
  Type.Object({
    ...ClockItemSchema.properties,
    center_id: Type.Integer(),
    center: Type.Object({ id: Type.Integer(), name: Type.String() }),
  }),
  { centers: Type.Integer() },
);

export type ClockCentersFilters = Static<typeof ClockCentersQuery>;

// The module's configuration (config.ts).
export const ConfigSchema = Type.Object({
  center_id: Type.Integer(),
  default_carrier_id: Nullable(Type.Integer()),
  default_manager_id: Nullable(Type.Integer()),
  reminder_days_before: Type.Integer(),
  reminder_recipients: Type.Array(Type.String()),
});
export const ConfigWrite = Type.Object({
  centerId: Type.Optional(Type.Integer({ minimum: 1 })),
  default_carrier_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  default_manager_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  reminder_days_before: Type.Integer({ minimum: 0, maximum: 365 }),
  reminder_recipients: Type.Array(Email(), { maxItems: 20 }),
});

// The module's files (files.ts).

export const WasteFileQuery = Type.Object({
  kind: Type.Optional(Type.Enum([...WASTE_FILE_KINDS])),
  residueId: Type.Optional(Type.Integer({ minimum: 1 })),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});
export const WasteFileRow = Type.Object({
  kind: Type.String(),
  url: NullableText(),
  name: Type.String(),
  content_type: Type.String(),
  size: Type.Integer(),
  uploaded_at: Type.String(),
  date: Type.String(),
  residue: Type.Object({ id: Type.Integer(), ler_code: Type.String(), name: Type.String() }),
  collection_plan_id: Type.Integer(),
  residue_collection_id: Nullable(Type.Integer()),
  incidence_id: Nullable(Type.Integer()),
});

// Multipart fields of the residue module: optional ones may come as empty strings (spec §5).
const empty = () => [Type.Literal(''), Type.Null()];
export const OptionalInteger = (maximum = 1_000_000) => Type.Optional(Type.Union([...empty(), Type.Integer({ minimum: 0, maximum })]));
export const OptionalId = () => Type.Optional(Type.Union([...empty(), Type.Integer({ minimum: 1 })]));
/** Decimals travel as strings with a dot (spec §7); never negative. */
export const DECIMAL = '^\\d{1,11}(\\.\\d{1,3})?$';
export const Decimal = () => Type.String({ pattern: DECIMAL, description: 'non-negative decimal with a dot, e.g. 120.5' });
export const OptionalDecimal = () => Type.Optional(Type.Union([...empty(), Decimal()]));
export const OptionalFile = (description: string) => Type.Optional(Type.Union([Type.Literal(''), FileField(description)]));
export const OptionalBoolean = () => Type.Optional(Type.Boolean());

export const blankToNull = <T>(value: T | '' | null | undefined): Exclude<T, '' | null | undefined> | null =>
  value === '' || value === undefined || value === null ? null : (value as Exclude<T, '' | null | undefined>);

// The module's reports (reports.ts).
export const NextCollectionsSchema = Type.Object({
  count: Type.Integer(),
  results: Type.Array(
    Type.Object({
      plan_id: Type.Integer(),
      next_collection_date: Type.String(),
      last_collection_date: NullableText(),
      ler_code: Type.String(),
      residue: Type.String(),
      carrier: NullableText(),
      manager: NullableText(),
      collection_frequency: Nullable(Type.Integer()),
    }),
  ),
});
export const ExpiredDocumentsSchema = Type.Object({
  count: Type.Integer(),
  results: Type.Array(
    Type.Object({
      plan_id: Type.Integer(),
      ler_code: Type.String(),
      residue: Type.String(),
      document: Type.String(),
      state: Type.String(),
      party: NullableText(),
    }),
  ),
});
export const RecordQuery = Type.Object({ startDate: DateField(), endDate: DateField() });
