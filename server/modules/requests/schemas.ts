import { Type, type Static } from 'typebox';
import { DOCUMENT_CATEGORIES } from '../../../contract/enterprise-documents';
import { EVIDENCE_STATES } from '../../../contract/legal';
import { MAX_REQUEST_CENTERS, MAX_REQUEST_ITEMS, REQUEST_KINDS, REQUEST_STATES, WASTE_DOCUMENTS } from '../../../contract/requests';
import { DateField, OptionalDate } from '../../lib/dates';
import { Id, OptionalId, RequiredText } from '../../lib/fields';
import { FileField } from '../../lib/form';
import { listQueryFields } from '../../lib/paging';
import { Nullable, NullableDate, NullableText, PageOf, Reference } from '../../lib/wire';

// TypeBox of the requests API (docs/requests-api.md).

export const tags = ['Requests'];

export const RequestListQuery = Type.Object({
  ...listQueryFields,
  centerId: OptionalId(),
  enterpriseId: OptionalId(),
  state: Type.Optional(Type.String({ maxLength: 100, pattern: `^(${REQUEST_STATES.join('|')})(,(${REQUEST_STATES.join('|')}))*$` })),
  kind: Type.Optional(Type.Enum([...REQUEST_KINDS])),
  pending: Type.Optional(Type.Boolean({ description: 'open or returned: what the client has to answer' })),
  toReview: Type.Optional(Type.Boolean({ description: 'answered: what the consultancy has to review' })),
  overdue: Type.Optional(Type.Boolean()),
  batchId: Type.Optional(Type.String({ format: 'uuid' })),
});
export type RequestListQuery = Static<typeof RequestListQuery>;

export const RequestCreate = Type.Object({
  center_ids: Type.Array(Id(), { minItems: 1, maxItems: MAX_REQUEST_CENTERS, uniqueItems: true }),
  kind: Type.Enum([...REQUEST_KINDS]),
  title: RequiredText(200),
  message: Type.Optional(Type.String({ maxLength: 5000 })),
  due_date: DateField(),
  reminder_days: Type.Optional(Type.Integer({ minimum: 0, maximum: 60 })),
  asks_validity_date: Type.Optional(Type.Boolean()),
  evidence_id: OptionalId(),
  waste_document: Type.Optional(Type.Enum([...WASTE_DOCUMENTS])),
  collection_plan_id: OptionalId(),
  residue_collection_id: OptionalId(),
  enterprise_document_id: OptionalId(),
  document_name: Type.Optional(Type.String({ maxLength: 500 })),
  document_category: Type.Optional(Type.Enum([...DOCUMENT_CATEGORIES])),
  items: Type.Optional(
    Type.Array(Type.Object({ indicator_id: Id(), period: Type.String({ maxLength: 10 }) }), { maxItems: MAX_REQUEST_ITEMS }),
  ),
});
export type RequestCreate = Static<typeof RequestCreate>;

/** The answer: multipart or JSON. `reading_<item id>` fields are read by name (see answer-queries.ts). */
export const RequestAnswer = Type.Object(
  {
    text: Type.Optional(Nullable(Type.String({ maxLength: 5000 }))),
    validity_date: OptionalDate(),
    files: Type.Optional(Type.Union([FileField('answer file'), Type.Array(FileField('answer file'), { maxItems: 10 })])),
  },
  { additionalProperties: true },
);
export type RequestAnswer = Static<typeof RequestAnswer>;

export const RequestAccept = Type.Object({
  evidence_state: Type.Optional(Type.Enum([...EVIDENCE_STATES], { description: "evidence_document: the evidence's new state" })),
});
export const RequestReturn = Type.Object({ reason: RequiredText(2000) });

const Person = Nullable(Reference);
const Timestamp = NullableText;

export const RequestSummary = Type.Object({
  id: Type.Integer(),
  center: Reference,
  enterprise: Reference,
  kind: Type.String(),
  title: Type.String(),
  due_date: Type.String(),
  state: Type.String(),
  is_overdue: Type.Boolean(),
  batch_id: NullableText(),
  target_name: NullableText(),
  created_by: Person,
  created_at: Type.String(),
  answered_at: Timestamp(),
  reviewed_at: Timestamp(),
  /** Why staff sent it back (state returned), so a list tells the client without reading each request. */
  return_reason: NullableText(),
});

const NullableReference = Person;

export const RequestItem = Type.Object({
  id: Type.Integer(),
  indicator: Reference,
  unit: Type.String(),
  period: Type.String(),
  value: Nullable(Type.Number()),
});

export const RequestDetail = Type.Object({
  ...RequestSummary.properties,
  message: Type.String(),
  reminder_days: Type.Integer(),
  asks_validity_date: Type.Boolean(),
  target: Type.Object({
    evidence: Nullable(
      Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        legal_requirement: Reference,
        expiration_date: NullableDate(),
        has_expiry: Type.Boolean(),
      }),
    ),
    waste_document: NullableText(),
    collection_plan: NullableReference,
    residue_collection: NullableReference,
    enterprise_document: NullableReference,
    document_name: NullableText(),
    document_category: NullableText(),
    items: Type.Array(RequestItem),
  }),
  answer_text: NullableText(),
  validity_date: NullableDate(),
  files: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), size: Type.Integer(), url: NullableText() })),
  answered_by: NullableReference,
  reviewed_by: NullableReference,
  filed: Type.Array(Type.Object({ kind: Type.String(), id: Type.Integer() })),
});

export const RequestPage = PageOf(RequestSummary);
export const RequestCreated = Type.Object({ batch_id: NullableText(), count: Type.Integer(), results: Type.Array(RequestSummary) });
