import { Type, type Static } from 'typebox';
import { EVIDENCE_STATES, NOTIFICATION_PERIODICITIES } from '../../../contract/legal';
import { DateField, OptionalDate } from '../../lib/dates';
import { Id, OptionalId, RequiredText } from '../../lib/fields';
import { FileField } from '../../lib/form';
import { listQueryFields } from '../../lib/paging';
import { Nullable, NullableDate, PageOf, Reference } from '../../lib/wire';
import { RequirementSchema } from '../legal-register/requirements';

// TypeBox of the legal module: id lists in a query (config.ts), legal documents and corrective actions (records.ts).

export const DocumentQuery = Type.Object({
  ...listQueryFields,
  centerId: OptionalId(),
  evidenceId: OptionalId(),
  isValid: Type.Optional(Type.Boolean()),
  expired: Type.Optional(Type.Boolean()),
});
export type DocumentFilters = Static<typeof DocumentQuery>;
export const DocumentWrite = Type.Object({
  name: RequiredText(500),
  elaboration_date: OptionalDate(),
  is_valid: Type.Optional(Type.Boolean()),
  evidence_id: Type.Integer({ minimum: 1 }),
  file: Type.Optional(FileField('PDF, image or Office document')),
});
export type DocumentInput = Static<typeof DocumentWrite>;
export const ActionWrite = Type.Object({
  name: RequiredText(500),
  responsible: RequiredText(200),
  expected_date: DateField(),
  applied_date: OptionalDate(),
  evidence_id: Type.Integer({ minimum: 1 }),
  observations: Type.Optional(Type.Union([Type.String({ maxLength: 5000 }), Type.Null()])),
});

/** "1,2,3" query values (spec §7: selected ids are comma-joined). */
export const IdList = () => Type.Optional(Type.String({ pattern: '^\\s*(\\d+\\s*(,\\s*\\d+\\s*)*)?$', maxLength: 20_000 }));
export const parseIdList = (text: string | undefined): number[] =>
  (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number);

// The center's legal configuration (config.ts).
const Ids = () => Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50_000 });
export const SelectedSubambit = Type.Object({ id: Type.Integer(), name: Type.String(), legal_ambit: Reference, area: Reference });
export const SelectedScopes = Type.Object({
  national_and_european_scope: Type.Array(Reference),
  autonomous_community_scope: Type.Array(Reference),
  local_scope: Type.Array(Reference),
});
export const SelectionQuery = Type.Object({ ...listQueryFields, selectedSubambitIds: IdList(), selectedLegalScopeIds: IdList() });
export const SelectionRequirementPage = PageOf(Type.Object({ ...RequirementSchema.properties, is_applicable: Type.Boolean() }));
export const SelectionWrite = Type.Object({
  subambit_ids: Ids(),
  legal_scope_ids: Ids(),
  not_applicable_legal_requirement_ids: Type.Optional(Ids()),
});

// Responsibilities (responsibilities.ts).
export const Responsible = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  user: Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() }),
  level: Type.String(),
  level_id: Type.Integer(),
});
export const ResponsibleWrite = Type.Object({
  area_id: Type.Optional(Id()),
  legal_ambit_id: Type.Optional(Id()),
  subambit_id: Type.Optional(Id()),
  legal_requirement_id: Type.Optional(Id()),
  responsible_user_id: Id(),
});

// Expiry-notification periodicity (periodicity.ts).
export const Periodicity = Type.Object({ id: Nullable(Type.Integer()), center: Reference, periodicity: Type.String() });
export const PeriodicityWrite = Type.Object({
  center_id: Type.Integer({ minimum: 1 }),
  periodicity: Type.Enum([...NOTIFICATION_PERIODICITIES]),
});

// Evidences (evidences.ts).
const State = () => Type.Enum([...EVIDENCE_STATES]);
export const EvidenceQuery = Type.Object({
  ...listQueryFields,
  centerId: OptionalId(),
  state: Type.Optional(State()),
  legalRequirementId: OptionalId(),
  areaId: OptionalId(),
  legalAmbitId: OptionalId(),
  subambitId: OptionalId(),
  expiringBefore: Type.Optional(DateField()),
});
export type EvidenceQueryValues = Static<typeof EvidenceQuery>;
export const ExpiringQuery = Type.Object({
  ...EvidenceQuery.properties,
  days: Type.Optional(Type.Integer({ minimum: 0, maximum: 3650 })),
});
export const EvidenceCreate = Type.Object({
  name: RequiredText(500),
  legal_requirement_id: Type.Integer({ minimum: 1 }),
  center_id: Type.Integer({ minimum: 1 }),
  state: Type.Optional(State()),
  expiration_date: OptionalDate(),
});
export const EvidenceUpdate = Type.Object({ name: RequiredText(500), state: State(), expiration_date: OptionalDate() });

// The center's inventory (inventory.ts).
/** A node of the inventory with its evidence counts. */
export const InventoryNode = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  order: Type.Integer(),
  total: Type.Integer(),
  fulfilled: Type.Integer(),
  unfulfilled: Type.Integer(),
  in_process: Type.Integer(),
  state: Type.String(),
});

export const InventoryRequirement = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  order: Type.Integer(),
  legal_text: Reference,
  state: Type.String(),
  evidences: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), state: Type.String(), expiration_date: NullableDate() })),
});
export const InventoryText = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  texts: Type.Array(Type.String()),
  legal_scope: Reference,
});
