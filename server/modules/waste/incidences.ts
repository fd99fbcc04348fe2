import { and, asc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { incidences } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { DateField } from '../../lib/dates';
import { badRequest } from '../../lib/errors';
import { DOCUMENT_KINDS } from '../../lib/file-types';
import { RequiredText } from '../../lib/fields';
import { registerResource } from '../../lib/resource';
import { IncidenceSchema, residueCollectionRow } from './collections';
import { MODULE } from './route-config';
import { OptionalFile } from './schemas';
import { consultancyStaff, everyone } from '../../lib/access';

const incidenceRow = { table: incidences, name: 'incidence' } as const;

const IncidenceWrite = Type.Object({
  id: Type.Optional(Type.Union([Type.Literal(''), Type.Integer()])),
  residue_collection_id: Type.Integer({ minimum: 1 }),
  date: DateField(),
  description: RequiredText(5000),
  file: OptionalFile('PDF, image or Office document'),
});

/** Incidences: what went wrong with a collection (spec §2 .../incidence/new, /{incidenceId}); rows of the collection's center. */
export const incidenceRoutes: RegisterModule = (app, context) => {
  const { files } = context;
  registerResource(app, context, {
    path: 'incidence',
    name: 'incidence',
    tag: 'Waste: incidences',
    table: incidences,
    scope: {
      owner: incidenceRow,
      column: incidences.centerId,
      module: MODULE,
      center: { in: 'parent', key: 'residue_collection_id', owner: residueCollectionRow },
      readsInQuery: true,
    },
    access: { read: everyone, write: consultancyStaff },
    write: IncidenceWrite,
    // The collection and center are set once, on create; an update changes the day, the text and the file.
    values: (body, { centerId }) => ({
      ...(centerId ? { centerId, residueCollectionId: body.residue_collection_id } : {}),
      date: body.date,
      description: body.description.trim(),
    }),
    beforeUpdate: (before, body) => {
      if (before.residueCollectionId !== body.residue_collection_id) throw badRequest('residue_collection_id', 'waste.incidenceStays');
    },
    // The 415 names the column's key, as it always has.
    file: { field: 'file', column: 'fileId', kinds: DOCUMENT_KINDS, reportAs: 'fileId' },
    present: (rows) =>
      rows.map((row) => ({
        id: row.id,
        center_id: row.centerId,
        residue_collection_id: row.residueCollectionId,
        date: row.date,
        description: row.description,
        file: files.url(row.fileId),
      })),
    search: [],
    order: [asc(incidences.date), asc(incidences.id)],
    filters: {
      query: {
        centerId: Type.Optional(Type.Integer({ minimum: 1 })),
        residueCollectionId: Type.Optional(Type.Integer({ minimum: 1 })),
      },
      where: (query) => {
        const { centerId, residueCollectionId } = query as { centerId?: number; residueCollectionId?: number };
        return and(
          centerId ? eq(incidences.centerId, centerId) : undefined,
          residueCollectionId ? eq(incidences.residueCollectionId, residueCollectionId) : undefined,
        );
      },
    },
    schema: IncidenceSchema,
  });
};
