import { and, desc, eq, sql } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { collectionPlans, incidences, residueCollections, residues } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { DateField } from '../../lib/dates';
import { badRequest } from '../../lib/errors';
import { DOCUMENT_KINDS } from '../../lib/file-types';
import type { FileService } from '../../lib/files';
import { pickName } from '../../lib/language';
import { Nullable, NullableText } from '../../lib/wire';
import { MODULE } from './route-config';
import { blankToNull, Decimal, OptionalDecimal, OptionalFile } from './schemas';
import { registerResource } from '../../lib/resource';
import { consultancyStaff, everyone } from '../../lib/access';
import { OptionalText, textOrNull } from '../../lib/fields';

export const residueCollectionRow = { table: residueCollections, name: 'residue-collection' } as const;
const collectionPlanRow = { table: collectionPlans, name: 'collection-plan' } as const;

export const UNITS = ['kg', 't', 'l', 'm3', 'unit'] as const;

const CollectionWrite = Type.Object({
  id: Type.Optional(Type.Union([Type.Literal(''), Type.Integer()])),
  collection_plan_id: Type.Integer({ minimum: 1 }),
  date: DateField(),
  quantity: Decimal(),
  unit: Type.Enum([...UNITS]),
  accepted_quantity: OptionalDecimal(),
  refused_quantity: OptionalDecimal(),
  collection_document_number: OptionalText(100),
  collection_document: OptionalFile('identification document (DI): PDF, image or Office document'),
  delivery_note: OptionalFile('delivery note: PDF, image or Office document'),
  observations: OptionalText(),
});
type CollectionInput = Static<typeof CollectionWrite>;

const ResidueRef = Type.Object({ id: Type.Integer(), name: Type.String(), ler_code: Type.String() });
export const CollectionSchema = Type.Object({
  id: Type.Integer(),
  center_id: Type.Integer(),
  collection_plan_id: Type.Integer(),
  residue: ResidueRef,
  date: Type.String(),
  quantity: Type.String(),
  unit: Type.String(),
  accepted_quantity: NullableText(),
  refused_quantity: NullableText(),
  collection_document_number: NullableText(),
  collection_document: NullableText(),
  delivery_note: NullableText(),
  observations: NullableText(),
  incidence_count: Type.Integer(),
  documents: Type.Object({ collection_document: Type.String(), delivery_note: Type.String() }),
});
export const IncidenceSchema = Type.Object({
  id: Type.Integer(),
  center_id: Type.Integer(),
  residue_collection_id: Type.Integer(),
  date: Type.String(),
  description: Type.String(),
  file: NullableText(),
});
void Nullable;

const incidenceCount =
  sql<number>`(select count(*) from ${incidences} where ${incidences.residueCollectionId} = ${residueCollections.id})`.mapWith(Number);
type CollectionLoaded = {
  collection: typeof residueCollections.$inferSelect;
  residue: typeof residues.$inferSelect;
  incidenceCount: number;
};

const state = (needed: boolean, fileId: string | null) => (fileId ? 'present' : needed ? 'missing' : 'not_needed');
export const presentCollection =
  (files: FileService, language: Parameters<typeof pickName>[0]) =>
  ({ collection: row, residue, incidenceCount: incidents }: CollectionLoaded) => ({
    id: row.id,
    center_id: row.centerId,
    collection_plan_id: row.collectionPlanId,
    residue: {
      id: residue.id,
      name: pickName(language, { spanish: residue.nameSpanish, catalan: residue.nameCatalan }),
      ler_code: residue.lerCode,
    },
    date: row.date,
    quantity: row.quantity,
    unit: row.unit,
    accepted_quantity: row.acceptedQuantity,
    refused_quantity: row.refusedQuantity,
    collection_document_number: row.collectionDocumentNumber,
    collection_document: files.url(row.collectionDocumentId),
    delivery_note: files.url(row.deliveryNoteId),
    observations: row.observations,
    incidence_count: incidents,
    documents: {
      collection_document: state(residue.needsCollectionDocument, row.collectionDocumentId),
      delivery_note: state(residue.needsDeliveryNote, row.deliveryNoteId),
    },
  });

/** Quantities in thousandths, so the comparison of decimals is exact. */
const thousandths = (decimal: string | null) => (decimal === null ? 0 : Math.round(Number(decimal) * 1000));

/** Accepted plus refused cannot exceed the quantity delivered (400 naming the field given). */
function checkQuantities(body: CollectionInput) {
  const accepted = blankToNull(body.accepted_quantity);
  const refused = blankToNull(body.refused_quantity);
  if (thousandths(accepted) + thousandths(refused) > thousandths(body.quantity)) {
    throw badRequest(refused !== null ? 'refused_quantity' : 'accepted_quantity', 'waste.quantityExceeded');
  }
}

/** Collections of a plan: rows of the plan's center, newest first, with their residue and how many incidences they had. */
export const collectionRoutes: RegisterModule = (app, context) => {
  const { files } = context;
  registerResource(app, context, {
    path: 'residue-collection',
    name: 'residue-collection',
    tag: 'Waste: collections',
    table: residueCollections,
    scope: {
      owner: residueCollectionRow,
      column: residueCollections.centerId,
      module: MODULE,
      center: { in: 'parent', key: 'collection_plan_id', owner: collectionPlanRow },
      readsInQuery: true,
    },
    access: { read: everyone, write: consultancyStaff },
    write: CollectionWrite,
    validate: async (_db, body) => checkQuantities(body),
    // The plan and center are set once, on create.
    values: (body, { centerId }) => ({
      ...(centerId ? { centerId, collectionPlanId: body.collection_plan_id } : {}),
      date: body.date,
      quantity: body.quantity,
      unit: body.unit,
      acceptedQuantity: blankToNull(body.accepted_quantity),
      refusedQuantity: blankToNull(body.refused_quantity),
      collectionDocumentNumber: textOrNull(body.collection_document_number),
      observations: textOrNull(body.observations),
    }),
    beforeUpdate: (before, body) => {
      if (body.collection_plan_id !== before.collectionPlanId) throw badRequest('collection_plan_id', 'waste.collectionStays');
    },
    file: [
      { field: 'collection_document', column: 'collectionDocumentId', kinds: DOCUMENT_KINDS },
      { field: 'delivery_note', column: 'deliveryNoteId', kinds: DOCUMENT_KINDS },
    ],
    join: {
      to: (query) =>
        query
          .innerJoin(collectionPlans, eq(collectionPlans.id, residueCollections.collectionPlanId))
          .innerJoin(residues, eq(residues.id, collectionPlans.residueId)),
      columns: { residue: residues, incidenceCount },
    },
    present: (rows, request) =>
      rows.map((row) =>
        presentCollection(files, request.language)({ collection: row, residue: row.residue, incidenceCount: row.incidenceCount }),
      ),
    schema: CollectionSchema,
    search: [],
    order: [desc(residueCollections.date), desc(residueCollections.id)],
    filters: {
      query: {
        centerId: Type.Optional(Type.Integer({ minimum: 1 })),
        collectionPlanId: Type.Optional(Type.Integer({ minimum: 1 })),
        residueId: Type.Optional(Type.Integer({ minimum: 1 })),
        startDate: Type.Optional(DateField()),
        endDate: Type.Optional(DateField()),
      },
      where: (query) => {
        const q = query as { centerId?: number; collectionPlanId?: number; residueId?: number; startDate?: string; endDate?: string };
        return and(
          q.centerId ? eq(residueCollections.centerId, q.centerId) : undefined,
          q.collectionPlanId ? eq(residueCollections.collectionPlanId, q.collectionPlanId) : undefined,
          q.residueId ? eq(collectionPlans.residueId, q.residueId) : undefined,
          q.startDate ? sql`${residueCollections.date} >= ${q.startDate}` : undefined,
          q.endDate ? sql`${residueCollections.date} <= ${q.endDate}` : undefined,
        );
      },
    },
  });
};
