import { Type, type Static } from 'typebox';
import { DOCUMENT_CATEGORIES, DOCUMENT_STATUSES } from '../../../contract/enterprise-documents';
import { DateField, OptionalDate } from '../../lib/dates';
import { RequiredText } from '../../lib/fields';
import { FileField } from '../../lib/form';
import { listQueryFields } from '../../lib/paging';
import { Nullable, NullableDate } from '../../lib/wire';

// TypeBox of the enterprise documents (documents.ts): a document with its versions, the list's filters, the writes.

const VersionSchema = Type.Object({
  version: Type.Integer(),
  file: Type.String(),
  file_name: Type.String(),
  size: Type.Number(),
  created_at: Type.String(),
});
export const DocumentSchema = Type.Object({
  id: Type.Integer(),
  center_id: Type.Integer(),
  name: Type.String(),
  category: Type.String(),
  effective_date: Type.String(),
  expiry_date: NullableDate(),
  status: Type.String(),
  file: Nullable(Type.String()),
  file_name: Nullable(Type.String()),
  version: Type.Integer(),
  versions: Type.Array(VersionSchema),
  created_at: Type.String(),
  updated_at: Type.String(),
});

export const DocumentQuery = Type.Object({
  ...listQueryFields,
  centerId: Type.Optional(Type.Integer({ minimum: 1 })),
  category: Type.Optional(Type.Enum([...DOCUMENT_CATEGORIES])),
  status: Type.Optional(Type.Enum([...DOCUMENT_STATUSES])),
});
export type DocumentFilters = Static<typeof DocumentQuery>;
const DocumentFields = {
  name: RequiredText(300),
  category: Type.Enum([...DOCUMENT_CATEGORIES]),
  effective_date: DateField(),
  expiry_date: OptionalDate(),
};
export const DocumentCreate = Type.Object({
  ...DocumentFields,
  center_id: Type.Integer({ minimum: 1 }),
  file: FileField('PDF, image or Office document'),
});
export const DocumentUpdate = Type.Object({
  ...DocumentFields,
  center_id: Type.Optional(Type.Integer({ minimum: 1 })),
  file: Type.Optional(FileField('a new version: PDF, image or Office document')),
});
export type DocumentCreateInput = Static<typeof DocumentCreate>;
export type DocumentUpdateInput = Static<typeof DocumentUpdate>;
