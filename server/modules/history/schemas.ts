import { Type } from 'typebox';
import { listQueryFields } from '../../lib/paging';
import { Nullable, NullableText } from '../../lib/wire';

// TypeBox of the history: the query (a table and a record, or everything the user may read) and a change as answered.

export const HistoryQuery = Type.Object({
  page: listQueryFields.page,
  pageSize: listQueryFields.pageSize,
  table: Type.Optional(
    Type.String({ maxLength: 63, description: 'the record\'s table (e.g. "evidence"); without it, every change the user may read' }),
  ),
  id: Type.Optional(Type.Integer({ minimum: 1, description: "the record's id; needs `table`" })),
});

export const Change = Type.Object({
  id: Type.Integer(),
  table: Type.String(),
  record_id: Type.Integer(),
  center_id: Nullable(Type.Integer()),
  action: Type.String(),
  changes: Type.Record(Type.String(), Type.Array(Type.Unknown())),
  actor: Type.Union([Type.Null(), Type.Object({ id: Type.Integer(), name: NullableText() })]),
  changed_at: Type.String(),
  people: Type.Optional(
    Type.Record(Type.String(), Type.Record(Type.String(), NullableText()), {
      description: 'names of the users its user columns mention: {column: {id: name}}, null for a deleted user',
    }),
  ),
  references: Type.Optional(
    Type.Record(Type.String(), Type.Record(Type.String(), NullableText()), {
      description:
        "names of the other rows and files its columns mention, in the request's Accept-Language: {column: {id: name}}, null for a deleted row",
    }),
  ),
});
