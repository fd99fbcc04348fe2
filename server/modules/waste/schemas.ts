import { Type, type Static } from 'typebox';
import { DateField } from '../../lib/dates';
import { Email, OptionalText, RequiredText } from '../../lib/fields';
import { Nullable, NullableDate, NullableText } from '../../lib/wire';

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
