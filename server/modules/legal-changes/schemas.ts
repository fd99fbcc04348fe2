import { Type } from 'typebox';
import { LEGAL_CHANGE_KINDS, REVIEW_DECISIONS, REVIEW_STATES } from '../../../contract/legal-changes';
import { LEGAL_SCOPE_KINDS } from '../../../contract/legal';
import { DateField } from '../../lib/dates';
import { bilingualWrite, DocumentLanguageQuery, OptionalId, OptionalText, OrderField, RequiredText } from '../../lib/fields';
import { listQueryFields } from '../../lib/paging';
import { Nullable, NullableDate, NullableText, Reference } from '../../lib/wire';

// The wire of issue 36's routes (docs/legal-changes-api.md).

/** One of the codes, typed as their union (TypeBox's union of mapped literals types as never). */
const codes = <T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>(Type.String({ enum: [...values] }));

export const RequirementWording = Type.Object({
  ...bilingualWrite,
  evidence_name_spanish: RequiredText(500),
  evidence_name_catalan: RequiredText(500),
  order: OrderField(),
});

export const ChangeWrite = Type.Object({
  kind: codes(LEGAL_CHANGE_KINDS),
  note: RequiredText(2000),
  effective_date: DateField(),
  changed_by_text: OptionalText(500),
  texts: Type.Optional(Type.Array(Type.String({ maxLength: 20_000 }), { maxItems: 500 })),
  legal_requirement_id: OptionalId(),
  requirement: Type.Optional(RequirementWording),
});

const Wording = Type.Object({
  texts: Type.Optional(Type.Array(Type.String())),
  name_spanish: Type.Optional(Type.String()),
  name_catalan: Type.Optional(Type.String()),
  evidence_name_spanish: Type.Optional(Type.String()),
  evidence_name_catalan: Type.Optional(Type.String()),
  state: Type.Optional(Type.String()),
  state_date: Type.Optional(NullableDate()),
  removed_date: Type.Optional(NullableDate()),
});

const TextReference = Type.Object({ id: Type.Integer(), name: Type.String(), official_reference: NullableText() });
const NullableReference = Type.Union([Reference, Type.Null()]);

export const ChangeSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  note: Type.String(),
  effective_date: Type.String(),
  changed_by_text: NullableText(),
  recorded_at: Type.String(),
  recorded_by: NullableReference,
  legal_text: TextReference,
  legal_requirement: NullableReference,
  before: Type.Union([Wording, Type.Null()]),
  after: Type.Union([Wording, Type.Null()]),
  area: Reference,
  legal_ambit: Reference,
  subambit: Reference,
  legal_scope: Reference,
  reviews: Type.Object({ total: Type.Integer(), pending: Type.Integer() }),
});

export const ChangeQuery = Type.Object({
  page: listQueryFields.page,
  pageSize: listQueryFields.pageSize,
  from: Type.Optional({ ...DateField(), description: 'yyyy-MM-dd: effective on or after' }),
  to: Type.Optional({ ...DateField(), description: 'yyyy-MM-dd: effective on or before' }),
  areaId: OptionalId(),
  legalAmbitId: OptionalId(),
  subambitId: OptionalId(),
  legalScopeId: OptionalId(),
  scope: Type.Optional(codes(LEGAL_SCOPE_KINDS)),
  kind: Type.Optional(codes(LEGAL_CHANGE_KINDS)),
});

export const ReviewSchema = Type.Object({
  id: Type.Integer(),
  center: Reference,
  change: Type.Object({
    id: Type.Integer(),
    kind: Type.String(),
    note: Type.String(),
    effective_date: Type.String(),
    changed_by_text: NullableText(),
  }),
  legal_text: TextReference,
  legal_requirement: NullableReference,
  due_date: Type.String(),
  state: Type.String(),
  decision: NullableText(),
  reason: NullableText(),
  decided_by: NullableReference,
  decided_at: NullableText(),
  evidence: NullableReference,
});

export const ReviewQuery = Type.Object({
  page: listQueryFields.page,
  pageSize: listQueryFields.pageSize,
  state: Type.Optional(codes(REVIEW_STATES)),
});

export const DecisionWrite = Type.Object({
  decision: codes(REVIEW_DECISIONS),
  reason: OptionalText(2000),
  legal_requirement_id: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
});

export const SettingsSchema = Type.Object({
  review_days: Type.Integer({ minimum: 1, maximum: 365, description: 'Days a center has to review a change of the register' }),
});

/** The monthly bulletin (bulletin-routes.ts): its month and language, and the user's subscription. */
export const BulletinQuery = Type.Object({
  period: Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'YYYY-MM: the month whose recorded changes it lists' }),
  language: DocumentLanguageQuery(),
});
export const Subscription = Type.Object({
  enabled: Type.Boolean({ description: 'Whether the signed-in user gets the monthly bulletin by e-mail.' }),
});
