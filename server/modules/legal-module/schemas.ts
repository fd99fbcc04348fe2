import { Type, type Static } from 'typebox';
import { DateField, OptionalDate } from '../../lib/dates';
import { OptionalId, RequiredText } from '../../lib/fields';
import { FileField } from '../../lib/form';
import { listQueryFields } from '../../lib/paging';

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
